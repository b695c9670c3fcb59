import Glibc
import TaskDraftKit
import TaskDraftModels
import TaskDraftSync

/// The command-line entry point: parse, build the run's values (`Invocation`, below), run the
/// command, report. The one place errors become messages and exit codes.
public enum CLI {
    public static let version = "0.1.0"
    /// The date the man pages carry: this version's release (change it with `version`).
    public static let releaseDate = "2026-12-01"

    /// The command table: the single source for parsing, help and errors. A command's spec is
    /// built when the command is chosen (`CommandTable`), so a run builds only its own.
    public static let commandTable = CommandTable([
        .init("add") { AddCommand.spec }, .init("draft") { DraftCommand.spec }, .init("plan") { PlanCommand.spec },
        .init("list", aliases: ["ls"]) { ListCommand.spec }, .init("next") { NextCommand.spec },
        .init("show", aliases: ["info"]) { ShowCommand.spec }, .init("done", aliases: ["complete"]) { DoneCommand.spec },
        .init("edit") { EditCommand.spec }, .init("modify") { ModifyCommand.spec }, .init("annotate") { AnnotateCommand.spec },
        .init("denotate") { DenotateCommand.spec },
        .init("delete", aliases: ["rm"]) { DeleteCommand.spec }, .init("undo") { UndoCommand.spec },
        .init("remind") { RemindCommand.spec }, .init("import") { ImportCommand.spec }, .init("export") { ExportCommand.spec },
        .init("backup") { BackupCommand.spec }, .init("transcript") { TranscriptCommand.spec },
        .init("audit") { AuditCommand.spec }, .init("log") { LogCommand.spec }, .init("backend") { BackendCommand.spec },
        .init("skills") { SkillsCommand.spec }, .init("mcp") { McpCommand.spec }, .init("tokens") { TokensCommand.spec },
        .init("inbox") { InboxCommand.spec }, .init("dbus") { DbusCommand.spec }, .init("repl") { ReplCommand.spec },
        .init("completion") { CompletionCommand.spec }, .init("help") { HelpCommand.spec },
        .init("__complete") { CompleteCommand.spec }, .init("__man") { ManCommand.spec }, .init("sync") { SyncCommand.spec },
    ])

    /// Every command's spec, for what lists them all (completions, the man page, tests).
    public static var commands: [CommandSpec] { commandTable.specs }

    public static let parser = ArgumentParser(commands: commandTable, globalOptions: CommonOptions.global)
    public static let helpRenderer = HelpRenderer(tool: "taskdraft", version: version, commands: commandTable,
                                                  globalOptions: CommonOptions.global)
    public static let completionTable = CompletionTable(tool: "taskdraft", commands: commands,
                                                        globalOptions: CommonOptions.global)

    /// Runs the process's own command line, read as bytes (see `CommandLineBytes`).
    public static func run(argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int32) -> Int32 {
        let arguments: [String]
        do {
            arguments = try CommandLineBytes.arguments(argv, count: Int(count))
        } catch {
            let err = Output(fd: 2)
            defer { err.flush() }
            err.write(helpRenderer.usageError(error, language: Invocation.language(in: .current())))
            return ExitCode.usage.rawValue
        }
        return run(arguments, processExits: true)
    }

    /// Runs one command line (without the program name) and returns the exit status.
    /// `processExits`: the process ends right after (the `taskdraft` executable), so the
    /// database is left open for the exit to release (see `Invocation.leaveStoreForExit`).
    public static func run(_ argv: [String], environment: Environment = .current(), processExits: Bool = false) -> Int32 {
        // A reader that goes away (`taskdraft list | head`) ends the process quietly by SIGPIPE,
        // as it does `cat`: whatever was committed stays committed, and nothing more is
        // produced for nobody. Set here because a parent may have left it ignored.
        signal(SIGPIPE, SIG_DFL)
        let out = Output(fd: 1), err = Output(fd: 2)
        defer { err.flush() }
        let status = run(argv, environment: environment, processExits: processExits, out: out, err: err)
        return finishOutput(out, err: err, status: status)
    }

    /// Flushes standard output and turns a failed write into exit 1 with one line: a command
    /// whose output went nowhere (a full disk, `> /dev/full`) has not done its job. A command
    /// that already failed keeps its own status and message.
    static func finishOutput(_ out: Output, err: Output, status: Int32) -> Int32 {
        out.flush()
        guard let failure = out.failure else { return status }
        if failure == EPIPE { return 128 + SIGPIPE }  // SIGPIPE blocked: end as quietly as it would have.
        guard status == ExitCode.ok.rawValue || status == ExitCode.partial.rawValue else { return status }
        err.write("taskdraft: " + FailureMessage.cannotWriteStandardOutput(SystemError(failure)).text(in: Invocation.language(in: .current())) + "\n")
        return ExitCode.failure.rawValue
    }

