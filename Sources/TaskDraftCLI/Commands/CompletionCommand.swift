/// `taskdraft completion bash|zsh|fish`: prints the shell's completion script, generated from
/// the command table.
enum CompletionCommand {
    static let spec = CommandSpec(
        "completion", abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion: "Tab then completes commands, options, their values (formats, priorities, backends, regions), "
            + "task ids with their titles, +tags, project: and due: filters. 'make install' and the Debian package "
            + "install the scripts where each shell looks; to try one in the current shell, source its output.",
        arguments: [ArgumentSpec("shell", help: "bash, zsh or fish.",
                                 completion: .words(CompletionShell.allCases.map(\.rawValue)))],
        examples: ["source <(taskdraft completion bash)", "taskdraft completion zsh > ~/.zfunc/_taskdraft",
                   "taskdraft completion fish > ~/.config/fish/completions/taskdraft.fish"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let name = invocation.arguments.positionals[0]
        guard let shell = CompletionShell(rawValue: name) else {
            throw UsageError(.unknownShell(name), command: "completion")
        }
        var table = CLI.completionTable
        table.language = invocation.language
        invocation.out.write(shell.script(for: table))
        return .ok
    }
}
