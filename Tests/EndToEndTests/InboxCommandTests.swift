import Foundation
import Testing

/// Proposals as the person meets them: an agent that may only propose (`mcp --scope propose`)
/// leaves its changes in `taskdraft inbox`, nothing is written until they are accepted, and
/// the REPL says they are waiting and reviews them with the draft cards.
@Suite struct InboxCommandTests {
    /// Runs one stdio session of `mcp` with these tool calls; returns the structured results.
    static func agent(_ td: TaskDraftBinary, scope: String, calls: [String]) throws -> [[String: Any]] {
        var lines = [#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"helper","version":"1"}}}"#]
        for (index, call) in calls.enumerated() {
            lines.append(#"{"jsonrpc":"2.0","id":\#(index + 1),"method":"tools/call","params":\#(call)}"#)
        }
        let result = try td.run(["mcp", "--scope", scope], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        return out.dropFirst().map { ($0["result"] as? [String: Any]) ?? $0 }
    }

    @Test func proposedChangesWaitUntilThePersonDecides() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Quarterly report friday", "--yes"])
        let results = try Self.agent(td, scope: "propose", calls: [
            #"{"name":"create_task","arguments":{"text":"Call Anna tomorrow at 10:00 #sales"}}"#,
            #"{"name":"update_task","arguments":{"id":1,"priority":"high"}}"#,
            #"{"name":"complete_task","arguments":{"id":1}}"#,
            #"{"name":"delete_task","arguments":{"id":1}}"#,
            #"{"name":"list_proposals","arguments":{}}"#,
        ])
        for result in results.prefix(4) {
            #expect((result["structuredContent"] as? [String: Any])?["result"] as? String == "proposed", "\(result)")
        }
        #expect(((results[4]["structuredContent"] as? [String: Any])?["count"] as? Int) == 4)
        // Nothing changed yet.
        var tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.count == 1 && tasks[0]["priority"] as? String == "none")
        let inbox = try td.json(["inbox", "--json"]) as! [[String: Any]]
        #expect(inbox.map { $0["action"] as? String } == ["create", "edit", "complete", "delete"])
        #expect(inbox.allSatisfy { $0["status"] as? String == "pending" && $0["via"] as? String == "stdio" })
        let ids = inbox.map { "\($0["id"] as! Int)" }

        // A script must say --yes; then the create commits, as the agent.
        let refused = try td.run(["inbox", "accept", ids[0]])
        #expect(refused.status == 3, "\(refused.stderr)")
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 1)
        let accepted = try td.json(["inbox", "accept", ids[0], "--yes", "--json"]) as! [[String: Any]]
        let created = (accepted[0]["result"] as! [String: Any])["task"] as! [String: Any]
        #expect(created["title"] as? String == "Call Anna" && created["due"] as? String == "2026-12-03T10:00:00+03:00")
        let audit = try td.json(["audit", "--json", "--limit", "2"]) as! [[String: Any]]
        #expect(audit.map { $0["intent"] as? String } == ["review", "create"])
        #expect(audit[1]["caller"] as? String == "agent" && (audit[1]["caller_name"] as? String)?.hasPrefix("helper#") == true)
        #expect(audit[0]["caller"] as? String == "script")

        // The person changes a proposal before accepting it, rejects another, and cannot settle one twice.
        try td.run(["inbox", "edit", ids[1], "--priority", "low", "--yes"])
        try td.run(["inbox", "accept", ids[1], "--yes"])
        let rejected = try td.run(["inbox", "reject", ids[3], "--note", "keep it", "--yes"])
        #expect(rejected.status == 0 && rejected.stdout.contains("Rejected proposal \(ids[3]) from helper."))
        #expect(try td.run(["inbox", "accept", ids[3], "--yes"]).status == 3)
        tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.count == 2 && tasks.first { $0["id"] as? Int == 1 }?["priority"] as? String == "low")

