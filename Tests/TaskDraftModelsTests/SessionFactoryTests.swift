import Foundation
import Testing
import TaskDraftHTTP
import TaskDraftKit
@testable import TaskDraftModels

/// A probe that answers from a table instead of the network.
struct FakeProbe: ServerProbe {
    let up: Set<String>
    func probe(_ target: ProbeTarget) -> ProbeResult {
        up.contains(target.address.hostAndPort) ? .answered(milliseconds: 1) : .notAnswering(.transport(.curl(code: 7, os: SystemError(ECONNREFUSED), words: "connection refused")))
    }
}

@Suite struct SessionFactoryTests {
    static let configText = """
        {"backends": [
           {"name": "llama", "preset": "llama-server"},
           {"name": "lan", "url": "http://192.168.1.5:11434/v1", "model": "qwen", "where": "local-network"},
           {"name": "hosted", "preset": "openai", "api_key_env": "HOSTED_KEY", "regions": ["US", "unknown"]},
           {"name": "anywhere", "url": "https://any.example.com/v1", "model": "m", "api_key_env": "ANY_KEY", "where": "partner"},
           {"name": "yandex", "url": "https://llm.example.ru/v1", "model": "m", "where": "partner", "regions": ["RU"]}]}
        """

    func choose(region: String, up: Set<String> = ["127.0.0.1:8080", "192.168.1.5:11434"], keys: [String: String] = ["HOSTED_KEY": "k1", "ANY_KEY": "k2"],
                config text: String = configText, forced: String? = nil, device: DeviceProfile = DeviceProfile(cores: 8, memoryMiB: 16_384, source: .detected),
                probeAll: Bool = false) throws -> SessionFactory.Choice {
        let configuration = try Configuration.parse(JSONParser.parse(text), path: "config.json")
        let inputs = SessionFactory.Inputs(configuration: configuration, region: Region(region), environment: Environment(keys),
                                           forced: forced, device: device, probe: FakeProbe(up: up), pool: .curl(), probeAll: probeAll)
        return try SessionFactory.choose(inputs)
    }

    func names(_ choice: SessionFactory.Choice) -> [String] { choice.chain.map(\.name) }

    @Test func euPrefersLocalThenBuiltinAndNeverAPartner() throws {
        #expect(names(try choose(region: "DE")) == ["llama", "lan", "builtin"])
        let choice = try choose(region: "PL", up: [])
        #expect(names(choice) == ["builtin"])
        #expect(choice.policyKey == "EU")
        #expect(choice.rules.contains { $0.backend == "hosted" && $0.verdict == .skipped && $0.reason.english.contains("not allowed in region PL") })
        #expect(choice.rules.contains { $0.backend == "llama" && $0.reason.english.contains("server not answering") })
    }

    @Test func everyShippedKeyHasARowOfKnownTokensEndingInBuiltin() {
        for key in RegionPolicy.shippedKeys {
            let row = RegionPolicy.shippedRow(key)
            #expect(row?.last == "builtin", "\(key)")
            #expect(row?.allSatisfy(RegionPolicy.tokens.contains) == true, "\(key)")
        }
        #expect(RegionPolicy.shippedRow("FR") == nil)
        #expect(Region("fr").policyKey == "EU" && Region("NO").policyKey == "EU" && Region("GB").policyKey == "GB")
    }

    @Test func euOptsInToAPartnerOnlyThroughItsPolicyRow() throws {
        let text = Self.configText.dropLast() + #", "policy": {"EU": ["partner", "builtin"]}}"#
        #expect(names(try choose(region: "FR", config: String(text))) == ["anywhere", "builtin"])
    }

    @Test func usPrefersLocalThenAnyPartnerThenBuiltin() throws {
        #expect(names(try choose(region: "US")) == ["llama", "lan", "hosted", "anywhere", "builtin"])
        #expect(names(try choose(region: "US", up: [])) == ["hosted", "anywhere", "builtin"])
    }

    @Test func ruAndCnTakeOnlyPartnersListedForThem() throws {
        #expect(names(try choose(region: "RU", up: [])) == ["yandex", "builtin"])
        #expect(names(try choose(region: "CN", up: [])) == ["builtin"])
    }

