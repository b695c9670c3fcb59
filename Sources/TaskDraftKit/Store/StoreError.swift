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
    public let reason: Reason
    public let statement: String?

    /// What went wrong, as a value each language words (`StoreError+English.swift`,
    /// `StoreError+Russian.swift`).
    public enum Reason: LocalizedText, Equatable {
        /// SQLite's result code and its own words (`sqlite3_errmsg`): another language words
        /// the code where it knows it, else shows SQLite's words.
        case sqlite(Int32, String)
        /// The operating system refused to make the file (`open(2)`'s errno).
        case system(SystemError)
        /// The database's directory could not be made.
        case file(FileSystem.Failure)
        case isADirectory
        /// `backup`'s copy failed `PRAGMA integrity_check` (its first answer, if any).
        case copyFailedCheck(String?)
        /// A migration's text edit found the text it rewrites not exactly once in `table`.
        case schemaTextNotFound(table: String)
        case rewrittenSchemaFailedCheck([String])
        /// A file shaped by a newer taskdraft: its version (this build knows `latest`), or a step's name.
        case newerVersion(Int, latest: Int), newerStep(String)
        /// An imported task inserted nothing, and no task holds its key or UUID: a rule this
        /// database has beyond taskdraft's own (a UNIQUE index someone added) refused it.
        case importedTaskRefused

        public static let samples: [Reason] = [
            .sqlite(5, "database is locked"), .sqlite(19, "UNIQUE constraint failed: tasks.uid"), .system(SystemError(13)),
            .file(FileSystem.Failure(path: "/home/ann/.local/share/taskdraft", operation: .createDirectory, code: 13)), .isADirectory,
            .copyFailedCheck(nil), .copyFailedCheck("row 3 missing from index"), .schemaTextNotFound(table: "tasks"),
            .rewrittenSchemaFailedCheck(["malformed"]), .newerVersion(20, latest: 14), .newerStep("20_wait"),
            .importedTaskRefused,
        ]
    }

    public init(kind: Kind, path: String, code: Int32, reason: Reason, statement: String? = nil) {
        self.kind = kind
        self.path = path
        self.code = code
        self.reason = reason
        self.statement = statement
    }

    /// A failure SQLite reported in its own words.
    public init(kind: Kind, path: String, code: Int32, message: String, statement: String? = nil) {
        self.init(kind: kind, path: path, code: code, reason: .sqlite(code, message), statement: statement)
    }

    /// The reason in English, as SQLite or the store wrote it.
    public var message: String { reason.english }

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

    static func oneLine(_ sql: String) -> String {
        sql.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.joined(separator: " ")
    }
}
