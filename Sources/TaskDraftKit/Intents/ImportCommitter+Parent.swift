/// An import's parents: a record names its parent by UID (iCalendar's `RELATED-TO`, a CSV or
/// JSON `parent`, Todoist's outline), or by a JSON number, the `id` of a record of the same file
/// (`ImportRecord.number`), often a task further down the same file, so the task is
/// written with that UID and the tree is checked once the parent is in too: at each commit,
/// every waiting parent now in the database is checked, the rest wait for the next commit.
/// A parent that is the task itself or one of its own steps (a loop) is taken back, the task
/// put at the top; a tree deeper than `Subtasks.maximumDepth` is kept as the file has it; a
/// parent that never arrives is kept too, so the task joins it when it does; a number no record
/// of the file has is kept as an annotation (`keepUnresolved`). Each is reported.
extension ImportCommitter {
    /// Why a record's parent is not (or not yet) a task here.
    public enum ParentOutcome: Sendable, Equatable {
        /// Neither in the file nor in the database: the UID is kept.
        case notFound(String)
        /// Taken back: the task is at the top.
        case refused(ParentProblem)
        /// Kept, though the task sits more than `Subtasks.maximumDepth` levels down.
        case deeperThanAllowed
    }

    public struct UnsettledParent: Sendable, Equatable {
        public let line: Int
        public let taskID: Int64
        public let outcome: ParentOutcome
    }

    /// Keeps the parents of the records just created, to check when they are there.
    func noteParents(of records: [ImportRecord], ids: [Int64?], uuids: [String]) {
        for ((record, id), uuid) in zip(zip(records, ids), uuids) {
            guard let id, let parent = record.draft.parent else { continue }
            waitingParents.append(WaitingParent(line: record.line, taskID: id, uuid: uuid, parent: parent))
        }
    }

    /// Checks every waiting parent that is in the database now.
    func settleWaitingParents() throws(StoreError) {
        guard !waitingParents.isEmpty else { return }
        let store = planner.store
        var stillWaiting: [WaitingParent] = []
        for var entry in waitingParents {
            if case .id(let number) = entry.parent {
                guard let uid = uidsByNumber[number] else {
                    stillWaiting.append(entry)
                    continue
                }
                try store.setParent(uid, ofTask: entry.taskID)
                entry.parent = .uid(uid)
            }
            guard case .uid(let named) = entry.parent else { continue }
            // Taskwarrior names a parent whose UID is no UUID by its UUID form, as its dependencies do.
            let parentUID = uidsByUUIDForm[named] ?? named
            if parentUID == entry.uuid {
                try store.setParent(nil, ofTask: entry.taskID)
                settledParents.append(entry.unsettled(.refused(.ownParent(entry.taskID))))
                continue
            }
            guard let parent = try store.task(uuid: parentUID), parent.status != .deleted else {
                stillWaiting.append(entry)
                continue
            }
            if parentUID != named { try store.setParent(parentUID, ofTask: entry.taskID) }
            // Bounded: a chain is walked at most one level past the deepest allowed.
            let chain = try store.ancestors(from: parent.uuid)
            if chain.contains(entry.uuid) {
                try store.setParent(nil, ofTask: entry.taskID)
                settledParents.append(entry.unsettled(.refused(.cycle(task: entry.taskID, parent: parent.id))))
            } else if chain.count > Subtasks.maximumDepth {
                settledParents.append(entry.unsettled(.deeperThanAllowed))
            }
        }
        waitingParents = stillWaiting
    }

    /// The parents this run could not settle: refused, too deep, and those never found (call
    /// after the last commit and `keepUnresolved`, which reports a number of its own).
    public var unsettledParents: [UnsettledParent] {
        settledParents + waitingParents.compactMap { entry in
            guard case .uid(let uid) = entry.parent else { return nil }
            return entry.unsettled(.notFound(uid))
        }
    }
}

/// A created task whose parent was not checked yet.
struct WaitingParent {
    let line: Int
    let taskID: Int64
    let uuid: String
    var parent: TaskReference

    func unsettled(_ outcome: ImportCommitter.ParentOutcome) -> ImportCommitter.UnsettledParent {
        ImportCommitter.UnsettledParent(line: line, taskID: taskID, outcome: outcome)
    }
}
