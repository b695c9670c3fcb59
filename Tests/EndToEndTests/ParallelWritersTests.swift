import CSQLite
import Foundation
import Testing

/// Two processes writing at once never see "database is locked" (WAL + BEGIN IMMEDIATE +
/// busy timeout), and every write lands.
@Suite struct ParallelWritersTests {
    @Test func twoProcessesAdding200EachEndWith400() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        // A shell loop per writer keeps each process short-lived, as real scripts are.
        let script = "i=0; while [ $i -lt 200 ]; do \"$TASKDRAFT_BIN\" add \"task $1-$i\" --yes >/dev/null || echo FAIL $i; i=$((i+1)); done"
        var processes: [(Process, Pipe)] = []
        for writer in ["a", "b"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "sh", writer]
            process.environment = td.environment.merging(["TASKDRAFT_BIN": TaskDraftBinary.path]) { $1 }
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            processes.append((process, pipe))
        }
        var outputs: [String] = []
        for (process, pipe) in processes {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            outputs.append(String(decoding: data, as: UTF8.self))
            #expect(process.terminationStatus == 0)
        }
        #expect(outputs.allSatisfy { $0.isEmpty }, "writers reported: \(outputs)")
        let listed = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(listed.count == 400)
        #expect(Set(listed.compactMap { $0["title"] as? String }).count == 400)
    }

    /// Undo of a whole import is one transaction; a writer that arrives meanwhile waits for it
    /// (busy timeout) and lands. Undo used to scan the task table once per removed task
    /// (`recurs_from` had no index), held the lock for minutes, and writers failed with
    /// "database is locked".
    @Test func aWriterStartedDuringTheUndoOfABigImportWaitsAndSucceeds() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let count = 30_000
        let lines = (0..<count).map { "{\"title\": \"Imported task \($0)\", \"tags\": [\"bulk\"]}" }.joined(separator: "\n")
        let imported = try td.run(["import", "-", "--format", "jsonl", "--yes"], stdin: lines + "\n")
        #expect(imported.status == 0, "\(imported.stderr)")

        let undo = try td.start(["undo", "--yes"])
        let sawLock = Self.waitForWriteLock(td.databasePath, while: undo)
        let added = try td.run(["add", "--yes", "call Anna tomorrow at 10:00"])
        undo.waitUntilExit()
        #expect(sawLock, "the undo finished before the writer started; make the import larger")
        #expect(undo.terminationStatus == 0)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(!added.stderr.contains("locked"), "\(added.stderr)")
        let listed = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(listed.count == 1 && (listed.first?["title"] as? String)?.contains("Anna") == true, "\(listed)")
    }

    /// Polls until some process holds the database's write lock, or `process` exits.
    static func waitForWriteLock(_ path: String, while process: Process) -> Bool {
        var db: OpaquePointer?
        defer { sqlite3_close_v2(db) }
        while process.isRunning {
            if db == nil, sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, nil) != SQLITE_OK {
                sqlite3_close_v2(db)
                db = nil
            }
            if let db {
                let code = sqlite3_exec(db, "BEGIN IMMEDIATE", nil, nil, nil)
                if code == SQLITE_OK { sqlite3_exec(db, "ROLLBACK", nil, nil, nil) }
                if code & 0xFF == SQLITE_BUSY { return true }
            }
            usleep(1_000)
        }
        return false
    }
}