    private static func run(_ argv: [String], environment: Environment, processExits: Bool, out: Output, err: Output) -> Int32 {
        let language = Invocation.language(in: environment)
        var parsed: ParsedArguments
        do {
            parsed = try parser.parse(argv)
        } catch {
            if ErrorReport.wantsJSON(argv) { printJSONError(error, command: error.command, argv: argv, language: language, out: out) }
            err.write(helpRenderer.usageError(error, language: language))
            return ExitCode.usage.rawValue
        }
        if parsed.flag(CommonOptions.version) {
            out.line("taskdraft \(version)")
            return ExitCode.ok.rawValue
        }
        if parsed.flag(CommonOptions.help) {
            out.write(parsed.command.map { helpRenderer.help(for: $0, language: language) } ?? helpRenderer.overview(language: language))
            return ExitCode.ok.rawValue
        }
        let terminal = Terminal.detect(environment: environment, noColorFlag: parsed.flag(CommonOptions.noColor))
        if parsed.command == nil {
            // As Taskwarrior's `task` alone: off a terminal, the default report.
            parsed.command = terminal.stdinIsTTY ? ReplCommand.spec : NextCommand.spec
        }
        do {
            let invocation = try Invocation(arguments: parsed, environment: environment, terminal: terminal,
                                            help: helpRenderer, input: PlainLineSource(echo: nil), out: out, err: err)
            defer {
                if processExits {
                    invocation.leaveStoreForExit()
                    // The process exits next, and the kernel takes its memory back whole: the
                    // run's values (the connection, the Skills, the parser's tables) are left to
                    // the exit instead of being freed one allocation at a time, as clang's
                    // -disable-free leaves a compilation's. A caller that runs on keeps nothing.
                    _ = Unmanaged.passRetained(invocation)
                } else {
                    invocation.closeStore()
                }
            }
            return try parsed.command!.run(invocation).rawValue
        } catch {
            let (code, message) = report(error, command: parsed.command?.name, language: language)
            if ErrorReport.wantsJSON(argv) {
                printJSONError(error, command: parsed.command?.name, argv: argv, language: language, out: out)
            }
            out.flush()
            // Errors quote file content, server answers and task text.
            err.write(TerminalText.lines(message))
            return code.rawValue
        }
    }

    /// With `--json` a script reads the error from stdout as one object, besides the line on
    /// stderr a person reads.
    private static func printJSONError(_ error: any Error, command: String?, argv: [String], language: Language, out: Output) {
        var writer = JSONWriter()
        writer.write(ErrorReport(error, command: command, argv: argv, language: language).json)
        writer.bytes.append(0x0A)
        out.write(bytes: writer.bytes)
    }

    /// Maps any error to its exit code and the text for stderr.
    static func report(_ error: any Error, command: String?, language: Language = .english) -> (ExitCode, String) {
        switch error {
        case let usage as UsageError:
            return (.usage, helpRenderer.usageError(usage, language: language))
        case let unknown as SessionFactory.UnknownBackend:
            return report(UsageError(unknown, command: command), command: command, language: language)
        case let cli as CLIError:
            return (cli.code, "taskdraft: \(cli.text(language))\n")
        case let intent as IntentError:
            let text = "taskdraft: " + describe(intent, language: language) + "\n"
            switch intent {
            case .needsConfirmation, .refused: return (.declined, text)
            // A parent or a dependency that cannot be is a wrong argument, found only once the tasks are read.
            case .relation(let problem): return (problem.asksConfirmation ? .declined : .usage, text)
            case .invalid(.field(_, .dependency)): return (.usage, text)
            default: return (.failure, text)
            }
        case let sync as SyncError where sync.kind == .declined:
            return (.declined, "taskdraft: \(describe(sync, language: language))\n")
        case let backend as BackendError:
            return (.backendUnavailable, "taskdraft: \(FailureMessage.backendFailed(backend).text(in: language))\n")
        default:
            return (.failure, "taskdraft: \(describe(error, language: language))\n")
        }
    }

