import TaskDraftKit

/// `taskdraft done ID…`.
enum DoneCommand {
    static let spec = CommandSpec(
        "done", aliases: ["complete"], abstract: .doneAbstract,
        discussion: .doneDiscussion,
        arguments: [ArgumentSpec("id", help: .taskNumbers, repeating: true, completion: .taskID)],
        options: [CommonOptions.yes, CommonOptions.json],
        examples: [.line("taskdraft done 3"), .line("taskdraft done 3 4 --yes --json")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        var ids: [Int64] = []
        for text in invocation.arguments.positionals { ids.append(try CommonOptions.taskID(text, command: "done")) }
        let planner = try invocation.planner()
        var failures = 0
        for id in ids {
            do {
                let result = try complete(id, planner: planner, invocation: invocation)
                if invocation.arguments.flag(CommonOptions.json) {
                    invocation.printJSON(.object(result.json(in: planner.zone)))
                } else {
                    let task = TaskDetail.oneLine(result.task, language: invocation.language)
                    invocation.out.line(invocation.say(result.alreadyDone ? .alreadyDone(task) : .completed(task)))
                    if !result.subtasks.isEmpty { invocation.out.line(invocation.say(.completedSubtasks(result.subtasks.count))) }
                    if let next = result.next {
                        invocation.out.line(invocation.say(.nextOccurrence(TaskDetail.oneLine(next, language: invocation.language))))
                    }
                }
            } catch DoneCommand.Declined.kept {
                invocation.err.line(invocation.say(.keptNothingCompleted))
                failures += 1
                if ids.count == 1 { return .declined }
            } catch {
                // With several ids, one missing task should not stop the rest.
                guard ids.count > 1, case .notFound(let missing)? = error as? IntentError else { throw error }
                invocation.err.line("taskdraft: " + invocation.say(.noTask(missing)))
                failures += 1
            }
        }
        return failures == 0 ? .ok : (failures == ids.count ? .failure : .partial)
    }

    private enum Declined: Error { case kept }

    /// Completes `id`; with open subtasks, `--yes` completes them too, and a person at the
    /// terminal is asked (a script without `--yes` gets the domain's refusal, exit 3).
    private static func complete(_ id: Int64, planner: Planner, invocation: Invocation) throws -> CompleteTaskIntent.Result {
        let yes = invocation.arguments.flag(CommonOptions.yes)
        let count: Int
        do {
            return try CompleteTaskIntent(taskID: id, withSubtasks: yes)
                .perform(in: planner, caller: invocation.caller, confirmation: invocation.flagConfirmation)
        } catch {
            guard !yes, invocation.caller == .human, case .parent(.openSubtasks(_, let open)) = error else { throw error }
            count = open
        }
        let answer = EditLineSource.make(historyPath: nil, echo: invocation.err)
            .readLine(prompt: invocation.say(.completeSubtasksQuestion(count: count)))
        guard ConfirmationWords.isYes(answer) else { throw Declined.kept }
        return try CompleteTaskIntent(taskID: id, withSubtasks: true)
            .perform(in: planner, caller: invocation.caller, confirmation: .interactive)
    }
}
