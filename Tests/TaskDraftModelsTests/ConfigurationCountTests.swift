import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// A config.json of one backend with `key` set to `value`.
private func backend(_ key: String, _ value: String) -> String {
    #"{"backends": [{"name": "llama", "url": "http://127.0.0.1:8080/v1", "where": "this-machine", "\#(key)": \#(value)}]}"#
}

/// config.json's counts of the machine and the models (`device`, a backend's tokens and needs,
/// `tools`) are whole numbers within a range: `{"device": {"cores": 1e308}}` trapped (SIGILL)
/// every command, `mcp` included, converting the number to Int.
@Suite struct ConfigurationCountTests {
    func failure(_ text: String) -> String? {
        do {
            _ = try Configuration.parse(JSONParser.parse(text), path: "config.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (#"{"device": {"cores": 1e308}}"#, "device.cores"),
        (#"{"device": {"cores": -1}}"#, "device.cores"),
        (#"{"device": {"memory_mib": -1e300}}"#, "device.memory_mib"),
        (#"{"device": {"memory_mib": 9223372036854775808}}"#, "device.memory_mib"),
        (#"{"tools": {"max_calls": 1e300}}"#, "tools.max_calls"),
        (#"{"tools": {"max_errors": -1e300}}"#, "tools.max_errors"),
        (backend("context_tokens", "1e300"), "context_tokens"),
        (backend("max_tokens", "-1e300"), "max_tokens"),
        (backend("min_memory_mib", "1e300"), "min_memory_mib"),
        (backend("min_cores", "1e19"), "min_cores"),
    ])
    func aCountPastItsRangeIsRefusedWithItsKey(text: String, key: String) {
        let message = failure(text)
        #expect(message?.contains(key) == true, "\(text): \(message ?? "accepted")")
    }

    @Test func countsWithinTheirRangesAreRead() throws {
        let config = try Configuration.parse(JSONParser.parse(#"""
            {"device": {"cores": 8, "memory_mib": 16384}, "tools": {"max_calls": 6, "max_errors": 0},
             "backends": [{"name": "llama", "url": "http://127.0.0.1:8080/v1", "where": "this-machine",
                           "context_tokens": 8192, "max_tokens": 1024, "min_memory_mib": 4096, "min_cores": 4}]}
            """#), path: "config.json")
        #expect(config.device.cores == 8 && config.device.memoryMiB == 16384)
        #expect(config.maxToolCalls == 6 && config.maxToolErrors == 0)
        let backend = try #require(config.backends.first { $0.name == "llama" })
        #expect(backend.contextTokens == 8192 && backend.maxTokens == 1024)
        #expect(backend.minMemoryMiB == 4096 && backend.minCores == 4)
    }
}
