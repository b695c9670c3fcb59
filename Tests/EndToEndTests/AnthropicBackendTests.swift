import Foundation
import Testing
import TestPeers
import TaskDraftKit

/// The binary with an `anthropic` backend, against the fault server's Messages API: a draft
/// through the forced tool is committed, a 529 is ridden out, a forced backend that fails
/// exits 4 and writes nothing, a garbage answer falls back with a warning, `backend --explain`
/// names the kind, and the key appears nowhere.
@Suite struct AnthropicBackendTests {
    static let server = try! FaultServer()
    var server: FaultServer { Self.server }

    /// A fresh binary whose config.json names one backend, `claude`, of kind anthropic at `url`
    /// (a partner, opted in for the region), its key in `ANTHROPIC_API_KEY`.
    func binary(_ url: String, total: Int = 10, key: String = "sk-ant-test", extra: String = "") throws -> (TaskDraftBinary, String) {
        var td = try TaskDraftBinary()
        let config = td.directory.appendingPathComponent("config.json").path
        try """
            {"backends": [{"name": "claude", "preset": "anthropic", "url": "\(url)", "model": "claude-test"}],
             "policy": {"US": ["partner", "builtin"]}, "timeouts": {"connect_s": 1, "total_s": \(total)}\(extra)}
            """.write(toFile: config, atomically: true, encoding: .utf8)
        td.environment["TASKDRAFT_REGION"] = "US"
        td.environment["ANTHROPIC_API_KEY"] = key
        return (td, config)
    }

    func tasks(_ td: TaskDraftBinary) throws -> [[String: Any]] {
        try td.json(["list", "--json", "--all"]) as? [[String: Any]] ?? []
    }

