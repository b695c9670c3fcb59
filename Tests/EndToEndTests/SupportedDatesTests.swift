import CSQLite
import Foundation
import Testing
import TestPeers

/// Dates at the calendar's ends, each example of issue 26 §2 as a person, a script, an agent,
/// a file and a CalDAV server give them: refused with an error naming the field (the range is
/// 1900-01-01 to 2999-12-31), never a crash — and a task an older taskdraft stored with such a
/// date is still listed, shown, exported and completed in every zone.
@Suite struct SupportedDatesTests {

    @Test func addRefusesADueOutsideTheRangeAndTakesItsEdges() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (text, value) in [("t due:9999-12-31", "9999-12-31"), ("t due:0001-01-01", "0001-01-01"),
                              ("t due:3000-01-01", "3000-01-01"), ("t due:1899-12-31", "1899-12-31"),
                              ("t due:9999-12-31T23:59:59+14:00", "9999-12-31T23:59:59+14:00")] {
            let added = try td.run(["add", "--yes", text])
            #expect(added.status == 1, "\(text): \(added.stderr)")
            #expect(added.stderr.contains("due: \(value) is outside the supported dates (1900-01-01 to 2999-12-31)"), "\(added.stderr)")
        }
        #expect(try td.run(["list", "--json", "--all"]).stdout == "[]\n")
        for text in ["first due:1900-01-01", "last due:2999-12-31", "last moment due:2999-12-31T23:59:59+00:00"] {
            #expect(try td.run(["add", "--yes", text]).status == 0, "\(text)")
        }
        let russian = try td.run(["add", "--yes", "t due:9999-12-31"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("срок: 9999-12-31 вне поддерживаемых дат (с 1900-01-01 по 2999-12-31)"), "\(russian.stderr)")
    }