    @Test func unknownRegionPrefersAVerifiedPartner() throws {
        let choice = try choose(region: "unknown")
        #expect(names(choice) == ["hosted", "llama", "lan", "builtin"])
        #expect(choice.policyKey == "unknown")
    }

    @Test func aMissingKeyIsAReasonNotAnError() throws {
        let choice = try choose(region: "US", up: [], keys: ["ANY_KEY": "k2"])
        #expect(names(choice) == ["anywhere", "builtin"])
        let rule = try #require(choice.rules.first { $0.backend == "hosted" })
        #expect(rule.verdict == .skipped)
        #expect(rule.reason == .unavailable(.noKey(.variableNotSet("HOSTED_KEY"))))
        #expect(rule.reason.english == "no API key (HOSTED_KEY is not set)")
    }

    @Test func aSmallMachineIsNotEligibleForALocalModel() throws {
        let choice = try choose(region: "DE", device: DeviceProfile(cores: 1, memoryMiB: 512, source: .detected))
        #expect(names(choice) == ["lan", "builtin"])
        #expect(choice.rules.contains { $0.backend == "llama" && $0.reason.english.hasPrefix("not eligible on this device") })
    }

    @Test func onlyTheFirstLocalServerIsProbedUnlessExplaining() throws {
        let lazy = try choose(region: "DE")
        #expect(lazy.rules.first { $0.backend == "lan" }?.reason.english.hasPrefix("not probed") == true)
        let explained = try choose(region: "DE", probeAll: true)
        #expect(explained.rules.first { $0.backend == "lan" }?.reason.english.contains("answered GET /models") == true)
    }

    @Test func forcingTakesOneBackendWithoutFallback() throws {
        let choice = try choose(region: "DE", up: [], forced: "hosted")
        #expect(choice.forced)
        #expect(names(choice) == ["hosted"])
        #expect(choice.model.name == "hosted")
        #expect(try choose(region: "DE", forced: "ollama").model.destination.english == "this machine (127.0.0.1:11434)")
        #expect(throws: SessionFactory.UnknownBackend.self) { try choose(region: "DE", forced: "nope") }
    }

    @Test func theChainFallsBackAtRunTimeWithAWarning() throws {
        let port = TestPeersPorts.closed
        let text = """
            {"backends": [{"name": "down", "url": "http://127.0.0.1:\(port)/v1", "where": "this-machine"}],
             "device": {"local_servers": "up"}}
            """
        let choice = try choose(region: "DE", config: text)
        #expect(names(choice) == ["down", "builtin"])
        let draft = try choice.model.draft(DraftRequest(text: "call Anna tomorrow at 10:00", context: DraftingFixtures.context()))
        #expect(draft.backend == "builtin")
        #expect(draft.warnings.first?.english.hasPrefix("down failed (") == true)
        #expect(draft.warnings.first?.english.hasSuffix("drafted by builtin") == true)
    }
}

enum TestPeersPorts {
    static var closed: Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

@Suite struct ConfigurationBackendTests {
    func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(JSONParser.parse(text), path: "config.json")
    }

