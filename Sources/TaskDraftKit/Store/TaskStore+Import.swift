import CSQLite
/// Batch import rows: the task rows through prepared statements of their own, bound column by
/// column and reused for every record, so a 100,000-record import parses each SQL text once;
/// a task's side tables through the store's own writers (`TaskField.sideRows`), whose
/// statements the connection keeps by their text.
extension TaskStore {
    /// SQLite's page cache while importing, in KiB. The default 2 MiB stops holding the
    /// random-order indexes (UUID, idempotency key, agenda) of a large table, and each page
    /// evicted from one transaction is read back from the WAL in the next.
    static let importCacheKiB = 32 * 1024
    /// WAL pages between automatic checkpoints while importing (SQLite's default is 1,000).
    /// A second of importing writes more than 1,000 pages, so the default checkpoints
    /// (copies to the database and fsyncs) after every transaction; this lets the WAL grow to
    /// about 64 MiB first and copies each page once per checkpoint instead of once per commit.
    static let importCheckpointPages = 16_384

    /// The statements an import reuses, prepared while triggers are off (see `beginImport`).
    final class ImportStatements {
        /// `OR IGNORE` covers both UNIQUE columns: a record whose idempotency key or UUID is
        /// already stored inserts nothing and reports zero changes, in one step. (The other
        /// constraints cannot fail: records are validated before they get here.)
        let insertTask: Statement
        /// The same for `importRowsPerStatement` rows at once.
        let insertTasks: Statement
        /// The full-text rows the `tasks_fts_insert` trigger would write, with the same ё → е
        /// folding (Migrations, step 001), for every task above an id: once per transaction, since
        /// each statement costs a cursor per index opened and closed, whatever it inserts.
        let insertSearchRows: Statement
        /// One audit row per task above an id, also once per transaction.
        let insertAuditRows: Statement
        let findExisting: Statement

        init(_ db: SQLiteConnection) throws(StoreError) {
            let insert = "INSERT OR IGNORE INTO tasks (" + TaskStore.writtenColumns.joined(separator: ", ") + ") VALUES"
            let row = "(" + Array(repeating: "?", count: Int(TaskStore.importColumns)).joined(separator: ", ") + ")"
            insertTask = try db.prepared(insert + " " + row)
            insertTasks = try db.prepared(insert + " " + Array(repeating: row, count: TaskStore.importRowsPerStatement)
                .joined(separator: ", "))
            insertSearchRows = try db.prepared("""
                INSERT INTO tasks_fts (rowid, title, notes)
                SELECT id, replace(replace(title, 'ё', 'е'), 'Ё', 'Е'), replace(replace(notes, 'ё', 'е'), 'Ё', 'Е')
                FROM tasks WHERE id > ? ORDER BY id
                """)
            insertAuditRows = try db.prepared("""
                INSERT INTO audit_log (at, caller_kind, caller_name, intent, task_id, outcome, detail)
                SELECT ?, ?, ?, ?, id, ?, ? FROM tasks WHERE id > ? ORDER BY id
                """)
            findExisting = try db.prepared("SELECT id FROM tasks WHERE idempotency_key = ? UNION ALL SELECT id FROM tasks WHERE uuid = ? LIMIT 1")
        }
    }

    /// Readies this connection for a batch import. Every setting here belongs to this
    /// connection only (other processes are untouched) and is undone by `endImport`; the
    /// import statements are prepared after it, so they are compiled with it.
    ///
    /// - Triggers off: in SQLite 3.40 an INSERT whose trigger writes to an FTS5 table runs in
    ///   a statement savepoint, and FTS5 writes its pending terms out at every savepoint: one
    ///   tiny index segment per row, then merges, five times the cost of the insert itself.
    ///   The import writes the full-text row itself.
    /// - CHECK constraints off: `status IN (…)` and `priority IN (…)` compile to two temporary
    ///   B-trees built for every row. Imported records carry both as Swift enums, so the
    ///   values are valid by construction.
    /// - Foreign keys off: a statement that may fail a foreign-key check runs with a statement
    ///   journal, which copies every page the statement touches first; with random keys that
    ///   is most index pages a multi-row INSERT reaches, again for every statement (a fifth of
    ///   a 100,000-record import). The import's rows cannot break a key: tasks are inserted
    ///   without `recurs_from`, and tags and annotations name the tasks just inserted.
    /// - Temporary storage in memory, a larger page cache, fewer checkpoints (see the constants).
    func beginImport() throws(StoreError) -> ImportStatements {
        try db.executeScript("""
            PRAGMA cache_size = -\(Self.importCacheKiB); PRAGMA wal_autocheckpoint = \(Self.importCheckpointPages);
            PRAGMA temp_store = MEMORY; PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF
            """)
        taskdraft_sqlite_enable_triggers(db.handle, 0)
        return try ImportStatements(db)
    }

    func endImport() {
        taskdraft_sqlite_enable_triggers(db.handle, 1)
        try? db.executeScript("""
            PRAGMA cache_size = -2000; PRAGMA wal_autocheckpoint = 1000; PRAGMA temp_store = DEFAULT;
            PRAGMA ignore_check_constraints = OFF; PRAGMA foreign_keys = ON
            """)
    }

    /// Rows per multi-row INSERT. A statement opens and closes a cursor on the table and each
    /// of its indexes, whatever it inserts; 32 rows share that cost, with 480 parameters,
    /// far below SQLite's limit of 32,766.
    static let importRowsPerStatement = 32
    static let importColumns = Int32(writtenColumns.count)

