import Foundation
import Testing

/// An agent's write limit is counted by its connection — a `taskdraft mcp` process is one —
/// whatever its client calls itself: a hostile client on the stateless revision names itself
/// anew on every request (`bot0` … `bot199`) and still gets `writes_per_minute` writes, no more.
@Suite struct AgentWriteLimitTests {
    /// A stateless-revision `tools/call` whose client names itself `client`.
    static func call(_ id: Int, client: String, title: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"create_task","arguments":{"title":"\#(title)"},"#
            + #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"\#(client)","version":"1"},"#
            + #""io.modelcontextprotocol/clientCapabilities":{}}}}"#
    }

    static func answers(_ stdout: String) -> [[String: Any]] {
        stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    static func isError(_ answer: [String: Any]) -> Bool { (answer["result"] as? [String: Any])?["isError"] as? Bool == true }

    @Test func aClientThatRenamesItselfOnEveryCallIsStillOneConnection() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let lines = (0..<200).map { Self.call($0, client: "bot\($0)", title: "task \($0)") }
        let result = try td.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let answers = Self.answers(result.stdout)
        #expect(answers.count == 200)
        #expect(answers.filter { !Self.isError($0) }.count == 30)
        let refused = answers.filter(Self.isError)
        #expect(refused.count == 170)
        let text = ((refused.first?["result"] as? [String: Any])?["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
        #expect(text.contains("Try again in 60 seconds"), "\(text)")
        #expect((try td.json(["list", "--json"]) as? [Any])?.count == 30)
        // The names stay what the client said: labels in the audit, one session behind them all.
        let audit = try #require(try td.json(["audit", "--json", "--limit", "500"]) as? [[String: Any]])
        let names = Set(audit.compactMap { $0["caller_name"] as? String })
        #expect(names.count == 200)
        #expect(Set(names.map { $0.split(separator: "#").last.map(String.init) ?? "" }).count == 1)
        #expect(audit.filter { $0["outcome"] as? String == "rate_limited" }.count == 170)
    }

    /// Another process is another connection, with its own allowance, in the same minute.
    @Test func anotherServerProcessCountsOnItsOwn() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for run in 0..<2 {
            let lines = (0..<25).map { Self.call($0, client: "agent", title: "run \(run) task \($0)") }
            let result = try td.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
            #expect(Self.answers(result.stdout).filter(Self.isError).isEmpty, "run \(run)")
        }
        #expect((try td.json(["list", "--json"]) as? [Any])?.count == 50)
    }
}
