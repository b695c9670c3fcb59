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
        return try done(ids, yes: invocation.arguments.flag(CommonOptions.yes), try invocation.taskWrite())
    }

    /// Completes each task in turn; `yes`: `--yes` was given.
    static func done(_ ids: [Int64], yes: Bool, _ write: TaskWrite) throws -> ExitCode {
        let console = write.console
        var failures = 0
        for id in ids {
            do {
                let result = try complete(id, yes: yes, write)
                if write.json {
                    // The subtasks `--yes` completed with it, which a script would otherwise never hear of.
                    var object = result.json(in: console.zone)
                    object["subtasks"] = .array(result.subtasks.map { .object($0.json(in: console.zone)) })
                    console.printJSON(.object(object))
                } else {
                    let task = console.line(naming: result.task)
                    console.out.line(console.say(result.alreadyDone ? .alreadyDone(task) : .completed(task)))
                    if !result.subtasks.isEmpty { console.out.line(console.say(.completedSubtasks(result.subtasks.count))) }
                    if let next = result.next {
                        console.out.line(console.say(.nextOccurrence(console.line(naming: next))))
                    }
                }
            } catch DoneCommand.Declined.kept {
                console.err.line(console.say(.keptNothingCompleted))
                failures += 1
                if ids.count == 1 { return .declined }
            } catch {
                // With several ids, one missing task should not stop the rest.
                guard ids.count > 1, case .notFound(let missing)? = error as? IntentError else { throw error }
                // Its line among the others' on stdout, as one id's error is, so a script reads every id.
                if write.json { console.printJSON(ErrorReport(error, command: "done", argv: [], language: console.language).json) }
                console.err.line("taskdraft: " + console.say(FailureMessage.noTask(missing)))
                failures += 1
            }
        }
        return failures == 0 ? .ok : (failures == ids.count ? .failure : .partial)
    }

    private enum Declined: Error { case kept }

    /// Completes `id`; with open subtasks, `--yes` completes them too, and a person at the
    /// terminal is asked (a script without `--yes` gets the domain's refusal, exit 3).
    private static func complete(_ id: Int64, yes: Bool, _ write: TaskWrite) throws -> CompleteTaskIntent.Result {
        let count: Int
        do {
            return try CompleteTaskIntent(taskID: id, withSubtasks: yes)
                .perform(in: write.planner, caller: write.caller, confirmation: write.confirmation)
        } catch {
            guard !yes, write.caller == .human, case .relation(.parent(.openSubtasks(_, let open))) = error else { throw error }
            count = open
        }
        let answer = EditLineSource.make(historyPath: nil, echo: write.console.err)
            .readLine(prompt: write.console.say(.completeSubtasksQuestion(count: count)))
        guard ConfirmationWords.isYes(answer) else { throw Declined.kept }
        return try CompleteTaskIntent(taskID: id, withSubtasks: true)
            .perform(in: write.planner, caller: write.caller, confirmation: .interactive)
    }
}
