/// An import's dependencies: a record names the tasks it waits for by UID (Taskwarrior's
/// `depends`, iCalendar's `RELATED-TO;RELTYPE=DEPENDS-ON`, an export's `depends`) or by a JSON
/// number, the `id` of a record of the same file (`ImportRecord.number`), often tasks
/// further down the same file. So the links are written once the tasks are: at each commit,
/// every link whose task is now in the database is written (unless it would close a loop);
/// the rest wait for the next commit. What is left after the last one named a task that is
/// neither in the file nor in the database, and is reported, never dropped in silence; a number
/// no record of the file has is kept as an annotation too (`keepUnresolved`).
extension ImportCommitter {
    /// A link an import could not write: the record's line, the UID (or the id) it named, and why.
    public struct UnwrittenLink: Sendable, Equatable {
        public let line: Int
        public let taskID: Int64
        public let problem: DependencyProblem
    }

    /// The links this run could not write: refused ones, and those whose task was never found
    /// (call after the last commit and `keepUnresolved`, which reports a number of its own).
    public var unwrittenLinks: [UnwrittenLink] {
        refusedLinks + waitingLinks.flatMap { entry in
            entry.links.map { UnwrittenLink(line: entry.line, taskID: entry.taskID,
                                            problem: $0.uid.isEmpty ? .noTask($0.id) : .noUID($0.uid)) }
        }
    }
}

/// A created task's links not written yet.
struct WaitingLinks {
    let line: Int
    let taskID: Int64
    var links: [TaskLink]
}
