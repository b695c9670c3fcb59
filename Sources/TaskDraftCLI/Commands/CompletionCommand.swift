/// `taskdraft completion bash|zsh|fish`: prints the shell's completion script, generated from
/// the command table.
enum CompletionCommand {
    static let spec = CommandSpec(
        "completion", abstract: .completionAbstract,
        discussion: .completionDiscussion,
        arguments: [ArgumentSpec("shell", help: .completionShell,
                                 completion: .words(CompletionShell.allCases.map(\.rawValue)))],
        examples: [.line("source <(taskdraft completion bash)"), .line("taskdraft completion zsh > ~/.zfunc/_taskdraft"),
                   .line("taskdraft completion fish > ~/.config/fish/completions/taskdraft.fish")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try completion(invocation.arguments.positionals[0], console: invocation.console)
    }

    /// The completion script for the shell `name` names, worded in the terminal's language.
    static func completion(_ name: String, console: Console) throws -> ExitCode {
        guard let shell = CompletionShell(rawValue: name) else {
            throw UsageError(.usage(.unknownShell(name)), command: "completion")
        }
        var table = CLI.completionTable
        table.language = console.language
        console.out.write(shell.script(for: table))
        return .ok
    }
}
