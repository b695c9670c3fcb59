import Foundation
import Testing
import TestPeers

/// Four priority levels, as Taskwarrior (none, L, M, H) and Todoist (p4–p1) have them: said in
/// three languages, shown in `list`, changed by `edit` and `modify`, and carried exactly by
/// every format that has them (README "Priority levels").
@Suite struct PriorityLevelsTests {
    /// The priority of the task `add --json --yes` made of `text`.
    static func added(_ td: TaskDraftBinary, _ text: String) throws -> String? {
        let result = try td.json(["add", "--json", "--yes", text]) as? [String: Any]
        return (result?["task"] as? [String: Any])?["priority"] as? String
    }

    static func priorities(_ td: TaskDraftBinary, _ extra: [String] = []) throws -> [String: String] {
        let tasks = try td.json(["list", "--json"] + extra) as! [[String: Any]]
        return Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0["priority"] as! String) })
    }

    @Test func saidInThreeLanguages() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let said: [(String, String)] = [
            ("Fix the build p1", "high"), ("Review the budget p2", "medium"), ("Tidy the desk p3", "low"),
            ("Water the plants p4", "none"), ("Review the budget, medium priority", "medium"),
            ("Review the budget !medium", "medium"), ("Tidy the desk, normal priority", "none"),
            ("Fix the build !!", "high"), ("Call Anna", "none"),
            ("Проверить отчёт, средний приоритет", "medium"), ("Срочно отправить КП", "high"),
            ("Проверить отчёт, без приоритета", "none"), ("Sprawdzić raport, średni priorytet", "medium"),
            ("Naprawić serwer, pilne", "high"), ("Sprawdzić raport, niski priorytet", "low"),
        ]
        for (text, level) in said {
            #expect(try Self.added(td, text) == level, "\(text)")
        }
    }

    /// "someday", "когда-нибудь", "kiedyś" are the low level: its urgency is Taskwarrior's L
    /// (1.8), so such a task ranks above one that names no level, as the README says; an
    /// `urgency.md` with a negative `priority.low` puts them below (the README's way to).
    @Test func somedayIsLowAndRanksAsTaskwarriorsLDoes() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let someday = ["Read a book someday": "Read a book", "Прочитать книгу когда-нибудь": "Прочитать книгу",
                       "Przeczytać książkę kiedyś": "Przeczytać książkę"]
        for text in someday.keys.sorted() { #expect(try Self.added(td, text) == "low", "\(text)") }
        #expect(try Self.added(td, "Water the plants") == "none")
        func next() throws -> [(String, Double)] {
            let tasks = try td.json(["next", "--json"]) as! [[String: Any]]
            return tasks.map { ($0["title"] as! String, $0["urgency"] as! Double) }
        }
        let ranked = try next()
        #expect(ranked.map(\.0).last == "Water the plants", "\(ranked)")
        for (title, urgency) in ranked where title != "Water the plants" {
            #expect(someday.values.contains(title) && urgency == 1.8, "\(title): \(urgency)")
        }
        #expect(ranked.first { $0.0 == "Water the plants" }?.1 == 0)

        let skills = td.directory.appendingPathComponent("config/taskdraft/skills")
        try FileManager.default.createDirectory(at: skills, withIntermediateDirectories: true)
        try "priority.low: -1\n".write(to: skills.appendingPathComponent("urgency.md"), atomically: true, encoding: .utf8)
        let lowered = try next()
        #expect(lowered.first?.0 == "Water the plants", "\(lowered)")
        #expect(lowered.dropFirst().allSatisfy { $0.1 == -1 }, "\(lowered)")
    }

    /// The list column has a letter for each named level, in the person's language.
    @Test func theListColumnNamesEachLevel() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["Alpha p1", "Bravo p2", "Charlie p3", "Delta"] { try td.run(["add", "--yes", text]) }
        let english = try td.run(["list", "sort:priority"]).stdout.split(separator: "\n").map(String.init)
        #expect(english.count == 5, "\(english)")
        for (line, (letter, title)) in zip(english.dropFirst(), [("H", "Alpha"), ("M", "Bravo"), ("L", "Charlie"), ("", "Delta")]) {
            let cells = line.split(separator: " ").map(String.init)
            #expect(cells.contains(title), "\(line)")
            #expect(letter.isEmpty ? !cells.contains { ["H", "M", "L"].contains($0) } : cells.contains(letter), "\(line)")
        }
        td.environment["LANG"] = "ru_RU.UTF-8"
        let russian = try td.run(["list", "sort:priority"]).stdout
        #expect(russian.contains(" С ") && russian.contains(" Н ") && russian.contains(" В "), "\(russian)")
        td.environment["LANG"] = "pl_PL.UTF-8"
        let polish = try td.run(["list", "sort:priority"]).stdout
        #expect(polish.contains(" Ś ") && polish.contains(" N ") && polish.contains(" W "), "\(polish)")
    }

    @Test func editAndModifyTakeTheNamesAndTaskwarriorsLetters() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "--yes", "Call Anna"])
        for (words, level) in [(["modify", "1", "priority:M"], "medium"), (["modify", "1", "pri:l"], "low"),
                               (["modify", "1", "priority:none"], "none"), (["edit", "1", "--priority", "medium"], "medium"),
                               (["modify", "1", "priority:"], "none"), (["modify", "1", "pri:H"], "high"),
                               (["edit", "1", "--priority", "H"], "high"), (["modify", "1", "priority:normal"], "none")] {
            let result = try td.run(words + ["--yes"])
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(try Self.priorities(td)["Call Anna"] == level, "\(words)")
        }
        for bad in ["urgent", "p2", "5", "médium", String(repeating: "h", count: 10_000)] {
            let modified = try td.run(["modify", "1", "priority:" + bad, "--yes"])
            #expect(modified.status == 2, "\(bad): \(modified.stderr)")
            #expect(modified.stderr.contains("is not one of H, M, L (high, medium, low, none)"), "\(modified.stderr)")
        }
        let edited = try td.run(["edit", "1", "--priority", "urgent", "--yes"])
        #expect(edited.status == 2 && edited.stderr.contains("(one of: none, low, medium, high, L, M, H)"), "\(edited.stderr)")
        var russian = td
        russian.environment["LANG"] = "ru_RU.UTF-8"
        let refused = try russian.run(["modify", "1", "priority:urgent", "--yes"])
        #expect(refused.status == 2 && refused.stderr.contains("приоритет «urgent» — не H, M или L"), "\(refused.stderr)")
        #expect(try Self.priorities(td)["Call Anna"] == "none")
    }

    /// export → the real `task import` → `task export` → import: H, M, L and no priority, each
    /// the same at the end.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func taskwarriorCarriesTheFourLevels() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["Alpha p1", "Bravo p2", "Charlie p3", "Delta"] { try td.run(["add", "--yes", text]) }
        let exported = try td.run(["export", "--format", "taskwarrior"])
        let roundTrip = try td.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let tw = try JSONSerialization.jsonObject(with: Data(roundTrip.stdout.utf8)) as! [[String: Any]]
        let theirs = Dictionary(uniqueKeysWithValues: tw.map { ($0["description"] as! String, $0["priority"] as? String ?? "-") })
        #expect(theirs == ["Alpha": "H", "Bravo": "M", "Charlie": "L", "Delta": "-"])

        let restored = td.directory.appendingPathComponent("restored.db").path
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--db", restored], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Self.priorities(td, ["--db", restored]) == ["Alpha": "high", "Bravo": "medium", "Charlie": "low", "Delta": "none"])
    }

    /// todo.txt's (A), (B), (C) and no letter; CSV and JSON Lines by name, both ways.
    @Test func todoTxtCsvAndJsonLinesCarryTheFourLevels() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["Alpha p1", "Bravo p2", "Charlie p3", "Delta"] { try td.run(["add", "--yes", text]) }
        let expected = ["Alpha": "high", "Bravo": "medium", "Charlie": "low", "Delta": "none"]
        let todo = try td.run(["export", "--format", "todotxt"]).stdout
        let letters = Dictionary(uniqueKeysWithValues: todo.split(separator: "\n").map { line in
            (line.split(separator: " ").first { ["Alpha", "Bravo", "Charlie", "Delta"].contains($0) }.map(String.init) ?? "?",
             line.hasPrefix("(") ? String(line.prefix(3)) : "-")
        })
        #expect(letters == ["Alpha": "(A)", "Bravo": "(B)", "Charlie": "(C)", "Delta": "-"], "\(todo)")
        for format in ["todotxt", "csv", "jsonl"] {
            let file = try td.run(["export", "--format", format]).stdout
            let restored = td.directory.appendingPathComponent("\(format).db").path
            let imported = try td.run(["import", "-", "--format", format, "--yes", "--db", restored], stdin: file)
            #expect(imported.status == 0, "\(format): \(imported.stderr)")
            #expect(try Self.priorities(td, ["--db", restored]) == expected, "\(format)")
        }
        // (D) to (Z) are lower still: low.
        let restored = td.directory.appendingPathComponent("letters.db").path
        try td.run(["import", "-", "--format", "todotxt", "--yes", "--db", restored], stdin: "(D) Echo\n(Z) Foxtrot\n")
        #expect(try Self.priorities(td, ["--db", restored]) == ["Echo": "low", "Foxtrot": "low"])
    }

    /// A stranger's file: a priority that is no level is refused by line, the others imported.
    @Test func aFileWithNoSuchLevelIsRefusedByLine() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let lines = [#"{"title":"Good","priority":"medium"}"#, #"{"title":"Old","priority":"normal"}"#,
                     #"{"title":"Bad","priority":"p2"}"#, #"{"title":"Worse","priority":7}"#,
                     #"{"title":"Loud","priority":"MEDIUM"}"#].joined(separator: "\n") + "\n"
        let imported = try td.run(["import", "-", "--format", "jsonl", "--yes"], stdin: lines)
        #expect(imported.stderr.contains("\"p2\" is not none, low, medium or high"), "\(imported.stderr)")
        #expect(try Self.priorities(td) == ["Good": "medium", "Old": "none", "Loud": "medium"])
    }

    /// The ICS export as python3-icalendar reads it: PRIORITY 1, 5, 9 and 0.
    @Test(.enabled(if: try Peer.icalendar.installed()))
    func icsWritesRfc5545Priorities() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["Alpha p1", "Bravo p2", "Charlie p3", "Delta"] { try td.run(["add", "--yes", text]) }
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "-o", path]).status == 0)
        let script = """
            import icalendar, json, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            print(json.dumps({str(t.get('SUMMARY')): int(t.get('PRIORITY')) for t in cal.walk('VTODO')}))
            """
        let read = try #require(try PythonReader.json(script, reading: path) as? [String: Int])
        #expect(read == ["Alpha": 1, "Bravo": 5, "Charlie": 9, "Delta": 0])
    }

    /// `next` weighs the four levels by Taskwarrior's coefficients: H 6.0, M 3.9, L 1.8, none 0.
    @Test func nextWeighsTheFourLevels() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["Delta", "Charlie p3", "Bravo p2", "Alpha p1"] { try td.run(["add", "--yes", text]) }
        let rows = try td.json(["next", "--json"]) as! [[String: Any]]
        #expect(rows.map { $0["title"] as? String } == ["Alpha", "Bravo", "Charlie", "Delta"])
        let urgency = rows.map { $0["urgency"] as? Double ?? .nan }
        for (value, expected) in zip(urgency, [6.0, 3.9, 1.8, 0.0]) {
            #expect(abs(value - urgency[3] - expected) < 0.001, "\(urgency)")
        }
    }
}

