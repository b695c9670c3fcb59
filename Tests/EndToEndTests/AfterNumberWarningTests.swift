import Foundation
import Testing

/// A bare number after "after" («после», «po») that an open task has is read as that task
/// (issue 29), and said so, since "Call the bank after 2" with --yes may have meant two o'clock:
/// after `add --yes` (standard error), in `add --json`'s warnings, on the card at the prompt and
/// in MCP create_task's result, in each language, with the hour the words would have read. Words
/// that leave no doubt ("after task 2", "after #2", a parent's number just before) say nothing;
/// nor does an hour no task has. The clock is Wednesday 2 December 2026.
@Suite struct AfterNumberWarningTests {
    static let said = [
        ("C.UTF-8", "Call the bank after 2",
         "\"after 2\" is read as after task 2 \"Pack the books\"; for the hour write \"after 2pm\" or \"at 14:00\""),
        ("ru_RU.UTF-8", "Позвонить в банк после 2",
         "«после 2» прочитано как после задачи 2 «Pack the books»; если имелось в виду время, напишите «после 14:00» или «в 14:00»"),
        ("pl_PL.UTF-8", "Zadzwonić do banku po 2",
         "„po 2” odczytano jako po zadaniu 2 „Pack the books”; jeśli chodzi o godzinę, napisz „po 14:00” lub „o 14:00”"),
    ]

    /// The same in `--json` and to an agent: English, the words quoted as written.
    static let english = [
        "C.UTF-8": said[0].2,
        "ru_RU.UTF-8": "\"после 2\" is read as after task 2 \"Pack the books\"; for the hour write \"after 2pm\" or \"at 14:00\"",
        "pl_PL.UTF-8": "\"po 2\" is read as after task 2 \"Pack the books\"; for the hour write \"after 2pm\" or \"at 14:00\"",
    ]

    private func seeded() throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        for title in ["Buy boxes", "Pack the books", "Call the movers"] { try td.run(["add", title, "--yes"]) }
        return td
    }

    private func dependsIDs(_ task: [String: Any]?) -> [Int] {
        (task?["depends"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    @Test func addSaysTheNumberWasReadAsATaskInEachLanguage() throws {
        let td = try seeded()
        defer { td.remove() }
        for (language, words, warning) in Self.said {
            let added = try td.run(["add", words, "--yes"], extraEnvironment: ["LANG": language])
            #expect(added.status == 0, "\(language): \(added.stderr)")
            #expect(added.stderr.contains(warning), "\(language): \(added.stderr)")
            let json = try td.run(["add", words, "--yes", "--json"], extraEnvironment: ["LANG": language])
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)")
            #expect(dependsIDs(answer["task"] as? [String: Any]) == [2], "\(language): \(answer)")
            // Draft JSON keeps its warnings in English, whatever the language.
            #expect(answer["warnings"] as? [String] == [Self.english[language]!], "\(language): \(answer)")
        }
    }

    /// The card at the prompt says it before the person confirms, in their language.
    @Test func theCardSaysItAtThePrompt() throws {
        let td = try seeded()
        defer { td.remove() }
        let (language, words, warning) = Self.said[1]
        let dialogue = try td.run(["repl"], stdin: words + "\ny\n/quit\n", extraEnvironment: ["LANG": language])
        #expect(dialogue.status == 0, "\(dialogue.stderr)")
        #expect(dialogue.stdout.contains(warning), "\(dialogue.stdout)")
        let made = try td.json(["show", "4", "--json"]) as? [String: Any]
        #expect(dependsIDs(made) == [2], "\(String(describing: made))")
    }

    /// An agent's create_task result carries it with the other draft warnings.
    @Test func createTaskReturnsIt() throws {
        let td = try seeded()
        defer { td.remove() }
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"create_task","arguments":{"text":"Call the bank after 2"}}}"#,
        ]
        let served = try td.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(served.status == 0, "\(served.stderr)")
        let reply = try #require(served.stdout.split(separator: "\n").first { $0.contains(#""id":2"#) }, "\(served.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
        let result = try #require(object["result"] as? [String: Any], "\(reply)")
        let structured = try #require(result["structuredContent"] as? [String: Any], "\(reply)")
        #expect(structured["warnings"] as? [String] == [Self.said[0].2], "\(structured)")
        #expect(dependsIDs(structured["task"] as? [String: Any]) == [2], "\(structured)")
    }

    /// Words that name a task beyond doubt, or an hour no open task has: no such warning.
    @Test(arguments: ["Call the bank after task 2", "Call the bank after #2", "Step two subtask of 1 after 2",
                      "Call the bank after 10", "Call the bank after 2 pm"])
    func wordsWithoutDoubtSayNothing(_ words: String) throws {
        let td = try seeded()
        defer { td.remove() }
        let json = try td.json(["add", words, "--yes", "--json"]) as? [String: Any]
        let warnings = json?["warnings"] as? [String] ?? []
        #expect(!warnings.contains { $0.contains("is read as after task") }, "\(words): \(String(describing: json))")
    }
}
