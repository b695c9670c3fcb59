/// Dependencies as every write checks them: what a link names must be a task here (not
/// deleted, not the task itself), and no link may close a loop. One rule for `add`, `modify`,
/// `edit`, an agent's `create_task`/`update_task`, imports and sync; a refusal is
/// `IntentError.dependency` and nothing is written.
extension Planner {
    /// `task`'s links resolved against the store: each with its id and its UID, without
    /// repeats, in the order given. `task.id` is 0 for a task not written yet, which nothing can
    /// depend on, so it closes no loop.
    func resolveDependencies(of task: inout Task) throws(IntentError) {
        guard !task.depends.isEmpty else { return }
        let id = task.id, given = task.depends
        task.depends = try withStoreErrors { try resolved(given, for: id) }
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
        if id > 0, let loop = try loop(from: id, through: result.map(\.id)) { throw IntentError.dependency(.cycle(loop)) }
        return result
    }

    /// The first loop the links `id → targets` would close, as the ids from `id` back to it
    /// (`[3, 5, 4, 3]`), or nil. A breadth-first walk of what the targets wait for, each task
    /// visited once, so the path found is a shortest one.
    func loop(from id: Int64, through targets: [Int64]) throws(StoreError) -> [Int64]? {
        var cameFrom: [Int64: Int64] = [:]
        var queue: [Int64] = []
        for target in targets where cameFrom[target] == nil {
            cameFrom[target] = id
            queue.append(target)
        }
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for next in try store.dependencies(of: current) {
                if next == id {
                    var path = [id, current]
                    var step = current
                    while let previous = cameFrom[step], previous != id {
                        path.insert(previous, at: 1)
                        step = previous
                    }
                    return path + [id]
                }
                if cameFrom[next] == nil {
                    cameFrom[next] = current
                    queue.append(next)
                }
            }
        }
        return nil
    }
}

extension Planner {
    /// What `task` waits for (its links' tasks, in its order) and what waits for it (by id),
    /// for `show`: a read, as `task(id:caller:)` is.
    public func relations(of task: Task) throws(IntentError) -> (waitsFor: [Task], blocks: [Task]) {
        do {
            let found = Dictionary(try store.tasks(ids: task.depends.map(\.id)).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            return (task.depends.compactMap { found[$0.id] }, try store.dependents(of: task.id))
        } catch {
            throw .store(error)
        }
    }
}
