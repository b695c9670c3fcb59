import Foundation
import Testing
import TaskDraftKit

/// `taskdraft import` as scripts use it: confirmation, exit codes, reports, re-runs.
@Suite struct ImportCommandTests {
    static let plain = "Submit the weekly report tomorrow at 15:00 #finance !high\nПозвонить Анне завтра в 10:00\n\nBook flights friday #travel\n"

    @Test func withoutYesOffTerminalNothingIsReadOrWritten() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("plain.txt", Self.plain)
        let result = try td.run(["import", path])
        #expect(result.status == 3)
        #expect(result.stderr == "taskdraft: import needs confirmation: run it on a terminal or pass --yes; nothing changed\n")
        #expect(try td.rowCount() == 0)
        let audit = try td.run(["audit", "--json"])
        #expect(audit.stdout.contains("needs_confirmation"))
    }

    /// A calendar `export` wrote is read back as a calendar, not line by line as tasks: its name
    /// says the format, so the same tasks are found again; `--format` still says how to read it otherwise.
    @Test func anICalendarFileIsImportedAsACalendar() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Pay rent friday", "--yes"])
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "-o", path]).status == 0)
        let again = try td.run(["import", path, "--yes"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("(1 already present)"), "\(again.stdout)")
        #expect(try td.rowCount() == 1)
        // Read line by line, each line is a draft, and `PRIORITY:0` among them is refused as
        // `add "PRIORITY:0"` refuses it (a priority no level is).
        let lines = try td.run(["import", path, "--format", "lines", "--dry-run"])
        #expect(lines.status == 5 && lines.stdout.contains(#""title":"BEGIN:VCALENDAR""#), "\(lines.stdout)")
        #expect(lines.stderr.contains(#": priority: "0" is not none, low, medium or high"#), "\(lines.stderr)")
    }

    @Test func importThenRerunAddsNothing() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("plain.txt", Self.plain)
        let first = try td.run(["import", path, "--yes"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Imported 3 tasks from \(path).\n")
        #expect(first.stderr.isEmpty, "no progress or notes off a terminal: \(first.stderr)")
        let second = try td.run(["import", path, "--yes"])
        #expect(second.status == 0)
        #expect(second.stdout == "Imported 0 tasks from \(path) (3 already present).\n")
        #expect(try td.rowCount() == 3)
        let listed = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(listed.map { $0["title"] as? String } == ["Позвонить Анне", "Submit the weekly report", "Book flights"])
        // Every imported task names its caller, the file, in the audit log.
        #expect(try td.rowCount("SELECT count(*) FROM audit_log WHERE caller_kind = 'script' AND caller_name = 'import:plain.txt' AND outcome = 'ok' AND task_id IS NOT NULL") == 3)
        // One undo takes the whole import back.
        let undo = try td.run(["undo", "--yes"])
        #expect(undo.stdout == "Undone: imported 3 tasks from plain.txt\n")
        #expect(try td.rowCount() == 0)
    }

    @Test func standardInputAndDryRun() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dry = try td.importDryRun([], stdin: Self.plain)
        let rows = dry.drafts.map { $0.json }
        #expect(rows.map { $0["title"] as? String } == ["Submit the weekly report", "Позвонить Анне", "Book flights"])
        #expect(rows.map { $0["line"] as? Int } == [1, 2, 4])
        #expect(rows[0]["due"] as? String == "2026-12-03T15:00:00+03:00")
        #expect(dry.result.stderr == "Dry run: 3 drafts; nothing written.\n")
        #expect(!FileManager.default.fileExists(atPath: td.databasePath))
        let real = try td.run(["import", "-", "--yes"], stdin: Self.plain)
        #expect(real.stdout == "Imported 3 tasks from stdin.\n")
        #expect(try td.rowCount("SELECT count(*) FROM audit_log WHERE caller_name = 'import:stdin'") == 3)
    }

    @Test func badRecordsAreListedTheRestImportedExitFive() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let csv = "title,due,priority\nGood one,2026-12-04,high\nBad date,tomorow,\nBad priority,,urgent\nGood two,,low\n"
        let path = try td.writeFile("tasks.csv", csv)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 5)
        #expect(result.stdout == "Imported 2 tasks from \(path) (2 bad).\n")
        #expect(result.stderr == """
            \(path):3:10: due: "tomorow" is not an ISO 8601 date (2026-12-03) or date-time (2026-12-03T15:00:00+03:00)
            \(path):4:15: priority: "urgent" is not none, low, medium or high
            taskdraft: 2 bad records in \(path) were not imported (listed above)

            """)
        #expect(try td.rowCount() == 2)

        let report = try td.run(["import", path, "--yes", "--json"])
        #expect(report.status == 5)
        let json = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as! [String: Any]
        #expect(json["created"] as? Int == 0)
        #expect(json["already_present"] as? Int == 2)
        #expect(json["failed"] as? Int == 2)
        #expect(json["format"] as? String == "csv")
        let errors = json["errors"] as! [[String: Any]]
        #expect(errors.map { $0["line"] as? Int } == [3, 4])
        #expect(errors.map { $0["column"] as? Int } == [10, 15])
        #expect(errors.map { $0["field"] as? String } == ["due", "priority"])
    }

    @Test func strictImportsNothingWhenOneRecordIsBad() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("tasks.jsonl", "{\"title\":\"fine\"}\n{\"title\":\"typed\",\"tags\":7}\n{\"title\":\"also fine\"}\n")
        let strict = try td.run(["import", path, "--yes", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr == "\(path):2: tags: expected an array of strings, found a number\n"
                + "taskdraft: --strict: 1 bad record in \(path); nothing imported\n")
        #expect(try td.rowCount() == 0)
        let clean = try td.writeFile("clean.jsonl", "{\"title\":\"fine\"}\n{\"title\":\"also fine\"}\n")
        let ok = try td.run(["import", clean, "--yes", "--strict"])
        #expect(ok.status == 0)
        #expect(try td.rowCount() == 2)
    }

    @Test func everyRecordBadIsAFailure() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        var bytes = Data("{\"title\": \"caf".utf8)
        bytes.append(contentsOf: [0xE9, 0x22, 0x7D, 0x0A])
        let path = td.directory.appendingPathComponent("bad.jsonl").path
        try bytes.write(to: URL(fileURLWithPath: path))
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(path):1:11: invalid UTF-8 in a string\n"))
    }

    @Test func usageErrorsComeFirst() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let jobs = try td.run(["import", "x.csv", "--jobs", "0"])
        #expect(jobs.status == 2)
        #expect(jobs.stderr.hasPrefix("taskdraft: error: --jobs '0' is not a number from 1 to 64\n"))
        let format = try td.run(["import", "x", "--format", "xml"])
        #expect(format.status == 2)
        let missing = try td.run(["import", td.directory.appendingPathComponent("missing.csv").path, "--yes"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("No such file or directory"))
    }
}