    func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func presetsFillTheEntryAndKeysOverride() throws {
        let config = try parse(#"{"backends": [{"preset": "ollama", "model": "qwen2.5:3b"}, {"name": "gpt", "preset": "openai"}]}"#)
        #expect(config.backends[0].name == "ollama")
        #expect(config.backends[0].url == "http://127.0.0.1:11434/v1")
        #expect(config.backends[0].model == "qwen2.5:3b")
        #expect(config.backends[0].location == .thisMachine)
        #expect(config.backends[1].apiKeyEnv == "OPENAI_API_KEY")
        #expect(config.backends[1].location == .partner)
    }

    @Test func newKeysAreReadAndCheckedWithTheirPlace() throws {
        let config = try parse(#"""
            {"backends": [{"name": "l", "url": "http://127.0.0.1:8080/v1", "where": "this-machine", "tool_choice": "required",
                           "tool_prefill": "<tool_call>\n", "stream": false, "max_tokens": 300, "min_memory_mib": 1024}],
             "device": {"cores": 4, "memory_mib": 8192, "local_servers": "up"}, "policy": {"eu": ["partner:listed", "builtin"]},
             "timeouts": {"connect_s": 1, "total_s": 5}}
            """#)
        #expect(config.backends[0].toolChoice == "required")
        #expect(config.backends[0].toolPrefill == "<tool_call>\n")
        #expect(config.backends[0].stream == false)
        #expect(config.backends[0].maxTokens == 300)
        #expect(config.device.cores == 4 && config.device.localServers == "up")
        #expect(config.policy["EU"] == ["partner:listed", "builtin"])
        #expect(config.totalTimeoutSeconds == 5)
        #expect(failure(#"{"backends": [{"preset": "kobold"}]}"#)?.contains("backends[0].preset") == true)
        #expect(failure(#"{"backends": [{"name": "a", "url": "ftp://x"}]}"#)?.contains("backends[0].url") == true)
        #expect(failure(#"{"backends": [{"name": "a", "url": "http://x", "tool_choice": "always"}]}"#)?.contains("tool_choice") == true)
        #expect(failure(#"{"backends": [{"name": "a", "url": "http://x", "api_key": "sk-1"}]}"#)?.contains("unknown key") == true)
        #expect(failure(#"{"backends": [{"preset": "ollama"}, {"preset": "ollama"}]}"#)?.contains("used by an earlier backend") == true)
        #expect(failure(#"{"policy": {"US": ["cloud"]}}"#)?.contains("policy.US") == true)
        #expect(failure(#"{"device": {"local_servers": "maybe"}}"#)?.contains("device.local_servers") == true)
        #expect(failure(#"{"timeouts": {"total_s": 0}}"#)?.contains("timeouts.total_s") == true)
    }
}

@Suite struct DeviceProfileTests {
    @Test func memoryIsReadFromMeminfo() throws {
        let path = NSTemporaryDirectory() + "meminfo-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "MemTotal:       24684160 kB\nMemFree:        22930612 kB\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(DeviceProfile.totalMemoryMiB(path) == 24105)
        #expect(DeviceProfile.totalMemoryMiB("/nonexistent") == nil)
        let configured = DeviceProfile.detect(settings: { var d = Configuration.DeviceSettings(); d.memoryMiB = 512; return d }(), meminfo: path)
        #expect(configured.memoryMiB == 512 && configured.source == .configFile)
        #expect(DeviceProfile.detect(meminfo: path).memoryMiB == 24105)
    }
}

/// The backend-kind registry: each kind's config keys, presets, probe and model, seen by the
/// configuration and the factory through the protocol.
@Suite struct BackendKindTests {
    func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(JSONParser.parse(text), path: "config.json")
    }

    func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func kindsAndPresetsHaveUniqueNames() {
        let kinds = BackendKinds.all.map(\.name)
        #expect(kinds == ["openai", "anthropic"])
        let presets = BackendPreset.all.map(\.name)
        #expect(Set(presets).count == presets.count)
        #expect(presets == ["llama-server", "ollama", "openai", "anthropic"])
        for kind in BackendKinds.all {
            #expect(kind.configKeys.isDisjoint(with: BackendKinds.commonConfigKeys), "\(kind.name)")
            #expect(kind.presets.allSatisfy { $0.backend.kind == kind.name && $0.backend.preset == $0.name })
        }
    }

    @Test func theAnthropicPresetFillsAPartnerEntry() throws {
        let config = try parse(#"{"backends": [{"preset": "anthropic"}, {"name": "mine", "preset": "anthropic", "model": "claude-sonnet-4-5"}]}"#)
        let backend = config.backends[0]
        #expect(backend.name == "anthropic" && backend.kind == "anthropic")
        #expect(backend.url == "https://api.anthropic.com/v1")
        #expect(backend.apiKeyEnv == "ANTHROPIC_API_KEY" && backend.location == .partner)
        #expect(config.backends[1].model == "claude-sonnet-4-5" && config.backends[1].kind == "anthropic")
    }

    @Test func eachKindTakesItsOwnKeys() throws {
        let config = try parse(#"{"backends": [{"name": "c", "kind": "anthropic", "url": "http://127.0.0.1:9000/v1", "tool_choice": "none"}]}"#)
        #expect(config.backends[0].kind == "anthropic" && config.backends[0].toolChoice == "none")
        let prefill = failure(#"{"backends": [{"name": "c", "kind": "anthropic", "url": "http://x/v1", "tool_prefill": "<"}]}"#)
        #expect(prefill == "config config.json: backends[0].tool_prefill: is a key of kind openai, not of anthropic")
        let unknown = failure(#"{"backends": [{"name": "c", "kind": "gemini", "url": "http://x/v1"}]}"#)
        #expect(unknown == "config config.json: backends[0].kind: \"gemini\" is not one of openai, anthropic")
        #expect(failure(#"{"backends": [{"name": "c", "kind": "anthropic", "url": "http://x/v1", "api_key": "k"}]}"#)?.contains("unknown key") == true)
    }

    @Test func theFactoryMakesEachKindsModelAndExplainsIt() throws {
        let text = #"{"backends": [{"preset": "anthropic"}, {"preset": "openai"}]}"#
        let configuration = try parse(text)
        let inputs = SessionFactory.Inputs(configuration: configuration, region: Region("US"),
                                           environment: Environment(["ANTHROPIC_API_KEY": "sk-ant-1"]),
                                           device: DeviceProfile(cores: 8, memoryMiB: 16_384, source: .detected),
                                           probe: FakeProbe(up: []), pool: .curl())
        let choice = try SessionFactory.choose(inputs)
        #expect(choice.chain.map(\.name) == ["anthropic", "builtin"])
        #expect(choice.primary is AnthropicModel)
        #expect(choice.primary.destination.english == "api.anthropic.com, a partner's server (https)")
        let rule = try #require(choice.rules.first { $0.backend == "anthropic" })
        #expect(rule.reason.english == "partner at api.anthropic.com, key from $ANTHROPIC_API_KEY")
        #expect(choice.rules.first { $0.backend == "openai" }?.reason.english == "no API key (OPENAI_API_KEY is not set)")
        #expect(choice.backends.map(\.kind) == ["anthropic", "openai"])
        #expect(SessionFactory.knownNames(configuration).contains("llama-server"))
        var forced = inputs
        forced.forced = "anthropic"
        #expect(try SessionFactory.choose(forced).model is AnthropicModel)
    }

    @Test func aLocalAnthropicServerIsProbedWithItsVersionAndKey() throws {
        let backend = Configuration.Backend(name: "gw", kind: "anthropic", url: "http://127.0.0.1:4000/v1", model: "m",
                                            apiKeyEnv: "GW_KEY", location: .thisMachine)
        let kind = try #require(BackendKinds.named("anthropic"))
        let target = kind.probeTarget(backend, environment: Environment(["GW_KEY": "k"]))
        #expect(target.address.base == "http://127.0.0.1:4000/v1" && target.path == "/models")
        #expect(target.headers.map(\.name) == ["anthropic-version", "x-api-key"])
        #expect(target.headers.allSatisfy { $0.name == "anthropic-version" || $0.isSecret })
        let openai = try #require(BackendKinds.named("openai")).probeTarget(backend, environment: Environment([:]))
        #expect(openai.headers.isEmpty)
    }

    @Test func anEntryOfAnUnknownKindIsAnUnavailableModelNotACrash() throws {
        let backend = Configuration.Backend(name: "x", kind: "nope", url: "http://127.0.0.1:1/v1", model: "m", location: .thisMachine)
        let inputs = SessionFactory.Inputs(configuration: Configuration(), region: Region("US"), environment: Environment([:]),
                                           device: DeviceProfile(cores: 1, memoryMiB: 1, source: .detected), probe: FakeProbe(up: []),
                                           pool: .curl())
        let model = SessionFactory.makeModel(backend, inputs)
        #expect(!model.availability.isAvailable)
    }
}