        // What is left: one pending completion; the agent sees how the rest ended.
        let left = try td.run(["inbox"])
        #expect(left.stdout.contains("complete 1 \"Quarterly report\""))
        let states = try Self.agent(td, scope: "read", calls: [#"{"name":"list_proposals","arguments":{"status":"all"}}"#])
        let listed = (states[0]["structuredContent"] as! [String: Any])["proposals"] as! [[String: Any]]
        #expect(listed.map { $0["status"] as? String } == ["accepted", "accepted", "pending", "rejected"])
        #expect(listed[3]["note"] as? String == "keep it")
    }

    @Test func aReadOnlyAgentCannotChangeOrPropose() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Keep", "--yes"])
        let results = try Self.agent(td, scope: "read", calls: [
            #"{"name":"create_task","arguments":{"title":"x"}}"#,
            #"{"name":"complete_task","arguments":{"id":1}}"#,
            #"{"name":"list_tasks","arguments":{}}"#,
        ])
        #expect(results[0]["isError"] as? Bool == true && results[1]["isError"] as? Bool == true)
        #expect(((results[2]["structuredContent"] as? [String: Any])?["count"] as? Int) == 1)
        #expect((try td.json(["inbox", "--json"]) as! [Any]).isEmpty)
        #expect((try td.json(["list", "--json"]) as! [[String: Any]])[0]["status"] as? String == "pending")
    }

    @Test func theReplAnnouncesProposalsAndReviewsThemAsDrafts() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Old task", "--yes"])
        _ = try Self.agent(td, scope: "propose", calls: [
            #"{"name":"create_task","arguments":{"title":"Buy milk"}}"#,
            #"{"name":"create_task","arguments":{"title":"Spam task"}}"#,
            #"{"name":"delete_task","arguments":{"id":1}}"#,
        ])
        // "2 n" rejects the spam, "make it high priority" would need a number: Enter accepts the rest;
        // then the delete is asked on its own and kept.
        let dialogue = ["/inbox", "2 n", "", "n", "/quit"].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 proposals from helper — /inbox"))
        #expect(result.stdout.contains("#1 from helper: create"))
        #expect(result.stdout.contains("Rejected proposal 2 from helper."))
        #expect(result.stdout.contains("Accepted proposal 1. Created 2 \"Buy milk\""))
        #expect(result.stdout.contains("Rejected proposal 3 from helper."))
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Old task", "Buy milk"])
        #expect((try td.json(["inbox", "--json"]) as! [Any]).isEmpty)
    }

    @Test func tokensAreMadeOnceListedAndRevoked() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try td.run(["tokens", "add", "laptop", "--scope", "write"]).status == 3, "a script must say --yes")
        let made = try td.json(["tokens", "add", "laptop", "--scope", "propose", "--yes", "--json"]) as! [String: Any]
        let secret = try #require(made["token"] as? String)
        #expect(made["name"] as? String == "laptop" && made["scope"] as? String == "propose" && secret.hasPrefix("tdk_"))
        let listed = try td.run(["tokens", "--json"])
        #expect(listed.stdout.contains("\"laptop\"") && !listed.stdout.contains(secret))
        #expect(try td.run(["tokens", "add", "laptop", "--scope", "read", "--yes"]).status == 3, "a live name is taken")
        #expect(try td.run(["tokens", "add", "bad name", "--scope", "read", "--yes"]).status == 3)
        let revoked = try td.run(["tokens", "revoke", "laptop", "--yes"])
        #expect(revoked.status == 0 && revoked.stdout.contains("Revoked token laptop"))
        let table = try td.run(["tokens"])
        #expect(table.stdout.contains("laptop") && table.stdout.contains("revoked"))
        // The secret is nowhere in the database's files.
        for suffix in ["", "-wal"] {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: td.databasePath + suffix))) ?? Data()
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "tasks.db\(suffix)")
        }
    }
}
