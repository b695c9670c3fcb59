import CSQLite
import Glibc

/// One connection to one SQLite file, with its prepared statements cached by SQL text.
///
/// All SQL goes through `execute`/`query` with `?` placeholders; transactions go through
/// `write { }` (BEGIN IMMEDIATE) and `read { }`. Not thread-safe: one per thread.
public final class SQLiteConnection {
    public let path: String
    let handle: OpaquePointer
    private var statements: [String: Statement] = [:]
    private var transactionDepth = 0
    /// Runs once, just before the connection's first write transaction (`TaskStore` keeps
    /// its WAL short there).
    var beforeFirstWrite: (() -> Void)?
    /// Keeps this process's write transactions on the file one at a time (nil: no file, or read-only).
    private let writeGate: WriteGate?
    private var holdsWriteGate = false

    /// How long a writer waits for another process's lock before failing.
    public static let busyTimeoutMilliseconds: Int32 = 10_000

    /// Process-wide SQLite settings, applied before the first connection initialises SQLite.
    private static let configured: Bool = {
        taskdraft_sqlite_no_memory_statistics()
        taskdraft_sqlite_no_page_cache_bulk()
        return true
    }()

    /// `readOnly` opens an existing file without taking any lock a writer would wait for.
    public init(path: String, create: Bool = true, readOnly: Bool = false) throws(StoreError) {
        _ = SQLiteConnection.configured
        self.path = path
        var pointer: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        let flags = access | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &pointer, flags, nil)
        guard code == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(pointer)
            throw StoreError(kind: .cannotOpen, path: path, code: code, message: message)
        }
        handle = pointer
        // Once open, so the file exists and every path to it resolves to one gate.
        writeGate = readOnly ? nil : WriteGate.forFile(path)
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, SQLiteConnection.busyTimeoutMilliseconds)
    }

    deinit {
        leaveWriteGate()
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    func error(_ code: Int32, _ sql: String?) -> StoreError {
        StoreError.from(code: code, handle: handle, path: path, statement: sql)
    }

    /// Runs SQL without results or parameters (schema, pragmas); may hold several statements.
    public func executeScript(_ sql: String) throws(StoreError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code, sql) }
    }

    /// The cached statement for `sql`, prepared on first use.
    func prepared(_ sql: String) throws(StoreError) -> Statement {
        if let cached = statements[sql] { return cached }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else { throw error(code, sql) }
        let statement = Statement(handle: pointer, sql: sql, connection: self)
        statements[sql] = statement
        return statement
    }

    /// How many times the statement for `sql` has run on this connection, by SQLite's count
    /// (`SQLITE_STMTSTATUS_RUN`); 0 when it was never prepared. What a walk reads, where its
    /// rows are its cost.
    func runs(of sql: String) -> Int {
        statements[sql].map { Int(sqlite3_stmt_status($0.handle, SQLITE_STMTSTATUS_RUN, 0)) } ?? 0
    }

    /// Runs one statement that returns no rows.
    public func execute(_ sql: String, _ values: [Statement.Value] = []) throws(StoreError) {
        let statement = try prepared(sql)
        try statement.bind(values)
        while try statement.step() {}
        sqlite3_reset(statement.handle)
    }

    /// Runs one query and calls `body` for each row.
    public func query(_ sql: String, _ values: [Statement.Value] = [], _ body: (Row) throws(StoreError) -> Void) throws(StoreError) {
        let statement = try prepared(sql)
        try statement.bind(values)
        defer { sqlite3_reset(statement.handle) }
        while try statement.step() {
            try body(Row(handle: statement.handle))
        }
    }

    /// The rows of a query, each turned into a value.
    public func rows<T>(_ sql: String, _ values: [Statement.Value] = [], _ transform: (Row) -> T) throws(StoreError) -> [T] {
        var result: [T] = []
        try query(sql, values) { row in result.append(transform(row)) }
        return result
    }

    /// The first row of a query, turned into a value.
    public func first<T>(_ sql: String, _ values: [Statement.Value] = [], _ transform: (Row) -> T) throws(StoreError) -> T? {
        let statement = try prepared(sql)
        try statement.bind(values)
        defer { sqlite3_reset(statement.handle) }
        return try statement.step() ? transform(Row(handle: statement.handle)) : nil
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
    /// Whether a `write`, `read` or open write is in progress (a nested `write` would join it).
    public var isInTransaction: Bool { transactionDepth > 0 }
    public var changes: Int { Int(sqlite3_changes(handle)) }
    /// Rows inserted, updated or deleted on this connection since it opened, triggers' included.
    public var totalChanges: Int64 { sqlite3_total_changes64(handle) }

    /// Runs `body` in a write transaction; rolls back if it throws.
    ///
    /// BEGIN IMMEDIATE takes the write lock up front: a deferred transaction that later
    /// upgrades to a write can get SQLITE_BUSY that no busy timeout cures (another writer
    /// committed in between), which is how parallel writers end in "database is locked".
    /// Nested calls join the outer transaction.
    public func write<T, E: Error>(_ body: () throws(E) -> T) throws -> T {
        try inWriteTransaction({ () throws -> T in try body() }, storeFailure: { $0 })
    }

    /// `write` for a body whose only failures are the store's: the transaction's failures and
    /// the body's are one type, so a caller has no other error to account for.
    public func writing<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try inWriteTransaction(body, storeFailure: { $0 })
    }

    /// `write` and `writing` both: `storeFailure` makes the transaction's own failure (BEGIN,
    /// COMMIT) one of the body's error type, so each caller keeps the type it throws.
    private func inWriteTransaction<T, E: Error>(_ body: () throws(E) -> T, storeFailure: (StoreError) -> E) throws(E) -> T {
        if transactionDepth > 0 { return try body() }
        do throws(StoreError) { try beginOpenWrite() } catch { throw storeFailure(error) }
        do throws(E) {
            let result = try body()
            do throws(StoreError) { try commitOpenWrite() } catch { throw storeFailure(error) }
            return result
        } catch {
            rollbackOpenWrite()
            throw error
        }
    }

    /// Opens a write transaction (BEGIN IMMEDIATE, as `write`) that stays open across calls,
    /// for work that decides for itself when to commit: a batch import adds records as they
    /// arrive and commits when its input pauses. `write { }` calls in between join it; end it
    /// with `commitOpenWrite` or `rollbackOpenWrite`.
    public func beginOpenWrite() throws(StoreError) {
        precondition(transactionDepth == 0, "a write transaction is already open")
        if let firstWrite = beforeFirstWrite {
            beforeFirstWrite = nil
            firstWrite()
        }
        if let writeGate { holdsWriteGate = writeGate.enter(within: Int(Self.busyTimeoutMilliseconds)) }
        do {
            try executeScript("BEGIN IMMEDIATE")
        } catch {
            leaveWriteGate()
            throw error
        }
        transactionDepth = 1
    }

    private func leaveWriteGate() {
        if holdsWriteGate { writeGate?.leave() }
        holdsWriteGate = false
    }

    public func commitOpenWrite() throws(StoreError) {
        precondition(transactionDepth == 1, "no open write transaction to commit")
        do {
            try executeScript("COMMIT")
            transactionDepth = 0
            leaveWriteGate()
        } catch {
            rollbackOpenWrite()
            throw error
        }
    }

    public func rollbackOpenWrite() {
        transactionDepth = 0
        if sqlite3_get_autocommit(handle) == 0 { _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
        leaveWriteGate()
    }

    /// Runs `body` in a read transaction, so its queries see one snapshot.
    public func read<T, E: Error>(_ body: () throws(E) -> T) throws -> T {
        if transactionDepth > 0 { return try body() }
        try executeScript("BEGIN")
        transactionDepth += 1
        defer {
            transactionDepth -= 1
            _ = sqlite3_exec(handle, "COMMIT", nil, nil, nil)
        }
        return try body()
    }
}
