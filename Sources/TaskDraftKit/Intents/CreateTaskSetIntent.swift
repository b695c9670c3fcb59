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

    /// Every draft (and the goal) validated before anything else: one that cannot be written
    /// refuses the set.
    public func checked(in context: CommitContext) throws(IntentError) -> CreateTaskSetIntent {
        var checked = self
        checked.drafts = []
        for draft in drafts {
            do { checked.drafts.append(try draft.validated()) } catch { throw .invalid(error) }
        }
        guard !checked.drafts.isEmpty else { throw .invalid(.field("drafts", .emptySet)) }
        do { checked.goal = try goal?.validated() } catch { throw .invalid(error) }
        return checked
    }

    public func write(in context: CommitContext) throws -> Written<Result> {
        var results: [CreateTaskIntent.Result] = []
        var audits: [AuditEntry] = []
        var changes: [UndoEntry.Change] = []
        var goalResult: CreateTaskIntent.Result?
        if let goal {
            let written = try CreateTaskIntent(draft: goal, idempotencyKey: idempotencyKey.map { "\($0)#goal" })
                .write(in: context, recordsUndo: false)
            if !written.result.alreadyExisted { changes.append(.init(taskID: written.result.task.id, before: nil, after: written.result.task)) }
            audits += written.audits
            goalResult = written.result
        }
        for (index, var draft) in drafts.enumerated() {
            if let goalResult { ParentRelation.place(&draft, under: goalResult.task) }
            let key = idempotencyKey.map { "\($0)#\(index + 1)" }
            // Each task is written as a single create would be, audited without its own undo
            // entry: the set has one.
            let written = try CreateTaskIntent(draft: draft, idempotencyKey: key).write(in: context, recordsUndo: false)
            if !written.result.alreadyExisted { changes.append(.init(taskID: written.result.task.id, before: nil, after: written.result.task)) }
            audits += written.audits
            results.append(written.result)
        }
        return Written(Result(results: results, goal: goalResult), audits: audits,
                       undo: context.undo(action, summary: .createdSet(changes.map(\.taskID)), changes: changes))
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
