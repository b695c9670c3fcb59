import TaskDraftKit

/// The three-way merge of a task changed on both sides since the last sync: field by field
/// against the version both last agreed on; a field changed on one side takes that side's
/// value; a field changed on both to different values takes the value of the side changed
/// later (local `modifiedAt` against the server's LAST-MODIFIED; a tie goes to the server,
/// so two laptops decide alike), and the losing value is reported.
///
/// A recurring task completed here (done, its next occurrence made) and moved on to its next
/// date on a phone (how Tasks.org and Apple Reminders complete one) is one completion made
/// twice: the phone's new due is not taken, or the series would end up done on the date its
/// next occurrence is open, and a second laptop would make one more occurrence after it.
public enum TaskMerge {
    public static func merge(base: Task?, local: Task, remote: Task, remoteModified: Instant?) -> (Task, [SyncConflict]) {
        var remote = remote
        if let base, local.status == .done, RecurringCompletion.movedOn(before: base, after: remote) { remote.due = base.due }
        var merged = local
        var conflicts: [SyncConflict] = []
        let localWins = local.modifiedAt > (remoteModified ?? remote.modifiedAt)
        for (field, place) in VTodoMapping.places {
            guard place.differs(local, remote) else { continue }
            let localChanged = base.map { place.differs($0, local) } ?? true
            let remoteChanged = base.map { place.differs($0, remote) } ?? true
            if remoteChanged && !localChanged {
                place.copy(remote, &merged)
            } else if remoteChanged && localChanged {
                let (winner, loser) = localWins ? (local, remote) : (remote, local)
                place.copy(winner, &merged)
                conflicts.append(SyncConflict(uuid: local.uuid, field: field.name, loser: localWins ? "server" : "local",
                                              lostValue: place.describe(loser), keptValue: place.describe(winner)))
            }
        }
        return (merged, conflicts)
    }
}
