import TaskDraftKit

/// `taskdraft log`: every exchange with a model server, newest first.
enum LogCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let limit = OptionSpec("limit", value: "n", help: .logLimit,
                                      default: .value("\(defaultLimit)"))
    }

    static let spec = CommandSpec(
        "log", abstract: .logAbstract,
        discussion: .logDiscussion,
        options: [CommonOptions.json,
                  Option.limit],
        examples: [.line("taskdraft log"), .line("taskdraft log --json --limit 5")],
        run: run)

    /// Exchanges shown unless `--limit` says otherwise.
    static let defaultLimit = 50

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try invocation.requireNamedDatabase()
        let limit = try LogTable.limit(invocation.arguments, Option.limit, default: defaultLimit, command: "log")
        return try log(limit: limit, json: invocation.arguments.flag(CommonOptions.json), store: try invocation.store(),
                       console: invocation.console)
    }

    static func log(limit: Int, json: Bool, store: TaskStore, console: Console) throws -> ExitCode {
        let exchanges = try store.modelExchanges(limit: limit)
        LogTable.show(exchanges, json: json, zone: store.zone, console: console, object: { $0.json(in: $1) }, render: render)
        return .ok
    }

    static func render(_ exchanges: [ModelExchange], zone: Zone, width: Int, style: Style, language: Language = .english) -> String {
        func say(_ message: LogMessage) -> String { message.text(in: language) }
        guard !exchanges.isEmpty else { return say(.modelLogEmpty) + "\n" }
        let rows = exchanges.map { e -> LogTable.Row in
            let (local, _) = zone.local(e.at)
            let tokens = e.promptTokens.map { p in "\(p)/\(e.completionTokens.map(String.init) ?? "?")" } ?? ""
            return LogTable.Row(cells: [local.date.description + " " + local.time.hourMinute, e.backend, e.model, e.purpose, e.mode, tokens,
                                        "\(e.latencyMilliseconds) " + say(.milliseconds), e.retries > 0 ? "\(e.retries)" : "", e.outcome,
                                        e.detail ?? ""],
                                succeeded: e.outcome == "ok")
        }
        let headers: [LogMessage] = [.columnWhen, .columnBackend, .columnModel, .columnFor, .columnForm, .columnTokens, .columnLatency,
                                     .columnRetries, .columnOutcome, .columnDetail]
        let table = LogTable(headers: headers.map(say), caps: [2: 24])
        return table.render(rows, width: width, style: style)
    }
}
