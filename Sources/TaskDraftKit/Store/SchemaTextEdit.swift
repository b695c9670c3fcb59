import CSQLite

/// One piece of a table's CREATE statement, as `sqlite_schema` stores it, replaced in place:
/// for a change SQLite's ALTER TABLE cannot make and that leaves every stored row as it is
/// (a constraint rewritten to an equivalent one).
///
/// In place rather than SQLite's 12-step rebuild (new table, copy, drop, rename): the rebuild
/// copies every row and its index entries and refills the full-text index (~7 s and a WAL the
/// size of the file at a million tasks), must drop and recreate the triggers that feed
/// `tasks_fts`, and needs foreign keys off — which SQLite ignores inside a transaction, and each
/// migration step is one. Editing the text touches one page whatever the table's size (0.06 s
/// to open and migrate a million-task file).
struct SchemaTextEdit: Sendable {
    let table: String
    let old: String
    let new: String

    /// SQLite's procedure for schema changes that keep the on-disk format
    /// (https://sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema Changes"),
    /// run in the caller's write transaction, so a failure rolls the text back. Each `old` must
    /// occur exactly once in its table's text: anything else means another hand shaped the file,
    /// and the step fails rather than guess. The last check is that the schema still parses; a
    /// whole-file `integrity_check` would read every row (3.5 s at a million tasks) to find
    /// what a text-only change cannot cause.
    static func apply(_ edits: [SchemaTextEdit], in db: SQLiteConnection) throws(StoreError) {
        precondition(db.isInTransaction, "a schema text edit runs inside the step's write transaction")
        // Defensive mode refuses writes to sqlite_schema; this connection's own setting, restored after.
        let defensive = taskdraft_sqlite_defensive(db.handle, -1)
        if defensive != 0 { _ = taskdraft_sqlite_defensive(db.handle, 0) }
        defer { if defensive != 0 { _ = taskdraft_sqlite_defensive(db.handle, 1) } }

        let version = try db.first("PRAGMA schema_version") { $0.int(0) } ?? 0
        try db.executeScript("PRAGMA writable_schema = ON")
        do throws(StoreError) {
            for edit in edits {
                // `instr` of the text after the first match: a second occurrence is refused too.
                try db.execute("""
                    UPDATE sqlite_schema SET sql = replace(sql, ?2, ?3)
                    WHERE type = 'table' AND name = ?1 AND instr(sql, ?2) > 0
                      AND instr(substr(sql, instr(sql, ?2) + 1), ?2) = 0
                    """, [.text(edit.table), .text(edit.old), .text(edit.new)])
                guard db.changes == 1 else {
                    throw StoreError(kind: .other, path: db.path, code: SQLITE_ERROR,
                                     reason: .schemaTextNotFound(table: edit.table))
                }
            }
            // Other connections (and this one's parsed schema) reload when the cookie moves.
            try db.executeScript("PRAGMA schema_version = \(version + 1)")
        } catch {
            try? db.executeScript("PRAGMA writable_schema = OFF")
            throw error
        }
        // With writable_schema on, SQLite tolerates a schema it cannot parse; off, the check
        // below reloads it and fails on any text that does not parse.
        try db.executeScript("PRAGMA writable_schema = OFF")
        let check = try db.rows("PRAGMA integrity_check(sqlite_schema)") { $0.string(0) }
        guard check == ["ok"] else {
            throw StoreError(kind: .other, path: db.path, code: SQLITE_CORRUPT,
                             reason: .rewrittenSchemaFailedCheck(check))
        }
    }
}
