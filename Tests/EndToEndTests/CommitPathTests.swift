import Foundation
import Testing

/// The one commit path (`Planner.commit`) as each surface reaches it: every attempt leaves an
/// audit row, refusals included, and every commit's result enters the transcript as the same
/// tool-output entry.
@Suite struct CommitPathTests {
    @Test func aRefusedAddLeavesExactlyOneAuditRow() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["add", "Buy milk"])
        #expect(result.status == 3)
        let audit = try td.json(["audit", "--json"]) as! [[String: Any]]
        #expect(audit.count == 1)
        #expect(audit.first?["intent"] as? String == "create")
        #expect(audit.first?["outcome"] as? String == "needs_confirmation")
        #expect(audit.first?["caller"] as? String == "script")
        #expect((try td.json(["list", "--json"]) as! [Any]).isEmpty)
        // The refusal is in the transcript as the commit's result, in the same envelope.
        let outputs = try toolOutputs(td)
        #expect(outputs.count == 1)
        #expect(outputs.first?["tool"] as? String == "create_task")
        #expect((outputs.first?["output"] as? [String: Any])?["error"] as? String == "create needs confirmation")
    }

    @Test func aCommittedAddLeavesOneAuditRowAndOneUndoEntry() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Buy milk", "--yes"])
        let audit = try td.json(["audit", "--json"]) as! [[String: Any]]
        #expect(audit.map { $0["outcome"] as? String } == ["ok"])
        let undone = try td.json(["undo", "--yes", "--json"]) as! [String: Any]
        #expect(undone["summary"] as? String == "created 1 \"Buy milk\"")
    }

    @Test func everySurfaceRecordsItsCommitInTheSameShape() throws {
        let add = try TaskDraftBinary()
        defer { add.remove() }
        try add.run(["add", "Book the venue friday", "--yes"])

        let repl = try TaskDraftBinary()
        defer { repl.remove() }
        let dialogue = try repl.run(["repl"], stdin: "Book the venue friday\ny\n/quit\n")
        #expect(dialogue.status == 0, "\(dialogue.stderr)")

        let mcp = try TaskDraftBinary()
        defer { mcp.remove() }
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"create_task","arguments":{"text":"Book the venue friday"}}}"#,
        ]
        let served = try mcp.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(served.status == 0, "\(served.stderr)")

        let imported = try TaskDraftBinary()
        defer { imported.remove() }
        let file = imported.directory.appendingPathComponent("tasks.txt").path
        try "Book the venue friday\n".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try imported.run(["import", file, "--yes"])
        #expect(run.status == 0, "\(run.stderr)")

        var creates: [[String: Any]] = []
        for td in [add, repl, mcp] {
            let outputs = try toolOutputs(td)
            #expect(outputs.count == 1)
            guard let content = outputs.first else { continue }
            #expect(Set(content.keys) == ["tool", "output"])
            #expect(content["tool"] as? String == "create_task")
            creates.append(content["output"] as! [String: Any])
        }
        #expect(creates.count == 3)
        for output in creates {
            #expect(Set(output.keys) == ["result", "task", "warnings"])
            #expect(output["result"] as? String == "created")
            let task = output["task"] as! [String: Any]
            #expect(task["title"] as? String == "Book the venue")
            #expect(task["due_date"] as? String == "2026-12-04")
            #expect(Set(task.keys) == Set((creates[0]["task"] as! [String: Any]).keys))
        }

        // An import commits many records per transaction: one entry per transaction, in the
        // same envelope, saying what that transaction wrote.
        let importOutputs = try toolOutputs(imported)
        #expect(importOutputs.count == 1)
        let content = try #require(importOutputs.first)
        #expect(Set(content.keys) == ["tool", "output"])
        #expect(content["tool"] as? String == "import_tasks")
        let output = content["output"] as! [String: Any]
        #expect(output["result"] as? String == "imported")
        #expect(output["created"] as? Int == 1)
        #expect(output["already_present"] as? Int == 0)
    }

    @Test func everyMCPWriteToolRecordsItsCommitInTheSameShape() throws {
        let mcp = try TaskDraftBinary()
        defer { mcp.remove() }
        func call(_ id: Int, _ tool: String, _ arguments: String) -> String {
            #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#
        }
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            call(2, "create_task", #"{"text":"Book the venue friday"}"#),
            call(3, "update_task", #"{"id":1,"title":"Book the big venue"}"#),
            call(4, "complete_task", #"{"id":1}"#),
            // This client cannot ask its person, so the delete is left as a proposal, recorded as such.
            call(5, "delete_task", #"{"id":1}"#),
        ]
        let served = try mcp.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(served.status == 0, "\(served.stderr)")

        let outputs = try toolOutputs(mcp)
        #expect(outputs.map { $0["tool"] as? String } == ["create_task", "update_task", "complete_task", "delete_task"])
        for content in outputs { #expect(Set(content.keys) == ["tool", "output"]) }
        guard outputs.count == 4 else { return }
        let results = outputs.map { $0["output"] as! [String: Any] }
        #expect(results.prefix(3).map { $0["result"] as? String } == ["created", "edited", "completed"])
        let titles = results.prefix(3).map { ($0["task"] as? [String: Any])?["title"] as? String }
        #expect(titles == ["Book the venue", "Book the big venue", "Book the big venue"])
        #expect(results[3]["result"] as? String == "proposed", "a proposal is the same envelope: \(results[3])")
        #expect((results[3]["proposal"] as? [String: Any])?["action"] as? String == "delete")
    }

    /// The contents of the latest session's tool-output entries.
    private func toolOutputs(_ td: TaskDraftBinary) throws -> [[String: Any]] {
        let transcript = try td.json(["transcript", "--json"]) as! [String: Any]
        let entries = transcript["entries"] as! [[String: Any]]
        return entries.filter { $0["kind"] as? String == "tool_output" }.map { $0["content"] as! [String: Any] }
    }
}
