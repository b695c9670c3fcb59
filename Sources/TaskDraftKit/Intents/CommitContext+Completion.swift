/// What marking a task done writes besides the task itself, whichever intent marked it
/// (`done`, or an edit that sets the status to done), so the two cannot drift apart.
extension CommitContext {
    /// The next occurrence of `completed` (a task just marked done, with any other change the
    /// same write made to it), and the undo changes that made it; nil without a rule or after
    /// UNTIL, at the commit's moment, when the task was marked done.
    ///
    /// Its UUID is the one every device derives (`RecurringCompletion.nextOccurrence`), so the
    /// same occurrence completed before (then reopened), or on another laptop and pulled
    /// already, gives that task — brought back if deleted — never a second one.
    func continueSeries(of completed: Task) throws(StoreError) -> (next: Task?, changes: [UndoEntry.Change]) {
        guard let following = RecurringCompletion.nextOccurrence(after: completed, zone: zone, now: now) else { return (nil, []) }
        guard var existing = try store.task(uuid: following.uuid) else {
            let created = try store.insert(following, recursFrom: completed.id)
            return (created, [.init(taskID: created.id, before: nil, after: created)])
        }
        var changes: [UndoEntry.Change] = []
        if existing.status == .deleted {
            let deleted = existing
            existing.status = .pending
            existing.modifiedAt = now
            try store.update(existing, from: deleted)
            changes.append(.init(taskID: existing.id, before: deleted, after: existing))
        }
        return (existing.status == .pending ? existing : nil, changes)
    }
}
