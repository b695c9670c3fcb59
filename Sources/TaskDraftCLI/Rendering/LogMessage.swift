import TaskDraftKit

/// What `audit`, `log` and `transcript` say on a terminal: their tables' headings, an empty
/// log, who acted, and a session's heading or its absence. A case of the terminal's catalogue
/// (`Message.logs`), worded in `LogMessage+English`, `+Russian` and `+Polish`; `--json` never
/// goes through here.
enum LogMessage: LocalizedText {
    case auditEmpty, modelLogEmpty
    /// The model log's unit of latency.
    case milliseconds
    case columnWhen, columnCaller, columnAction, columnTask, columnOutcome, columnDetail
    case columnBackend, columnModel, columnFor, columnForm, columnTokens, columnLatency, columnRetries
    /// `human`, `script:cli`, `agent:claude-code#3fa2c1`: the kind in words, the name as it is.
    case caller(Caller)
    case noSession(String), noSessionsYet, sessionHeading(id: String, caller: Caller, backend: String)

    static let samples: [LogMessage] = [
        .auditEmpty, .modelLogEmpty, .milliseconds,
        .columnWhen, .columnCaller, .columnAction, .columnTask, .columnOutcome, .columnDetail,
        .columnBackend, .columnModel, .columnFor, .columnForm, .columnTokens, .columnLatency, .columnRetries,
        .caller(.human), .caller(.agent("claude#3")), .caller(.sync("dav.example.org:443")),
        .noSession("a1b2"), .noSessionsYet, .sessionHeading(id: "a1b2", caller: .human, backend: "builtin"),
    ]
}
