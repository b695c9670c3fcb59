import CSQLite
import Testing
@testable import TaskDraftKit

/// Step 010 rewrites the CHECKs' `IN (…)` lists as `=`/`OR` chains in the stored schema text:
/// the same values are accepted, no row is touched, and no throwaway table is built per insert.
/// A step-009 file goes on to the latest step, so priority is checked against the four levels
/// of step 018 (`FourPriorityLevelsMigrationTests`), where `normal` became `none`.
@Suite struct CheckConstraintMigrationTests {
    static let stepsBefore = 9
    static let statuses = ["pending", "done", "deleted"]
    static let priorities = ["low", "normal", "high"]
    static let prioritiesNow = ["none", "low", "medium", "high"]
    static let kinds = ["instructions", "prompt", "draft", "decision", "tool_call", "tool_output", "response"]
    /// Values as SQL literals: near misses in case, spacing and spelling, other storage classes
    /// (an integer, the bytes of a valid word as a blob) and NULL, besides every valid word.
    static func candidates(_ valid: [String]) -> [String] {
        valid.map { "'\($0)'" } + valid.map { "'\($0.uppercased())'" } + valid.map { "' \($0)'" }
            + ["'bogus'", "''", "1", "X'70656E64696E67'", "X'6C6F77'", "X'70726F6D7074'", "NULL"]
    }

    /// Whether each candidate value passes the column's constraints, in candidate order; every
    /// insert is rolled back.
    static func accepted(_ db: SQLiteConnection, column: String, _ values: [String]) throws -> [Bool] {
        try values.map { value in
            let sql = column == "kind"
                ? "INSERT INTO transcript_entries (session_id, kind, content, at) VALUES ('s', \(value), '{}', 0)"
                : "INSERT INTO tasks (uuid, title, created_at, modified_at, \(column)) VALUES (lower(hex(randomblob(8))), 't', 0, 0, \(value))"
            do {
                try db.write { () throws(StoreError) in
                    try db.executeScript("INSERT OR IGNORE INTO sessions (id, started_at, caller) VALUES ('s', 0, 'human')")
                    try db.executeScript(sql)
                    throw StoreError(kind: .other, path: db.path, code: 0, message: "roll the accepted row back")
                }
            } catch let error as StoreError {
                return error.kind != .constraint
            }
            return true
        }
    }

    /// Rows the test compares before and after, every column as SQL text.
    /// Every row of `table`, each value quoted; only the columns named in `columns` when given
    /// (the old table's, so a later step that adds a column does not count as changing a row).
    static func dump(_ db: SQLiteConnection, _ table: String, columns named: [String]? = nil) throws -> [String] {
        let columns = try named ?? Self.columns(db, table)
        return try db.rows("SELECT \(columns.map { "quote(\($0))" }.joined(separator: " || '|' || ")) FROM \(table) ORDER BY rowid") {
            $0.string(0)
        }
    }

