import Foundation
import Testing
import TestPeers

/// A draft says when the backend it would have used was skipped before drafting (down, no
/// key, not allowed in the region), and a server that hangs fails with a message that names
/// `timeouts.total_s` and the fallback used, or the one that could have been.
@Suite struct BackendSkipTests {
    static let server = try! FaultServer()
    var server: FaultServer { Self.server }

    /// A fresh binary with config.json holding `backends` (JSON), in `region`.
    func binary(backends: String, region: String, total: Int = 2, extra: String = "") throws -> TaskDraftBinary {
        var td = try TaskDraftBinary()
        let dir = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try """
            {"backends": \(backends), "timeouts": {"connect_s": 1, "total_s": \(total)}\(extra)}
            """.write(to: dir.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        td.environment["TASKDRAFT_REGION"] = region
        return td
    }

    func warnings(_ td: TaskDraftBinary, _ text: String) throws -> (backend: String?, warnings: [String]) {
        let draft = try #require(try td.json(["draft", "--json", text]) as? [String: Any])
        return (draft["backend"] as? String, draft["warnings"] as? [String] ?? [])
    }

    @Test func aLocalServerThatIsDownIsNamedInTheDraft() throws {
        let port = FaultServer.closedPort()
        let td = try binary(backends: """
            [{"name": "llama", "url": "http://127.0.0.1:\(port)/v1", "where": "this-machine", "min_memory_mib": 1}]
            """, region: "DE")
        defer { td.remove() }
        let (backend, warnings) = try warnings(td, "call Anna tomorrow at 10:00")
        #expect(backend == "builtin")
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("llama skipped: server not answering (127.0.0.1:\(port): ") == true, "\(warnings)")
        #expect(warnings.first?.hasSuffix("; drafted by builtin") == true, "\(warnings)")
        // `add` shows it too.
        let added = try td.run(["add", "--yes", "call Anna tomorrow at 10:00"])
        #expect(added.status == 0 && added.stderr.contains("warning: llama skipped: server not answering"), "\(added.stderr)")
    }

    @Test func aPartnerWithoutAKeyIsNamedInTheDraft() throws {
        let td = try binary(backends: """
            [{"name": "claude", "preset": "anthropic", "url": "\(server.url("ok"))", "model": "claude-test",
              "api_key_env": "TASKDRAFT_TEST_NO_SUCH_KEY"}]
            """, region: "US")
        defer { td.remove() }
        let (backend, warnings) = try warnings(td, "write the quarterly report")
        #expect(backend == "builtin")
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("claude skipped: no API key (") == true, "\(warnings)")
        #expect(warnings.first?.contains("TASKDRAFT_TEST_NO_SUCH_KEY") == true, "\(warnings)")
        #expect(warnings.first?.hasSuffix("; drafted by builtin") == true, "\(warnings)")
    }

    @Test func aPartnerNotAllowedInTheRegionIsNamedInTheDraft() throws {
        var td = try binary(backends: """
            [{"name": "claude", "preset": "anthropic", "url": "\(server.url("ok"))", "model": "claude-test", "regions": ["US"]}]
            """, region: "RU")
        td.environment["ANTHROPIC_API_KEY"] = "sk-ant-test"
        defer { td.remove() }
        let (backend, warnings) = try warnings(td, "write the quarterly report")
        #expect(backend == "builtin")
        #expect(warnings == ["claude skipped: not allowed in region RU (it lists US); drafted by builtin"])
    }

    @Test func nothingIsSaidWhenThePreferredBackendDrafts() throws {
        let td = try binary(backends: """
            [{"name": "llama", "url": "\(server.url("ok"))", "where": "this-machine", "min_memory_mib": 1}]
            """, region: "DE", total: 10)
        defer { td.remove() }
        // The fixture's answer tags "report"; the words name it as a tag, so no cross-check warning.
        let (backend, warnings) = try warnings(td, "write the quarterly report #report")
        #expect(backend == "llama")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aHangingServerNamesTheTotalTimeoutAndTheFallbackUsed() throws {
        let td = try binary(backends: """
            [{"name": "llama", "url": "\(server.url("hang"))", "where": "this-machine", "min_memory_mib": 1}]
            """, region: "DE")
        defer { td.remove() }
        let (backend, warnings) = try warnings(td, "call Anna tomorrow at 10:00")
        #expect(backend == "builtin")
        #expect(warnings == ["llama failed (no answer within 2 s, the limit timeouts.total_s sets); drafted by builtin"])
    }

    @Test func aHangingForcedServerNamesTheTotalTimeoutAndTheFallbackThatCouldBeUsed() throws {
        let td = try binary(backends: """
            [{"name": "llama", "url": "\(server.url("hang"))", "where": "this-machine", "min_memory_mib": 1}]
            """, region: "DE")
        defer { td.remove() }
        let result = try td.run(["add", "--yes", "--backend", "llama", "call Anna tomorrow"])
        #expect(result.status == 4)
        #expect(result.stderr == "taskdraft: backend llama at 127.0.0.1:\(server.port): no answer within 2 s, "
                + "the limit timeouts.total_s sets; without --backend it would fall back to builtin\n")
        #expect((try td.json(["list", "--json", "--all"]) as? [[String: Any]] ?? []).isEmpty)
    }
}
