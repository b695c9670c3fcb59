import TaskDraftKit
import TaskDraftModels

/// One run of a command: its parsed arguments, the resolved global settings, the terminal,
/// and lazily the store. Settings are resolved (and usage errors raised) before any command
/// reads or writes data.
public final class Invocation {
    public let arguments: ParsedArguments
    public let environment: Environment
    public let terminal: Terminal
    public let out: Output
    public let err: Output
    public let help: HelpRenderer
    public let input: LineSource

    public let now: Instant
    public let zone: Zone
    public let region: Region
    public let regionSource: SettingSource
    public let databasePath: String
    public let configuration: Configuration
    /// Read on first use: commands that never draft (list, done) do not pay for it.
    public lazy var skills: Skills = loadSkills()
    /// The backends this run may draft with, chosen on first use.
    public let backends: SessionFactory

    private var openedStore: TaskStore?
    private var openedPlanner: Planner?

    public var style: Style { Style(enabled: terminal.colors) }
    public var command: CommandSpec { arguments.command! }

    init(arguments: ParsedArguments, environment: Environment, terminal: Terminal, help: HelpRenderer,
         input: LineSource, out: Output, err: Output) throws {
        self.arguments = arguments
        self.environment = environment
        self.terminal = terminal
        self.help = help
        self.input = input
        self.out = out
        self.err = err

        if let name = arguments.value(CommonOptions.tz) {
            guard let zone = Zone.named(name) else {
                throw UsageError(.unknownTimeZone(name),
                                 command: arguments.command?.name)
            }
            self.zone = zone
        } else {
            zone = Zone.system(environment: environment["TZ"])
        }

        if let text = arguments.value(CommonOptions.now) ?? environment["TASKDRAFT_NOW"] {
            guard let parsed = ISO8601.parse(text) else {
                throw UsageError(.invalidNow(text),
                                 command: arguments.command?.name)
            }
            now = ISO8601.instant(parsed, in: zone)
            guard SupportedDates.contains(now) else {
                throw UsageError(.nowOutOfRange(text, source: arguments.value(CommonOptions.now) != nil ? "--now" : "TASKDRAFT_NOW"),
                                 command: arguments.command?.name)
            }
        } else {
            now = .now
        }

        let configPath = arguments.value(CommonOptions.config) ?? environment.configHome + "/taskdraft/config.json"
        configuration = try Configuration.load(path: configPath, required: arguments.value(CommonOptions.config) != nil)

        if let code = arguments.value(CommonOptions.region) {
            (region, regionSource) = (Region(code), .option("--region"))
        } else if let code = environment["TASKDRAFT_REGION"] {
            (region, regionSource) = (Region(code), .environment("TASKDRAFT_REGION"))
        } else if let code = configuration.region {
            (region, regionSource) = (Region(code), .configFile)
        } else if let locale = environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"],
                  let derived = Region.fromLocale(locale) {
            (region, regionSource) = (derived, .locale(locale))
        } else if let derived = Region.fromZone(zone) {
            (region, regionSource) = (derived, .timeZone("\(zone)"))
        } else {
            (region, regionSource) = (.unknown, .nothing)
        }

        databasePath = arguments.value(CommonOptions.db) ?? environment["TASKDRAFT_DB"] ?? environment.dataHome + "/taskdraft/tasks.db"

        let forced = arguments.value(CommonOptions.backend).map { ($0, "--backend") }
            ?? environment["TASKDRAFT_BACKEND"].map { ($0, "TASKDRAFT_BACKEND") }
        backends = SessionFactory(configuration: configuration, region: region, regionSource: regionSource,
                                  localeLanguage: Self.localeLanguage(in: environment), environment: environment, now: now,
                                  forced: forced, verbose: arguments.flag(CommonOptions.verbose))
    }

    /// The language of the terminal's own wording: the locale's (`ru_RU.UTF-8` → Russian), else English.
    public var language: Language { Self.language(in: environment) }

    /// The locale's language code as `backend --explain` reports it (`ru`, `pl`, else `en`):
    /// Polish is read in a person's words but not yet spoken, so its wording is English.
    public var localeLanguage: String { Self.localeLanguage(in: environment) }

    static func language(in environment: Environment) -> Language {
        Language(rawValue: localeLanguage(in: environment)) ?? .english
    }

