import CSQLite

/// A failure in the SQLite store. It names the database file, the statement and SQLite's
/// result code, and never the bound values: titles and notes stay out of error text.
public struct StoreError: Error, CustomStringConvertible, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The file cannot be opened or is not a database.
        case cannotOpen
        /// Another writer held the lock past the busy timeout.
        case busy
        /// A UNIQUE, NOT NULL, CHECK or foreign-key rule refused the change.
        case constraint
        /// The database was written by a newer taskdraft.
        case newerSchema
        case other
    }

    public let kind: Kind
    public let path: String
    public let code: Int32
    public let message: String
    public let statement: String?

    public init(kind: Kind, path: String, code: Int32, message: String, statement: String? = nil) {
        self.kind = kind
        self.path = path
        self.code = code
        self.message = message
        self.statement = statement
    }

    static func from(code: Int32, handle: OpaquePointer?, path: String, statement: String?) -> StoreError {
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
        let primary = code & 0xFF
        let kind: Kind
        switch primary {
        case SQLITE_BUSY, SQLITE_LOCKED: kind = .busy
        case SQLITE_CONSTRAINT: kind = .constraint
        case SQLITE_CANTOPEN, SQLITE_NOTADB: kind = .cannotOpen
        default: kind = .other
        }
        return StoreError(kind: kind, path: path, code: code, message: message, statement: statement)
    }

    /// One line: what failed, where, and SQLite's own words.
    public var description: String {
        switch kind {
        case .cannotOpen:
            return "cannot open database \(path): \(message)"
        case .newerSchema:
            return "database \(path) \(message)"
        default:
            let sql = statement.map { " while executing `\(Self.oneLine($0))`" } ?? ""
            return "database \(path): SQLite error \(code): \(message)\(sql)"
        }
    }

    private static func oneLine(_ sql: String) -> String {
        sql.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.joined(separator: " ")
    }
}
