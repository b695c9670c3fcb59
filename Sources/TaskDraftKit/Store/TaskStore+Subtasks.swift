/// The task tree in the store: a task's `parent` column holds its parent's UID (its row in
/// `TaskField+Table.swift`), indexed by step `020-task-parent`. Walks are loops bounded by
/// `Subtasks`, with a visited set, so a loop or a deep chain a stranger sent ends.
extension TaskStore {
    /// The UIDs above the task whose parent is `parentUID`, nearest first: `parentUID`, its
    /// parent, and so on, stopping at a UID no task has, at a loop, or after `limit` steps.
    public func ancestors(from parentUID: String, limit: Int = Subtasks.maximumDepth + 1) throws(StoreError) -> [String] {
        var chain: [String] = []
        var seen = Set<String>()
        var next: String? = parentUID
        while let uid = next, chain.count < limit, seen.insert(uid).inserted {
            guard let parent = try parent(ofUID: uid) else { break }
            chain.append(uid)
            next = parent
        }
        return chain
    }

    /// The parent's UID of the task with `uid`: nil when no task has `uid`, `.some(nil)` for a
    /// task at the top.
    func parent(ofUID uid: String) throws(StoreError) -> String?? {
        try db.first(Self.parentOfUID, [.text(uid)], { $0.optionalString(0) })
    }

    static let parentOfUID = "SELECT parent FROM tasks WHERE uuid = ?"

    /// The UIDs of the tasks with an id of at most `id` whose parent has a higher id: steps that
    /// named a task written after them. Read from the newer tasks, each looked up in the parent
    /// index, so the work is the newer tasks', not the table's.
    func olderSteps(ofTasksAfter id: Int64) throws(StoreError) -> [String] {
        try db.rows("SELECT uuid FROM tasks WHERE parent IN (SELECT uuid FROM tasks WHERE id > ?) AND id <= ?",
                    [.int(id), .int(id)]) { $0.string(0) }
    }

    /// The tasks whose parent is `uid`, whatever their status, by id.
    func steps(ofUID uid: String) throws(StoreError) -> [(id: Int64, uuid: String)] {
        try db.rows("SELECT id, uuid FROM tasks WHERE parent = ? ORDER BY id", [.text(uid)]) { ($0.int(0), $0.string(1)) }
    }

    /// The tasks below `root` with one of `statuses` (any depth, in breadth-first order), at
    /// most `Subtasks.maximumWalk` of them. A child whose own status is not among `statuses`
    /// is not walked through: a done step's open steps are its own business.
    public func descendants(of root: Task, statuses: Set<TaskStatus> = [.pending]) throws(StoreError) -> [Task] {
        var found: [Task] = []
        var seen: Set<String> = [root.uuid]
        var level = [root.uuid]
        while !level.isEmpty, found.count < Subtasks.maximumWalk {
            var nextLevel: [String] = []
            for uid in level {
                let children = try db.rows("SELECT \(Self.taskColumns) FROM tasks WHERE parent = ? ORDER BY id", [.text(uid)]) {
                    task(from: $0)
                }
                for child in children where statuses.contains(child.status) && seen.insert(child.uuid).inserted {
                    found.append(child)
                    nextLevel.append(child.uuid)
                    if found.count == Subtasks.maximumWalk { break }
                }
                if found.count == Subtasks.maximumWalk { break }
            }
            level = nextLevel
        }
        return found
    }
}

extension TaskStore {
    /// Sets (or clears) the parent of task `id` alone: an import taking back a parent its file
    /// named that the tree's rules refuse.
    func setParent(_ parentUID: String?, ofTask id: Int64) throws(StoreError) {
        try db.execute("UPDATE tasks SET parent = ? WHERE id = ?", [.optional(parentUID), .int(id)])
    }
}

extension TaskStore {
    /// The UIDs of the tasks `filter` matches that have a parent, by that parent's UID, each list
    /// in UID order: an export's steps, for a format that writes them on the parent (Taskwarrior's
    /// dependencies). A `limit` is not applied: a step left out by one is still named.
    public func subtaskUIDs(matching filter: TaskFilter, now: Instant) throws(StoreError) -> [String: [String]] {
        // `+status`: by the partial parent index, so an export of tasks without a tree reads no row.
        let (conditions, values) = whereClause(filter, now: now, fromMatches: true)
        let sql = "SELECT parent, uuid FROM tasks" + (conditions.isEmpty ? " WHERE " : conditions + " AND ")
            + "parent IS NOT NULL AND parent != uuid ORDER BY parent, uuid"
        var steps: [String: [String]] = [:]
        try db.query(sql, values) { row in steps[row.string(0), default: []].append(row.string(1)) }
        return steps
    }
}
