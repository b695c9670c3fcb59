/// Ranking by urgency (`next`, `list sort:urgency`): the sum `UrgencyCoefficients` defines,
/// as one SQL expression over the columns the agenda index carries.
///
/// Urgency depends on the clock and on coefficients a Skills file may change, so it is
/// computed at read time, never stored. Weighing every pending task of a large database costs
/// more than `next`'s 50 ms, so a ranking with a limit weighs only the tasks that can make it:
/// the terms other than the due date add at most `mostWithoutDue`, so once some tasks' urgency
/// is known (the most overdue ones, those with a tag of their own coefficient, and those with a
/// start), a task
/// whose due date is too far off to reach the limit-th of them is not read at all.
extension TaskStore {
    /// A task and its urgency at the moment asked.
    public struct ScoredTask: Sendable, Hashable {
        public var task: Task
        public var urgency: Double

        public init(task: Task, urgency: Double) {
            self.task = task
            self.urgency = urgency
        }
    }

    /// Tasks matching `filter` in its order, each with its urgency under `coefficients`.
    public func scoredTasks(matching filter: TaskFilter, now: Instant,
                            coefficients: UrgencyCoefficients) throws(StoreError) -> [ScoredTask] {
        let urgency = Self.urgencyExpression(coefficients, now: now, today: zone.date(of: now))
        if filter.order == .urgency, let limit = filter.limit {
            return try mostUrgent(filter, limit: max(0, limit), urgency: urgency, coefficients: coefficients, now: now)
        }
        let (sql, values) = selectTasks(filter, now: now, extra: urgency)
        let column = Int32(Self.taskColumnCount)
        return try db.rows(sql, values) { ScoredTask(task: task(from: $0), urgency: $0.double(column)) }
    }

    static let taskColumnCount = TaskField.all.reduce(0) { $0 + $1.selected.count }

    /// How many tasks in agenda order are weighed first, to learn how urgent the limit-th is.
    static let urgencySample = 256

    private func mostUrgent(_ filter: TaskFilter, limit: Int, urgency: String, coefficients: UrgencyCoefficients,
                            now: Instant) throws(StoreError) -> [ScoredTask] {
        guard limit > 0 else { return [] }
        let inIndex = whereClause(filter, now: now)
        // `+status`: the status is tested on each row found by its id, so SQLite looks up a
        // tag's few tasks instead of walking every pending task in the agenda index.
        let byID = whereClause(filter, now: now, fromMatches: true)
        func weighed(_ extra: String, _ extraValues: [Statement.Value], order: String, limit: Int?,
                     findingByID: Bool = false) throws(StoreError) -> [(Int64, Double)] {
            let (conditions, values) = findingByID ? byID : inIndex
            let joined = conditions.isEmpty ? (extra.isEmpty ? "" : " WHERE " + extra)
                                            : conditions + (extra.isEmpty ? "" : " AND " + extra)
            let sql = "SELECT id, \(urgency) FROM tasks" + joined + " ORDER BY " + order + (limit.map { " LIMIT \($0)" } ?? "")
            return try db.rows(sql, values + extraValues) { ($0.int(0), $0.double(1)) }
        }
        let byUrgency = "2 DESC, id"
        var known: [Int64: Double] = [:]
        // The most overdue tasks first: with a due coefficient of any weight, the most urgent are among them.
        let sampleSize = max(Self.urgencySample, 4 * limit)
        let sample = try weighed("", [], order: Self.agendaOrder(), limit: sampleSize)
        for (id, value) in sample { known[id] = value }
        let tagged = coefficients.tagCoefficients.filter { $0.value > 0 }.keys.sorted()
        if !tagged.isEmpty {
            let list = tagged.map { _ in "?" }.joined(separator: ", ")
            for (id, value) in try weighed("id IN (SELECT task_id FROM task_tags WHERE tag IN (\(list)))", tagged.map { .text($0) },
                                           order: byUrgency, limit: limit, findingByID: true) {
                known[id] = value
            }
        }
        // Tasks with a start, found by their own index (`tasks_started`), and those others wait
        // for, found by `task_depends_on`, are read apart, so their coefficients need not widen
        // the due dates every other task is read from. Of them too, only those whose due date can
        // still reach the limit-th urgency known, with the most their other terms add, are weighed:
        // a database where many tasks have a start or block another would weigh them all. A task
        // with a start that blocks another is the blocking read's, so the start's read leaves
        // `blocking` out of what it adds.
        let withStart = coefficients.mostWithoutDue + max(0, coefficients.start)
        if coefficients.start > 0, let reaching = dueReaching(known, limit: limit, beside: withStart, coefficients, now: now) {
            for (id, value) in try weighed(Self.hasStart + reaching.condition, reaching.values, order: byUrgency, limit: limit) {
                known[id] = value
            }
        }
        let withBlocking = withStart + max(0, coefficients.blocking)
        if coefficients.blocking > 0, let reaching = dueReaching(known, limit: limit, beside: withBlocking, coefficients, now: now) {
            for (id, value) in try weighed("id IN (SELECT depends_on FROM task_depends)" + reaching.condition, reaching.values,
                                           order: byUrgency, limit: limit, findingByID: true) { known[id] = value }
        }
        var ranked = known.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        if sample.count == sampleSize {
            // A task left out can reach at most its due term plus `mostWithoutDue`; those that
            // cannot reach the limit-th known urgency are not read.
            var rest: [(Int64, Double)]
            if ranked.count >= limit, let bound = Self.latestDue(reaching: ranked[limit - 1].1 - coefficients.mostWithoutDue,
                                                                 coefficient: coefficients.due, now: now) {
                switch bound {
                case .none: rest = []
                // `(due_epoch IS NULL) = 0` is the agenda index's own expression, so SQLite reads
                // the range of due dates from it instead of every pending task.
                case .any: rest = try weighed("(due_epoch IS NULL) = 0", [], order: byUrgency, limit: limit)
                case .atMost(let epoch):
                    rest = try weighed("(due_epoch IS NULL) = 0 AND due_epoch <= ?", [.int(epoch)], order: byUrgency, limit: limit)
                }
            } else {
                rest = try weighed("", [], order: byUrgency, limit: limit)
            }
            for (id, value) in rest { known[id] = value }
            ranked = known.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        }
        let chosen = ranked.prefix(limit)
        guard !chosen.isEmpty else { return [] }
        let ids = chosen.map(\.0)
        var tasks: [Int64: Task] = [:]
        try db.query("SELECT \(Self.taskColumns) FROM tasks WHERE id IN (" + ids.map { _ in "?" }.joined(separator: ", ") + ")",
                     ids.map { .int($0) }) { row in
            let task = task(from: row)
            tasks[task.id] = task
        }
        return chosen.compactMap { id, value in tasks[id].map { ScoredTask(task: $0, urgency: value) } }
    }

