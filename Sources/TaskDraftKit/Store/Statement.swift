import CSQLite

/// A prepared statement. Owned and cached by its `SQLiteConnection`; reset after each use.
public final class Statement {
    let handle: OpaquePointer
    let sql: String
    unowned let connection: SQLiteConnection

    init(handle: OpaquePointer, sql: String, connection: SQLiteConnection) {
        self.handle = handle
        self.sql = sql
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// A value that can be bound to a `?` placeholder.
    public enum Value: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case null
        case int(Int64)
        case double(Double)
        case text(String)

        public init(stringLiteral value: String) { self = .text(value) }
        public init(integerLiteral value: Int64) { self = .int(value) }

        public static func optional(_ s: String?) -> Value { s.map(Value.text) ?? .null }
        public static func optional(_ i: Int64?) -> Value { i.map(Value.int) ?? .null }
    }

    func bind(_ values: [Value]) throws(StoreError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        precondition(values.count == Int(sqlite3_bind_parameter_count(handle)),
                     "statement takes \(sqlite3_bind_parameter_count(handle)) arguments, given \(values.count): \(sql)")
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .int(let i): code = sqlite3_bind_int64(handle, index, i)
            case .double(let d): code = sqlite3_bind_double(handle, index, d)
            case .text(let s): code = sqlite3_bind_text(handle, index, s, -1, taskdraft_sqlite_transient())
            }
            guard code == SQLITE_OK else { throw connection.error(code, sql) }
        }
    }

    /// Binds one text parameter (1-based), or NULL. For hot loops that reuse a statement
    /// without building an array of values per row.
    func bind(_ index: Int32, _ text: String?) throws(StoreError) {
        let code: Int32
        if var text, !text.isEmpty {
            // The string's own UTF-8 storage, without the C-string copy an implicit conversion makes.
            code = text.withUTF8 { sqlite3_bind_text(handle, index, $0.baseAddress, Int32($0.count), taskdraft_sqlite_transient()) }
        } else if text != nil {
            code = sqlite3_bind_text(handle, index, "", 0, taskdraft_sqlite_transient())  // empty, not NULL
        } else {
            code = sqlite3_bind_null(handle, index)
        }
        guard code == SQLITE_OK else { throw connection.error(code, sql) }
    }

    /// Binds `values` to the parameters after `offset`, without resetting: one row of a
    /// multi-row statement reused with `run()`.
    func bind(_ values: [Value], at offset: Int32) throws(StoreError) {
        for (i, value) in values.enumerated() {
            let index = offset + Int32(i) + 1
            switch value {
            case .null: try bind(index, nil as Int64?)
            case .int(let v): try bind(index, v)
            case .double(let d):
                let code = sqlite3_bind_double(handle, index, d)
                guard code == SQLITE_OK else { throw connection.error(code, sql) }
            case .text(let s): try bind(index, s)
            }
        }
    }

    func bind(_ index: Int32, _ value: Int64?) throws(StoreError) {
        let code = value.map { sqlite3_bind_int64(handle, index, $0) } ?? sqlite3_bind_null(handle, index)
        guard code == SQLITE_OK else { throw connection.error(code, sql) }
    }

    /// Runs a statement bound with `bind(_:_:)` to completion and resets it for the next row.
    func run() throws(StoreError) {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// The first column of the first row as an integer, then resets.
    func firstInt() throws(StoreError) -> Int64? {
        defer { sqlite3_reset(handle) }
        return try step() ? sqlite3_column_int64(handle, 0) : nil
    }

    /// Steps once: true while a row is available.
    func step() throws(StoreError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            sqlite3_reset(handle)
            throw connection.error(code, sql)
        }
    }
}

/// The current row of a stepping statement. Valid only inside the closure it was given to.
public struct Row {
    let handle: OpaquePointer

    public func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    public func optionalInt(_ column: Int32) -> Int64? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, column)
    }

    public func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    public func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    public func optionalString(_ column: Int32) -> String? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : string(column)
    }
}
