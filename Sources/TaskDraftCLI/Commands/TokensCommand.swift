import TaskDraftKit

/// `taskdraft tokens [list|add NAME --scope S|revoke NAME]`: the bearer tokens agents present
/// to `taskdraft mcp --http`.
enum TokensCommand {
    enum Option {
        static let scope = OptionSpec("scope", value: "scope",
                                      help: .tokensScope,
                                      allowed: AgentScope.allCases.map(\.rawValue))
    }

    static let spec = CommandSpec(
        "tokens", abstract: .tokensAbstract,
        discussion: .tokensDiscussion,
        arguments: [ArgumentSpec("action", help: .tokensAction,
                                 repeating: true, optional: true, completion: .words(["list", "add", "revoke"]))],
        options: [Option.scope, CommonOptions.yes, CommonOptions.json],
        examples: [.line("taskdraft tokens add laptop-agent --scope propose"), .line("taskdraft tokens"),
                   .line("taskdraft tokens revoke laptop-agent")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try tokens(invocation.arguments.positionals, scope: invocation.arguments.value(Option.scope), try invocation.taskWrite())
    }

    /// `list`, `add NAME` (with `scope`, `--scope`'s value) or `revoke NAME`.
    static func tokens(_ positionals: [String], scope scopeText: String?, _ write: TaskWrite) throws -> ExitCode {
        let action = positionals.first ?? "list"
        let (planner, console, json) = (write.planner, write.console, write.json)
        func name() throws(UsageError) -> String {
            guard positionals.count == 2 else {
                throw UsageError(.usage(positionals.count < 2 ? .missingArgument("name") : .unexpectedArgument(positionals[2])),
                                 command: "tokens")
            }
            return positionals[1]
        }
        switch action {
        case "list":
            guard positionals.count <= 1 else { throw UsageError(.usage(.unexpectedArgument(positionals[1])), command: "tokens") }
            let tokens = try planner.tokens()
            if json {
                console.printJSON(.array(tokens.map { .object($0.json(in: planner.zone)) }), pretty: true)
            } else {
                console.out.write(render(tokens, zone: planner.zone, width: console.terminal.width, style: console.style,
                                         language: console.language))
            }
        case "add":
            let name = try name()
            guard let scopeText, let scope = AgentScope(rawValue: scopeText) else {
                throw UsageError(.usage(.missingArgument("--scope read|propose|write")), command: "tokens")
            }
            let made = try planner.makeToken(named: name, scope: scope, caller: write.caller, confirmation: write.confirmation)
            if json {
                console.printJSON(.object(["name": .string(made.token.name), "scope": .string(scope.rawValue),
                                           "token": .string(made.secret)]))
            } else {
                console.out.line(console.say(.agents(.tokenMade(name: made.token.name, scope: scope))))
                console.out.line(console.say(.agents(.tokenShownOnce)))
                console.out.line(made.secret)
            }
        case "revoke":
            let revoked = try planner.revokeToken(named: try name(), caller: write.caller, confirmation: write.confirmation)
            if json {
                console.printJSON(.object(revoked.json(in: planner.zone)))
            } else {
                console.out.line(console.say(.agents(.tokenRevoked(revoked.name))))
            }
        default:
            throw UsageError(.usage(.unknownAction(action, allowed: ["list", "add", "revoke"])), command: "tokens")
        }
        return .ok
    }

    static func render(_ tokens: [AgentToken], zone: Zone, width: Int, style: Style, language: Language) -> String {
        func say(_ message: AgentMessage) -> String { message.text(in: language) }
        guard !tokens.isEmpty else { return say(.noTokens) + "\n" }
        func when(_ instant: Instant) -> String {
            let (local, _) = zone.local(instant)
            return local.date.description + " " + local.time.hourMinute
        }
        let rows = tokens.map { token in
            LogTable.Row(cells: [token.name, say(.scope(token.scope)), when(token.createdAt), token.lastUsedAt.map(when) ?? say(.never),
                                 token.revokedAt.map { say(.revoked(when($0))) } ?? say(.live)],
                         succeeded: token.revokedAt == nil)
        }
        let table = LogTable(headers: [say(.columnName), say(.columnScope), say(.columnMade), say(.columnLastUsed),
                                       say(.columnState)])
        return table.render(rows, width: width, style: style)
    }
}
