import TaskDraftKit

/// `taskdraft delete ID`: asks on a terminal; scripts must pass --yes.
enum DeleteCommand {
    static let spec = CommandSpec(
        "delete", aliases: ["rm"], abstract: "Delete a task (undo brings it back).",
        discussion: "On a terminal you are asked first. Without a terminal, --yes is required; otherwise nothing is deleted and the exit code is 3.",
        arguments: [ArgumentSpec("id", help: "The task's number.")],
        options: [CommonOptions.yes, CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let id = try CommonOptions.taskID(invocation.arguments.positionals[0], command: "delete")
        let planner = try invocation.planner()
        var confirmation = invocation.flagConfirmation
        if confirmation == .none, case .human = invocation.caller {
            let task = try planner.task(id: id, caller: invocation.caller)
            let answer = EditLineSource.make(historyPath: nil, echo: invocation.err).readLine(prompt: "Delete \(TaskDetail.oneLine(task))? [y/N] ")
            guard let answer, ["y", "yes", "д", "да", "t", "tak"].contains(answer.trimmingWhitespace().lowercased()) else {
                invocation.err.line("Kept; nothing deleted.")
                return .declined
            }
            confirmation = .interactive
        }
        let result = try DeleteTaskIntent(taskID: id).perform(in: planner, caller: invocation.caller, confirmation: confirmation)
        if invocation.arguments.flag("json") {
            invocation.printJSON(.object(result.json(in: planner.zone)))
        } else {
            invocation.out.line("Deleted " + TaskDetail.oneLine(result.task))
        }
        return .ok
    }
}
