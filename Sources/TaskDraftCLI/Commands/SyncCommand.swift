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
        let json = invocation.arguments.flag(CommonOptions.json)
        if invocation.arguments.flag(Option.status) { return try status(invocation, json: json) }
        guard let settings = invocation.configuration.sync else {
            throw CLIError(.failure, .syncNoServer(configPath: invocation.configuration.path ?? "config.json"))
        }
        let password: String?
        switch settings.passwordSource(invocation.environment).lookup() {
        case .notNeeded: password = nil
        case .key(let value): password = value
        case .missing(let why): throw CLIError(.failure, .syncPassword(why))
        }
        let client = try CalDAVClient(url: settings.url, username: settings.username, password: password,
                                      pool: invocation.backends.transports,
                                      connectTimeout: invocation.configuration.connectTimeoutSeconds,
                                      timeout: invocation.configuration.totalTimeoutSeconds, trace: invocation.backends.trace)
        let engine = SyncEngine(client: client, planner: try invocation.planner(),
                                settings: SyncEngine.Settings(url: settings.url, collection: settings.collection),
                                productVersion: CLI.version)
        if invocation.arguments.flag(Option.collections) {
            let found = try engine.discover()
            if json {
                invocation.printJSON(.array(found.map { c in
                    .object(["path": .string(c.path), "display_name": .optional(c.displayName), "tasks": .bool(c.supportsTasks)])
                }))
            } else {
                for c in found {
                    invocation.out.line(TerminalText.line(c.path) + (c.displayName.map { "  " + TerminalText.line($0) } ?? "")
                                        + (c.supportsTasks ? "" : invocation.say(.syncNoTasksCollection)))
                }
            }
            return .ok
        }
        let report = try engine.run(dryRun: invocation.arguments.flag(Option.dryRun),
                                    forceDelete: invocation.arguments.flag(Option.forceDelete))
        if json {
            invocation.printJSON(.object(report.json))
        } else {
            render(report, invocation)
        }
        return report.skipped.isEmpty ? .ok : .partial
    }

    static func render(_ r: SyncReport, _ invocation: Invocation) {
        let out = invocation.out
        if r.dryRun { for change in r.changes { out.line(invocation.say(.syncChange(change))) } }
        out.line(invocation.say(.syncSummary(dryRun: r.dryRun, name: TerminalText.line(r.displayName ?? r.collection), report: r)))
        for c in r.conflicts {
            out.line(invocation.say(.syncConflict(field: c.field, kept: TerminalText.line(c.keptValue), loser: c.loser,
                                                  lost: TerminalText.line(c.lostValue))))
        }
        for s in r.skipped { invocation.err.line("taskdraft: " + invocation.say(.syncSkipped(s))) }
    }

    static func status(_ invocation: Invocation, json: Bool) throws -> ExitCode {
        let store = try invocation.store()
        if json {
            invocation.printJSON(.object(try SyncStatus.json(store, zone: invocation.zone)))
            return .ok
        }
        let states = try store.syncCollections()
        if states.isEmpty { invocation.out.line(invocation.say(.neverSynced)) }
        for state in states {
            let pending = try SyncStatus.pending(store, collection: state.url)
            invocation.out.line(invocation.say(.syncState(
                name: TerminalText.line(state.displayName ?? state.url), server: state.server,
                when: state.syncedAt.map { invocation.zone.zoned($0).description }, total: pending.total, created: pending.created,
                updated: pending.updated, deleted: pending.deleted)))
        }
        for entry in try SyncStatus.recentConflicts(store) {
            invocation.out.line(invocation.say(.syncConflictEntry(when: invocation.zone.zoned(entry.at).description,
                                                                  task: entry.taskID.map(String.init) ?? "?",
                                                                  detail: TerminalText.line(entry.detail ?? ""))))
        }
        return .ok
    }
}
