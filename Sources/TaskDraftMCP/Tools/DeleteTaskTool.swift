import TaskDraftKit
import TaskDraftModels

/// `delete_task`: one task, and only with the person's own yes.
///
/// The domain decides: the first attempt runs the intent with no confirmation, and only when
/// it answers "needs a person's confirmation" is the person asked, through whatever the
/// protocol generation offers. Their yes becomes `Confirmation.elicited`, which the domain
/// accepts; nothing the agent sends can stand in for it.
enum DeleteTaskTool {
    /// The key of the question in an input-required result (stateless generation).
    static let questionKey = "confirm_delete"
    /// The form's one field: a checkbox.
    static let questionField = "delete"

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let id = try call.arguments.taskID()
        // A stateless retry carrying the answer to a question this server asked, for this task.
        if case .roundTrip(let responses, let state?) = call.person,
           call.pending.redeem(state, caller: call.caller, tool: call.tool.name, taskID: id),
           let answer = responses?[questionKey] {
            return try settle(ElicitationQuestion.answer(from: answer, field: questionField), id: id, call: call)
        }
        // Nobody can be asked now (the client offers no form): when a person's yes is what the
        // delete needs, the domain takes it as a proposal for their inbox instead.
        if case .unavailable = call.person, call.planner.policy.fallback(for: .delete, caller: call.caller) == .proposal {
            return try call.propose(DeleteTaskIntent(taskID: id))
        }
        do {
            return try call.commit(DeleteTaskIntent(taskID: id))
        } catch {
            guard case .needsConfirmation(_, .humanConfirmation) = error else { throw error }
        }
        let question = question(for: try call.planner.task(id: id, caller: call.caller), call: call)
        switch call.person {
        case .unavailable:
            return .failure("""
                Nothing was deleted: deleting task \(id) needs the person's own confirmation, and this client \
                cannot ask them (it declared no form elicitation). If they want it gone, ask them to run \
                `taskdraft delete \(id)` in a terminal.
                """)
        case .ask(let ask):
            return try settle(ask(question), id: id, call: call)
        case .roundTrip:
            let state = call.pending.open(caller: call.caller, tool: call.tool.name, taskID: id)
            let request: JSONObject = ["method": .string("elicitation/create"),
                                       "params": .object(question.params(version: call.client.generation.version))]
            return .inputRequired(requests: [questionKey: .object(request)], state: state)
        }
    }

    static func question(for task: Task, call: ToolCall) -> ElicitationQuestion {
        // An agent may have written the title: its bidi overrides and controls are shown as text.
        var what = "task \(task.id) “\(TerminalText.line(task.title))”"
        if let due = task.due { what += " (due \(due))" }
        return ElicitationQuestion(
            message: "An AI agent (\(call.client.clientName)) asks to delete \(what). Delete it? "
                + "You can bring it back with `taskdraft undo`.",
            field: questionField, fieldTitle: "Delete task \(task.id)")
    }

    private static func settle(_ answer: ElicitationAnswer, id: Int64, call: ToolCall) throws -> ToolOutcome {
        switch answer {
        case .accepted:
            return try call.commit(DeleteTaskIntent(taskID: id), confirmation: .elicited)
        case .declined(let how):
            call.planner.recordCall(call.tool.auditIntent, caller: call.caller, taskID: id, outcome: .declined,
                                    detail: "the person \(how)")
            return .failure("The person \(how): task \(id) was not deleted. Do not ask again unless they bring it up.")
        case .failed(let why):
            call.planner.recordCall(call.tool.auditIntent, caller: call.caller, taskID: id, outcome: .error, detail: why)
            return .failure("Nothing was deleted: the person could not be asked (\(why)). If they want task \(id) "
                            + "gone, ask them to run `taskdraft delete \(id)` in a terminal.")
        case .abandoned:
            call.planner.recordCall(call.tool.auditIntent, caller: call.caller, taskID: id, outcome: .cancelled,
                                    detail: "the client cancelled the call")
            return .abandoned
        }
    }
}
