/// Dependencies (`task_depends`): which tasks a task waits for, and which it blocks.
///
/// Links are kept by row id, which never changes (a deleted task keeps its row until its
/// removal; a removed one takes its links with it, `ON DELETE CASCADE`); each link's UID is
/// read with it, so exports and sync carry the link by the identity that travels.
extension TaskStore {
    /// The task's links as `id uid pending …`, in order (`TaskLink.parseColumn`).
    static let dependsColumn = """
        (SELECT group_concat(link, ' ') FROM (SELECT d.depends_on || ' ' || b.uuid || ' ' || (b.status = 'pending') AS link \
        FROM task_depends d JOIN tasks b ON b.id = d.depends_on WHERE d.task_id = tasks.id ORDER BY d.position))
        """
    /// 1 when a task it depends on is pending (urgency's blocked term).
    static let blockedColumn = """
        EXISTS (SELECT 1 FROM task_depends d JOIN tasks b ON b.id = d.depends_on WHERE d.task_id = tasks.id AND b.status = 'pending')
        """
    /// 1 when a pending task depends on it (Taskwarrior's "blocking"), for urgency.
    static let blockingColumn = """
        EXISTS (SELECT 1 FROM task_depends d JOIN tasks w ON w.id = d.task_id WHERE d.depends_on = tasks.id AND w.status = 'pending')
        """

    /// Writes the task's links that name a task in the store; a link without an id (not
    /// resolved, `CommitContext.resolveDependencies`) or to a row that is gone is not kept.
    func writeDepends(_ task: Task) throws(StoreError) {
        for (position, link) in task.depends.enumerated() where link.id > 0 {
            try db.execute("""
                INSERT OR IGNORE INTO task_depends (task_id, depends_on, position)
                SELECT ?, id, ? FROM tasks WHERE id = ?
                """, [.int(task.id), .int(Int64(position)), .int(link.id)])
        }
    }

    /// The task's links written again over `before`'s (the task as stored), when they changed.
    func updateDepends(_ task: Task, from before: Task) throws(StoreError) {
        guard task.depends.map(\.id) != before.depends.map(\.id) else { return }
        try clearDependencies(of: task.id)
        try writeDepends(task)
    }

    /// The ids of the tasks `id` depends on directly.
    public func dependencies(of id: Int64) throws(StoreError) -> [Int64] {
        try db.rows("SELECT depends_on FROM task_depends WHERE task_id = ? ORDER BY position", [.int(id)]) { $0.int(0) }
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
            for next in try dependencies(of: current) {
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

    /// The tasks that depend on `id` directly (what it blocks while pending), deleted ones left out, by id.
    public func dependents(of id: Int64) throws(StoreError) -> [Task] {
        try db.rows("""
            SELECT \(Self.taskColumns) FROM tasks WHERE id IN (SELECT task_id FROM task_depends WHERE depends_on = ?)
            AND status != 'deleted' ORDER BY id
            """, [.int(id)]) { task(from: $0) }
    }

    /// The tasks among `ids`, by id (deleted ones too); ids not in the store are left out.
    public func tasks(ids: [Int64]) throws(StoreError) -> [Task] {
        guard !ids.isEmpty else { return [] }
        var found: [Task] = []
        // SQLite binds at most 32,766 values; a link list is far shorter (`TaskLink.maximumDepends`).
        for chunk in stride(from: 0, to: ids.count, by: 500) {
            let part = ids[chunk..<min(ids.count, chunk + 500)]
            found += try db.rows("SELECT \(Self.taskColumns) FROM tasks WHERE id IN (" + part.map { _ in "?" }.joined(separator: ", ")
                                 + ")", part.map { .int($0) }) { task(from: $0) }
        }
        return found
    }
}

extension TaskStore {
    /// Every link of task `id` taken away (a pull writes the server's in their place).
    func clearDependencies(of id: Int64) throws(StoreError) {
        try db.execute("DELETE FROM task_depends WHERE task_id = ?", [.int(id)])
    }

    /// One link, added after those the task has (an import's, written once both tasks are in).
    func addDependency(of id: Int64, on target: Int64, position: Int) throws(StoreError) {
        try db.execute("INSERT OR IGNORE INTO task_depends (task_id, depends_on, position) VALUES (?, ?, ?)",
                       [.int(id), .int(target), .int(Int64(position))])
    }
}
