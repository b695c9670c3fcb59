/// The few indexed lookups shell completion makes (`taskdraft __complete`): each is a seek into
/// an index and a bounded walk, so a Tab answers at once over any number of tasks.
extension TaskStore {
    /// Pending tasks whose id starts with the digits `prefix`, shortest ids first; with no
    /// prefix, the first `limit` tasks in `list` order (the ones a person is looking at).
    public func completionIDs(prefix: String, limit: Int) throws(StoreError) -> [(id: Int64, title: String)] {
        var result: [(id: Int64, title: String)] = []
        guard limit > 0 else { return result }
        if prefix.isEmpty {
            try db.query("""
                SELECT id, title FROM tasks WHERE status = 'pending'
                ORDER BY status, due_epoch IS NULL, due_epoch,
                  (CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END), id LIMIT ?
                """, [.int(Int64(limit))]) { row in result.append((row.int(0), row.string(1))) }
            return result
        }
        // The ids that start with "12" are 12, 120…129, 1200…1299, …: one rowid range per length.
        // `+status` keeps SQLite on the rowid range: with a plain `status =` it walks every
        // pending task in the agenda index instead (30 ms over 100,000 tasks).
        guard prefix.allSatisfy(\.isASCII), let first = Int64(prefix), first > 0, !prefix.hasPrefix("0") else { return result }
        guard let maxID = try db.first("SELECT max(id) FROM tasks", [], { $0.optionalInt(0) }) ?? nil else { return result }
        var low = first, width: Int64 = 1
        while low <= maxID, result.count < limit {
            try db.query("SELECT id, title FROM tasks WHERE id BETWEEN ? AND ? AND +status = 'pending' ORDER BY id LIMIT ?",
                         [.int(low), .int(low + width - 1), .int(Int64(limit - result.count))]) { row in
                result.append((row.int(0), row.string(1)))
            }
            let (nextLow, overflow) = low.multipliedReportingOverflow(by: 10)
            if overflow { break }
            low = nextLow
            width *= 10
        }
        return result
    }

    /// Distinct tags starting with `prefix`, in order.
    public func completionTags(prefix: String, limit: Int) throws(StoreError) -> [String] {
        try distinctValues(prefix: prefix, limit: limit) { "SELECT tag FROM task_tags WHERE tag \($0) ? AND tag < ? ORDER BY tag LIMIT 1" }
    }

    /// Distinct projects starting with `prefix`, in order.
    public func completionProjects(prefix: String, limit: Int) throws(StoreError) -> [String] {
        try distinctValues(prefix: prefix, limit: limit) {
            "SELECT project FROM tasks WHERE project IS NOT NULL AND project \($0) ? AND project < ? ORDER BY project LIMIT 1" }
    }

    /// A skip scan: one index seek per distinct value, instead of a walk over every row that
    /// holds one (a `SELECT DISTINCT` reads all 100,000 tags of 100,000 tasks).
    /// `sql` makes the seek for a comparison (`>=` for the first, `>` after).
    private func distinctValues(prefix: String, limit: Int, _ sql: (String) -> String) throws(StoreError) -> [String] {
        // U+10FFFF sorts after every character SQLite's binary collation can meet.
        let upper = prefix + "\u{10FFFF}"
        var values: [String] = []
        guard limit > 0, let first = try db.first(sql(">="), [.text(prefix), .text(upper)], { $0.string(0) }) else { return values }
        values.append(first)
        var after = first
        while values.count < limit, let next = try db.first(sql(">"), [.text(after), .text(upper)], { $0.string(0) }) {
            values.append(next)
            after = next
        }
        return values
    }
}
