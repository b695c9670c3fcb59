import CSQLite
import Testing
@testable import TaskDraftKit

/// Undo of a batch import must cost work in proportion to the tasks it removes: it holds the
/// write lock throughout, and every other writer waits for it (DESIGN: undo of 100,000 ≤ 2 s).
@Suite struct UndoIntentTests {
    /// SQLite virtual-machine instructions `body` ran on `db`, counted through the progress
    /// handler (every instruction of every statement, ON DELETE actions and triggers included).
    static func instructions(on db: SQLiteConnection, _ body: () throws -> Void) rethrows -> Int {
        var count = 0
        try withUnsafeMutablePointer(to: &count) { counter in
            sqlite3_progress_handler(db.handle, 1, { context in
                context!.assumingMemoryBound(to: Int.self).pointee += 1
                return 0
            }, UnsafeMutableRawPointer(counter))
            defer { sqlite3_progress_handler(db.handle, 0, nil, nil) }
            try body()
        }
        return count
    }

    /// Instructions per removed task for undoing an import of `size` tasks.
    static func undoCostPerTask(importing size: Int) throws -> Double {
        let t = try TemporaryStore()
        // In a function of its own: the committer's connection settings (foreign keys and
        // triggers off) last until it is released, as its process ends before an undo.
        func importRecords() throws {
            let committer = try ImportTasksIntent(source: "tasks.csv")
                .begin(in: t.planner, caller: ImportTasksIntent.caller(source: "tasks.csv"), confirmation: .flag)
            _ = try committer.commit(try (0..<size).map {
                try ImportRecord(draft: TaskDraft(title: "Imported \($0)", tags: $0 % 5 == 0 ? ["work"] : [], backend: "import"),
                                 uid: nil, line: $0 + 1)
            })
        }
        try importRecords()
        #expect(try t.store.count() == size)
        #expect(try t.store.db.first("PRAGMA foreign_keys") { $0.int(0) } == 1)
        let cost = try instructions(on: t.store.db) {
            _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        }
        #expect(try t.store.count() == 0)
        return Double(cost) / Double(size)
    }

    @Test func undoingAnImportCostsTheSamePerTaskAtFourTimesTheSize() throws {
        let small = try Self.undoCostPerTask(importing: 500)
        let large = try Self.undoCostPerTask(importing: 2_000)
        // Linear work keeps the per-task cost flat (index depths grow by a level at most); a
        // scan of the table per removed task makes it four times as large.
        #expect(large < small * 1.5, "per task: \(small) instructions at 500, \(large) at 2,000")
    }

    /// Deleting a parent row makes SQLite look up its children; without an index on the
    /// child's column that look-up is a scan of the whole child table.
    @Test func everyForeignKeyHasAnIndexLedByItsColumns() throws {
        let t = try TemporaryStore()
        let tables = try t.store.db.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'") {
            $0.string(0)
        }
        var checked = 0
        for table in tables {
            let keys = try t.store.db.rows("SELECT id, \"from\" FROM pragma_foreign_key_list(?) ORDER BY id, seq", [.text(table)]) {
                ($0.int(0), $0.string(1))
            }
            let byKey = Dictionary(grouping: keys, by: \.0).mapValues { $0.map(\.1) }
            let leading = try t.store.db.rows("""
                SELECT l.name, group_concat(i.name, ',') FROM pragma_index_list(?) AS l, pragma_index_info(l.name) AS i
                GROUP BY l.name
                """, [.text(table)]) { $0.optionalString(1)?.split(separator: ",").map(String.init) ?? [] }
            // A WITHOUT ROWID table's primary key is the table itself.
            let primary = try t.store.db.rows("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", [.text(table)]) {
                $0.string(0)
            }
            for columns in byKey.values {
                let covered = (leading + [primary]).contains { Array($0.prefix(columns.count)) == columns }
                #expect(covered, "foreign key \(table)(\(columns.joined(separator: ", "))) has no index")
                checked += 1
            }
        }
        #expect(checked >= 4)
    }
}
