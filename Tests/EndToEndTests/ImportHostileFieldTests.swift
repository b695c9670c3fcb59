import Foundation
import Testing

/// A stranger's value in each field a todo.txt, CSV or JSON Lines file carries beyond the
/// title (the start, the wait, the estimate, the parent, the dependencies): each record that
/// holds one is a bad record named by its line and by the field as the file names it, with
/// its reason; the records around it are imported; the process ends with 5, never a signal.
@Suite struct ImportHostileFieldTests {
    /// Imports `text` as `file`; checks the exit, that every expected line's report names its
    /// field, and that the good records (and only they) were written.
    func expectRefused(_ file: String, _ text: String, reports: [String], imported: Int) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile(file, text)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 5, "\(file): \(result.status) \(result.stderr)")
        let bad = result.stderr.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { $0.dropFirst(path.count + 1) }
        for report in reports {
            // `LINE[:COLUMN]: field: reason`: the line, then the field and its reason.
            let line = report.prefix { $0 != ":" }, rest = report.drop { $0 != ":" }.dropFirst()
            #expect(bad.contains { $0.hasPrefix(line + ":") && $0.contains(rest) }, "\(file): no \(report) in \(result.stderr)")
        }
        #expect(bad.count == reports.count, "\(bad)")
        #expect(try td.rowCount() == imported, "\(result.stderr)")
        #expect(try td.rowCount("SELECT count(*) FROM tasks WHERE title LIKE 'good%'") == 2)
    }

    @Test func jsonLines() throws {
        let long = String(repeating: "x", count: 300)
        let many = (0..<1_200).map { "\"u\($0)\"" }.joined(separator: ",")
        let lines = [
            #"{"title":"good first"}"#,
            #"{"title":"a","start":"2026-12-01T25:00:00+03:00"}"#,
            #"{"title":"b","start_date":"2026-02-30"}"#,
            #"{"title":"c","wait_date":"3000-01-01"}"#,
            #"{"title":"d","wait":["2026-12-01"]}"#,
            #"{"title":"e","estimate":"P99999999999D"}"#,
            #"{"title":"f","estimate":"-5h"}"#,
            #"{"title":"g","estimate":1.5}"#,
            #"{"title":"h","parent":"a b"}"#,
            #"{"title":"i","parent":"\#(long)"}"#,
            #"{"title":"j","parent":"a\u0007b"}"#,
            #"{"title":"k","parent":{"id":1}}"#,
            #"{"title":"l","depends":["x y"]}"#,
            #"{"title":"m","depends":[{}]}"#,
            #"{"title":"n","depends":[\#(many)]}"#,
            #"{"title":"o","depends":["ok","a\u202Eb"]}"#,
            #"{"title":"good last"}"#,
        ]
        try expectRefused("tasks.jsonl", lines.joined(separator: "\n") + "\n", reports: [
            "2: start: ", "3: start_date: ", "4: wait: ", "5: wait: ", "6: estimate: ", "7: estimate: ", "8: estimate: ",
            "9: parent: contains a space or a line break", "10: parent: is 300 bytes long", "11: parent: contains control characters",
            "12: parent: ", "13: depends: contains a space or a line break", "14: depends: ", "15: depends: 1200 dependencies",
            "16: depends: contains control characters",
        ], imported: 2)
    }

    @Test func csv() throws {
        let text = """
            title,start,wait,estimate,parent,depends
            good first,,,,,
            a,soon,,,,
            b,,2026-02-30,,,
            c,,,-5h,,
            d,,,99999999999999999999h,,
            e,,,,a b,
            f,,,,"a\u{7}b",
            good last,,,,,

            """
        try expectRefused("tasks.csv", text, reports: [
            "3: start: \"soon\"", "4: wait: \"2026-02-30\"", "5: estimate: \"-5h\"", "6: estimate: ", "7: parent: contains a space or a line break",
            "8: parent: contains control characters",
        ], imported: 2)
    }

    @Test func todoTxt() throws {
        let text = """
            2026-12-01 good first
            2026-12-01 a t:soon
            2026-12-01 b start:2026-02-30
            2026-12-01 c START:1899-12-31
            2026-12-01 d estimate:-5h
            2026-12-01 e estimate:\(String(repeating: "9", count: 1_000))h
            2026-12-01 f estimate:PT0S
            2026-12-01 g t:\(String(repeating: "2026-", count: 200))
            2026-12-01 h due:2026-12-03 due-time:99:99+03:00
            2026-12-01 i t:2026-12-03 t-time:\(String(repeating: "9", count: 1_000))
            2026-12-01 j due:99999-01-01
            2026-12-01 good last

            """
        try expectRefused("todo.txt", text, reports: [
            "2: t: \"soon\" is not a YYYY-MM-DD date", "3: start: \"2026-02-30\" is not a YYYY-MM-DD date",
            "4: start: \"1899-12-31\" is outside the supported dates", "5: estimate: ", "6: estimate: ", "7: estimate: ", "8: t: ",
            "9: due-time: \"99:99+03:00\" is not a time of day", "10: t-time: ", "11: due: \"99999-01-01\" is not a YYYY-MM-DD date",
        ], imported: 2)
    }

    @Test func taskwarrior() throws {
        let text = """
            [{"description":"good first","status":"pending"},
            {"description":"a","status":"pending","due":"00000101T000000Z"},
            {"description":"b","status":"pending","due":"999990101T000000Z"},
            {"description":"c","status":"pending","depends":[1,-2]},
            {"description":"d","status":"pending","scheduled":"soon"},
            {"description":"e","status":"pending","wait":"20261301T000000Z"},
            {"description":"f","status":"pending","entry":"20261201T000000Z","annotations":[{"entry":"99991231T235959Z","description":"late"}]},
            {"description":"good last","status":"pending"}]

            """
        try expectRefused("task.json", text, reports: [
            "2: due: ", "3: due: ", "4: depends: expected strings, found a number", "5: scheduled: ", "6: wait: ", "7: annotations: ",
        ], imported: 2)
    }

    @Test func iCalendar() throws {
        func todo(_ title: String, _ lines: String...) -> [String] {
            ["BEGIN:VTODO", "UID:" + title.replacingOccurrences(of: " ", with: "-"), "SUMMARY:" + title] + lines + ["END:VTODO"]
        }
        let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//hostile//EN"]
            + todo("good first")
            + todo("a", "DUE;VALUE=DATE:00000101")
            + todo("b", "DTSTART:999990101T000000Z")
            + todo("c", "PRIORITY:99999999999999999999")
            + todo("d", "X-TASKDRAFT-ESTIMATE:-PT5H")
            + todo("good last")
            + ["END:VCALENDAR", ""]
        // The first VTODO is lines 4–7, each bad one five lines from its BEGIN: 8, 13, 18, 23.
        try expectRefused("tasks.ics", lines.joined(separator: "\r\n"), reports: [
            "8: DUE", "13: DTSTART", "18: PRIORITY", "23: X-TASKDRAFT-ESTIMATE",
        ], imported: 2)
    }

    /// A Todoist CONTENT over several lines or with a tab is a one-line title, each break a
    /// space and its spaces as written, and a label after a break is a tag; an escape character
    /// is still no title.
    @Test func todoistContentOnSeveralLines() throws {
        let text = "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\n"
            + "task,\"Line1\nLine2\",,4,1,,,,,\n"
            + "task,\"tab\there  twice\",,4,1,,,,,\n"
            + "task,\"Pack\r\nboxes @move\",,4,1,,,tomorrow,,\n"
            + "task,\"\u{1B}[31mred\",,4,1,,,,,\n"
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("todoist.csv", text)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 5 && result.stderr.contains(path + ":7: title:"), "the escape alone: \(result.stderr)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(Set(tasks.compactMap { $0["title"] as? String }) == ["Line1 Line2", "tab here  twice", "Pack boxes"])
        let pack = tasks.first { $0["title"] as? String == "Pack boxes" }
        #expect(pack?["tags"] as? [String] == ["move"] && pack?["due_date"] as? String == "2026-12-03", "\(String(describing: pack))")
    }

    /// Todoist's columns a stranger can fill: what is no value is a bad record or kept, never a crash.
    @Test func todoist() throws {
        let text = """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT
            task,good first,,4,1,,,,en,,,
            task,a,,99999999999999999999,1,,,,en,,,
            task,b,,4,-99999999999999999999,,,,en,,,
            task,c,,4,1,,,,en,,9223372036854775807,day
            task,d,,4,1,,,2026-12-03 14:00,en,Mars/Olympus_Mons,,
            task,e,,4,1,,,,en,,-5,minute
            task,good last,,4,1,,,,en,,,

            """
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("todoist.csv", text)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 5, "\(result.stderr)")
        #expect(result.stderr.contains(path + ":3:"), "the priority that is none: \(result.stderr)")
        #expect(try td.rowCount("SELECT count(*) FROM tasks WHERE title LIKE 'good%'") == 2)
        // A zone that is none keeps its DATE's words drafted in the session's zone, and the zone as a note.
        let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        let d = try #require(tasks.first { $0["title"] as? String == "d" }, "CONTENT is the title as written")
        #expect(((d["annotations"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String } == ["imported: timezone=Mars/Olympus_Mons"])
    }

    /// A stranger's `taskdraft:` lines in Todoist's DESCRIPTION: a start or wait that is none is a
    /// bad record naming its field; a place no row has, of no number a file has, or far past the
    /// end, is kept as a note or left as text; a thousand lines naming rows further down than the
    /// file goes are read in bounded work and kept; never a crash.
    @Test func todoistDescriptionLines() throws {
        let many = (1...5_000).map { "taskdraft: after task \(1_000_000 + $0): far" }.joined(separator: "\n")
        let text = """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,good first,"taskdraft: after task 0\ntaskdraft: after task -1\ntaskdraft: after task 1x\ntaskdraft: after task 99999999999999999999",4,1,,,,,
            task,a,taskdraft: start 2026-02-30,4,1,,,,,
            task,b,taskdraft: wait 9999-99-99 99:99+99:99,4,1,,,,,
            task,c,taskdraft: start 2026-12-03 25:00+03:00,4,1,,,,,
            task,good last,"\(many)",4,1,,,,,

            """
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("todoist.csv", text)
        let result = try td.run(["import", path, "--yes", "--json"])
        #expect(result.status == 5, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        let errors = (report["errors"] as? [[String: Any]]) ?? []
        #expect(errors.compactMap { $0["line"] as? Int } == [6, 7, 8], "the three after the four-line cell: \(errors)")
        #expect(errors.allSatisfy { ($0["field"] as? String)?.hasPrefix("start") == true || ($0["field"] as? String)?.hasPrefix("wait") == true },
                "\(errors)")
        #expect(report["kept"] as? Int == 5_000, "each far line kept: \(report)")
        #expect(try td.rowCount("SELECT count(*) FROM tasks WHERE title LIKE 'good%'") == 2)
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let first = try #require(tasks.first { $0["title"] as? String == "good first" }, "CONTENT is the title as written")
        // Lines of these words that name no place stay the description, as any text of it does.
        #expect(((first["annotations"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
                == ["taskdraft: after task 0\ntaskdraft: after task -1\ntaskdraft: after task 1x\ntaskdraft: after task 99999999999999999999"])
    }
}
