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
