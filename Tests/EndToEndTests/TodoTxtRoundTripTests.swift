import Foundation
import Testing
import TestPeers

/// todo.txt as its users meet it: every field the format carries (`due:`, `start:`, `t:` for
/// the wait, `estimate:`, `rec:`, `uid:`, priorities, dates, projects, contexts, done) exported,
/// imported into an empty database and exported again, byte for byte; and the file read and
/// changed by the real todo.txt-cli (`todo-txt`), then imported back.
@Suite struct TodoTxtRoundTripTests {
    /// A task of each kind todo.txt can say, with every field it has a word for, and titles
    /// holding words todo.txt would read as fields.
    static let seed = """
        {"uuid":"0b29777e-11fa-4e06-9aa0-a5623fc08f12","title":"Draft the memo","status":"pending","priority":"high","project":"Q4 reports","tags":["finance","отчёты"],"due_date":"2026-12-11","start_date":"2026-12-07","wait_date":"2026-12-04","estimate":"PT1H30M","recurrence":"FREQ=WEEKLY;INTERVAL=2","created":"2026-11-30T09:00:00+03:00","modified":"2026-11-30T09:00:00+03:00"}
        {"uuid":"e391ccc1-bb52-4ea5-a26b-8f39991562b8","title":"Read +docs start:now t:soon estimate:huge @home \\\\path","status":"pending","priority":"medium","start_date":"2026-12-14","estimate":"P1D","created":"2026-11-30T09:01:00+03:00","modified":"2026-11-30T09:01:00+03:00"}
        {"uuid":"plain-uid-1","title":"Plan the trip","status":"pending","priority":"low","wait_date":"2027-01-10","estimate":"PT90S","tags":["travel"],"created":"2026-11-30T09:02:00+03:00","modified":"2026-11-30T09:02:00+03:00"}
        {"uuid":"ed1b6075-821e-4835-9b05-124b86a00b2b","title":"Pay rent","status":"done","priority":"high","project":"home","due_date":"2026-12-01","start_date":"2026-11-28","estimate":"PT20M","created":"2026-11-01T08:00:00+03:00","modified":"2026-12-01T12:00:00+03:00","completed":"2026-12-01T12:00:00+03:00"}
        {"uuid":"6513270e-269e-4d37-b2a7-4de452e6b438","title":"Someday: learn Polish","status":"pending","created":"2026-11-30T09:04:00+03:00","modified":"2026-11-30T09:04:00+03:00"}

        """

    /// The fields todo.txt carries, of each task in `db`, by UID.
    static func fields(_ td: TaskDraftBinary, db: String) throws -> [String: [String: String]] {
        let tasks = try JSONSerialization.jsonObject(with: Data(td.exportAll("json", db: db).utf8)) as! [[String: Any]]
        var byUID: [String: [String: String]] = [:]
        for task in tasks {
            var kept: [String: String] = [:]
            for key in ["title", "status", "priority", "project", "due_date", "start_date", "wait_date", "estimate", "recurrence"] {
                kept[key] = task[key].map { "\($0)" }
            }
            kept["tags"] = (task["tags"] as? [String])?.joined(separator: " ")
            byUID[task["uuid"] as! String] = kept
        }
        return byUID
    }

