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

    static let todoTxtCLI = "/usr/bin/todo-txt"

    /// The export read by todo.txt-cli: every line listed as written, the priorities, projects
    /// and contexts it knows; a task it marks done (and archives to done.txt) comes back done,
    /// with its start, wait and estimate, and the lines it did not touch come back unchanged.
    @Test(.enabled(if: try Peer.todoTxt.installed()))
    func todoTxtCLIReadsTheExportAndWhatItWritesImportsBack() throws {
        let td = try TaskDraftBinary.seeded(with: Self.seed)
        defer { td.remove() }
        let exported = try td.exportAll("todotxt", db: td.databasePath)
        let dir = td.directory.appendingPathComponent("todo").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try exported.write(toFile: dir + "/todo.txt", atomically: true, encoding: .utf8)
        let config = try td.writeFile("todo.cfg", """
            export TODO_DIR=\(dir)
            export TODO_FILE=$TODO_DIR/todo.txt
            export DONE_FILE=$TODO_DIR/done.txt
            export REPORT_FILE=$TODO_DIR/report.txt

            """)
        func todo(_ words: String) throws -> [String] {
            let result = try td.run([], shell: "\(Self.todoTxtCLI) -d \(config) -p \(words)")
            #expect(result.status == 0, "todo-txt \(words): \(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
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
        let done = try String(contentsOfFile: dir + "/done.txt", encoding: .utf8)
        #expect(done.hasPrefix("x ") && done.contains("t:2026-12-04 estimate:1h30min"), "\(done)")

        let back = try Self.imported(td, [dir + "/todo.txt", dir + "/done.txt"], into: "back.db")
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
}
