import TaskDraftKit

/// Options several commands share, declared once.
enum CommonOptions {
    static let yes = OptionSpec("yes", short: "y", help: "Commit without asking; required when not on a terminal.")
    static let json = OptionSpec("json", short: "j", help: "Print JSON instead of text.")
    static let jsonl = OptionSpec("jsonl", help: "Print one JSON object per line.")

    static let now = OptionSpec("now", value: "iso8601", help: "Pretend it is this moment.", env: "TASKDRAFT_NOW",
                                default: "the clock")
    static let tz = OptionSpec("tz", value: "zone", help: "Time zone (IANA name or +HH:MM).", env: "TZ",
                               default: "the system zone")
    static let region = OptionSpec("region", value: "code",
                                   help: "Region code for backend policy and date order (RU, US, EU, ...).",
                                   env: "TASKDRAFT_REGION", default: "from config, LANG, or the zone", completion: .region)
    static let db = OptionSpec("db", value: "path", help: "Database file.", env: "TASKDRAFT_DB",
                               default: "$XDG_DATA_HOME/taskdraft/tasks.db", completion: .file)
    static let config = OptionSpec("config", value: "path", help: "Configuration file.",
                                   default: "$XDG_CONFIG_HOME/taskdraft/config.json",
                                   completion: .file)
    static let backend = OptionSpec("backend", value: "name",
                                    help: "Force a drafting backend ('builtin' or a configured name).",
                                    env: "TASKDRAFT_BACKEND", completion: .backend)
    static let verbose = OptionSpec("verbose", short: "v",
                                    help: "Trace each request to a model server on stderr (API keys redacted).")
    static let noColor = OptionSpec("no-color", help: "Never colour output (NO_COLOR does the same).")
    static let help = OptionSpec("help", short: "h", help: "Show help for the command.")
    static let version = OptionSpec("version", help: "Show the version.")

    /// The determinism flags every command takes (DESIGN §4), plus help.
    static let global: [OptionSpec] = [now, tz, region, db, config, backend, verbose, noColor, help, version]

    /// `--jobs` above this is a typo, not a plan: a model server serves a few requests at once,
    /// and more threads would only queue there.
    static let maximumJobs = 64

    /// `draft --jobs N` and `import --jobs N`: how many drafts wait on a model server at once.
    static func jobs(_ arguments: ParsedArguments, _ option: OptionSpec, command: String) throws(UsageError) -> Int {
        guard let text = arguments.value(option) else { return 1 }
        guard let n = Int(text), (1...maximumJobs).contains(n) else {
            throw UsageError(.jobsRange(text, most: maximumJobs), command: command)
        }
        return n
    }

    /// `3` or `#3` → 3.
    static func taskID(_ text: String, command: String) throws(UsageError) -> Int64 {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard let id = Int64(digits), id > 0 else {
            throw UsageError(.notATaskID(text), command: command)
        }
        return id
    }
}
