import Foundation
import Glibc
import Testing

/// `taskdraft mcp` as a client starts it: JSON-RPC lines in, JSON-RPC lines out, nothing else
/// on stdout, a clean exit when stdin closes, and every call in `taskdraft audit`.
@Suite struct McpCommandTests {
    @Test func aSessionOverStdioThenTheAuditLog() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"create_task","arguments":{"text":"Submit the report tomorrow at 15:00 #finance"}}}"#,
            "this is not json",
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"delete_task","arguments":{"id":1}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"nope"}"#,
        ]
        let result = try td.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let out = result.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(out.count == 5, "one answer per request and per bad line; none for the notification")
        #expect(out.allSatisfy { $0["jsonrpc"] as? String == "2.0" })
        let created = (out[1]["result"] as! [String: Any])["structuredContent"] as! [String: Any]
        #expect((created["task"] as! [String: Any])["due"] as? String == "2026-12-03T15:00:00+03:00")
        #expect((out[2]["error"] as! [String: Any])["code"] as? Int == -32700)
        // A client that cannot ask the person leaves the delete in the person's inbox.
        let proposed = out[3]["result"] as! [String: Any]
        #expect(proposed["isError"] as? Bool == false)
        #expect((proposed["structuredContent"] as! [String: Any])["result"] as? String == "proposed")
        #expect((out[4]["error"] as! [String: Any])["code"] as? Int == -32601)
        #expect(result.stderr.contains("taskdraft mcp:"))

        let audit = try td.json(["audit", "--json"]) as! [[String: Any]]
        #expect(audit.map { $0["intent"] as? String } == ["delete", "create"])
        #expect(audit.map { $0["outcome"] as? String } == ["proposed", "ok"])
        #expect(audit.allSatisfy { ($0["caller_name"] as? String)?.hasPrefix("e2e#") == true })
        #expect(audit.allSatisfy { $0["caller_via"] as? String == "stdio" })
        let table = try td.run(["audit", "--caller", "agent"])
        #expect(table.stdout.contains("proposed"))
        // The task is still there until the person decides.
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 1)
        let inbox = try td.json(["inbox", "--json"]) as! [[String: Any]]
        #expect(inbox.count == 1 && inbox[0]["action"] as? String == "delete" && inbox[0]["agent"] as? String == "e2e")
    }

    /// `--http` listens on loopback unless told otherwise, and says why it will not start.
    @Test func httpRefusesWhatItShouldNotServe() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let remote = try td.run(["mcp", "--http", "0.0.0.0:0"])
        #expect(remote.status == 2 && remote.stderr.contains("--allow-remote"), "\(remote.stderr)")
        let v6 = try td.run(["mcp", "--http", "[::]:0"])
        #expect(v6.status == 2, "\(v6.stderr)")
        let malformed = try td.run(["mcp", "--http", "localhost"])
        #expect(malformed.status == 2 && malformed.stderr.contains("HOST:PORT"), "\(malformed.stderr)")
        let scoped = try td.run(["mcp", "--http", "127.0.0.1:0", "--scope", "read"])
        #expect(scoped.status == 2, "\(scoped.stderr)")
        let strayFlag = try td.run(["mcp", "--allow-remote"], stdin: "")
        #expect(strayFlag.status == 2, "\(strayFlag.stderr)")
        let strayHost = try td.run(["mcp", "--allow-host", "tasks.example.com"], stdin: "")
        #expect(strayHost.status == 2, "\(strayHost.stderr)")
        let badHost = try td.run(["mcp", "--http", "127.0.0.1:0", "--allow-host", "https://tasks.example.com/"])
        #expect(badHost.status == 2 && badHost.stderr.contains("--allow-host"), "\(badHost.stderr)")
        let config = td.directory.appendingPathComponent("config.json")
        try Data(#"{"agents":{"requests_per_second":0}}"#.utf8).write(to: config)
        let badConfig = try td.run(["mcp", "--http", "127.0.0.1:0", "--config", config.path])
        #expect(badConfig.status != 0 && badConfig.stderr.contains("agents.requests_per_second"), "\(badConfig.stderr)")
    }

    /// A port another process listens on is said in the person's language, the OS's reason too,
    /// where the Russian and Polish lines quoted the listener's English ("cannot listen on …:
    /// Address already in use").
    @Test func aPortInUseIsSaidInThePersonsLanguage() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        try #require(bound && listen(listener, 1) == 0)
        let port = UInt16(bigEndian: address.sin_port)
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let rows = [("C.UTF-8", "cannot serve over HTTP: cannot listen on 127.0.0.1:\(port): Address already in use"),
                    ("ru_RU.UTF-8", "не удаётся обслуживать по HTTP: слушать 127.0.0.1:\(port) нельзя: адрес уже занят"),
                    ("pl_PL.UTF-8", "nie można obsługiwać przez HTTP: nasłuch na 127.0.0.1:\(port) się nie udał: adres jest już zajęty")]
        for (lang, line) in rows {
            let result = try td.run(["mcp", "--http", "127.0.0.1:\(port)"], extraEnvironment: ["LANG": lang])
            #expect(result.status == 1 && result.stderr == "taskdraft: \(line)\n", "\(lang): \(result.stderr)")
        }
    }

    @Test func agentLimitsComeFromConfig() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let config = td.directory.appendingPathComponent("config.json")
        try Data(#"{"agents":{"writes_per_minute":1}}"#.utf8).write(to: config)
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"create_task","arguments":{"title":"one"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"create_task","arguments":{"title":"two"}}}"#,
        ]
        let result = try td.run(["mcp", "--config", config.path], stdin: lines.joined(separator: "\n") + "\n")
        let out = result.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect((out[0]["result"] as! [String: Any])["instructions"].map { "\($0)".contains("1 a minute") } == true)
        let second = out[2]["result"] as! [String: Any]
        #expect(second["isError"] as? Bool == true)
        let text = ((second["content"] as! [[String: Any]])[0]["text"] as! String)
        #expect(text.contains("Try again in 60 seconds"))
    }
}
