import TaskDraftKit

/// `taskdraft delete ID`: asks on a terminal; scripts must pass --yes.
enum DeleteCommand {
    static let spec = CommandSpec(
        "delete", aliases: ["rm"], abstract: .deleteAbstract,
        discussion: .deleteDiscussion,
        arguments: [ArgumentSpec("id", help: .taskNumber, completion: .taskID)],
        options: [CommonOptions.yes, CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let id = try CommonOptions.taskID(invocation.arguments.positionals[0], command: "delete")
        let planner = try invocation.planner()
        var confirmation = invocation.flagConfirmation
        // A person at the terminal is asked when the domain wants their yes; a script is not.
        if case .human = invocation.caller,
           planner.policy.asksPerson(before: .delete, caller: invocation.caller, given: confirmation) {
            let task = try planner.task(id: id, caller: invocation.caller)
            let answer = EditLineSource.make(historyPath: nil, echo: invocation.err).readLine(prompt: invocation.say(.deleteQuestion(TaskDetail.oneLine(task, language: invocation.language))))
            guard ConfirmationWords.isYes(answer) else {
                invocation.err.line(invocation.say(.keptNothingDeleted))
                return .declined
            }
            confirmation = .interactive
        }
        let result = try DeleteTaskIntent(taskID: id).perform(in: planner, caller: invocation.caller, confirmation: confirmation)
        if invocation.arguments.flag(CommonOptions.json) {
            invocation.printJSON(.object(result.json(in: planner.zone)))
        } else {
            invocation.out.line(invocation.say(.deleted(TaskDetail.oneLine(result.task, language: invocation.language))))
        }
        return .ok
    }
}
