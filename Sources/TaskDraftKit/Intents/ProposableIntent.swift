/// A commit an agent may be told to propose instead of make (`Policy.Requirement.proposal`):
/// it can say what it would do as a `ProposedChange` a person reviews.
public protocol ProposableIntent: CommitIntent {
    /// The change as a proposal, with the drafts the person will see, as of now.
    func proposedChange(in context: CommitContext) throws(IntentError) -> ProposedChange
}

extension CreateTaskIntent: ProposableIntent {
    public func proposedChange(in context: CommitContext) throws(IntentError) -> ProposedChange {
        do { return .create(try draft.validated(), idempotencyKey: idempotencyKey) } catch { throw .invalid(error) }
    }
}

extension CompleteTaskIntent: ProposableIntent {
    public func proposedChange(in context: CommitContext) throws(IntentError) -> ProposedChange {
        .complete(taskID: taskID, task: try context.liveTask(taskID).asDraft)
    }
}

extension EditTaskIntent: ProposableIntent {
    public func proposedChange(in context: CommitContext) throws(IntentError) -> ProposedChange {
        let task = try context.liveTask(taskID)
        if action == .delete { return .delete(taskID: taskID, task: task.asDraft) }
        let edited: TaskDraft
        do { edited = try patch.applied(to: task, now: context.now).asDraft.validated() } catch { throw .invalid(error) }
        return .edit(taskID: taskID, base: task.asDraft, draft: edited)
    }
}

extension DeleteTaskIntent: ProposableIntent {
    public func proposedChange(in context: CommitContext) throws(IntentError) -> ProposedChange {
        .delete(taskID: taskID, task: try context.liveTask(taskID).asDraft)
    }
}

/// What an agent's write came to: made, or left for a person.
public enum Submission<Result: Sendable>: Sendable {
    case committed(Committed<Result>)
    case proposed(Proposal, alreadyProposed: Bool)
}