    @Test func nowOutsideTheRangeIsAUsageErrorAndTomorrowPastTheEndIsRefused() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let now = try td.run(["--now", "9999-12-31T12:00+03:00", "add", "x tomorrow"])
        #expect(now.status == 2)
        #expect(now.stderr.contains("--now '9999-12-31T12:00+03:00' is outside the supported dates"), "\(now.stderr)")
        let environment = try td.run(["list"], extraEnvironment: ["TASKDRAFT_NOW": "0001-01-01T00:00:00+00:00"])
        #expect(environment.status == 2)
        #expect(environment.stderr.contains("TASKDRAFT_NOW '0001-01-01T00:00:00+00:00' is outside the supported dates"))
        let tomorrow = try td.run(["--now", "2999-12-31T12:00+03:00", "add", "--yes", "x tomorrow"])
        #expect(tomorrow.status == 1)
        #expect(tomorrow.stderr.contains("due: 3000-01-01 is outside the supported dates"), "\(tomorrow.stderr)")
        #expect(try td.run(["--now", "2999-12-31T12:00+03:00", "add", "--yes", "x today"]).status == 0)
    }

    @Test func anAgentsDateOutsideTheRangeIsAToolErrorAndTheServerGoesOn() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"create_task","arguments":{"title":"far","due_date":"9999-12-31"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"create_task","arguments":{"title":"far","due":"9999-12-31T23:59:59+14:00"}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"create_task","arguments":{"title":"near","due_date":"2026-12-31"}}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"update_task","arguments":{"id":1,"due":"0001-01-01T00:00:00+00:00"}}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"list_tasks","arguments":{}}}"#,
        ]
        let result = try td.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let out = result.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(out.count == 6)
        func text(_ i: Int) -> String { (((out[i]["result"] as? [String: Any])?["content"] as? [[String: Any]])?.first?["text"] as? String) ?? "" }
        for i in [1, 2, 4] {
            #expect((out[i]["result"] as? [String: Any])?["isError"] as? Bool == true, "\(out[i])")
            #expect(text(i).contains("due: ") && text(i).contains("is outside the supported dates (1900-01-01 to 2999-12-31)"), "\(text(i))")
        }
        #expect((out[3]["result"] as? [String: Any])?["isError"] as? Bool != true)
        #expect(text(5).contains("2026-12-31"))
    }

    @Test func importRefusesTheRecordAndNamesTheFieldInEveryFormat() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let files: [(String, String, String)] = [
            ("tasks.jsonl", #"{"title":"ok 1"}"# + "\n" + #"{"title":"early","due":"0001-01-01T00:00:00+00:00"}"# + "\n"
                + #"{"title":"late","created":"9999-12-31T23:59:59+00:00"}"# + "\n", "tasks.jsonl:2: due: 0001-01-01T00:00:00+00:00 is outside"),
            ("tasks.csv", "title,due,created\nok 2,,\nearly,0001-01-01T00:00:00+00:00,\nlate,,9999-12-31T23:59:59Z\n",
             "tasks.csv:3:7: due: 0001-01-01T00:00:00+00:00 is outside"),
            ("task.json", #"[{"description":"ok 3","status":"pending","entry":"20261201T090000Z"},"#
                + #"{"description":"far","status":"pending","entry":"20261201T090000Z","due":"99991231T235959Z"},"#
                + #"{"description":"old","status":"pending","entry":"00010101T000000Z"}]"#, "entry: \"00010101T000000Z\" is outside"),
            ("todo.txt", "ok 4\n2026-12-01 early due:0001-01-01\n0001-01-01 created in year one\nx 9999-12-31 done at the end\nlater t:9999-01-01\n",
             "todo.txt:3: creation date: \"0001-01-01\" is outside"),
        ]
        for (name, content, expected) in files {
            let path = td.directory.appendingPathComponent(name).path
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try td.run(["import", path, "--yes"] + (name == "task.json" ? ["--format", "taskwarrior"] : []))
            #expect(result.status == 5, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(name): \(result.stderr)")
            #expect(!result.stderr.contains("crash"))
        }
        // Taskwarrior's someday (9999-12-30) and anything past it on a due, scheduled or wait
        // is a plan, not a bad record: the task comes in without the date, kept in its notes.
        let listed = try #require(try td.json(["list", "--json"]) as? [[String: Any]])
        #expect(listed.compactMap { $0["title"] as? String }.sorted() == ["far", "ok 1", "ok 2", "ok 3", "ok 4"])
        let far = try #require(listed.first { $0["title"] as? String == "far" })
        #expect(far["due"] == nil || far["due"] is NSNull)
        let kept = (far["annotations"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(kept == ["imported: due=99991231T235959Z"], "\(far)")
        for zone in ["Etc/GMT+12", "Pacific/Kiritimati"] {
            let listed = try td.run(["list"], extraEnvironment: ["TZ": zone])
            #expect(listed.status == 0, "\(zone): \(listed.stderr)")
        }
    }

    @Test func aServersVTODOOutsideTheRangeIsSkippedByNameAndTheRestSyncs() throws {
        let server = try FaultServer(script: FaultServer.calDAVScript)
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let base = "http://127.0.0.1:\(server.port)/far-dates/\(UUID().uuidString)/tasks/"
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "{\"sync\": {\"url\": \"\(base)\", \"collection\": \"\(base)\"}}".write(
            to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        td.environment["TZ"] = "Pacific/Kiritimati"
        for _ in 0..<2 {
            let synced = try td.run(["sync"])
            #expect(synced.status == 5, "\(synced.stderr)")
            #expect(synced.stderr.contains("far.ics: DUE: 99991231T235959Z is outside the supported dates"), "\(synced.stderr)")
            #expect(synced.stderr.contains("early.ics: DUE: 00010101 is outside the supported dates"), "\(synced.stderr)")
        }
        let titles = (try td.json(["list", "--json"]) as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(titles == ["From the server"])
    }

    @Test func aYearlyTaskDueInItsLastYearCompletesWithoutANextOccurrence() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try td.run(["add", "--yes", "Renew the lease due:2999-06-01 every year"]).status == 0)
        let done = try td.run(["done", "1", "--yes", "--json"])
        #expect(done.status == 0, "\(done.stderr)")
        #expect((try td.json(["list", "--json"]) as? [Any])?.isEmpty == true)
    }

    /// What an agent could store before the range was a rule: the rows are written as taskdraft
    /// then wrote them, and every reading command still works, east and west of UTC.
    @Test func rowsStoredBeforeTheRuleAreListedExportedAndCompletedInEveryZone() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["Far moment", "Far day", "Early day", "Yearly at the end"] { try td.run(["add", "--yes", text]) }
        try Self.execute(td.databasePath, """
            UPDATE tasks SET due = '9999-12-31T23:59:59+00:00', due_epoch = 253402300799,
              reminders = '-PT30M 9999-12-31T23:59:59Z', remind_epoch = 253402298999 WHERE id = 1;
            UPDATE tasks SET due_date = '9999-12-31', due_epoch = 253402300799 WHERE id = 2;
            UPDATE tasks SET due_date = '0001-01-01', due_epoch = -62135596801 WHERE id = 3;
            UPDATE tasks SET due_date = '9999-06-01', due_epoch = 253389427199, recurrence = 'FREQ=YEARLY' WHERE id = 4;
            """)
        for zone in ["Etc/GMT+12", "America/New_York", "UTC", "Europe/Moscow", "Pacific/Kiritimati", "+14:00", "-12:00"] {
            let env = ["TZ": zone]
            var commands: [[String]] = [["list"], ["list", "--json"], ["list", "status:all", "due.before:2026-12-31"], ["show", "1"], ["show", "3"],
                                        ["remind", "--json"]]
            for format in ["json", "jsonl", "csv", "todoist", "ics", "taskwarrior", "todotxt"] { commands.append(["export", "--format", format]) }
            for command in commands {
                let result = try td.run(command, extraEnvironment: env)
                #expect(result.status == 0, "\(zone) \(command): status \(result.status) \(result.stderr)")
            }
        }
        let listed = try #require(try td.json(["list", "--json"]) as? [[String: Any]])
        #expect(listed.contains { $0["due"] as? String == "9999-12-31T23:59:59+00:00" })
        #expect(listed.contains { $0["due_date"] as? String == "0001-01-01" })
        let done = try td.run(["done", "4", "--yes"], extraEnvironment: ["TZ": "Pacific/Kiritimati"])
        #expect(done.status == 0, "\(done.stderr)")
        #expect(!done.stdout.contains("Next occurrence"))
    }

    static func execute(_ path: String, _ sql: String) throws {
        var db: OpaquePointer?
        defer { sqlite3_close_v2(db) }
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK,
              sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
            throw TaskDraftBinary.Failure("sqlite: \(String(cString: sqlite3_errmsg(db)))")
        }
    }
}
