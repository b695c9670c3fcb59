import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// config.json's `agents` and `http`: the agents' policy (writes, requests) and the HTTP
/// server's own bounds, each read into its place and checked against its range.
@Suite struct AgentSettingsTests {
    func parse(_ text: String) throws -> Configuration { try Configuration.parse(JSONParser.parse(text), path: "config.json") }

    func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func requestLimitsArePolicyAndServerBoundsAreTheServers() throws {
        let config = try parse(#"""
            {"agents": {"writes_per_minute": 10, "requests_per_second": 2.5, "request_burst": 5, "requests_at_once": 3},
             "http": {"max_connections": 8, "max_body_bytes": 2048, "request_timeout_s": 1.5, "idle_timeout_s": 4,
                      "conversations_per_token": 2, "allowed_origins": ["https://chat.example.com"],
                      "allowed_hosts": ["tasks.example.com", "tasks.example.com:443", "[::1]:8765"]}}
            """#)
        let policy = config.domainPolicy
        #expect(policy.agentWritesPerMinute == 10)
        #expect(policy.requestLimit(for: .http(token: "t")) == RequestLimit(perSecond: 2.5, burst: 5, atOnce: 3))
        #expect(config.http.maxConnections == 8 && config.http.maxBodyBytes == 2048 && config.http.requestTimeoutSeconds == 1.5)
        #expect(config.http.idleTimeoutSeconds == 4 && config.http.conversationsPerToken == 2)
        #expect(config.http.allowedOrigins == ["https://chat.example.com"])
        #expect(config.http.allowedHosts == ["tasks.example.com", "tasks.example.com:443", "[::1]:8765"])
        #expect(try parse("{}").domainPolicy.agentRequests == .standard)
    }

    /// A number out of its range is refused with the key named; one past Int's range would
    /// have trapped where it is converted.
    @Test func outOfRangeNumbersAreRefusedWithTheirKey() {
        for (text, key) in [(#"{"agents": {"writes_per_minute": 1e300}}"#, "agents.writes_per_minute"),
                            (#"{"agents": {"writes_per_minute": -1}}"#, "agents.writes_per_minute"),
                            (#"{"agents": {"requests_per_second": 0}}"#, "agents.requests_per_second"),
                            (#"{"agents": {"request_burst": 1e300}}"#, "agents.request_burst"),
                            (#"{"agents": {"requests_at_once": 0}}"#, "agents.requests_at_once"),
                            (#"{"http": {"max_connections": 1e300}}"#, "http.max_connections"),
                            (#"{"http": {"max_body_bytes": 10}}"#, "http.max_body_bytes"),
                            (#"{"http": {"requests_per_second": 20}}"#, "http.requests_per_second"),
                            (#"{"http": {"allowed_origins": ["evil.example"]}}"#, "http.allowed_origins"),
                            (#"{"http": {"allowed_hosts": ["https://tasks.example.com"]}}"#, "http.allowed_hosts"),
                            (#"{"http": {"allowed_hosts": ["tasks.example.com:0"]}}"#, "http.allowed_hosts"),
                            (#"{"http": {"allowed_hosts": "tasks.example.com"}}"#, "http.allowed_hosts"),
                            (#"{"http": 1}"#, "http")] {
            let message = failure(text)
            #expect(message?.contains(key) == true, "\(text): \(message ?? "accepted")")
        }
    }
}
