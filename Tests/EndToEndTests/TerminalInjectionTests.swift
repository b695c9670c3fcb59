import Foundation
import Testing

/// Text an agent or a file planted is data when printed: every command that shows store or
/// model text to a person shows escape sequences and bidi overrides as visible text, and
/// `--json` stays exact JSON.
@Suite struct TerminalInjectionTests {
    /// An OSC-8 hyperlink whose text hides its target, a window-title change, a screen clear.
    static let osc8 = "\u{1B}]8;;https://evil.example/\u{07}click me\u{1B}]8;;\u{07}"
    static let notes = osc8 + "\nsecond line \u{1B}]0;pwned\u{07}\u{1B}[2J"
    static let title = "Pay invoice \u{202E}fdp.exe"

    /// What a terminal would act on rather than show.
    static func raw(_ text: String) -> [String] {
        var found: [String] = []
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (v < 0x20 && v != 0x0A) || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
                found.append(String(format: "U+%04X", v))
            }
        }
        return found
    }

    func expectInert(_ result: TaskDraftBinary.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Self.raw(result.stdout) == [], "stdout of \(what): \(result.stdout.debugDescription)", sourceLocation: sourceLocation)
        #expect(Self.raw(result.stderr) == [], "stderr of \(what): \(result.stderr.debugDescription)", sourceLocation: sourceLocation)
    }

    func json(_ value: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: value), as: UTF8.self)
    }

    /// One hostile task, imported from JSON Lines.
    func seeded() throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        let record: [String: Any] = ["title": Self.title, "notes": Self.notes, "tags": ["finance", "x\u{202E}y"],
                                     "project": "Q\u{202E}4", "due_date": "2026-12-03"]
        let path = td.directory.appendingPathComponent("hostile.jsonl").path
        try (json(record) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try td.run(["import", path, "--yes"])
        #expect(imported.status == 0, "\(imported.stderr)")
        return td
    }

    @Test func everyCommandShowsPlantedSequencesAsText() throws {
        let td = try seeded()
        defer { td.remove() }
        let show = try td.run(["show", "1"])
        expectInert(show, "show")
        #expect(show.stdout.contains("Pay invoice <U+202E>fdp.exe"))
        // A note keeps its line break, nothing else: its next line hangs under its text, after its date.
        #expect(show.stdout.range(of: #"\\e\]8;;https://evil\.example/\\x07click me\\e\]8;;\\x07\n {11,}second line \\e\]0;pwned\\x07\\e\[2J"#,
                                  options: .regularExpression) != nil, "\(show.stdout)")
        #expect(show.stdout.contains("x<U+202E>y"))
        #expect(show.stdout.contains("Q<U+202E>4"))
        let list = try td.run(["list"])
        expectInert(list, "list")
        #expect(list.stdout.contains("<U+202E>"))
        for arguments in [["edit", "1", "--priority", "high", "--yes"], ["done", "1", "--yes"], ["undo", "--yes"],
                          ["delete", "1", "--yes"], ["undo", "--yes"],
                          ["audit"], ["list", "status:all"]] {
            let result = try td.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            expectInert(result, arguments.joined(separator: " "))
        }
        #expect(try td.run(["done", "1", "--yes"]).stdout.contains("Completed 1 \"Pay invoice <U+202E>fdp.exe\""))
    }

    @Test func jsonOutputIsExactAndEscaped() throws {
        let td = try seeded()
        defer { td.remove() }
        for arguments in [["list", "--json"], ["export", "--format", "jsonl"]] {
            let result = try td.run(arguments)
            #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0.value != 0x0A }, "JSON escapes C0: \(arguments)")
            #expect(result.stdout.contains("\\u001b]8;;"))
        }
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks[0]["title"] as? String == Self.title)
        #expect((tasks[0]["annotations"] as? [[String: Any]])?.map { $0["text"] as? String } == [Self.notes])
        #expect(tasks[0]["tags"] as? [String] == ["finance", "x\u{202E}y"])
    }

    @Test func anAgentsTasksAndTheReplShowTheSameWay() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let calls: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": ["protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any],
                        "clientInfo": ["name": "e2e", "version": "1"]] as [String: Any]],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/call",
             "params": ["name": "create_task", "arguments": ["title": Self.title, "notes": Self.osc8, "tags": ["ok"]] as [String: Any]] as [String: Any]],
            ["jsonrpc": "2.0", "id": 3, "method": "tools/call",
             "params": ["name": "update_task", "arguments": ["id": 1, "notes": Self.notes, "project": "\u{2066}p\u{2069}"] as [String: Any]] as [String: Any]],
        ]
        let mcp = try td.run(["mcp"], stdin: calls.map(json).joined(separator: "\n") + "\n")
        #expect(mcp.status == 0)
        #expect(!mcp.stdout.contains("\"isError\":true"), "\(mcp.stdout)")
        let show = try td.run(["show", "1"])
        expectInert(show, "show")
        #expect(show.stdout.contains("<U+2066>p<U+2069>"))
        expectInert(try td.run(["audit"]), "audit")
        expectInert(try td.run(["transcript"]), "transcript")

        let dialogue = ["Renew \u{202E}gpj.exe tomorrow #x\u{202E}", "e", "", "", "", "", "", "", "n", "/list", "/quit"].joined(separator: "\n") + "\n"
        let repl = try td.run(["repl"], stdin: dialogue)
        #expect(repl.status == 0, "\(repl.stderr)")
        expectInert(repl, "repl")
        #expect(repl.stdout.contains("Draft  Renew <U+202E>gpj.exe"), "the draft card: \(repl.stdout)")
        #expect(repl.stdout.contains("title: [Renew <U+202E>gpj.exe]"), "editing shows the current title")
        expectInert(try td.run(["transcript"]), "transcript of the REPL session")
    }

    @Test func importErrorReportsShowTheFileTextAsText() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("bad.jsonl").path
        let lines = [json(["title": "ok", "due": "\u{1B}]0;pwned\u{07}"]), json(["title": "t\u{9B}2J"])]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 5 || result.status == 1, "\(result.stderr)")
        expectInert(result, "import")
        #expect(result.stderr.contains("\\e]0;pwned\\x07"))
        #expect(result.stderr.contains(":2: title: contains control characters"))
        let csv = td.directory.appendingPathComponent("bad.csv").path
        try "title,\u{1B}[31mred\n\"a\u{1B}[8m\",x\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let fromCSV = try td.run(["import", csv, "--yes"])
        expectInert(fromCSV, "CSV import")
        #expect(fromCSV.stderr.contains("\\e[31mred"), "the ignored column's name")
    }

    @Test func tagsAndProjectsRefuseControlCharactersNamingTheField() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("tags.jsonl").path
        let lines = [json(["title": "a", "tags": ["ok", "bad\u{1B}[31m"]] as [String: Any]), json(["title": "b", "project": "p\u{7F}"]),
                     json(["title": "c", "tags": ["fine"]])]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 5, "\(result.stderr)")
        let problems = result.stderr.split(separator: "\n")
        #expect(problems.contains { $0.hasSuffix("tags.jsonl:1: tags: contains control characters") })
        #expect(problems.contains { $0.hasSuffix("tags.jsonl:2: project: contains control characters") })
        let kept = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(kept.map { $0["title"] as? String } == ["c"])

        let edit = try td.run(["edit", "\(kept[0]["id"]!)", "--tag", "x\u{1B}]8;;y", "--yes"])
        #expect(edit.status == 1)
        #expect(edit.stderr.contains("tags contains control characters"), "\(edit.stderr)")
        expectInert(edit, "edit")

        let calls: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": ["protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any],
                        "clientInfo": ["name": "e2e", "version": "1"]] as [String: Any]],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/call",
             "params": ["name": "create_task", "arguments": ["title": "d", "tags": ["\u{1B}[8mhidden"]] as [String: Any]] as [String: Any]],
        ]
        let mcp = try td.run(["mcp"], stdin: calls.map(json).joined(separator: "\n") + "\n")
        let answer = try JSONSerialization.jsonObject(with: Data(mcp.stdout.split(separator: "\n")[1].utf8)) as! [String: Any]
        let outcome = answer["result"] as! [String: Any]
        #expect(outcome["isError"] as? Bool == true)
        #expect("\(outcome["content"] ?? "")".contains("tags"))
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 1)
    }
}
