import TaskDraftKit
import TaskDraftModels

/// `delete_task`: one task, and only with the person's own yes.
///
/// The domain decides: the first attempt runs the intent with no confirmation, and only when
/// it answers "needs a person's confirmation" is the person asked, through whatever the
/// protocol generation offers. Their yes becomes `Confirmation.elicited`, which the domain
/// accepts; nothing the agent sends can stand in for it.
enum DeleteTaskTool: MCPTool {
    static let name = CommitTool.deleteTask.rawValue
    static let descriptor = ToolDescriptor(
        name: name, title: "Delete a task (a person confirms)",
        description: """
            Delete one task, by its id; it leaves every list, and the person can bring it back with \
            `taskdraft undo`. A person must confirm every delete: when your client can ask them (MCP \
            elicitation), they are asked now and the task is deleted only if they accept. Otherwise nothing \
            is deleted now: the delete becomes a proposal (result "proposed") the person reviews in their \
            inbox, and \(ListProposalsTool.name) tells you what became of it. You cannot confirm for them, and there is \
            no bulk delete: one id per call, one confirmation each.
            """,
        inputSchema: JSONSchema.object(["id": ToolCatalog.taskID], required: ["id"], closed: true),
        outputSchema: StrangerText.schema(JSONSchema.object([
            "result": JSONSchema.string("proposed: left for the person to review.", oneOf: ["deleted", "proposed"]),
            "task": ToolShapes.task("The task deleted"),
            "proposal": ToolShapes.proposal("The proposal left instead"),
        ], required: ["result"])),
        behavior: .init(readOnly: false, destructive: true, idempotent: true),
        auditIntent: .action(.delete))

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
        let question = question(for: try call.planner.task(id: id, caller: call.caller),
                                history: try call.planner.history(ofTask: id, limit: historyRead), call: call)
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

    /// Changes the question lists, newest first; the title as last seen is read from more.
    static let historyShown = 5
    static let historyRead = 50

    /// The question names the task as the person last saw it, and what changed it since: an
    /// agent that retitled the task "Duplicate, safe to delete" does not get to describe it.
    static func question(for task: Task, history newestFirst: [TaskChange], call: ToolCall) -> ElicitationQuestion {
        // An agent may have written the title: its bidi overrides and controls are shown as text.
        var sentences: [DeleteQuestion] = [
            .asks(client: call.client.clientName, task: task.id, title: TerminalText.line(task.title), due: task.due?.description),
        ]
        switch TitleLastSeen(history: newestFirst, current: task.title) {
        case .current: break
        case .was(let title): sentences.append(.lastSeenAs(TerminalText.line(title)))
        case .never: sentences.append(.createdByAgents)
        }
        if !newestFirst.isEmpty {
            sentences.append(.latestChanges(newestFirst.prefix(historyShown).map { change in
                DeleteQuestion.Change(at: call.planner.zone.zoned(change.at).description, who: who(change.caller), what: what(change))
            }))
        }
        sentences.append(.deleteIt)
        // One line: the question holds no control character at all, ours included.
        return ElicitationQuestion(message: sentences.map { $0.text(in: call.language) }.joined(separator: " "), field: questionField,
                                   fieldTitle: DeleteQuestion.formTitle(task.id).text(in: call.language))
    }

    /// Who made a change, as the person tells their own surfaces from agents.
    static func who(_ caller: Caller) -> DeleteQuestion.Who {
        switch caller {
        case .human: return .you
        case .script(let name): return .script(TerminalText.line(name))
        case .sync(let host): return .sync(TerminalText.line(host))
        case .system(let name): return .desktop(TerminalText.line(name))
        case .agent(let agent):
            // The stored name (client#session) was cleaned when it was recorded; shown as text whatever it holds.
            return .agent(TerminalText.line(agent.name), via: TerminalText.line(agent.route.via))
        }
    }

    /// What a change did, with the title's change when it has one.
    static func what(_ change: TaskChange) -> DeleteQuestion.What {
        switch (change.before?.title, change.after?.title) {
        case (nil, let title?): return .created(title: TerminalText.line(title))
        case (let old?, let new?) where old != new:
            return .retitled(AuditIntent(word: change.intent), from: TerminalText.line(old), to: TerminalText.line(new))
        default: return .other(AuditIntent(word: change.intent))
        }
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
