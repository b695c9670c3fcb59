import TaskDraftKit

/// `taskdraft done ID…`.
enum DoneCommand {
    static let spec = CommandSpec(
        "done", aliases: ["complete"], abstract: "Mark tasks done; a recurring task gets its next occurrence.",
        arguments: [ArgumentSpec("id", help: "The tasks' numbers.", repeating: true, completion: .taskID)],
        options: [CommonOptions.yes, CommonOptions.json],
        examples: ["taskdraft done 3", "taskdraft done 3 4 --yes --json"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        var ids: [Int64] = []
        for text in invocation.arguments.positionals { ids.append(try CommonOptions.taskID(text, command: "done")) }
        let planner = try invocation.planner()
        var failures = 0
        for id in ids {
            do {
                let result = try CompleteTaskIntent(taskID: id)
                    .perform(in: planner, caller: invocation.caller, confirmation: invocation.flagConfirmation)
                if invocation.arguments.flag(CommonOptions.json) {
                    invocation.printJSON(.object(result.json(in: planner.zone)))
                } else {
                    let task = TaskDetail.oneLine(result.task, language: invocation.language)
                    invocation.out.line(invocation.say(result.alreadyDone ? .alreadyDone(task) : .completed(task)))
                    if let next = result.next {
                        invocation.out.line(invocation.say(.nextOccurrence(TaskDetail.oneLine(next, language: invocation.language))))
                    }
                }
            } catch {
                // With several ids, one missing task should not stop the rest.
                guard ids.count > 1, case .notFound(let missing) = error else { throw error }
                invocation.err.line("taskdraft: " + invocation.say(.noTask(missing)))
                failures += 1
            }
        }
        return failures == 0 ? .ok : (failures == ids.count ? .failure : .partial)
    }
}