    @Test func aDraftThroughTheToolIsCommittedAndLogged() throws {
        let token = UUID().uuidString
        let (td, config) = try binary(server.url("ok", token: token))
        defer { td.remove() }
        let result = try td.run(["add", "--yes", "--json", "--config", config, "write the quarterly report"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try tasks(td).map { $0["title"] as? String } == ["Write the quarterly report"])
        let log = try td.json(["log", "--json", "--config", config]) as? [[String: Any]] ?? []
        #expect(log.first?["backend"] as? String == "claude" && log.first?["outcome"] as? String == "ok")
        #expect(log.first?["mode"] as? String == "tool")
        let request = try #require(try server.requests(token: token).first)
        #expect(request["anthropic_version"] as? String == "2023-06-01" && request["x_api_key"] as? Bool == true)
        #expect(request["tools"] as? [String] == ["task_draft", "search_tasks", "list_tasks"], "add offers the read-only tools")
    }

    @Test func anOverloadedServerIsRiddenOut() throws {
        let token = UUID().uuidString
        let (td, config) = try binary(server.url("overloaded", token: token))
        defer { td.remove() }
        let result = try td.run(["add", "--yes", "--config", config, "write the quarterly report"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try server.requests(token: token).count == 2)
        #expect(try tasks(td).first?["title"] as? String == "Write the quarterly report")
    }

    @Test func aForcedAnthropicBackendThatFailsExitsWith4AndWritesNothing() throws {
        // "invalid": a draft tool call still not a valid draft after its repair is the forced backend's failure too.
        for scenario in ["always-529", "garbage", "hang", "invalid"] {
            let (td, config) = try binary(server.url(scenario), total: 4)
            defer { td.remove() }
            let started = Date()
            let result = try td.run(["add", "--yes", "--backend", "claude", "--config", config, "call Anna tomorrow"])
            #expect(result.status == 4, "\(scenario): \(result.stderr)")
            #expect(Date().timeIntervalSince(started) < 8, "\(scenario)")
            #expect(result.stderr.hasPrefix("taskdraft: backend claude at 127.0.0.1:"), "\(scenario): \(result.stderr)")
            #expect(try tasks(td).isEmpty)
        }
    }

    @Test func aGarbageAnswerFallsBackToBuiltinWithAWarning() throws {
        let (td, config) = try binary(server.url("garbage"))
        defer { td.remove() }
        let result = try td.run(["add", "--yes", "--config", config, "call Anna tomorrow at 10:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: claude failed ("))
        #expect(try tasks(td).map { $0["title"] as? String } == ["Call Anna"])
    }

    @Test func explainNamesTheKindAndWhereTheWordsGo() throws {
        let (td, config) = try binary(server.url("ok"))
        defer { td.remove() }
        let text = try td.run(["backend", "--explain", "--config", config])
        #expect(text.status == 0, "\(text.stderr)")
        for line in ["backend: claude (available)", "claude: partner at 127.0.0.1:\(server.port), anthropic API, model claude-test",
                     "key from $ANTHROPIC_API_KEY", "partner: claude — chosen", "fallback chain: claude → builtin",
                     "your words go to: 127.0.0.1, a partner's server (http)"] {
            #expect(text.stdout.contains(line), "missing: \(line)\n\(text.stdout)")
        }
        let json = try #require(try td.json(["backend", "--explain", "--json", "--config", config]) as? [String: Any])
        #expect((json["backends"] as? [[String: Any]])?.first?["kind"] as? String == "anthropic")
        let noKey = try td.run(["backend", "--explain", "--config", config], extraEnvironment: ["ANTHROPIC_API_KEY": ""])
        #expect(noKey.stdout.contains("claude — skipped: no API key"), "\(noKey.stdout)")
    }

    @Test func aLocalMessagesAPIServerIsProbedWithTheKindsRequest() throws {
        let (td, _) = try binary(server.url("ok"))
        defer { td.remove() }
        let local = td.directory.appendingPathComponent("local.json").path
        try """
            {"backends": [{"name": "gw", "kind": "anthropic", "url": "\(server.url("ok"))", "model": "m", "where": "this-machine",
                           "api_key_env": "ANTHROPIC_API_KEY", "min_memory_mib": 1}]}
            """.write(toFile: local, atomically: true, encoding: .utf8)
        let text = try td.run(["backend", "--explain", "--verbose", "--config", local])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("this-machine: gw — chosen: 127.0.0.1:\(server.port) answered GET /models in"), "\(text.stdout)")
        #expect(text.stderr.contains("anthropic-version: 2023-06-01"), "\(text.stderr)")
        #expect(text.stderr.contains("x-api-key: [redacted]"), "the key is sent to the probe, redacted in the trace")
        let drafted = try td.run(["draft", "--json", "--config", local, "write the quarterly report"])
        #expect(drafted.stdout.contains("\"backend\":\"gw\""), "\(drafted.stderr)")
    }

    @Test func theREPLDraftsThroughTheAnthropicBackend() throws {
        let (td, config) = try binary(server.url("ok"))
        defer { td.remove() }
        let result = try td.run(["repl", "--config", config], stdin: "write the quarterly report\ny\n/quit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Backend: claude."))
        #expect(result.stdout.contains("Created 1 \"Write the quarterly report\""))
    }

    @Test func aSentinelKeyAppearsNowhere() throws {
        let sentinel = "sk-ant-SENTINEL-\(UUID().uuidString)"
        let (td, config) = try binary(server.url("echo-auth"), key: sentinel, extra: #", "log_content": true"#)
        defer { td.remove() }
        var output = ""
        var statuses: [Int32] = []
        for arguments in [["backend", "--explain"], ["backend", "--explain", "--json"],
                          ["add", "--yes", "--verbose", "write the quarterly report"],
                          ["add", "--yes", "--verbose", "--backend", "claude", "call Anna tomorrow"],
                          ["draft", "--json", "--verbose", "--backend", "claude", "call Anna tomorrow"],
                          ["log"], ["log", "--json"], ["transcript", "--json"], ["list", "--json", "--all"]] {
            let result = try td.run(arguments + ["--config", config])
            statuses.append(result.status)
            output += result.stdout + result.stderr
        }
        #expect(statuses[3] == 4, "the forced echo backend fails with exit code 4")
        #expect(output.contains("x-api-key: [redacted]"), "--verbose showed the header, redacted")
        #expect(output.contains("[redacted]"))
        #expect(!output.contains(sentinel), "the key reached the output")
        for suffix in ["", "-wal", "-shm"] {
            guard let bytes = FileManager.default.contents(atPath: td.databasePath + suffix) else { continue }
            #expect(bytes.range(of: Data(sentinel.utf8)) == nil, "the key reached the database\(suffix)")
        }
    }
}