/// A priority set on either side of a CalDAV sync, against a real Radicale and the
/// python3-caldav "phone": 1, 5 and 9 written, RFC 5545's ranges read back.
@Suite(.serialized, .enabled(if: try Peer.radicale.installed())) struct PrioritySyncTests {
    typealias Sync = CalDAVSyncTests

    @Test func theFourLevelsTravelBothWays() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        for text in ["Alpha p1", "Bravo p2", "Charlie p3", "Delta"] { try laptop.run(["add", "--yes", text]) }
        _ = try Sync.sync(laptop)
        let uuids = Dictionary(uniqueKeysWithValues: try Sync.tasks(laptop).map { ($0["title"] as! String, $0["uuid"] as! String) })
        for (title, written) in [("Alpha", "1"), ("Bravo", "5"), ("Charlie", "9"), ("Delta", "0")] {
            #expect(try server.phone("get", uuids[title]!, "PRIORITY") == written + "\n", "\(title)")
        }
        // The phone says 3 (high), 5 (medium), 7 (low) and drops one.
        try server.phone("set", uuids["Delta"]!, "PRIORITY", "PRIORITY:3")
        try server.phone("set", uuids["Alpha"]!, "PRIORITY", "PRIORITY:5")
        try server.phone("set", uuids["Bravo"]!, "PRIORITY", "PRIORITY:7")
        try server.phone("set", uuids["Charlie"]!, "PRIORITY", "")
        let pulled = try Sync.sync(laptop, now: "2026-12-02T10:05:00+03:00")
        #expect(Sync.count(pulled, "pulled", "updated") == 4)
        let levels = Dictionary(uniqueKeysWithValues: try Sync.tasks(laptop).map { ($0["title"] as! String, $0["priority"] as! String) })
        #expect(levels == ["Alpha": "medium", "Bravo": "low", "Charlie": "none", "Delta": "high"])
        // Nothing changed since: the next sync writes nothing back (3 and 7 are not rewritten as 1 and 9).
        let idle = try Sync.sync(laptop, now: "2026-12-02T10:06:00+03:00")
        #expect(Sync.count(idle, "pushed", "updated") == 0 && Sync.count(idle, "pulled", "updated") == 0)
        #expect(try server.phone("get", uuids["Delta"]!, "PRIORITY") == "3\n")
    }
}
