/// Dependencies as every write checks them: what a link names must be a task here (not
/// deleted, not the task itself), and no link may close a loop. One rule for `add`, `modify`,
/// `edit`, an agent's `create_task`/`update_task`, imports and sync; a refusal is
/// `IntentError.dependency` and nothing is written.
extension CommitContext {
    /// `task`'s links resolved against the store: each with its id and its UID, without
    /// repeats, in the order given. `task.id` is 0 for a task not written yet, which nothing can
    /// depend on, so it closes no loop. Throws `IntentError.dependency` or `StoreError`.
    func resolveDependencies(of task: inout Task) throws {
        guard !task.depends.isEmpty else { return }
        task.depends = try resolved(task.depends, for: task.id)
    }

    private func resolved(_ given: [TaskLink], for id: Int64) throws -> [TaskLink] {
        let links = given.withoutRepeats
        if links.count > TaskLink.maximumDepends {
            throw IntentError.dependency(.tooMany(links.count, most: TaskLink.maximumDepends))
        }
        var result: [TaskLink] = []
        var seen = Set<Int64>()
        for link in links {
            // A UID names the task wherever the link came from; an id only in this database.
            let found: Task?
            if link.uid.isEmpty {
                found = try store.task(id: link.id)
                guard let found, found.status != .deleted else { throw IntentError.dependency(.noTask(link.id)) }
            } else {
                found = try store.task(uuid: link.uid)
                guard let found, found.status != .deleted else { throw IntentError.dependency(.noUID(link.uid)) }
            }
            let target = found!
            if target.id == id { throw IntentError.dependency(.itself(id)) }
            if seen.insert(target.id).inserted { result.append(TaskLink(id: target.id, uid: target.uuid)) }
        }
        if id > 0, let loop = try store.loop(from: id, through: result.map(\.id)) { throw IntentError.dependency(.cycle(loop)) }
        return result
    }
}