    /// The condition (` AND …`, or "" for every task) on the due dates that can still bring a task
    /// to the `limit`-th urgency in `known` when its other terms add at most `beside`; nil when
    /// no due date can.
    private func dueReaching(_ known: [Int64: Double], limit: Int, beside: Double, _ coefficients: UrgencyCoefficients,
                             now: Instant) -> (condition: String, values: [Statement.Value])? {
        guard known.count >= limit else { return ("", []) }
        let limitth = known.values.sorted(by: >)[limit - 1]
        switch Self.latestDue(reaching: limitth - beside, coefficient: coefficients.due, now: now) {
        case nil: return ("", [])
        case .none?: return nil
        case .any?: return (" AND (due_epoch IS NULL) = 0", [])
        case .atMost(let epoch)?: return (" AND (due_epoch IS NULL) = 0 AND due_epoch <= ?", [.int(epoch)])
        }
    }

    /// The partial index `tasks_started`'s condition, written as the index is so SQLite uses it.
    static let hasStart = "(start IS NOT NULL OR start_date IS NOT NULL)"

    /// Which due dates can still bring a task's due term to `needed`.
    enum DueBound: Equatable {
        /// None can: the due term is at most the coefficient.
        case none
        /// Any due date can, but a task without one cannot.
        case any
        /// Due at this epoch second or earlier.
        case atMost(Int64)
    }

    /// nil when even a task without a due date may reach `needed` (nothing can be left out).
    static func latestDue(reaching needed: Double, coefficient: Double, now: Instant) -> DueBound? {
        guard coefficient > 0, needed > 0 else { return nil }
        let factor = needed / coefficient
        if factor > 1 { return DueBound.none }
        if factor <= 0.2 { return .any }
        // factor = (overdue days + 14) × 0.8 / 21 + 0.2, solved for the days overdue; a second
        // of slack so that rounding never leaves out a task that reaches it.
        let overdueDays = (factor - 0.2) * 21 / 0.8 - 14
        return .atMost(now.seconds - Int64((overdueDays * 86_400).rounded(.down)) + 1)
    }

    /// The urgency of the row in SQL, the coefficients and the moment written into it.
    static func urgencyExpression(_ c: UrgencyCoefficients, now: Instant, today: CivilDate) -> String {
        func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "0.0" }
        let n = now.seconds
        // Taskwarrior's due factor: 1.0 from 7 days overdue, 0.2 from 14 days ahead, linear between.
        var terms = ["""
            \(number(c.due)) * (CASE WHEN due_epoch IS NULL THEN 0.0 WHEN \(n) - due_epoch >= 604800 THEN 1.0 \
            WHEN \(n) - due_epoch >= -1209600 THEN (\(n) - due_epoch + 1209600) * 0.8 / 1814400.0 + 0.2 ELSE 0.2 END)
            """]
        terms.append("(CASE priority WHEN 'high' THEN \(number(c.priorityHigh)) WHEN 'medium' THEN \(number(c.priorityMedium)) "
                     + "WHEN 'low' THEN \(number(c.priorityLow)) ELSE 0.0 END)")
        if c.start != 0 {
            terms.append("\(number(c.start)) * (CASE WHEN start_date IS NOT NULL THEN start_date <= '\(today)' "
                         + "WHEN start IS NOT NULL THEN unixepoch(start) <= \(n) ELSE 0 END)")
        }
        if c.age != 0 {
            let age = c.ageMaxDays > 0 ? "min(1.0, max(0, \(n) - created_at) / \(number(c.ageMaxDays * 86_400)))" : "1.0"
            terms.append("\(number(c.age)) * \(age)")
        }
        for (field, count) in TaskField.countedByUrgency where c[count: field.name] != 0 {
            terms.append("\(number(c[count: field.name])) * (CASE \(count.column) WHEN 0 THEN 0.0 WHEN 1 THEN 0.8 WHEN 2 THEN 0.9 ELSE 1.0 END)")
        }
        if c.project != 0 { terms.append("\(number(c.project)) * (project IS NOT NULL)") }
        if c.blocking != 0 { terms.append("\(number(c.blocking)) * \(blockingColumn)") }
        if c.blocked != 0 { terms.append("\(number(c.blocked)) * \(blockedColumn)") }
        for (tag, value) in c.tagCoefficients.sorted(by: { $0.key < $1.key }) where value != 0 {
            let literal = "'" + tag.replacingOccurrences(of: "'", with: "''") + "'"
            terms.append("\(number(value)) * (id IN (SELECT task_id FROM task_tags WHERE tag = \(literal)))")
        }
        return "(" + terms.joined(separator: " + ") + ")"
    }
}
