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
        let positionals = invocation.arguments.positionals
        let action = positionals.first ?? "list"
        let json = invocation.arguments.flag(CommonOptions.json)
        let planner = try invocation.planner()
        func name() throws(UsageError) -> String {
            guard positionals.count == 2 else {
                throw UsageError(positionals.count < 2 ? .missingArgument("name") : .unexpectedArgument(positionals[2]),
                                 command: "tokens")
            }
            return positionals[1]
        }
        switch action {
        case "list":
            guard positionals.count <= 1 else { throw UsageError(.unexpectedArgument(positionals[1]), command: "tokens") }
            let tokens = try planner.tokens()
            if json {
                invocation.printJSON(.array(tokens.map { .object($0.json(in: planner.zone)) }), pretty: true)
            } else {
                invocation.out.write(render(tokens, zone: planner.zone, width: invocation.terminal.width, style: invocation.style,
                                            language: invocation.language))
            }
        case "add":
            let name = try name()
            guard let scopeText = invocation.arguments.value(Option.scope), let scope = AgentScope(rawValue: scopeText) else {
                throw UsageError(.missingArgument("--scope read|propose|write"), command: "tokens")
            }
            let made = try planner.makeToken(named: name, scope: scope, caller: invocation.caller,
                                             confirmation: invocation.flagConfirmation)
            if json {
                invocation.printJSON(.object(["name": .string(made.token.name), "scope": .string(scope.rawValue),
                                              "token": .string(made.secret)]))
            } else {
                invocation.out.line(invocation.say(.agents(.tokenMade(name: made.token.name, scope: scope))))
                invocation.out.line(invocation.say(.agents(.tokenShownOnce)))
                invocation.out.line(made.secret)
            }
        case "revoke":
            let revoked = try planner.revokeToken(named: try name(), caller: invocation.caller,
                                                  confirmation: invocation.flagConfirmation)
            if json {
                invocation.printJSON(.object(revoked.json(in: planner.zone)))
            } else {
                invocation.out.line(invocation.say(.agents(.tokenRevoked(revoked.name))))
            }
        default:
            throw UsageError(.unknownAction(action, allowed: ["list", "add", "revoke"]), command: "tokens")
        }
        return .ok
    }

    static func render(_ tokens: [AgentToken], zone: Zone, width: Int, style: Style, language: Language) -> String {
        func say(_ message: AgentMessage) -> String { message.text(language) }
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
