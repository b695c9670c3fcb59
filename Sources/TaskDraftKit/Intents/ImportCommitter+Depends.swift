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

    /// Keeps the links of the records just created, to write when their tasks are there.
    func noteLinks(of records: [ImportRecord], ids: [Int64?]) {
        for (record, id) in zip(records, ids) where !record.draft.depends.isEmpty {
            guard let id else { continue }
            waitingLinks.append(WaitingLinks(line: record.line, taskID: id, links: record.draft.depends))
        }
    }

    /// Writes every waiting link whose task is in the database now; a loop or the task itself
    /// is refused at once, a missing task waits for the next commit.
    func writeWaitingLinks() throws(StoreError) {
        guard !waitingLinks.isEmpty else { return }
        let store = planner.store
        var stillWaiting: [WaitingLinks] = []
        for var entry in waitingLinks {
            var missing: [TaskLink] = []
            var written = try store.dependencies(of: entry.taskID)
            for link in entry.links {
                var named = link.uid
                if named.isEmpty {
                    // A bare number is no id of this database: it names the record of the file with that `id`.
                    guard let uid = uidsByNumber[link.id] else {
                        missing.append(link)
                        continue
                    }
                    named = uid
                }
                let uid = uidsByUUIDForm[named] ?? named
                guard let target = try store.task(uuid: uid), target.status != .deleted else {
                    missing.append(link)
                    continue
                }
                if target.id == entry.taskID {
                    refusedLinks.append(UnwrittenLink(line: entry.line, taskID: entry.taskID, problem: .itself(entry.taskID)))
                    continue
                }
                if written.contains(target.id) { continue }
                if written.count >= TaskLink.maximumDepends {
                    refusedLinks.append(UnwrittenLink(line: entry.line, taskID: entry.taskID,
                                                      problem: .tooMany(entry.links.count, most: TaskLink.maximumDepends)))
                    break
                }
                if let loop = try store.loop(from: entry.taskID, through: [target.id]) {
                    refusedLinks.append(UnwrittenLink(line: entry.line, taskID: entry.taskID, problem: .cycle(loop)))
                    continue
                }
                try store.addDependency(of: entry.taskID, on: target.id, position: written.count)
                written.append(target.id)
            }
            if !missing.isEmpty {
                entry.links = missing
                stillWaiting.append(entry)
            }
        }
        waitingLinks = stillWaiting
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
