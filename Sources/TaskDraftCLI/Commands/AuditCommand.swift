import TaskDraftKit

/// `taskdraft audit`: who did what to the tasks, when, and how it ended.
enum AuditCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let limit = OptionSpec("limit", value: "n", help: "Show at most this many entries.",
                                      default: "\(defaultLimit)")
        static let caller = OptionSpec("caller", value: "kind", help: "Only entries by this kind of caller.",
                                       allowed: ["human", "script", "agent", "sync"])
    }

    static let spec = CommandSpec(
        "audit", abstract: "Show the audit log, newest first.",
        discussion: """
            Every change any caller made or tried to make, with its outcome (ok, already_done, \
            needs_confirmation, declined, refused, rate_limited, not_found, invalid, error), and every call an \
            AI agent made over MCP, reads included. An agent is named by its client and session \
            (claude-code#3fa2c1).
            """,
        options: [CommonOptions.json,
                  Option.limit,
                  Option.caller],
        examples: ["taskdraft audit --caller agent", "taskdraft audit --json --limit 500"],
        run: run)

    /// Entries shown unless `--limit` says otherwise: a screenful or two.
    static let defaultLimit = 50

    static func run(_ invocation: Invocation) throws -> ExitCode {
        var limit = defaultLimit
        if let text = invocation.arguments.value(Option.limit) {
            guard let n = Int(text), n > 0 else {
                throw UsageError("--limit '\(text)' is not a positive number", command: "audit")
            }
            limit = n
        }
        let store = try invocation.store()
        let entries = try store.auditEntries(limit: limit, callerKind: invocation.arguments.value(Option.caller))
        if invocation.arguments.flag(CommonOptions.json) {
            invocation.printJSON(.array(entries.map { .object($0.json(in: store.zone)) }), pretty: true)
        } else {
            invocation.out.write(render(entries, zone: store.zone, width: invocation.terminal.width, style: invocation.style))
        }
        return .ok
    }

    static func render(_ entries: [AuditEntry], zone: Zone, width: Int, style: Style) -> String {
        guard !entries.isEmpty else { return "The audit log is empty.\n" }
        let rows = entries.map { entry -> [String] in
            let (local, _) = zone.local(entry.at)
            return [local.date.description + " " + local.time.description, entry.caller.description, entry.intent,
                    entry.taskID.map(String.init) ?? "", entry.outcome.rawValue, entry.detail ?? ""]
        }
        let table = LogTable(headers: ["When", "Caller", "Action", "Task", "Outcome", "Detail"], caps: [1: 32],
                             outcomeColumn: 4, succeeded: { AuditOutcome(rawValue: $0)?.succeeded ?? false })
        return table.render(rows, width: width, style: style)
    }
}
