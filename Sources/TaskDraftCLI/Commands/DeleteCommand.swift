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
        return try delete(id, try invocation.taskWrite())
    }

    static func delete(_ id: Int64, _ write: TaskWrite) throws -> ExitCode {
        let (planner, console) = (write.planner, write.console)
        var confirmation = write.confirmation
        // A person at the terminal is asked when the domain wants their yes; a script is not.
        if case .human = write.caller, planner.policy.asksPerson(before: .delete, caller: write.caller, given: confirmation) {
            let task = try planner.task(id: id, caller: write.caller)
            let answer = EditLineSource.make(historyPath: nil, echo: console.err)
                .readLine(prompt: console.say(.deleteQuestion(console.line(naming: task))))
            guard ConfirmationWords.isYes(answer) else {
                console.err.line(console.say(.keptNothingDeleted))
                return .declined
            }
            confirmation = .interactive
        }
        let result = try DeleteTaskIntent(taskID: id).perform(in: planner, caller: write.caller, confirmation: confirmation)
        if write.json {
            console.printJSON(.object(result.json(in: console.zone)))
        } else {
            console.out.line(console.say(.deleted(console.line(naming: result.task))))
        }
        return .ok
    }
}
