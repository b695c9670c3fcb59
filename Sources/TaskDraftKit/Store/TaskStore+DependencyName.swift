/// The open tasks a dependency's words name ("after the budget is approved",
/// `DependencyName`): what the parser cannot look up, asked of the store by the draft's surface.
extension TaskStore {
    /// Pending tasks whose title holds every one of `words` (`DependencyName.title(_:holds:)`),
    /// in id order, at most `limit` of them. A done or deleted task is never named so.
    public func openTasks(holding words: [String], limit: Int) throws(StoreError) -> [NamedTask] {
        guard !words.isEmpty, limit > 0 else { return [] }
        var sql = "SELECT id, uuid, title FROM tasks WHERE status = ?"
        var values: [Statement.Value] = [.text(TaskStatus.pending.rawValue)]
        if let match = Self.titlePrefilter(words) {
            sql += " AND id IN (SELECT rowid FROM tasks_fts WHERE tasks_fts MATCH ?)"
            values.append(.text(match))
        }
        sql += " ORDER BY id"
        var found: [NamedTask] = []
        try db.query(sql, values) { row in
            guard found.count < limit else { return }
            let title = row.string(2)
            if DependencyName.title(title, holds: words) { found.append(NamedTask(id: row.int(0), uid: row.string(1), title: title)) }
        }
        return found
    }

    /// A full-text query that finds every title the rule can hold, and a few more it then
    /// leaves: the index folds case and most accents (and ё, by its triggers) but keeps ł,
    /// so each word is asked for up to its first l, which the title's word starts with whether
    /// it was written with ł or l. A word cut shorter than two letters asks nothing; with no
    /// word left, every open title is read.
    static func titlePrefilter(_ words: [String]) -> String? {
        let asked = words.compactMap { word -> String? in
            let cut = word.prefix { $0 != "l" }
            guard cut.count >= 2 else { return nil }
            return "\"" + String(cut).replacingOccurrences(of: "\"", with: "\"\"") + "\"*"
        }
        guard !asked.isEmpty else { return nil }
        return "title : (" + asked.joined(separator: " ") + ")"
    }
}
