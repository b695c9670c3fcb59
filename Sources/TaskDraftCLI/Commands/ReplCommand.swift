import TaskDraftKit
import TaskDraftModels

/// `taskdraft repl`: the interactive session (also the default on a terminal).
enum ReplCommand {
    static let spec = CommandSpec(
        "repl", abstract: .replAbstract,
        discussion: .replDiscussion,
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        // Opened, and made when missing, before the first prompt, as `add` opens it for words it
        // takes: the prompt comes after the agents' pending proposals are said, and a database
        // that cannot be opened is said before a task is typed, not after one is confirmed.
        let planner = try invocation.planner()
        let session = try invocation.backends.session(planner: planner, caller: .human, context: invocation.draftContext)
        let console = invocation.console
        let lines: LineSource = console.terminal.stdinIsTTY
            ? EditLineSource.make(historyPath: invocation.environment.stateHome + "/taskdraft/history", echo: console.out,
                                  interruptClearsLine: true)
            : PlainLineSource(echo: console.out)
        return try Repl(console: console, caller: invocation.caller, backends: invocation.backends,
                        session: session, planner: planner, lines: lines).run()
    }
}
