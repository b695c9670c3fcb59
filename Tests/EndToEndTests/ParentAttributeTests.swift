import Foundation
import Testing

/// `add "Find the receipt parent:<UID>"` does what `add --parent <UID>` does (issue 29): the
/// attribute names the parent by number or by UID and leaves the title; a parent that is not
/// there is refused with the typed message in the terminal's language, and nothing is written.
@Suite struct ParentAttributeTests {
    @Test func theAttributeNamesTheParentByUIDAsTheOptionDoes() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Move the office", "--yes"])
        let parent = try #require((td.json(["show", "1", "--json"]) as! [String: Any])["uuid"] as? String)
        let byWords = try td.json(["add", "Find the receipt parent:\(parent)", "--yes", "--json"]) as! [String: Any]
        let byOption = try td.json(["add", "Pack the books", "--parent", parent, "--yes", "--json"]) as! [String: Any]
        for created in [byWords, byOption] {
            let task = try #require(created["task"] as? [String: Any])
            #expect(task["parent"] as? String == parent, "\(created)")
        }
        #expect((byWords["task"] as? [String: Any])?["title"] as? String == "Find the receipt")
        let byNumber = try td.json(["add", "Label the boxes parent:1", "--yes", "--json"]) as! [String: Any]
        #expect((byNumber["task"] as? [String: Any])?["parent"] as? String == parent)
    }

    @Test func aParentNoTaskHasIsRefusedInEachLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        for (language, message) in [("C.UTF-8", "no task with UID \"no-such-task\" to be the parent"),
                                    ("ru_RU.UTF-8", "нет задачи с UID «no-such-task», которая могла бы стать родительской"),
                                    ("pl_PL.UTF-8", "nie ma zadania o UID „no-such-task”, które mogłoby być nadrzędne")] {
            td.environment["LANG"] = language
            let words = try td.run(["add", "Find the receipt parent:no-such-task", "--yes"])
            let option = try td.run(["add", "Find the receipt", "--parent", "no-such-task", "--yes"])
            #expect(words.status != 0 && words.stderr.contains(message), "\(language): \(words.stderr)")
            #expect(words.status == option.status && words.stderr == option.stderr, "\(language): \(words.stderr) / \(option.stderr)")
        }
        #expect(try (td.json(["list", "--all", "--json"]) as! [Any]).isEmpty, "nothing was written")
    }

    /// A parent UID no task has is quoted back through the one quoting rule (`RefusedValue`) in
    /// every language, cut to 60 scalars with an ellipsis, where English showed it unquoted and
    /// Russian and Polish showed all of it: the longest UID there is (a right-to-left mark and
    /// combining accents, 168 scalars) named by `--parent`, by `parent:` in a person's words, and
    /// by an agent's `create_task` words over `taskdraft mcp` (agents read the English).
    @Test(arguments: [("C.UTF-8", "no task with UID \"", "\" to be the parent"),
                      ("ru_RU.UTF-8", "нет задачи с UID «", "», которая могла бы стать родительской"),
                      ("pl_PL.UTF-8", "nie ma zadania o UID „", "”, które mogłoby być nadrzędne")])
    func aMissingParentUIDIsQuotedCutInEveryLanguage(language: String, before: String, after: String) throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        td.environment["LANG"] = language
        let long = "a\u{200F}" + String(repeating: "e\u{301}", count: 83)
        let shown = before + "a\u{200F}" + String(repeating: "e\u{301}", count: 29) + "…" + after
        let option = try td.run(["add", "Find the receipt", "--parent", long, "--yes"])
        let words = try td.run(["add", "Find the receipt parent:\(long)", "--yes"])
        for result in [option, words] {
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains(shown), "\(result.stderr)")
            #expect(!result.stderr.contains(long), "\(result.stderr)")
        }

        let request: [String: Any] = ["jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                      "params": ["name": "create_task", "arguments": ["text": "Find the receipt parent:\(long)"]]]
        let session = [
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self),
        ]
        let mcp = try td.run(["mcp"], stdin: session.joined(separator: "\n") + "\n")
        #expect(mcp.status == 0, "\(mcp.stderr)")
        let answer = try #require(mcp.stdout.split(separator: "\n").last)
        let result = try #require((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["result"] as? [String: Any])
        let text = ((result["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
        #expect(result["isError"] as? Bool == true, "\(result)")
        #expect(text.contains("no task with UID \"a\u{200F}" + String(repeating: "e\u{301}", count: 29) + "…\" to be the parent"), "\(text)")
        #expect(!text.contains(long), "\(text)")
        #expect(try (td.json(["list", "--all", "--json"]) as! [Any]).isEmpty, "nothing was written")
    }
}
