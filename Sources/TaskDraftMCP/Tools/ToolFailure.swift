import TaskDraftKit
import TaskDraftModels

/// Turns what a tool threw into the message an `isError` result carries: what happened, that
/// nothing (or what) changed, and what the model can do next. The domain already audited
/// its own refusals; what it never saw (bad arguments, a failed draft) is audited here.
enum ToolFailure {
    static func message(for error: any Error, call: ToolCall) -> String {
        switch error {
        case let input as ToolInputError:
            call.planner.recordCall(call.tool.auditIntent, caller: call.caller, outcome: .invalid, detail: input.message)
            return "Invalid arguments for \(call.tool.name): \(input.message)"
        case let intent as IntentError:
            return message(for: intent, call: call)
        case let backend as BackendError:
            call.planner.recordCall(call.tool.auditIntent, caller: call.caller, outcome: .error, detail: backend.description)
            return "Drafting failed (\(backend)); nothing was written. Try again, or pass `title` and the other fields "
                + "instead of `text`."
        case let store as StoreError:
            return "The task database failed (\(store)); nothing changed. Tell the person."
        default:
            return "Internal error (\(error)); nothing changed."
        }
    }

    static func message(for error: IntentError, call: ToolCall) -> String {
        switch error {
        case .needsConfirmation(let action, _):
            return "Nothing changed: \(action.rawValue) needs a person's confirmation, which an agent cannot give."
        case .refused(_, let reason):
            return "Refused: \(reason.english). Nothing changed."
        case .rateLimited(let seconds):
            let limit = call.planner.policy.agentWritesPerMinute
            return "Nothing changed: this session has already made \(limit) \(English.plural(limit, "change", "changes")) in the "
                + "last minute, the most allowed. Try again in \(seconds) \(English.plural(seconds, "second", "seconds"))."
        case .notFound(let id):
            return "There is no task \(id) (it may have been deleted). Call \(ListTasksTool.name) for the current ids."
        case .invalid(let draftError):
            return "Nothing was written: \(draftError). Correct that field and call again."
        case .relation(.parent(.openSubtasks(let task, let count))):
            return "Nothing changed: task \(task) has \(count) \(English.plural(count, "open subtask", "open subtasks")). Complete each of them first "
                + "(\(CompleteTaskTool.name) on their ids); an agent cannot complete a parent over open subtasks."
        case .relation(.parent(let problem)):
            return "Nothing was written: \(problem.english). Call \(ListTasksTool.name) for the current ids."
        case .relation(.dependency(let problem)):
            return "Nothing was written: \(DraftError.dependency(problem)). Call \(ListTasksTool.name) for the tasks and their dependencies."
        case .nothingToUndo, .store, .foreign:
            return "Nothing changed: \(error)."
        }
    }
}
