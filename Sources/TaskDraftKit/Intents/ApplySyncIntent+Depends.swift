/// A pull's dependencies: a server names the tasks a task waits for by UID (iCalendar's
/// `RELATED-TO;RELTYPE=DEPENDS-ON`), often tasks of the same pull. So the links are written
/// once every task of the pull is in, each checked as any link is: one to a UID that is no
/// task here, to the task itself, or closing a loop is not taken in and is reported; the
/// server keeps it as it was (`VTodoDepends.replace`). The pull asks for them as it asks every
/// relation (`DependsRelation.writePulled`).
extension ApplySyncIntent {
    /// A link a pull did not take in: the UID of the task that names it, and why.
    public struct UntakenLink: Sendable, Hashable {
        public let uuid: String
        public let problem: DependencyProblem
    }

    /// Writes the links `tasks` (created or changed by this pull, by id) name, in the order
    /// named, in place of those each had; returns the links written, by the task's UID, and
    /// the links refused.
    static func writeLinks(of tasks: [(id: Int64, task: Task)], in store: TaskStore) throws(StoreError)
        -> (written: [String: [TaskLink]], untaken: [UntakenLink]) {
        var written: [String: [TaskLink]] = [:]
        var untaken: [UntakenLink] = []
        for (id, task) in tasks {
            // Without links there is nothing to write: `insert` wrote none and `update` took its old ones away.
            guard !task.depends.isEmpty else { continue }
            try store.clearDependencies(of: id)
            var links: [TaskLink] = []
            for link in task.depends.prefix(TaskLink.maximumDepends) {
                let target: Task?
                if !link.uid.isEmpty { target = try store.task(uuid: link.uid) } else { target = try store.task(id: link.id) }
                guard let target else {
                    untaken.append(UntakenLink(uuid: task.uuid, problem: link.uid.isEmpty ? .noTask(link.id) : .noUID(link.uid)))
                    continue
                }
                if target.id == id {
                    untaken.append(UntakenLink(uuid: task.uuid, problem: .itself(id)))
                    continue
                }
                if links.contains(where: { $0.id == target.id }) { continue }
                if let loop = try store.loop(from: id, through: [target.id]) {
                    untaken.append(UntakenLink(uuid: task.uuid, problem: .cycle(loop)))
                    continue
                }
                try store.addDependency(of: id, on: target.id, position: links.count)
                links.append(TaskLink(id: target.id, uid: target.uuid))
            }
            written[task.uuid] = links
        }
        return (written, untaken)
    }
}
