import TaskDraftKit

/// Options several commands share, declared once.
enum CommonOptions {
    static let yes = OptionSpec("yes", short: "y", help: .yes)
    static let json = OptionSpec("json", short: "j", help: .json)
    static let jsonl = OptionSpec("jsonl", help: .jsonl)

    static let now = OptionSpec("now", value: "iso8601", help: .now, env: "TASKDRAFT_NOW",
                                default: .words(.theClock))
    static let tz = OptionSpec("tz", value: "zone", help: .zone, env: "TZ",
                               default: .words(.theSystemZone))
    static let region = OptionSpec("region", value: "code",
                                   help: .region,
                                   env: "TASKDRAFT_REGION", default: .words(.regionFromSettings), completion: .region)
    static let db = OptionSpec("db", value: "path", help: .database, env: "TASKDRAFT_DB",
                               default: .value("$XDG_DATA_HOME/taskdraft/tasks.db"), completion: .file)
    static let config = OptionSpec("config", value: "path", help: .configFile,
                                   default: .value("$XDG_CONFIG_HOME/taskdraft/config.json"),
                                   completion: .file)
    static let backend = OptionSpec("backend", value: "name",
                                    help: .backend,
                                    env: "TASKDRAFT_BACKEND", completion: .backend)
    static let verbose = OptionSpec("verbose", short: "v",
                                    help: .verbose)
    static let noColor = OptionSpec("no-color", help: .noColor)
    static let help = OptionSpec("help", short: "h", help: .helpFlag)
    static let version = OptionSpec("version", help: .version)

    /// The determinism flags every command takes (DESIGN §4), plus help.
    static let global: [OptionSpec] = [now, tz, region, db, config, backend, verbose, noColor, help, version]

    /// `--jobs` above this is a typo, not a plan: a model server serves a few requests at once,
    /// and more threads would only queue there.
    static let maximumJobs = 64

    /// `draft --jobs N` and `import --jobs N`: how many drafts wait on a model server at once.
    static func jobs(_ arguments: ParsedArguments, _ option: OptionSpec, command: String) throws(UsageError) -> Int {
        guard let text = arguments.value(option) else { return 1 }
        guard let n = Int(text), (1...maximumJobs).contains(n) else {
            throw UsageError(.usage(.jobsRange(text, most: maximumJobs)), command: command)
        }
        return n
    }

    /// `3` or `#3` → 3.
    static func taskID(_ text: String, command: String) throws(UsageError) -> Int64 {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard let id = Int64(digits), id > 0 else {
            throw UsageError(.usage(.notATaskID(text)), command: command)
        }
        return id
    }
}
