import Foundation
import Testing
import TestPeers

/// API keys never appear in any output, error, log or the database: a sentinel key is used
/// against servers that succeed, fail, and echo the Authorization header back, and every
/// byte the binary printed or stored is searched for it.
@Suite struct ApiKeySecrecyTests {
    static let server = try! FaultServer()

    @Test func aSentinelKeyAppearsNowhere() throws {
        let server = Self.server
        let envKey = "sk-SENTINEL-ENV-\(UUID().uuidString)"
        let fileKey = "sk-SENTINEL-FILE-\(UUID().uuidString)"
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let keyFile = td.directory.appendingPathComponent("key").path
        try (fileKey + "\n").write(toFile: keyFile, atomically: true, encoding: .utf8)
        chmod(keyFile, 0o600)
        let config = td.directory.appendingPathComponent("config.json").path
        try """
            {"log_content": true, "timeouts": {"total_s": 5},
             "backends": [
               {"name": "echo", "url": "\(server.url("echo-auth"))", "where": "partner", "api_key_env": "SENTINEL_KEY"},
               {"name": "good", "url": "\(server.url("ok"))", "where": "partner", "api_key_file": "\(keyFile)"},
               {"name": "invalid", "url": "\(server.url("invalid"))", "where": "partner", "api_key_env": "SENTINEL_KEY"}]}
            """.write(toFile: config, atomically: true, encoding: .utf8)
        td.environment["SENTINEL_KEY"] = envKey
        td.environment["TASKDRAFT_REGION"] = "US"
        let runs: [[String]] = [
            ["backend", "--explain"], ["backend", "--explain", "--json"],
            ["add", "--yes", "--verbose", "write the quarterly report"],
            ["add", "--yes", "--verbose", "--backend", "echo", "call Anna tomorrow"],
            ["draft", "--json", "--verbose", "--backend", "invalid", "call Anna tomorrow"],
            ["draft", "--json", "--verbose", "--backend", "good", "call Anna tomorrow"],
            ["log"], ["log", "--json"], ["transcript", "--json"], ["audit", "--json"], ["list", "--json", "--all"],
        ]
        var output = ""
        var statuses: [Int32] = []
        for arguments in runs {
            let result = try td.run(arguments + ["--config", config])
            statuses.append(result.status)
            output += result.stdout + result.stderr
        }
        #expect(statuses[3] == 4, "the forced echo backend fails with exit code 4")
        #expect(output.contains("Authorization: [redacted]"), "--verbose showed the header, redacted")
        #expect(output.contains("[redacted]"))
        let repl = try td.run(["repl", "--config", config, "--verbose"], stdin: "write the quarterly report\ny\n/quit\n")
        output += repl.stdout + repl.stderr
        for key in [envKey, fileKey] {
            #expect(!output.contains(key), "a key reached the output")
            for suffix in ["", "-wal", "-shm"] {
                let path = td.databasePath + suffix
                guard let bytes = FileManager.default.contents(atPath: path) else { continue }
                #expect(bytes.range(of: Data(key.utf8)) == nil, "a key reached \(path)")
            }
        }
        // The exchanges were logged, with content (log_content), without the key.
        let log = try td.json(["log", "--json", "--config", config]) as? [[String: Any]] ?? []
        #expect(log.count >= 4)
        #expect(log.contains { ($0["request"] as? String)?.isEmpty == false })
    }

    /// A server that echoes the key inside a successful draft (title, notes, tag): what is
    /// printed, committed and kept in the transcript says `[redacted]`.
    @Test func aKeyEchoedInASuccessfulAnswerIsNeitherPrintedNorStored() throws {
        let key = "sk-SENTINEL-TITLE-\(UUID().uuidString)"
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let config = td.directory.appendingPathComponent("config.json").path
        try """
            {"log_content": true, "timeouts": {"total_s": 5},
             "backends": [{"name": "echo", "url": "\(Self.server.url("echo-key-title"))", "where": "partner", "api_key_env": "SENTINEL_KEY"}]}
            """.write(toFile: config, atomically: true, encoding: .utf8)
        td.environment["SENTINEL_KEY"] = key
        td.environment["TASKDRAFT_REGION"] = "US"
        var output = ""
        for arguments in [["add", "--yes", "--json", "--backend", "echo", "write the report"],
                          ["draft", "--json", "--backend", "echo", "write the report"],
                          ["list", "--json", "--all"], ["transcript", "--json"], ["log", "--json"]] {
            let result = try td.run(arguments + ["--config", config])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            output += result.stdout + result.stderr
        }
        let repl = try td.run(["repl", "--config", config, "--backend", "echo"], stdin: "write the report\ny\n/quit\n")
        output += repl.stdout + repl.stderr
        #expect(output.contains("Report for [redacted]"))
        #expect(!output.contains(key), "the key reached the output")
        for suffix in ["", "-wal", "-shm"] {
            guard let bytes = FileManager.default.contents(atPath: td.databasePath + suffix) else { continue }
            #expect(bytes.range(of: Data(key.utf8)) == nil, "the key reached tasks.db\(suffix)")
        }
    }

    /// A server that echoes the key in two pieces (issue 26 §9), `key sk-SENTINEL-KEY- 1234…`:
    /// in a refusal, which becomes the fallback's warning, and in a draft's title, notes and
    /// tag. The key's last piece reaches no output, warning, transcript, model log (with
    /// log_content) or database page.
    @Test func aKeyEchoedInTwoPiecesIsNeitherPrintedNorStored() throws {
        let tail = UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let key = "sk-SENTINEL-KEY-" + tail
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let config = td.directory.appendingPathComponent("config.json").path
        try """
            {"log_content": true, "timeouts": {"total_s": 5}, "backend": "refusing",
             "backends": [{"name": "refusing", "url": "\(Self.server.url("echo-auth-split"))", "where": "partner", "api_key_env": "SENTINEL_KEY"},
                          {"name": "echo", "url": "\(Self.server.url("echo-key-title-split"))", "where": "partner", "api_key_env": "SENTINEL_KEY"}]}
            """.write(toFile: config, atomically: true, encoding: .utf8)
        td.environment["SENTINEL_KEY"] = key
        td.environment["TASKDRAFT_REGION"] = "US"
        var output = ""
        var warnings: [String] = []
        for arguments in [["add", "--yes", "--json", "call Anna tomorrow"], ["draft", "--json", "call Anna tomorrow"]] {
            let result = try td.run(arguments + ["--config", config])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            output += result.stdout + result.stderr
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            warnings += json?["warnings"] as? [String] ?? []
        }
        #expect(warnings.contains { $0.contains("refusing") && $0.contains("[redacted]") }, "the refusal became a warning: \(warnings)")
        for arguments in [["add", "--yes", "--json", "--backend", "echo", "write the report"],
                          ["draft", "--json", "--backend", "echo", "write the report"],
                          ["list", "--json", "--all"], ["transcript", "--json"], ["log", "--json"]] {
            let result = try td.run(arguments + ["--config", config])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            output += result.stdout + result.stderr
        }
        #expect(output.contains("Report for [redacted]"), "the echoed draft was taken, scrubbed")
        #expect(!output.contains(tail), "a piece of the key reached the output")
        for suffix in ["", "-wal", "-shm"] {
            guard let bytes = FileManager.default.contents(atPath: td.databasePath + suffix) else { continue }
            #expect(bytes.range(of: Data(tail.utf8)) == nil, "a piece of the key reached tasks.db\(suffix)")
        }
    }
}
