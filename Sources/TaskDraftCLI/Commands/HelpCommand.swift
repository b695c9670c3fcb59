/// `taskdraft help [COMMAND]`: the same text as `COMMAND --help`.
enum HelpCommand {
    static let spec = CommandSpec(
        "help", abstract: .helpAbstract,
        arguments: [ArgumentSpec("command", help: .helpCommand, optional: true, completion: .command)],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        guard let name = invocation.arguments.positionals.first else {
            invocation.out.write(invocation.help.overview(language: invocation.language))
            return .ok
        }
        guard let command = invocation.help.commands.first(where: { $0.answers(to: name) }) else {
            throw UsageError(.unknownCommandLine(name, suggestion: nil), command: "help")
        }
        invocation.out.write(invocation.help.help(for: command, language: invocation.language))
        return .ok
    }
}
