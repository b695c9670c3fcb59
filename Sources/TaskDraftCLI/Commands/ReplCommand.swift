import TaskDraftKit
import TaskDraftModels

/// `taskdraft repl`: the interactive session (also the default on a terminal).
enum ReplCommand {
    static let spec = CommandSpec(
        "repl", abstract: "Start the interactive session: type tasks, confirm drafts, /list, /undo.",
        discussion: "Line editing and history (kept in $XDG_STATE_HOME/taskdraft/history) on a terminal; when standard input is not a terminal, the same dialogue is read line by line.",
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let planner = try invocation.planner()
        let session = try invocation.backends.session(planner: planner, caller: .human, context: invocation.draftContext)
        let lines: LineSource = invocation.terminal.stdinIsTTY
            ? EditLineSource.make(historyPath: invocation.environment.stateHome + "/taskdraft/history", echo: invocation.out,
                                  interruptClearsLine: true)
            : PlainLineSource(echo: invocation.out)
        return try Repl(invocation: invocation, session: session, planner: planner, lines: lines).run()
    }
}