    static func columns(_ db: SQLiteConnection, _ table: String) throws -> [String] {
        try db.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.string(0) }
    }

    /// How many throwaway (ephemeral) tables a statement opens, from its bytecode.
    static func ephemeralOpens(_ db: SQLiteConnection, _ sql: String) throws -> Int {
        try db.rows("EXPLAIN " + sql) { $0.string(1) }.filter { $0 == "OpenEphemeral" }.count
    }

    static func schema(_ db: SQLiteConnection) throws -> [String] {
        try db.rows("SELECT type || ' ' || name || ' ' || tbl_name || ' ' || coalesce(sql, '') FROM sqlite_schema ORDER BY type, name") { $0.string(0) }
    }

    static let taskInsert = "INSERT INTO tasks (uuid, title, created_at, modified_at) VALUES ('u', 't', 0, 0)"
    static let entryInsert = "INSERT INTO transcript_entries (session_id, kind, content, at) VALUES ('s', 'prompt', '{}', 0)"

    @Test func aStep009DatabaseKeepsItsRowsAndAcceptsExactlyTheSameValues() throws {
        let t = try TemporaryStore()
        let path = t.directory + "/step-009.db"
        let old = try TemporaryStore.database(afterSteps: Self.stepsBefore, at: path)
        for (index, status) in Self.statuses.enumerated() {
            try old.execute("INSERT INTO tasks (uuid, title, status, priority, created_at, modified_at) VALUES (?, ?, ?, ?, 0, 0)",
                            [.text(RandomID.uuid()), .text("Task \(index)"), .text(status), .text(Self.priorities[index])])
        }
        try old.executeScript("INSERT INTO sessions (id, started_at, caller) VALUES ('old', 0, 'human')")
        for kind in Self.kinds {
            try old.execute("INSERT INTO transcript_entries (session_id, kind, content, at) VALUES ('old', ?, '{}', 0)", [.text(kind)])
        }
        let tables = ["tasks", "transcript_entries", "sessions"]
        let oldColumns = try tables.map { try Self.columns(old, $0) }
        let rowsBefore = try tables.map { try Self.dump(old, $0) }
        let before = try ["status", "priority", "kind"].map { column in
            try Self.accepted(old, column: column, Self.candidates(column == "kind" ? Self.kinds : column == "status" ? Self.statuses : Self.priorities))
        }
        #expect(try Self.ephemeralOpens(old, Self.taskInsert) == 2)
        #expect(try Self.ephemeralOpens(old, Self.entryInsert) == 1)

        let upgraded = try TaskStore(path: path, zone: TemporaryStore.moscow).db
        #expect(try Migrations.userVersion(upgraded) == Migrations.latestVersion)
        let rowsNow = rowsBefore.map { $0.map { $0.replacingOccurrences(of: "'normal'", with: "'none'") } }
        #expect(try zip(tables, oldColumns).map { try Self.dump(upgraded, $0, columns: $1) } == rowsNow)
        #expect(try upgraded.rows("PRAGMA integrity_check") { $0.string(0) } == ["ok"])
        #expect(try Self.ephemeralOpens(upgraded, Self.taskInsert) == 0)
        #expect(try Self.ephemeralOpens(upgraded, Self.entryInsert) == 0)
        for (index, column) in ["status", "priority", "kind"].enumerated() {
            let valid = column == "kind" ? Self.kinds : column == "status" ? Self.statuses : Self.prioritiesNow
            let after = try Self.accepted(upgraded, column: column, Self.candidates(valid))
            if column != "priority" { #expect(after == before[index], "\(column) accepts other values after the rewrite") }
            #expect(after == Self.candidates(valid).map { value in valid.contains { "'\($0)'" == value } },
                    "\(column) accepts a value outside its list, or refuses one in it")
        }
        // Another connection (another process) reads the rewritten constraints too.
        let other = try SQLiteConnection(path: path)
        #expect(try Self.ephemeralOpens(other, Self.taskInsert) == 0)
        #expect(try Self.accepted(other, column: "status", ["'pending'", "'bogus'"]) == [true, false])
    }

    @Test func aNewDatabaseEndsWithTheSchemaOfAMigratedOne() throws {
        let fresh = try TemporaryStore()
        let path = fresh.directory + "/step-009.db"
        _ = try TemporaryStore.database(afterSteps: Self.stepsBefore, at: path)
        let migrated = try TaskStore(path: path, zone: TemporaryStore.moscow)
        let schema = try Self.schema(fresh.store.db)
        #expect(try Self.schema(migrated.db) == schema)
        #expect(schema.contains { $0.contains("CHECK (status = 'pending' OR status = 'done' OR status = 'deleted')") })
        #expect(!schema.contains { $0.contains(" IN (") })
    }

    @Test func aFailingRewriteLeavesTheOldSchema() throws {
        let t = try TemporaryStore()
        let path = t.directory + "/step-009.db"
        let old = try TemporaryStore.database(afterSteps: Self.stepsBefore, at: path)
        let schemaBefore = try Self.schema(old)
        let cookie = try old.first("PRAGMA schema_version") { $0.int(0) }
        let good = Migrations.steps[Self.stepsBefore].edits[0]
        let unparsable = SchemaTextEdit(table: "tasks", old: "CHECK (priority IN ('low', 'normal', 'high'))",
                                        new: "CHECK (priority = 'low' OR)")
        let absent = SchemaTextEdit(table: "tasks", old: "CHECK (colour IN ('red'))", new: "CHECK (colour = 'red')")
        for edits in [[good, unparsable], [good, absent]] {
            #expect(throws: StoreError.self) {
                try old.write { () throws(StoreError) in try SchemaTextEdit.apply(edits, in: old) }
            }
            #expect(try Self.schema(old) == schemaBefore)
            #expect(try old.first("PRAGMA schema_version") { $0.int(0) } == cookie)
            #expect(try old.first("PRAGMA writable_schema") { $0.int(0) } == 0)
            #expect(try Self.accepted(old, column: "priority", ["'high'", "'urgent'"]) == [true, false])
        }
        // The real step still runs on the file afterwards.
        let upgraded = try TaskStore(path: path, zone: TemporaryStore.moscow)
        #expect(try Migrations.userVersion(upgraded.db) == Migrations.latestVersion)
        #expect(try Self.ephemeralOpens(upgraded.db, Self.taskInsert) == 0)
    }

    @Test func defensiveModeDoesNotStopTheStep() throws {
        let t = try TemporaryStore()
        let old = try TemporaryStore.database(afterSteps: Self.stepsBefore, at: t.directory + "/step-009.db")
        #expect(taskdraft_sqlite_defensive(old.handle, 1) == 1)
        try Migrations.migrate(old, now: t.now)
        #expect(try Migrations.userVersion(old) == Migrations.latestVersion)
        #expect(try Self.ephemeralOpens(old, Self.taskInsert) == 0)
        #expect(taskdraft_sqlite_defensive(old.handle, -1) == 1)
    }
}
