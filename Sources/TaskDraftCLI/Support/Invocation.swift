import Glibc
import TaskDraftHTTP
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

    /// `--verbose`: HTTP exchanges traced on stderr, keys redacted.
    public lazy var trace: HTTPTrace? = arguments.flag(CommonOptions.verbose) ? HTTPTrace { line in
        let text = "taskdraft: " + line.replacingOccurrences(of: "\n", with: "\ntaskdraft: ") + "\n"
        _ = text.withCString { Glibc.write(2, $0, strlen($0)) }
    } : nil

    /// libcurl clients shared by the probes and every HTTP backend of this run, so the
    /// connection a probe opened carries the first draft too.
    public lazy var transports: TransportPool = .curl()

    private var cachedChoice: SessionFactory.Choice?

    /// What forces one backend for every phase: `--backend`, else `TASKDRAFT_BACKEND`; nil when nothing does.
    public var forcedBackendSource: String? {
        arguments.value(CommonOptions.backend) != nil ? "--backend" : environment["TASKDRAFT_BACKEND"] != nil ? "TASKDRAFT_BACKEND" : nil
    }

    /// The backend chosen for this run (`--backend` / `TASKDRAFT_BACKEND` force one; config.json's
    /// `backend` and the region's policy otherwise). `probeAll` probes every local server
    /// (for `backend --explain`) instead of stopping at the first that answers.
    public func backendChoice(probeAll: Bool = false, phase: Phase = .draft) throws -> SessionFactory.Choice {
        // A phase config.json names (`phases.plan`) has its own choice, not the cached drafting one.
        let ownPhase = phase == .draft ? nil : configuration.phases[phase]
        if !probeAll, ownPhase == nil, let cachedChoice { return cachedChoice }
        let forced = arguments.value(CommonOptions.backend) ?? environment["TASKDRAFT_BACKEND"]
        // The phase's pick takes `backend`'s place, under the same region policy.
        var configuration = self.configuration
        if let pick = ownPhase ?? configuration.phases[.draft] { configuration.backend = pick }
        let inputs = SessionFactory.Inputs(
            configuration: configuration, region: region, regionSource: regionSource, language: localeLanguage,
            environment: environment, forced: forced, forcedSource: forcedBackendSource,
            device: DeviceProfile.detect(settings: configuration.device),
            probe: HTTPServerProbe(pool: transports, trace: trace), pool: transports, trace: trace, probeAll: probeAll)
        do {
            let choice = try SessionFactory.choose(inputs)
            if !probeAll, ownPhase == nil { cachedChoice = choice }
            return choice
        } catch {
            throw UsageError(.unknownBackend(error.name, known: error.known), command: arguments.command?.name)
        }
    }

    /// The model that drafts for this run (or for `phase`, when config.json names a backend
    /// for it), with what the model log remembers about each HTTP server: its structured-output
    /// form, and whether it just failed to answer.
    public func draftingModel(phase: Phase = .draft) throws -> any LanguageModel {
        let choice = try backendChoice(phase: phase)
        // The database is opened only if a backend asks what the log remembers.
        let memory = ModelLogMemory(
            lastAcceptedMode: { backend, host in (try? self.store()).flatMap { try? $0.lastAcceptedMode(backend: backend, host: host) } },
            secondsSinceUnanswered: { backend, host in
                (try? self.store()).flatMap { try? $0.lastUnanswered(backend: backend, host: host) }
                    .map { Double(self.now.seconds - $0.seconds) }
            })
        choice.model.recall(memory)
        // A forced backend's failure is an error; a timeout's message says what would have drafted instead.
        if choice.forced, let note = choice.fallbackNote {
            return FallbackModel(chain: [choice.model], fallbackNote: note)
        }
        return choice.model
    }

    public func draftingSession(caller: Caller) throws -> DraftingSession {
        let planner = try planner()
        let session = DraftingSession(store: planner.store, caller: caller, model: try draftingModel(), context: draftContext,
                                      tools: PlannerTaskReader(planner: planner, caller: caller))
        if let name = configuration.phases[.review] {
            // The name is checked now; the choice (which may probe a server) waits for a set or a plan.
            let known = SessionFactory.knownNames(configuration)
            guard forcedBackendSource != nil || known.contains(name) else {
                throw UsageError(.unknownReviewBackend(name, known: known), command: arguments.command?.name)
            }
            session.findReviewer = { [self] in try? reviewingModel() }
        }
        return session
    }

    /// The review phase's backend; nil when config.json names none (then sets and plans are
    /// not reviewed, only cross-checked).
    public func reviewingModel() throws -> (any LanguageModel)? {
        configuration.phases[.review] != nil ? try draftingModel(phase: .review) : nil
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
