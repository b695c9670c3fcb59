import TaskDraftKit

/// `taskdraft audit`: who did what to the tasks, when, and how it ended.
enum AuditCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let limit = OptionSpec("limit", value: "n", help: .auditLimit,
                                      default: .value("\(defaultLimit)"))
        static let caller = OptionSpec("caller", value: "kind", help: .auditCaller,
                                       allowed: CallerKind.allCases.map(\.rawValue))
    }

    static let spec = CommandSpec(
        "audit", abstract: .auditAbstract,
        discussion: .auditDiscussion,
        options: [CommonOptions.json,
                  Option.limit,
                  Option.caller],
        examples: [.line("taskdraft audit --caller agent"), .line("taskdraft audit --json --limit 500")],
        run: run)

    /// Entries shown unless `--limit` says otherwise: a screenful or two.
    static let defaultLimit = 50

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try invocation.requireNamedDatabase()
        let limit = try LogTable.limit(invocation.arguments, Option.limit, default: defaultLimit, command: "audit")
        return try audit(limit: limit, callerKind: invocation.arguments.value(Option.caller),
                         json: invocation.arguments.flag(CommonOptions.json), store: try invocation.store(), console: invocation.console)
    }

    static func audit(limit: Int, callerKind: String?, json: Bool, store: TaskStore, console: Console) throws -> ExitCode {
        let entries = try store.auditEntries(limit: limit, callerKind: callerKind)
        LogTable.show(entries, json: json, zone: store.zone, console: console, object: { $0.json(in: $1) }, render: render)
        return .ok
    }

    static func render(_ entries: [AuditEntry], zone: Zone, width: Int, style: Style, language: Language = .english) -> String {
        func say(_ message: LogMessage) -> String { message.text(in: language) }
        guard !entries.isEmpty else { return say(.auditEmpty) + "\n" }
        let rows = entries.map { entry -> LogTable.Row in
            let (local, _) = zone.local(entry.at)
            // An agent over HTTP shows the token it came with: `agent:claude#3fa2c1 (http:laptop)`.
            let via = entry.caller.via.flatMap { $0 == AgentRoute.stdio.via ? nil : " (\($0))" } ?? ""
            // The detail is the audit log's own words (English, as JSON and scripts read them), shown as stored.
            return LogTable.Row(cells: [local.date.description + " " + local.time.description, say(.caller(entry.caller)) + via,
                                        entry.intent.text(in: language), entry.taskID.map(String.init) ?? "",
                                        entry.outcome.text(in: language), entry.detail ?? ""],
                                succeeded: entry.outcome.succeeded)
        }
        let table = LogTable(headers: [.columnWhen, .columnCaller, .columnAction, .columnTask, .columnOutcome, .columnDetail].map(say),
                             caps: [1: 32])
        return table.render(rows, width: width, style: style)
    }
}
