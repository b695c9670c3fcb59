/// `taskdraft help [COMMAND]`: the same text as `COMMAND --help`.
enum HelpCommand {
    static let spec = CommandSpec(
        "help", abstract: .helpAbstract,
        arguments: [ArgumentSpec("command", help: .helpCommand, optional: true, completion: .command)],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try help(invocation.arguments.positionals.first, renderer: invocation.help, console: invocation.console)
    }

    /// The overview, or the help of the command `name` names.
    static func help(_ name: String?, renderer: HelpRenderer, console: Console) throws -> ExitCode {
        guard let name else {
            console.out.write(renderer.overview(language: console.language))
            return .ok
        }
        guard let command = renderer.table.command(named: name) else {
            throw UsageError(.usage(.unknownCommand(name, suggestion: nil)), command: "help")
        }
        console.out.write(renderer.help(for: command, language: console.language))
        return .ok
    }
}