    /// POSIX precedence: `LC_ALL`, then `LC_MESSAGES`, then `LANG`; an empty one does not count.
    static func localeLanguage(in environment: Environment) -> String {
        let locale = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
            .lazy.compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let code = String(locale.prefix(2)).lowercased()
        return ["ru", "pl"].contains(code) ? code : "en"
    }

    /// The caller this process acts for: a person at a terminal, or a script.
    public var caller: Caller { terminal.stdinIsTTY ? .human : .script("cli") }

    /// `--yes` given, or nothing.
    public var flagConfirmation: Confirmation { arguments.flag(CommonOptions.yes) ? .flag : .none }

    /// A command that only reads stops here when the database `--db` names does not exist:
    /// a misspelt path is an error, not a new empty database (and "No tasks."). The default
    /// path and `TASKDRAFT_DB`'s are made on first use, by any command.
    public func requireNamedDatabase() throws {
        guard arguments.value(CommonOptions.db) != nil else { return }
        guard openedStore == nil, !FileSystem.exists(databasePath) else { return }
        throw CLIError(.failure, .noDatabaseToRead(databasePath))
    }

    public func store() throws -> TaskStore {
        if let openedStore { return openedStore }
        let store = try TaskStore(path: databasePath, zone: zone, now: now)
        openedStore = store
        return store
    }

    /// Closes the database (its WAL housekeeping runs as the store goes) at the end of the run.
    public func closeStore() {
        openedPlanner = nil
        openedStore = nil
    }

    /// The end of a run whose process exits next: the WAL housekeeping a close does, and the
    /// connection left for the exit to release. Closing it freed every schema object and cached
    /// statement one allocation at a time (~3 % of an `add --yes`) and wrote nothing: the store
    /// turns off SQLite's checkpoint on close.
    public func leaveStoreForExit() {
        openedStore?.truncateLongWAL()
    }

    public func planner() throws -> Planner {
        if let openedPlanner { return openedPlanner }
        let fixedNow = arguments.value(CommonOptions.now) != nil || environment["TASKDRAFT_NOW"] != nil
        let now = self.now
        let planner = Planner(store: try store(), policy: configuration.domainPolicy,
                              clock: fixedNow ? { now } : { .now })
        openedPlanner = planner
        return planner
    }

    public var draftContext: DraftContext {
        DraftContext(now: now, zone: zone, region: region, skills: skills)
    }

    /// What a command that changes tasks is given; opens the database.
    func taskWrite() throws -> TaskWrite {
        TaskWrite(planner: try planner(), caller: caller, confirmation: flagConfirmation, json: arguments.flag(CommonOptions.json),
                  console: console)
    }

    /// Dates typed as option values and filters, read in this run's clock and zone.
    var dueWords: DueWords { DueWords(now: now, zone: zone, context: { [self] in draftContext }) }

    /// The model that drafts for a command with no planner at hand (`draft`): the model log
    /// it may read opens the database only if an HTTP backend asks.
    public func draftingModel(phase: Phase = .draft) throws -> any LanguageModel {
        try backends.model(phase: phase, log: { [self] in try? store() })
    }

    /// Writes model exchanges made outside a drafting session (`draft`): best effort, since
    /// the drafts themselves are already printed.
    public func logExchanges(_ exchanges: [ModelExchange]) {
        guard !exchanges.isEmpty, let store = try? store() else { return }
        try? store.appendModelExchanges(exchanges)
    }

    /// The terminal this run speaks to, for the commands and dialogues that need only that.
    public var console: Console {
        Console(out: out, err: err, terminal: terminal, language: language, localeLanguage: localeLanguage, zone: zone)
    }

    /// Writes JSON (pretty for documents, compact for lines) and a newline.
    public func printJSON(_ value: JSONValue, pretty: Bool = false) {
        console.printJSON(value, pretty: pretty)
    }

    /// The Skills, and one warning for the run when a line of them was ignored, from the
    /// problems the load already found (no second pass over the files).
    private func loadSkills() -> Skills {
        let result = SkillsLoader.load(environment: environment)
        if let first = result.problems.first {
            warn(say(.skillsLineIgnored(say(.skillsProblem(file: first.file, line: first.line, first.reason)),
                                        more: result.problems.count - 1)))
        }
        return result.skills
    }

    public func warn(_ message: String) {
        console.warn(message)
    }
}
