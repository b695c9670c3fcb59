import TaskDraftKit
import TaskDraftModels
import TaskDraftSync

/// `taskdraft sync`: two-way sync with the CalDAV server in config.json's `"sync"`.
enum SyncCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let dryRun = OptionSpec("dry-run", short: "n", help: .syncDryRun)
        static let status = OptionSpec("status", help: .syncStatus)
        static let collections = OptionSpec("collections", help: .syncCollections)
        static let forceDelete = OptionSpec(
            "force-delete",
            help: .syncForceDelete)
    }

    static let spec = CommandSpec(
        "sync", abstract: .syncAbstract,
        options: [
            Option.dryRun, Option.status, Option.collections, Option.forceDelete,
            CommonOptions.json,
        ],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let arguments = invocation.arguments, json = arguments.flag(CommonOptions.json)
        if arguments.flag(Option.status) { return try status(try invocation.store(), json: json, console: invocation.console) }
        let (client, settings) = try client(invocation.configuration, environment: invocation.environment, backends: invocation.backends)
        let engine = SyncEngine(client: client, planner: try invocation.planner(),
                                settings: SyncEngine.Settings(url: settings.url, collection: settings.collection),
                                productVersion: CLI.version)
        if arguments.flag(Option.collections) { return try collections(engine, json: json, console: invocation.console) }
        return try sync(engine, dryRun: arguments.flag(Option.dryRun), forceDelete: arguments.flag(Option.forceDelete), json: json,
                        console: invocation.console)
    }

    /// The CalDAV client for config.json's `"sync"`, over the run's HTTP transports and trace,
    /// with the password its settings say where to find.
    static func client(_ configuration: Configuration, environment: Environment,
                       backends: SessionFactory) throws -> (CalDAVClient, SyncSettings) {
        guard let settings = configuration.sync else {
            throw CLIError(.failure, .sync(.noServer(configPath: configuration.path ?? "config.json")))
        }
        let password: String?
        switch settings.passwordSource(environment).lookup() {
        case .notNeeded: password = nil
        case .key(let value): password = value
        case .missing(let why): throw CLIError(.failure, .sync(.password(why)))
        }
        let client = try CalDAVClient(url: settings.url, username: settings.username, password: password,
                                      pool: backends.transports, connectTimeout: configuration.connectTimeoutSeconds,
                                      timeout: configuration.totalTimeoutSeconds, trace: backends.trace)
        return (client, settings)
    }

    /// `--collections`: the server's collections, and which of them hold tasks.
    static func collections(_ engine: SyncEngine, json: Bool, console: Console) throws -> ExitCode {
        let found = try engine.discover()
        if json {
            console.printJSON(.array(found.map { c in
                .object(["path": .string(c.path), "display_name": .optional(c.displayName), "tasks": .bool(c.supportsTasks)])
            }))
        } else {
            for c in found {
                console.out.line(TerminalText.line(c.path) + (c.displayName.map { "  " + TerminalText.line($0) } ?? "")
                                 + (c.supportsTasks ? "" : console.say(.sync(.noTasksCollection))))
            }
        }
        return .ok
    }

    /// One sync (or, with `dryRun`, what it would do), reported.
    static func sync(_ engine: SyncEngine, dryRun: Bool, forceDelete: Bool, json: Bool, console: Console) throws -> ExitCode {
        let report = try engine.run(dryRun: dryRun, forceDelete: forceDelete)
        if json {
            console.printJSON(.object(report.json))
        } else {
            render(report, console)
        }
        return report.skipped.isEmpty ? .ok : .partial
    }

    static func render(_ r: SyncReport, _ console: Console) {
        let out = console.out
        if r.dryRun { for change in r.changes { out.line(console.say(.sync(.change(change)))) } }
        out.line(console.say(.sync(.summary(dryRun: r.dryRun, name: TerminalText.line(r.displayName ?? r.collection), report: r))))
        for c in r.conflicts {
            out.line(console.say(.sync(.conflict(field: c.field, kept: TerminalText.line(c.keptValue), loser: c.loser,
                                                  lost: TerminalText.line(c.lostValue)))))
        }
        for s in r.skipped { console.err.line("taskdraft: " + console.say(.sync(.skipped(s)))) }
    }

    /// `--status`: each collection's last sync and what waits to be pushed, and the latest conflicts.
    static func status(_ store: TaskStore, json: Bool, console: Console) throws -> ExitCode {
        if json {
            console.printJSON(.object(try SyncStatus.json(store, zone: console.zone)))
            return .ok
        }
        let states = try store.syncCollections()
        if states.isEmpty { console.out.line(console.say(.sync(.neverSynced))) }
        for state in states {
            let pending = try SyncStatus.pending(store, collection: state.url)
            console.out.line(console.say(.sync(.state(
                name: TerminalText.line(state.displayName ?? state.url), server: state.server,
                when: state.syncedAt.map { console.zone.zoned($0).description }, total: pending.total, created: pending.created,
                updated: pending.updated, deleted: pending.deleted))))
        }
        for entry in try SyncStatus.recentConflicts(store) {
            console.out.line(console.say(.sync(.conflictEntry(when: console.zone.zoned(entry.at).description,
                                                                  task: entry.taskID.map(String.init) ?? "?",
                                                                  detail: TerminalText.line(entry.detail ?? "")))))
        }
        return .ok
    }
}