    /// Imports the file at `path` into a new database `name` beside it, as a script would.
    static func imported(_ td: TaskDraftBinary, _ paths: [String], into name: String) throws -> String {
        let db = td.directory.appendingPathComponent(name).path
        for path in paths {
            let result = try td.run(["import", path, "--yes", "--db", db])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("kept"), "nothing of a todo.txt line is left to notes: \(result.stderr)")
        }
        return db
    }

    @Test func everyFieldExportsAndImportsBackByteForByte() throws {
        let td = try TaskDraftBinary.seeded(with: Self.seed)
        defer { td.remove() }
        let first = try td.exportAll("todotxt", db: td.databasePath)
        let lines = first.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        // The words each field is written as, and a title's words that would read as fields escaped.
        #expect(lines.contains("(A) 2026-11-30 Draft the memo +Q4-reports @finance @отчёты due:2026-12-11 start:2026-12-07 t:2026-12-04 "
                               + "estimate:1h30min rec:2w uid:0b29777e-11fa-4e06-9aa0-a5623fc08f12"), "\(first)")
        #expect(lines.contains(#"(B) 2026-11-30 Read \+docs \start:now \t:soon \estimate:huge \@home \\path start:2026-12-14 estimate:1d uid:e391ccc1-bb52-4ea5-a26b-8f39991562b8"#), "\(first)")
        #expect(lines.contains("(C) 2026-11-30 Plan the trip @travel t:2027-01-10 estimate:PT1M30S uid:plain-uid-1"), "\(first)")
        #expect(lines.contains("x 2026-12-01 2026-11-01 Pay rent +home due:2026-12-01 start:2026-11-28 estimate:20min pri:A uid:ed1b6075-821e-4835-9b05-124b86a00b2b"), "\(first)")

        let file = try td.writeFile("todo.txt", first)
        let other = try Self.imported(td, [file], into: "other.db")
        #expect(try td.exportAll("todotxt", db: other) == first)
        // Field for field, but the project, which todo.txt writes without its spaces.
        var expected = try Self.fields(td, db: td.databasePath)
        expected["0b29777e-11fa-4e06-9aa0-a5623fc08f12"]?["project"] = "Q4-reports"
        #expect(try Self.fields(td, db: other) == expected)
    }

    /// The real todo.txt-cli (`todo-txt`) over a todo.txt holding `exported`, in a directory and
    /// config of its own beside the database; `todo("ls")` runs it with those words, checked, and
    /// gives its lines.
    struct TodoTxtCLI {
        static let path = "/usr/bin/todo-txt"
        let td: TaskDraftBinary
        let directory: String
        let config: String
        var todoFile: String { directory + "/todo.txt" }
        var doneFile: String { directory + "/done.txt" }

        init(_ td: TaskDraftBinary, holding exported: String) throws {
            self.td = td
            directory = td.directory.appendingPathComponent("todo").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            config = try td.writeFile("todo.cfg", """
                export TODO_DIR=\(directory)
                export TODO_FILE=$TODO_DIR/todo.txt
                export DONE_FILE=$TODO_DIR/done.txt
                export REPORT_FILE=$TODO_DIR/report.txt

                """)
            try exported.write(toFile: todoFile, atomically: true, encoding: .utf8)
        }

        func callAsFunction(_ words: String) throws -> [String] {
            let result = try td.run([], shell: "\(Self.path) -d \(config) -p \(words)")
            #expect(result.status == 0, "todo-txt \(words): \(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
    }

    /// The export read by todo.txt-cli: every line listed as written, the priorities, projects
    /// and contexts it knows; a task it marks done (and archives to done.txt) comes back done,
    /// with its start, wait and estimate, and the lines it did not touch come back unchanged.
    @Test(.enabled(if: try Peer.todoTxt.installed()))
    func todoTxtCLIReadsTheExportAndWhatItWritesImportsBack() throws {
        let td = try TaskDraftBinary.seeded(with: Self.seed)
        defer { td.remove() }
        let exported = try td.exportAll("todotxt", db: td.databasePath)
        let todo = try TodoTxtCLI(td, holding: exported)
        // `ls` numbers each line of the file and prints it as it is.
        let listed = try todo("ls").filter { $0.first?.isNumber == true }
        let byNumber = Dictionary(uniqueKeysWithValues: listed.map { line in
            let number = line.prefix { $0.isNumber }
            return (String(number), String(line.dropFirst(number.count + 1)))
        })
        #expect(Set(byNumber.values) == Set(exported.split(separator: "\n").map(String.init)))
        #expect(try todo("listpri A").contains { $0.contains("Draft the memo") })
        #expect(try Set(todo("listproj")) == ["+Q4-reports", "+home"])
        #expect(try Set(todo("listcon")) == ["@finance", "@отчёты", "@travel"])

        // todo.txt-cli marks the memo done and moves it to done.txt, and raises the trip to (A).
        let memo = try #require(byNumber.first { $0.value.contains("Draft the memo") }?.key)
        let trip = try #require(byNumber.first { $0.value.contains("Plan the trip") }?.key)
        _ = try todo("pri \(trip) A")
        _ = try todo("do \(memo)")
        let done = try String(contentsOfFile: todo.doneFile, encoding: .utf8)
        #expect(done.hasPrefix("x ") && done.contains("t:2026-12-04 estimate:1h30min"), "\(done)")

        let back = try Self.imported(td, [todo.todoFile, todo.doneFile], into: "back.db")
        var expected = try Self.fields(td, db: td.databasePath)
        expected["0b29777e-11fa-4e06-9aa0-a5623fc08f12"]?["project"] = "Q4-reports"
        // todo.txt-cli takes the priority off a line it marks done, as todo.txt's format says to.
        expected["0b29777e-11fa-4e06-9aa0-a5623fc08f12"]?["status"] = "done"
        expected["0b29777e-11fa-4e06-9aa0-a5623fc08f12"]?["priority"] = "none"
        expected["plain-uid-1"]?["priority"] = "high"
        let got = try Self.fields(td, db: back)
        #expect(Set(got.keys) == Set(expected.keys))
        for (uid, fields) in expected { #expect(got[uid] == fields, "\(uid)") }
    }

    /// Moments with their time of day, in offsets other than the session's, to the second.
    static let timedSeed = """
        {"uuid":"5f0c7a52-3b61-4c2e-9d0a-7e2b8f41c6d3","title":"Call the bank","status":"pending","priority":"high","due":"2026-12-11T15:00:00+03:00","start":"2026-12-07T09:30:00-05:00","wait":"2026-12-04T08:15:30+05:30","created":"2026-11-30T09:00:00+03:00","modified":"2026-11-30T09:00:00+03:00"}
        {"uuid":"9a3e61d8-0c47-4b15-8f26-d5b0e7c92a41","title":"Fly at 07:45 to Oslo","status":"pending","due":"2026-12-20T23:59:00+00:00","wait_date":"2026-12-18","created":"2026-11-30T09:01:00+03:00","modified":"2026-11-30T09:01:00+03:00"}
        {"uuid":"c2d7f0a9-6e18-4a3b-b5c4-1f9e8d7a6b50","title":"Renew the lease","status":"pending","start":"2026-12-01T00:00:00+03:00","due_date":"2026-12-31","created":"2026-11-30T09:02:00+03:00","modified":"2026-11-30T09:02:00+03:00"}

        """

    /// The moments of each task in `db`, by UID: each date field as task JSON gives it.
    static func moments(_ td: TaskDraftBinary, db: String) throws -> [String: [String: String]] {
        let tasks = try JSONSerialization.jsonObject(with: Data(td.exportAll("json", db: db).utf8)) as! [[String: Any]]
        var byUID: [String: [String: String]] = [:]
        for task in tasks {
            var kept: [String: String] = [:]
            for key in ["due", "due_date", "start", "start_date", "wait", "wait_date"] { kept[key] = task[key] as? String }
            byUID[task["uuid"] as! String] = kept
        }
        return byUID
    }

    /// A moment keeps its day in todo.txt's own key and its time of day and offset beside it:
    /// exported, imported and exported again byte for byte, and each moment at its instant and
    /// in its offset, to the second.
    @Test func aMomentsTimeOfDayExportsAndImportsBack() throws {
        let td = try TaskDraftBinary.seeded(with: Self.timedSeed)
        defer { td.remove() }
        let first = try td.exportAll("todotxt", db: td.databasePath)
        let lines = first.split(separator: "\n").map(String.init)
        #expect(lines.contains("(A) 2026-11-30 Call the bank due:2026-12-11 due-time:15:00+03:00 start:2026-12-07 start-time:09:30-05:00 "
                               + "t:2026-12-04 t-time:08:15:30+05:30 uid:5f0c7a52-3b61-4c2e-9d0a-7e2b8f41c6d3"), "\(first)")
        #expect(lines.contains("2026-11-30 Fly at 07:45 to Oslo due:2026-12-20 due-time:23:59+00:00 t:2026-12-18 "
                               + "uid:9a3e61d8-0c47-4b15-8f26-d5b0e7c92a41"), "\(first)")
        #expect(lines.contains("2026-11-30 Renew the lease due:2026-12-31 start:2026-12-01 start-time:00:00+03:00 "
                               + "uid:c2d7f0a9-6e18-4a3b-b5c4-1f9e8d7a6b50"), "\(first)")
        let other = try Self.imported(td, [try td.writeFile("todo.txt", first)], into: "other.db")
        #expect(try td.exportAll("todotxt", db: other) == first)
        #expect(try Self.moments(td, db: other) == Self.moments(td, db: td.databasePath))
    }

    /// The real todo.txt-cli lists the times as words of the line, changes the task around them
    /// (a priority, done and archived), and what it wrote imports back at the same moments.
    @Test(.enabled(if: try Peer.todoTxt.installed()))
    func todoTxtCLIKeepsTheTimesOfDay() throws {
        let td = try TaskDraftBinary.seeded(with: Self.timedSeed)
        defer { td.remove() }
        let exported = try td.exportAll("todotxt", db: td.databasePath)
        let todo = try TodoTxtCLI(td, holding: exported)
        let listed = try todo("ls").filter { $0.first?.isNumber == true }
        #expect(Set(listed.map { String($0.drop { $0.isNumber }.dropFirst()) }) == Set(exported.split(separator: "\n").map(String.init)))
        // An offset's + is no project to todo.txt-cli.
        #expect(try todo("listproj") == [])
        let bank = try #require(listed.first { $0.contains("Call the bank") }.map { String($0.prefix { $0.isNumber }) })
        let oslo = try #require(listed.first { $0.contains("Oslo") }.map { String($0.prefix { $0.isNumber }) })
        _ = try todo("pri \(oslo) B")
        _ = try todo("do \(bank)")
        let done = try String(contentsOfFile: todo.doneFile, encoding: .utf8)
        #expect(done.hasPrefix("x ") && done.contains("due:2026-12-11 due-time:15:00+03:00"), "\(done)")

        let back = try Self.imported(td, [todo.todoFile, todo.doneFile], into: "back.db")
        #expect(try Self.moments(td, db: back) == Self.moments(td, db: td.databasePath))
    }

    /// A parent and a dependency by UID (`parent:`, `depends:`) as todo.txt-cli meets them: it
    /// keeps the words through a priority and a parent marked done and archived, and the import
    /// of todo.txt and then done.txt links both back.
    @Test(.enabled(if: try Peer.todoTxt.installed()))
    func todoTxtCLIKeepsTheParentAndTheLinks() throws {
        let td = try TaskDraftBinary.seeded(with: """
            {"uuid":"b0000000-0000-4000-8000-000000000001","title":"Move the office","status":"pending","created":"2026-11-30T10:00:00+03:00","modified":"2026-11-30T10:00:00+03:00"}
            {"uuid":"b0000000-0000-4000-8000-000000000002","title":"Pack the books","status":"pending","parent":"b0000000-0000-4000-8000-000000000001","depends":["b0000000-0000-4000-8000-000000000003"],"created":"2026-11-30T10:01:00+03:00","modified":"2026-11-30T10:01:00+03:00"}
            {"uuid":"b0000000-0000-4000-8000-000000000003","title":"Order boxes","status":"pending","created":"2026-11-30T10:02:00+03:00","modified":"2026-11-30T10:02:00+03:00"}

            """)
        defer { td.remove() }
        let exported = try td.exportAll("todotxt", db: td.databasePath)
        let todo = try TodoTxtCLI(td, holding: exported)
        let listed = try todo("ls").filter { $0.first?.isNumber == true }
        let move = try #require(listed.first { $0.contains("Move the office") }.map { String($0.prefix { $0.isNumber }) })
        let pack = try #require(listed.first { $0.contains("Pack the books") }.map { String($0.prefix { $0.isNumber }) })
        _ = try todo("pri \(pack) A")
        _ = try todo("do \(move)")
        let kept = try String(contentsOfFile: todo.todoFile, encoding: .utf8)
        #expect(kept.contains("(A) 2026-11-30 Pack the books uid:b0000000-0000-4000-8000-000000000002 "
                              + "parent:b0000000-0000-4000-8000-000000000001 depends:b0000000-0000-4000-8000-000000000003"), "\(kept)")

        let back = try Self.imported(td, [todo.todoFile, todo.doneFile], into: "back.db")
        let tasks = try JSONSerialization.jsonObject(with: Data(td.exportAll("json", db: back).utf8)) as? [[String: Any]] ?? []
        let books = try #require(tasks.first { $0["uuid"] as? String == "b0000000-0000-4000-8000-000000000002" })
        #expect(books["parent"] as? String == "b0000000-0000-4000-8000-000000000001", "\(books)")
        #expect((books["depends"] as? [[String: Any]])?.compactMap { $0["uid"] as? String } == ["b0000000-0000-4000-8000-000000000003"],
                "\(books)")
        #expect(tasks.first { $0["uuid"] as? String == "b0000000-0000-4000-8000-000000000001" }?["status"] as? String == "done")
    }

    /// A time of day that is none is a bad record naming its key; one whose day is not on the
    /// line is kept as an annotation, never dropped.
    @Test func aTimeOfDayThatIsNoneIsRefusedAndOneWithoutItsDayIsKept() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = try td.writeFile("todo.txt", """
            Call Anna due:2026-12-03 due-time:soon
            Water the plants t:2026-12-03 t-time:25:00+03:00
            Pay rent start-time:09:00+03:00
            Plan the week due:2026-12-07 due-time:09:00

            """)
        let result = try td.run(["import", file, "--yes", "--json"])
        #expect(result.status == 5, "\(result.stderr)")
        #expect(result.stderr.contains("todo.txt:1: due-time: \"soon\" is not a time of day with its offset (15:00+03:00)"), "\(result.stderr)")
        #expect(result.stderr.contains("todo.txt:2: t-time: \"25:00+03:00\" is not a time of day"), "\(result.stderr)")
        let tasks = Dictionary(uniqueKeysWithValues: (try td.json(["list", "--all", "--json"]) as! [[String: Any]])
            .map { ($0["title"] as! String, $0) })
        #expect(Set(tasks.keys) == ["Pay rent", "Plan the week"])
        let kept = ((tasks["Pay rent"]?["annotations"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
        #expect(kept == ["imported: start-time=09:00+03:00"])
        #expect(tasks["Pay rent"]?["start"] is NSNull || tasks["Pay rent"]?["start"] == nil)
        // A time without an offset is the session's (Europe/Moscow here).
        #expect(tasks["Plan the week"]?["due"] as? String == "2026-12-07T09:00:00+03:00")
    }
}
