import Foundation
import Testing
import TaskDraftKit

/// An import killed with SIGKILL at any moment leaves no half record, and re-running it
/// commits each record exactly once.
@Suite struct ImportCrashTests {
    /// Where the file starts; it grows until its import outlasts several transactions.
    static let firstRecordCount = 60_000

    struct Counts: Equatable, CustomStringConvertible {
        var tasks = 0, tags = 0, searchRows = 0, auditRows = 0, keys = 0, titles = 0, inFileOrder = 0, undoSummaries = 0
        var description: String {
            "tasks \(tasks), tags \(tags), search rows \(searchRows), audit rows \(auditRows), keys \(keys), titles \(titles), "
                + "in file order \(inFileOrder), tasks the undo entries name \(undoSummaries)"
        }
    }

    func counts(_ path: String) throws -> Counts {
        let db = try SQLiteConnection(path: path, create: false)
        // Killed before its first migration committed, the file holds no schema yet: nothing was
        // written, and the next run migrates it.
        let taskTables = try db.first("SELECT count(*) FROM sqlite_master WHERE name = 'tasks'") { $0.int(0) }
        guard taskTables == 1 else { return Counts() }
        func one(_ sql: String) throws -> Int { Int(try db.first(sql) { $0.int(0) } ?? -1) }
        return Counts(tasks: try one("SELECT count(*) FROM tasks"), tags: try one("SELECT count(*) FROM task_tags"),
                      searchRows: try one("SELECT count(*) FROM tasks_fts WHERE tasks_fts MATCH 'record'"),
                      auditRows: try one("SELECT count(*) FROM audit_log WHERE intent = 'import' AND outcome = 'ok'"),
                      keys: try one("SELECT count(DISTINCT idempotency_key) FROM tasks"),
                      titles: try one("SELECT count(DISTINCT title) FROM tasks"),
                      // Task n (from 1) holds the file's record n - 1.
                      inFileOrder: try one("SELECT count(*) FROM tasks WHERE title = 'Record ' || (id - 1) || ' of the big import'"),
                      // Each run's undo entry says "imported N tasks from …", rewritten in every transaction.
                      undoSummaries: try one("SELECT coalesce(sum(CAST(substr(summary, 10) AS INTEGER)), 0) FROM undo_log WHERE intent = 'import'"))
    }

    /// Every committed task is whole: its two tags, its full-text row, its audit row.
    func expectWhole(_ c: Counts) {
        #expect(c.tags == 2 * c.tasks, "\(c)")
        #expect(c.searchRows == c.tasks, "\(c)")
        #expect(c.auditRows == c.tasks, "\(c)")
        #expect(c.keys == c.tasks && c.titles == c.tasks, "\(c)")
        // A transaction is all in or not at all, and they commit in file order: what survives
        // a kill is exactly the file's first records.
        #expect(c.inFileOrder == c.tasks, "\(c)")
        #expect(c.undoSummaries == c.tasks, "\(c)")
    }

    /// Starts an import and kills it with SIGKILL once `threshold` tasks are committed
    /// (0: as soon as it runs). Returns the counts after the kill.
    func importKilled(_ td: TaskDraftBinary, file: String, after threshold: Int) throws -> Counts {
        let process = try td.start(["import", file, "--yes"])
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline {
            if threshold == 0 { break }
            if FileManager.default.fileExists(atPath: td.databasePath), (try? counts(td.databasePath).tasks) ?? 0 >= threshold { break }
            usleep(2_000)
        }
        #expect(process.isRunning, "the import finished before it could be killed; make the file larger")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        return FileManager.default.fileExists(atPath: td.databasePath) ? try counts(td.databasePath) : Counts()
    }

    static func records(_ count: Int) -> String {
        var text = ""
        text.reserveCapacity(count * 90)
        for i in 0..<count {
            // No uid: the keys are hashes of the records, the UUIDs generated.
            text += "{\"title\":\"Record \(i) of the big import\",\"tags\":[\"group\(i % 7)\",\"big\"],\"priority\":\"low\"}\n"
        }
        return text
    }

    /// An import commits once its transaction has been open
    /// `ImportCommitter.longestTransactionMilliseconds`, so a kill lands between two
    /// transactions only in a file that takes several of them; the release build imports the
    /// first count within one. A trial import into a database of its own grows the file (at
    /// most four trials) until it takes four transactions' time on the binary under test.
    func recordCountOutlastingTransactions() throws -> Int {
        let wanted = 4 * ImportCommitter.longestTransactionMilliseconds
        var count = Self.firstRecordCount
        for _ in 0..<4 {
            let trial = try TaskDraftBinary()
            defer { trial.remove() }
            let file = trial.directory.appendingPathComponent("trial.jsonl").path
            try Self.records(count).write(toFile: file, atomically: true, encoding: .utf8)
            let started = Date()
            let run = try trial.run(["import", file, "--yes"])
            let took = Date().timeIntervalSince(started) * 1_000
            #expect(run.status == 0, "\(run.stderr)")
            if took >= wanted { break }
            count = Int(Double(count) * min(8, max(2, 1.25 * wanted / took)))
        }
        return count
    }

    @Test func killedImportsResumeAndCommitEachRecordOnce() throws {
        let records = try recordCountOutlastingTransactions()
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = td.directory.appendingPathComponent("big.jsonl").path
        try Self.records(records).write(toFile: file, atomically: true, encoding: .utf8)

        let early = try importKilled(td, file: file, after: 0)
        expectWhole(early)
        let first = try importKilled(td, file: file, after: max(early.tasks, 1))
        expectWhole(first)
        #expect(first.tasks > 0)
        let second = try importKilled(td, file: file, after: first.tasks + 1)
        expectWhole(second)
        #expect(second.tasks > first.tasks)

        let finish = try td.run(["import", file, "--yes"])
        #expect(finish.status == 0, "\(finish.stderr)")
        let created = records - second.tasks
        #expect(finish.stdout == "Imported \(grouped(created)) tasks from \(file) (\(grouped(second.tasks)) already present).\n")
        let final = try counts(td.databasePath)
        #expect(final.tasks == records)
        expectWhole(final)

        let again = try td.run(["import", file, "--yes"])
        #expect(again.stdout == "Imported 0 tasks from \(file) (\(grouped(records)) already present).\n")
        #expect(try counts(td.databasePath).tasks == records)
    }

    func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
