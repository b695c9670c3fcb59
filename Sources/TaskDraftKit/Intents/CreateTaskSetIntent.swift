/// Writes a reviewed set of drafts (several tasks said at once, or action items of notes) as
/// one change: one transaction, an audit row per task, and one undo entry for the whole set,
/// so one `undo` takes the set back.
///
/// All or nothing: a draft that fails validation, or a refusal, writes none of them.
public struct CreateTaskSetIntent: CommitIntent {
    public var drafts: [TaskDraft]
    /// One key per draft (`KEY#1`, `KEY#2`, …), so a re-run creates nothing twice.
    public var idempotencyKey: String?
    /// A plan's goal (`plan "Move the office"`): written first, in the same change, and every
    /// draft without a parent of its own becomes its subtask.
    public var goal: TaskDraft?

    public init(drafts: [TaskDraft], idempotencyKey: String? = nil, goal: TaskDraft? = nil) {
        self.drafts = drafts
        self.idempotencyKey = idempotencyKey
        self.goal = goal
    }

    public struct Result: Sendable, Hashable {
        /// One result per draft, in the set's order.
        public let results: [CreateTaskIntent.Result]
        /// The goal's, when the set had one.
        public var goal: CreateTaskIntent.Result? = nil
    }

    public var action: Action { .create }
    public var auditedTaskID: Int64? { nil }
    public var tool: CommitTool { .createTask }

    public func apply(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        var validated: [TaskDraft] = []
        for draft in drafts {
            do { validated.append(try draft.validated()) } catch { throw .invalid(error) }
        }
        guard !validated.isEmpty else { throw .invalid(.field("drafts", .emptySet)) }
        let goal: TaskDraft?
        do { goal = try self.goal?.validated() } catch { throw .invalid(error) }
        try planner.authorize(.create, caller: caller, confirmation: confirmation)
        return try planner.transaction {
            var results: [CreateTaskIntent.Result] = []
            var changes: [UndoEntry.Change] = []
            var goalResult: CreateTaskIntent.Result?
            if let goal {
                let result = try CreateTaskIntent(draft: goal, idempotencyKey: idempotencyKey.map { "\($0)#goal" })
                    .write(validated: goal, in: planner, caller: caller, recordsUndo: false)
                if !result.alreadyExisted { changes.append(.init(taskID: result.task.id, before: nil, after: result.task)) }
                goalResult = result
            }
            for (index, var draft) in validated.enumerated() {
                if draft.parent == nil, let goalResult { draft.parent = .uid(goalResult.task.uuid) }
                let key = idempotencyKey.map { "\($0)#\(index + 1)" }
                // Each task is written as a single create would be, but audited here without its own
                // undo entry: the set has one.
                let result = try CreateTaskIntent(draft: draft, idempotencyKey: key)
                    .write(validated: draft, in: planner, caller: caller, recordsUndo: false)
                if !result.alreadyExisted { changes.append(.init(taskID: result.task.id, before: nil, after: result.task)) }
                results.append(result)
            }
            if !changes.isEmpty {
                try planner.store.appendUndo(UndoEntry(at: planner.now, caller: caller, intent: action.rawValue,
                                                       summary: .createdSet(changes.map(\.taskID)), changes: changes))
            }
            return Result(results: results, goal: goalResult)
        }
    }

    /// `{"result": "created", "results": [each create's result]}`, and `"goal"`: the goal's
    /// result, when the set had one.
    public func output(of result: Result, in zone: Zone) -> JSONObject {
        var object: JSONObject = ["result": .string("created"), "results": .array(zip(result.results, drafts).map { item, draft in
            .object(item.json(in: zone, warnings: draft.warnings))
        })]
        if let goal = result.goal { object["goal"] = .object(goal.json(in: zone, warnings: [])) }
        return object
    }

    /// Each task's result as its own `create_task` entry: the transcript reads as if each had
    /// been created alone, in the one transaction.
    public func transcriptOutputs(of result: Result, in zone: Zone) -> [JSONObject] {
        (result.goal.map { [$0.json(in: zone, warnings: [])] } ?? [])
            + zip(result.results, drafts).map { item, draft in item.json(in: zone, warnings: draft.warnings) }
    }
}
