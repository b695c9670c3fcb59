/// Task rows: insert, update, fetch, filter, and whole-row snapshots for the undo log.
extension TaskStore {
    /// What `task(from:)` reads, in `TaskField.all` order.
    static let taskColumns = TaskField.all.flatMap(\.selected).joined(separator: ", ")
    /// Where each field's first selected expression is.
    private static let selectedStarts: [Int32] = {
        var starts: [Int32] = []
        var index: Int32 = 0
        for field in TaskField.all {
            starts.append(index)
            index += Int32(field.selected.count)
        }
        return starts
    }()
    /// The columns `values(of:)` fills, in order.
    static let writtenColumns = TaskField.all.flatMap(\.written)

    func task(from row: Row) -> Task {
        var task = Task(id: 0, uuid: "", title: "", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0))
        for (field, start) in zip(TaskField.all, Self.selectedStarts) { field.read(&task, row, start) }
        return task
    }

    public func task(id: Int64) throws(StoreError) -> Task? {
        try db.first("SELECT \(Self.taskColumns) FROM tasks WHERE id = ?", [.int(id)]) { task(from: $0) }
    }

    public func task(idempotencyKey key: String) throws(StoreError) -> Task? {
        try db.first("SELECT \(Self.taskColumns) FROM tasks WHERE idempotency_key = ?", [.text(key)]) { task(from: $0) }
    }

    public func task(uuid: String) throws(StoreError) -> Task? {
        try db.first("SELECT \(Self.taskColumns) FROM tasks WHERE uuid = ?", [.text(uuid)]) { task(from: $0) }
    }

    /// The column values a task is written with, in `writtenColumns` order.
    func values(of task: Task) -> [Statement.Value] {
        var values: [Statement.Value] = []
        values.reserveCapacity(Self.writtenColumns.count + 1)
        for field in TaskField.all { field.values(task, zone, &values) }
        return values
    }

    private static let insertSQL = "INSERT INTO tasks (" + writtenColumns.joined(separator: ", ") + ", recurs_from) VALUES ("
        + Array(repeating: "?", count: writtenColumns.count + 1).joined(separator: ", ") + ")"
    private static let updateSQL = "UPDATE tasks SET " + writtenColumns.map { $0 + " = ?" }.joined(separator: ", ") + " WHERE id = ?"
    private static let restoreSQL = "INSERT INTO tasks (" + writtenColumns.joined(separator: ", ") + ", id) VALUES ("
        + Array(repeating: "?", count: writtenColumns.count + 1).joined(separator: ", ") + ")"

    /// Inserts a new task and returns it with its id. `recursFrom` links a recurrence chain.
    public func insert(_ task: Task, recursFrom: Int64? = nil) throws(StoreError) -> Task {
        try db.execute(Self.insertSQL, values(of: task) + [.optional(recursFrom)])
        var stored = task
        stored.id = db.lastInsertRowID
        try insertSideRows(of: stored)
        return stored
    }

    /// Writes an existing task (by id) over `before`, the same task as it is stored now: its
    /// row, and of its tags, links and notes only the rows that changed. An annotate inserts
    /// one note row and a denotate deletes one, whatever else the task holds; an edit that
    /// leaves them alone writes none.
    public func update(_ task: Task, from before: Task) throws(StoreError) {
        try db.execute(Self.updateSQL, values(of: task) + [.int(task.id)])
        for rows in Self.sideRows { try rows.update(self, task, before) }
    }

    /// Puts a snapshot back exactly, id included (undo of an edit, a delete, or a removal).
    public func restore(_ task: Task) throws(StoreError) {
        if let current = try self.task(id: task.id) {
            try update(task, from: current)
        } else {
            try db.execute(Self.restoreSQL, values(of: task) + [.int(task.id)])
            try insertSideRows(of: task)
        }
    }

    /// The fields with a side table of their own (tags, links, notes), in table order.
    private static let sideRows = TaskField.all.compactMap(\.sideRows)

    private func insertSideRows(of task: Task) throws(StoreError) {
        for rows in Self.sideRows { try rows.insert(self, task) }
    }

    /// Removes the row itself (undo of a create); tags go with it.
    public func remove(id: Int64) throws(StoreError) {
        try db.execute("DELETE FROM tasks WHERE id = ?", [.int(id)])
    }

    /// The task's tags written again over `before`'s (the task as stored), when they changed.
    func updateTags(_ task: Task, from before: Task) throws(StoreError) {
        guard task.tags != before.tags else { return }
        try db.execute("DELETE FROM task_tags WHERE task_id = ?", [.int(task.id)])
        try writeTags(task)
    }

    /// The task's tags (`task_tags`), in order.
    func writeTags(_ task: Task) throws(StoreError) {
        for (position, tag) in task.tags.enumerated() {
            try db.execute("INSERT OR IGNORE INTO task_tags (task_id, tag, position) VALUES (?, ?, ?)",
                           [.int(task.id), .text(tag), .int(Int64(position))])
        }
    }

    /// Tasks matching `filter`, in its order: by default by deadline (none last), then
    /// priority (high first), then id. An urgency order weighs by the standard coefficients;
    /// `scoredTasks` takes others and says each task's urgency.
    public func tasks(matching filter: TaskFilter, now: Instant) throws(StoreError) -> [Task] {
        if filter.order == .urgency { return try scoredTasks(matching: filter, now: now, coefficients: .standard).map(\.task) }
        let (sql, values) = selectTasks(filter, now: now)
        return try db.rows(sql, values) { task(from: $0) }
    }

    /// The same tasks in the same order as `tasks(matching:)`, handed to `body` one at a time
    /// so an export of 100,000 tasks never holds them all.
    ///
    /// Agenda order visits the task table's pages at random, and with SQLite's default 2 MiB
    /// cache most rows of a large table were read from the file again; the import's cache
    /// (`importCacheKiB`) holds a 100,000-task table, for the length of the walk only.
    public func forEachTask(matching filter: TaskFilter, now: Instant, _ body: (Task) -> Void) throws(StoreError) {
        let urgency = filter.order == .urgency ? Self.urgencyExpression(.standard, now: now, today: zone.date(of: now)) : nil
        let (sql, values) = selectTasks(filter, now: now, extra: urgency)
        try db.executeScript("PRAGMA cache_size = -\(Self.importCacheKiB)")
        defer { try? db.executeScript("PRAGMA cache_size = -2000") }
        try db.query(sql, values) { row in body(task(from: row)) }
    }

    /// The earliest and latest deadline among the tasks `filter` matches, or nil when none has one.
    public func deadlineRange(matching filter: TaskFilter, now: Instant) throws(StoreError) -> ClosedRange<Instant>? {
        let (conditions, values) = whereClause(filter, now: now)
        let row = try db.first("SELECT min(due_epoch), max(due_epoch) FROM tasks" + conditions, values) { row in
            (row.optionalInt(0), row.optionalInt(1))
        }
        guard case (let low?, let high?)? = row else { return nil }
        return Instant(seconds: low)...Instant(seconds: high)
    }

    /// The query for `filter` in its order, `extra` (an expression) after the task's columns.
    /// An urgency order is `TaskStore+Urgency.swift`'s; this one ranks by the whole expression.
    func selectTasks(_ filter: TaskFilter, now: Instant, extra: String? = nil) -> (String, [Statement.Value]) {
        let fromMatches = filter.text.flatMap(Self.ftsQuery).map(hasFewMatches) ?? false
        let (conditions, values) = whereClause(filter, now: now, fromMatches: fromMatches)
        var sql = "SELECT \(Self.taskColumns)\(extra.map { ", " + $0 } ?? "") FROM tasks" + conditions
        switch filter.order {
        case .due: sql += " ORDER BY " + Self.agendaOrder(fromMatches: fromMatches)
        case .priority: sql += " ORDER BY \(Self.priorityRank), due_epoch IS NULL, due_epoch, id"
        case .created: sql += " ORDER BY created_at DESC, id DESC"
        case .urgency: sql += " ORDER BY \(extra ?? "0") DESC, id"
        }
        if let limit = filter.limit { sql += " LIMIT \(max(0, limit))" }
        return (sql, values)
    }

    static let priorityRank = "(CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END)"

    /// The same expressions as the tasks_agenda index, so SQLite reads rows in order instead of
    /// sorting; `+status` (not an index column for the planner) when the few matches are sorted.
    static func agendaOrder(fromMatches: Bool = false) -> String {
        "\(fromMatches ? "+status" : "status"), due_epoch IS NULL, due_epoch, \(priorityRank), id"
    }

    /// Below this many full-text matches, a search reads its matches and sorts them; from it on,
    /// it walks the agenda index in order and stops at its limit.
    ///
    /// Walking the agenda is what a word found in many tasks wants (the desktop's first 20 of
    /// 10,000 matches come after a few hundred rows), but for a word in a few tasks, or none,
    /// the walk reads every pending task before it ends, and the shell asks at every key a
    /// person types. A thousand matches sort in about the time of a short walk.
    static let matchesSortedAtMost = 1_000

    /// Whether the full-text query `match` finds fewer than `matchesSortedAtMost` tasks, counted
    /// in the index alone and no further than that.
    private func hasFewMatches(_ match: String) -> Bool {
        let sql = "SELECT count(*) FROM (SELECT 1 FROM tasks_fts WHERE tasks_fts MATCH ? LIMIT \(Self.matchesSortedAtMost))"
        guard let found = try? db.first(sql, [.text(match)], { $0.int(0) }) else { return false }
        return found < Self.matchesSortedAtMost
    }

    /// How many tasks match `filter` (its limit ignored), counting no further than `cap`
    /// when one is given: a search matching all of 100,000 tasks costs 40–70 ms to count to
    /// the end, and a person told "over 10,000" learns what the exact figure would say.
    public func count(matching filter: TaskFilter, now: Instant, cap: Int? = nil) throws(StoreError) -> Int {
        let (conditions, values) = whereClause(filter, now: now)
        let sql = if let cap { "SELECT count(*) FROM (SELECT 1 FROM tasks" + conditions + " LIMIT \(max(0, cap)))" }
                  else { "SELECT count(*) FROM tasks" + conditions }
        return Int(try db.first(sql, values) { $0.int(0) } ?? 0)
    }

    /// ` WHERE …` for a filter, with its bound values (or an empty string). `fromMatches`: the
    /// status is tested on each full-text match (`+status`), not looked up in the agenda index.
    func whereClause(_ filter: TaskFilter, now: Instant, fromMatches: Bool = false) -> (String, [Statement.Value]) {
        var conditions: [String] = []
        var values: [Statement.Value] = []
        if filter.statuses.count < TaskStatus.allCases.count {
            let statuses = TaskStatus.allCases.filter { filter.statuses.contains($0) }
            conditions.append((fromMatches ? "+" : "") + "status IN (" + statuses.map { _ in "?" }.joined(separator: ", ") + ")")
            values += statuses.map { .text($0.rawValue) }
        }
        if !filter.ids.isEmpty {
            conditions.append("id IN (" + filter.ids.map { _ in "?" }.joined(separator: ", ") + ")")
            values += filter.ids.map { .int($0) }
        }
        if !filter.showsWaiting && filter.ids.isEmpty && !filter.virtualTags.contains(.waiting) {
            conditions.append("(wait_epoch IS NULL OR wait_epoch <= ? OR status != 'pending')")
            values.append(.int(now.seconds))
        }
        for (virtual, holds) in filter.virtualTags.map({ ($0, true) }) + filter.excludedVirtualTags.map({ ($0, false) }) {
            let condition: String
            switch virtual {
            case .blocked: condition = Self.blockedColumn
            case .blocking: condition = Self.blockingColumn
            case .waiting:
                condition = "(status = 'pending' AND wait_epoch IS NOT NULL AND wait_epoch > ?)"
                values.append(.int(now.seconds))
            }
            conditions.append(holds ? condition : "NOT (" + condition + ")")
        }
        if let window = filter.due {
            let today = zone.date(of: now)
            func start(_ date: CivilDate) -> Int64 { zone.instant(of: LocalDateTime(date: date, time: .midnight)).seconds }
            switch window {
            case .today:
                conditions.append("due_epoch < ?"); values.append(.int(start(today.adding(days: 1))))
            case .tomorrow:
                conditions.append("due_epoch >= ? AND due_epoch < ?")
                values += [.int(start(today.adding(days: 1))), .int(start(today.adding(days: 2)))]
            case .overdue:
                conditions.append("due_epoch < ?"); values.append(.int(now.seconds))
            case .week:
                conditions.append("due_epoch < ?"); values.append(.int(start(today.adding(days: 7))))
            case .none:
                conditions.append("due_epoch IS NULL")
            }
        }
        if let before = filter.dueBefore {
            conditions.append("due_epoch < ?"); values.append(.int(before.seconds))
        }
        if let after = filter.dueAfter {
            conditions.append("due_epoch > ?"); values.append(.int(after.seconds))
        }
        for tag in filter.tags {
            conditions.append("EXISTS (SELECT 1 FROM task_tags WHERE task_id = tasks.id AND tag = ?)")
            values.append(.text(tag))
        }
        for tag in filter.excludedTags {
            conditions.append("NOT EXISTS (SELECT 1 FROM task_tags WHERE task_id = tasks.id AND tag = ?)")
            values.append(.text(tag))
        }
        if let project = filter.project {
            // `project:work` also matches sub-projects such as `work.reports`, as in Taskwarrior, and
            // case does not matter in any script. SQLite folds ASCII only, so the few distinct
            // project names are folded here and the match is by the names themselves.
            let names = matchingProjects(project)
            conditions.append(names.isEmpty ? "0" : "project IN (" + names.map { _ in "?" }.joined(separator: ", ") + ")")
            values += names.map { .text($0) }
        }
        if let priority = filter.priority {
            conditions.append("priority = ?"); values.append(.text(priority.rawValue))
        }
        if let text = filter.text, let match = Self.ftsQuery(text) {
            conditions.append("id IN (SELECT rowid FROM tasks_fts WHERE tasks_fts MATCH ?)")
            values.append(.text(match))
        }
        return (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "), values)
    }

    /// Stored project names equal to `project`, or below it (`work.reports` for `work`),
    /// ignoring case. Reads the partial project index only.
    private func matchingProjects(_ project: String) -> [String] {
        let wanted = project.lowercased()
        let names = (try? db.rows("SELECT DISTINCT project FROM tasks WHERE project IS NOT NULL") { $0.string(0) }) ?? []
        return names.filter {
            let name = $0.lowercased()
            return name == wanted || name.hasPrefix(wanted + ".")
        }
    }

    public func count(status: TaskStatus? = nil) throws(StoreError) -> Int {
        if let status {
            return Int(try db.first("SELECT count(*) FROM tasks WHERE status = ?", [.text(status.rawValue)]) { $0.int(0) } ?? 0)
        }
        return Int(try db.first("SELECT count(*) FROM tasks") { $0.int(0) } ?? 0)
    }

    /// Turns words into an FTS5 query: every word's stem must match as a prefix (so any
    /// inflected form matches), quoted so that FTS5 operators in user text are plain words.
    static func ftsQuery(_ text: String) -> String? {
        let folded = text.replacingOccurrences(of: "ё", with: "е").replacingOccurrences(of: "Ё", with: "Е")
        let words = folded.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation && $0 != "-" })
        guard !words.isEmpty else { return nil }
        return words.map { "\"" + SearchStem.stem($0).replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
            .joined(separator: " ")
    }
}
