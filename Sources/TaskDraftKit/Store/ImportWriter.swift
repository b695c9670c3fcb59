import CSQLite

/// The store's side of a batch import: while it lives, the connection is set up for bulk
/// inserts (`TaskStore.beginImport`), and it holds at most one write transaction that stays
/// open across calls, because the import, not a fixed record count, decides when to commit
/// (see `ImportCommitter`). It owns BEGIN, COMMIT and ROLLBACK, so the domain above it never
/// touches the SQLite connection. Not thread-safe: one per import.
final class ImportWriter {
    private let store: TaskStore
    private let statements: TaskStore.ImportStatements
    /// The highest task id when the open transaction began (ids above it are its tasks), and
    /// the highest so far; nil when no transaction is open.
    private var ids: (before: Int64, last: Int64)?

    init(store: TaskStore) throws(StoreError) {
        self.store = store
        statements = try store.beginImport()
    }

    deinit {
        // An import that stopped without committing keeps nothing of its open transaction,
        // exactly as if it had been killed.
        rollback()
        store.endImport()
    }

    var isOpen: Bool { ids != nil }

    /// Opens the write transaction (BEGIN IMMEDIATE, as every write) unless one is open.
    /// `write { }` calls until `commit` join it (a transcript entry, an undo entry).
    func open() throws(StoreError) {
        _ = try openIDs()
    }

    /// The open transaction's ids, opening it first when none is.
    private func openIDs() throws(StoreError) -> (before: Int64, last: Int64) {
        if let ids { return ids }
        try store.db.beginOpenWrite()
        do {
            let last = try store.maximumTaskID()
            ids = (last, last)
            return (last, last)
        } catch {
            store.db.rollbackOpenWrite()
            throw error
        }
    }

    /// Inserts the records' tasks in the transaction (opened first when none is), in order,
    /// and says which id each got: nil where a task with the record's key or UUID already exists.
    func insert(_ records: [ImportRecord], uuids: [String], now: Instant) throws(StoreError) -> [Int64?] {
        var current = try openIDs()
        let inserted = try store.insertImported(records[...], uuids: uuids[...], now: now, lastID: &current.last, using: statements)
        ids = current
        return inserted
    }

    /// The task a record collided with: by idempotency key, else by UUID. When neither is
    /// stored, a rule of the database other than taskdraft's two refused the row (a crafted
    /// or hand-edited file): the import fails with that, as with any other store failure.
    func existingTaskID(key: String, uuid: String?) throws(StoreError) -> Int64 {
        guard let id = try store.existingTaskID(key: key, uuid: uuid, using: statements) else {
            throw StoreError(kind: .constraint, path: store.path, code: SQLITE_CONSTRAINT, reason: .importedTaskRefused)
        }
        return id
    }

    /// Writes the full-text row, and `audit` with each task's id, for every task the open
    /// transaction inserted.
    func writeSearchAndAuditRows(audit: AuditEntry) throws(StoreError) {
        guard let ids else { return }  // no transaction open: it inserted no task to write rows for
        try store.writeSearchAndAuditRows(after: ids.before, audit: audit, using: statements)
    }

    /// Commits the open transaction; on failure nothing of it stays.
    func commit() throws(StoreError) {
        guard ids != nil else { return }
        ids = nil
        try store.db.commitOpenWrite()
    }

    /// Drops the open transaction, if any.
    func rollback() {
        guard ids != nil else { return }
        ids = nil
        store.db.rollbackOpenWrite()
    }
}