    /// The side tables an import writes with each task (tags, notes): a relation's rows (links)
    /// wait until the tasks they name are in (`RelationKind`), since a record names them by UID
    /// or by its file's numbers, which are no ids here.
    static let importedSideRows = TaskField.all.filter { field in
        !TaskField.taskValued.contains { $0.field === field }
    }.compactMap(\.sideRows)

    /// Inserts imported tasks with their tags and notes, in order, and says which id each got: nil where
    /// a task with the record's key or UUID already exists (nothing is written for it). Call
    /// inside a write transaction with `lastID`, the highest task id (kept up to date here),
    /// and `writeSearchAndAuditRows` before it commits: the full-text and audit rows are written there.
    func insertImported(_ records: ArraySlice<ImportRecord>, uuids: ArraySlice<String>, now: Instant, lastID: inout Int64,
                        using s: ImportStatements) throws(StoreError) -> [Int64?] {
        var ids: [Int64?] = []
        ids.reserveCapacity(records.count)
        // The tasks as their rows made them, whose side tables are written once their ids are known.
        var tasks: [Task] = []
        tasks.reserveCapacity(records.count)
        var values: [Statement.Value] = []
        values.reserveCapacity(Int(Self.importColumns))
        var index = records.startIndex
        while index < records.endIndex {
            let count = records.endIndex - index >= Self.importRowsPerStatement ? Self.importRowsPerStatement : 1
            let statement = count == 1 ? s.insertTask : s.insertTasks
            for row in 0..<count {
                let uuid = uuids[uuids.startIndex + (index - records.startIndex) + row]
                let task = records[index + row].task(uuid: uuid, now: now)
                tasks.append(task)
                values.removeAll(keepingCapacity: true)
                for field in TaskField.all { field.values(task, zone, &values) }
                try statement.bind(values, at: Int32(row) * Self.importColumns)
            }
            try statement.run()
            // Without a conflict the rows got consecutive ids (each new rowid is the largest
            // plus one, and this transaction holds the write lock); the last one proves it.
            if db.changes == count && db.lastInsertRowID == lastID + Int64(count) {
                for row in 0..<count { ids.append(lastID + 1 + Int64(row)) }
                lastID += Int64(count)
            } else if count == 1 {
                ids.append(nil)
            } else {
                var byUUID: [String: Int64] = [:]
                try db.query("SELECT id, uuid FROM tasks WHERE id > ?", [.int(lastID)]) { row in byUUID[row.string(1)] = row.int(0) }
                for row in 0..<count {
                    let id = byUUID.removeValue(forKey: uuids[uuids.startIndex + (index - records.startIndex) + row])
                    ids.append(id)
                    if let id { lastID = max(lastID, id) }
                }
            }
            index += count
        }
        for (var task, id) in zip(tasks, ids) {
            guard let id else { continue }
            task.id = id
            for rows in Self.importedSideRows { try rows.insert(self, task) }
        }
        return ids
    }

    /// Writes the full-text row and an audit row (`entry`, with each task's id) for every
    /// task inserted since `lastIDBefore`, the highest id when the transaction began.
    /// Holding the write lock, nobody else can have added a task in between.
    func writeSearchAndAuditRows(after lastIDBefore: Int64, audit entry: AuditEntry, using s: ImportStatements) throws(StoreError) {
        try s.insertSearchRows.bind(1, lastIDBefore)
        try s.insertSearchRows.run()
        let insert = s.insertAuditRows
        try insert.bind(1, entry.at.seconds)
        try insert.bind(2, entry.caller.kind.rawValue)
        try insert.bind(3, entry.caller.name)
        try insert.bind(4, entry.intent.word)
        try insert.bind(5, entry.outcome.rawValue)
        try insert.bind(6, entry.detail)
        try insert.bind(7, lastIDBefore)
        try insert.run()
    }

    /// The task a record collided with: by idempotency key, else by UUID.
    func existingTaskID(key: String, uuid: String?, using s: ImportStatements) throws(StoreError) -> Int64? {
        try s.findExisting.bind(1, key)
        try s.findExisting.bind(2, uuid)
        return try s.findExisting.firstInt()
    }

    /// The highest task id so far (0 for an empty table): ids above it are new.
    func maximumTaskID() throws(StoreError) -> Int64 {
        try db.first("SELECT coalesce(max(id), 0) FROM tasks") { $0.int(0) } ?? 0
    }

    /// Removes every task one import run created (undo of an import); returns how many.
    func removeImported(run detail: String) throws(StoreError) -> Int {
        // Each removed task takes its entries out of random-order indexes (UUID, idempotency
        // key, agenda); with the default 2 MiB cache a large undo evicts and re-reads those
        // pages from the WAL. The import's cache, for this statement only.
        try db.executeScript("PRAGMA cache_size = -\(Self.importCacheKiB)")
        defer { try? db.executeScript("PRAGMA cache_size = -2000") }
        try db.execute("""
            DELETE FROM tasks WHERE id IN (
              SELECT task_id FROM audit_log WHERE intent = 'import' AND outcome = 'ok' AND detail = ? AND task_id IS NOT NULL)
            """, [.text(detail)])
        return db.changes
    }

    public func setUndoSummary(_ id: Int64, _ summary: UndoSummary) throws(StoreError) {
        try db.execute("UPDATE undo_log SET summary = ?, summary_value = ? WHERE id = ?",
                       [.text(summary.english), .text(JSONWriter.serialize(summary.storedValue)), .int(id)])
    }
}
