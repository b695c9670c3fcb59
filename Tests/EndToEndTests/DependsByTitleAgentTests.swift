import Foundation
import Testing

/// An agent's words that name a task by its title ("after the budget is approved"), through
/// `taskdraft mcp` over stdio: `draft_task` and `create_task` link the one open task they name
/// as `add` does; words that name several are a tool error naming them, nothing written; a done
/// task is never named.
@Suite struct DependsByTitleAgentTests {
    private func session(_ td: TaskDraftBinary, _ calls: [(String, [String: Any])]) throws -> [[String: Any]] {
        var lines = [
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        ]
        for (index, (name, arguments)) in calls.enumerated() {
            let request: [String: Any] = ["jsonrpc": "2.0", "id": index + 1, "method": "tools/call",
                                          "params": ["name": name, "arguments": arguments]]
            lines.append(String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self))
        }
        let result = try td.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let answers = result.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        return answers.dropFirst().map { $0["result"] as! [String: Any] }
    }

    private func text(_ result: [String: Any]) -> String {
        ((result["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
    }

    @Test func draftAndCreateLinkTheOneOpenTaskTheWordsName() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["add", "Book the venue", "--yes"])
        let results = try session(td, [
            ("draft_task", ["text": "Pay the invoices after the budget is approved"]),
            ("create_task", ["text": "Pay the invoices after the budget is approved"]),
        ])
        let draft = try #require(results[0]["structuredContent"] as? [String: Any])
        #expect(draft["title"] as? String == "Pay the invoices", "\(draft)")
        #expect((draft["depends"] as? [[String: Any]])?.map { $0["id"] as? Int } == [1], "\(draft)")
        let created = try #require((results[1]["structuredContent"] as? [String: Any])?["task"] as? [String: Any])
        #expect(created["title"] as? String == "Pay the invoices")
        #expect((created["depends"] as? [[String: Any]])?.map { $0["id"] as? Int } == [1])
        #expect(created["blocked"] as? Bool == true)
    }

    @Test func wordsThatNameSeveralTasksAreAToolErrorAndAClosedTaskIsNeverNamed() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["add", "Approve the budget for 2027", "--yes"])
        try td.run(["add", "Print the menus", "--yes"])
        try td.run(["done", "3", "--yes"])
        let results = try session(td, [
            ("create_task", ["text": "Pay the invoices after the budget is approved"]),
            ("draft_task", ["text": "Pay the invoices after the budget is approved"]),
            ("create_task", ["text": "Pay the invoices after the budget is approved", "depends": [2]]),
            ("create_task", ["text": "Send the invitations after the menus are printed"]),
        ])
        for refused in results[0...1] {
            #expect(refused["isError"] as? Bool == true, "\(refused)")
            #expect(text(refused).contains("names several open tasks, so none is linked: 1 \"Approve the budget\", 2 \"Approve the budget for 2027\""),
                    "\(text(refused))")
        }
        // Links the agent gives settle it: the words stay title words.
        let given = try #require((results[2]["structuredContent"] as? [String: Any])?["task"] as? [String: Any])
        #expect((given["depends"] as? [[String: Any]])?.map { $0["id"] as? Int } == [2])
        // "the menus are printed" names only a done task: no link, the words stay.
        let closed = try #require((results[3]["structuredContent"] as? [String: Any])?["task"] as? [String: Any])
        #expect((closed["depends"] as? [Any] ?? []).isEmpty, "\(closed)")
        #expect(closed["title"] as? String == "Send the invitations after the menus are printed")
        #expect(try td.rowCount() == 5)
    }
}