    /// An error as one sentence in the terminal's language (the REPL shows it under the line
    /// that failed; `report` after `taskdraft: `). One the catalogue does not know reads as it
    /// describes itself.
    static func describe(_ error: any Error, language: Language) -> String {
        switch error {
        case let usage as UsageError: return usage.text(language)
        case let unknown as SessionFactory.UnknownBackend: return UsageError(unknown).text(language)
        case let cli as CLIError: return cli.text(language)
        case let store as StoreError: return FailureMessage.storeFailed(store).text(in: language)
        case let config as Configuration.Failure: return FailureMessage.configFailed(config).text(in: language)
        case let backend as BackendError: return FailureMessage.backendFailed(backend).text(in: language)
        case let sync as SyncError: return Message.sync(.failed(sync)).text(language)
        case let intent as IntentError: return describe(intent, language: language)
        default: return "\(error)"
        }
    }

    private static func describe(_ intent: IntentError, language: Language) -> String {
        switch intent {
        case .needsConfirmation(let action, .humanConfirmation): return FailureMessage.needsPersonConfirmation(action).text(in: language)
        case .needsConfirmation(let action, _): return FailureMessage.needsConfirmation(action).text(in: language)
        case .refused(_, let reason): return FailureMessage.intentRefused(reason).text(in: language)
        case .notFound(let id): return FailureMessage.noTask(id).text(in: language)
        case .nothingToUndo: return ResultMessage.nothingLeftToUndo.text(in: language)
        case .relation(.parent(let problem)): return problem.text(in: language)
        case .invalid(let error): return FailureMessage.invalidNothingWritten(error).text(in: language)
        case .relation(.dependency(let problem)): return FailureMessage.dependencyNothingWritten(problem).text(in: language)
        case .rateLimited(let seconds): return FailureMessage.tooManyChanges(seconds: seconds).text(in: language)
        case .store(let error): return FailureMessage.storeFailed(error).text(in: language)
        case .foreign(let failure): return failure.text(in: language)
        }
    }
}

/// One run's values, built by `CLI.run` once argv is parsed: the parsed arguments, the global
/// settings resolved (and their usage errors raised) before any command reads or writes data,
/// the terminal, and the store, opened on first use. A command's `run` reads these and hands
/// the command what it uses (a `TaskWrite`, a `Console`, a `DueWords`, the planner).
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
                throw UsageError(.usage(.unknownTimeZone(name)),
                                 command: arguments.command?.name)
            }
            self.zone = zone
        } else {
            zone = Zone.system(environment: environment["TZ"])
        }

        if let text = arguments.value(CommonOptions.now) ?? environment["TASKDRAFT_NOW"] {
            guard let parsed = ISO8601.parse(text) else {
                throw UsageError(.usage(.invalidNow(text)),
                                 command: arguments.command?.name)
            }
            now = ISO8601.instant(parsed, in: zone)
            guard SupportedDates.contains(now) else {
                throw UsageError(.usage(.nowOutOfRange(text, source: arguments.value(CommonOptions.now) != nil ? "--now" : "TASKDRAFT_NOW")),
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

    /// `--now` or `TASKDRAFT_NOW` set the clock: every moment of the run is `now`.
    public var nowIsFixed: Bool { arguments.value(CommonOptions.now) != nil || environment["TASKDRAFT_NOW"] != nil }

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
        throw CLIError(.failure, .importExport(.noDatabaseToRead(databasePath)))
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
    /// connection left for the exit to release. Closing it would write nothing (the store turns
    /// off SQLite's checkpoint on close); it would only free its memory, which the exit does.
    public func leaveStoreForExit() {
        openedStore?.truncateLongWAL()
    }

    public func planner() throws -> Planner {
        if let openedPlanner { return openedPlanner }
        let now = self.now
        let planner = Planner(store: try store(), policy: configuration.domainPolicy,
                              clock: nowIsFixed ? { now } : { .now })
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

    /// The terminal this run speaks to, for the commands and dialogues that need only that.
    public var console: Console {
        Console(out: out, err: err, terminal: terminal, language: language, localeLanguage: localeLanguage, zone: zone)
    }

    /// The Skills, and one warning for the run when a line of them was ignored, from the
    /// problems the load already found (no second pass over the files).
    private func loadSkills() -> Skills {
        let result = SkillsLoader.load(environment: environment)
        if let first = result.problems.first {
            let console = self.console
            let problem = SkillsMessage.problem(file: first.file, line: first.line, first.reason).text(in: console.language)
            console.warn(SkillsMessage.lineIgnored(problem, more: result.problems.count - 1).text(in: console.language))
        }
        return result.skills
    }
}
