import Foundation
import Testing
import TaskDraftKit

/// `taskdraft backup FILE`: one consistent, private, self-contained copy, even while other
/// processes write; `tasks.db` alone may lag its WAL.
@Suite struct BackupCommandTests {
    struct Counts: Equatable {
        var tasks = 0, tags = 0, search = 0
    }

    /// What a copy holds, read with SQLite itself (as `sqlite3` would), after its integrity check.
    func counts(_ path: String) throws -> Counts {
        let db = try SQLiteConnection(path: path, create: false)
        #expect(try db.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        func one(_ sql: String) throws -> Int { Int(try db.first(sql) { $0.int(0) } ?? -1) }
        return Counts(tasks: try one("SELECT count(*) FROM tasks"), tags: try one("SELECT count(*) FROM task_tags"),
                      search: try one("SELECT count(*) FROM tasks_fts WHERE tasks_fts MATCH 'report'"))
    }

    @Test func aBackupHoldsWhatTheDatabaseFileAloneMayNot() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for day in ["monday", "tuesday", "wednesday"] {
            #expect(try td.run(["add", "--yes", "send the report on \(day) #work"]).status == 0)
        }
        let copy = td.directory.appendingPathComponent("copy.db").path
        let result = try td.run(["backup", copy, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(answer["path"] as? String == copy)
        #expect(answer["tasks"] as? Int == 3)
        #expect(answer["replaced"] as? Bool == false)
        #expect((answer["bytes"] as? Int ?? 0) > 0)
        #expect(try counts(copy) == Counts(tasks: 3, tags: 3, search: 3))
        #expect(FileSystem.permissions(copy) == 0o600)
        // One self-contained file: nothing beside it, and not in WAL mode.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: td.directory.path).filter { $0.hasPrefix("copy.db") || $0.hasPrefix(".copy.db") }
        #expect(siblings == ["copy.db"])
        let header = try #require(FileHandle(forReadingAtPath: copy)).readData(ofLength: 20)
        #expect(header[18] == 1 && header[19] == 1, "file format bytes \(header[18]), \(header[19]): 1 is a rollback journal")
        // The binary reads it as a database of its own.
        let listed = try td.json(["--db", copy, "list", "--json"]) as! [[String: Any]]
        #expect(listed.count == 3)
    }

    @Test func anExistingFileIsRefusedUnlessForced() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try td.run(["add", "--yes", "send the report tomorrow"]).status == 0)
        let copy = td.directory.appendingPathComponent("copy.db")
        try Data("keep me".utf8).write(to: copy)
        let refused = try td.run(["backup", copy.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "taskdraft: \(copy.path) already exists; pass --force to replace it (nothing written)\n")
        #expect(try Data(contentsOf: copy) == Data("keep me".utf8))

        let forced = try td.run(["backup", copy.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout == "Backed up 1 task to \(copy.path) (replaced the previous file).\n")
        #expect(try counts(copy.path).tasks == 1)
        #expect(FileSystem.permissions(copy.path) == 0o600)

        let itself = try td.run(["backup", td.databasePath, "--force"])
        #expect(itself.status == 1)
        #expect(itself.stderr.contains("it is the database itself"))
    }

    @Test func backupsTakenWhileAnotherProcessWritesAreConsistent() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try td.run(["add", "--yes", "prepare the report first #work"]).status == 0)
        // A writer adding tasks one process at a time, each with its tag and full-text row.
        let script = "i=0; while [ $i -lt 80 ]; do \"$TASKDRAFT_BIN\" add \"prepare the report $i #work\" --yes >/dev/null || echo FAIL $i; i=$((i+1)); done"
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", script]
        writer.environment = td.environment.merging(["TASKDRAFT_BIN": TaskDraftBinary.path]) { $1 }
        let writerOutput = Pipe()
        writer.standardOutput = writerOutput
        writer.standardError = writerOutput
        try writer.run()

        var backups = 0
        var largest = 0
        while writer.isRunning || backups < 3 {
            // Every task committed before the backup starts is in it.
            let before = try counts(td.databasePath).tasks
            let copy = td.directory.appendingPathComponent("backup-\(backups).db").path
            let result = try td.run(["backup", copy])
            #expect(result.status == 0, "\(result.stderr)")
            let c = try counts(copy)
            #expect(c.tasks >= before, "backup \(backups): \(c.tasks) tasks, \(before) committed before it began")
            // A snapshot: each task with its tag and search row, never half a commit.
            #expect(c.tags == c.tasks && c.search == c.tasks, "backup \(backups): \(c)")
            #expect(FileSystem.permissions(copy) == 0o600)
            largest = max(largest, c.tasks)
            backups += 1
        }
        let output = String(decoding: writerOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        writer.waitUntilExit()
        #expect(output.isEmpty, "the writer reported: \(output)")
        #expect(largest > 1)
        let final = td.directory.appendingPathComponent("final.db").path
        #expect(try td.run(["backup", final]).status == 0)
        #expect(try counts(final) == Counts(tasks: 81, tags: 81, search: 81))
    }
}
