import TaskDraftHTTP
import TaskDraftKit

/// `config.json`: every key optional (DESIGN §4). Read once per process; a malformed file
/// is an error naming the file, the line and the key, never silently ignored.
public struct Configuration: Sendable {
    public struct Backend: Sendable, Hashable {
        public enum Location: String, Sendable, Hashable, CaseIterable {
            case thisMachine = "this-machine", localNetwork = "local-network", partner
        }

        public var name: String
        public var kind: String
        public var url: String
        public var model: String
        public var apiKeyEnv: String?
        public var apiKeyFile: String?
        public var location: Location
        /// Regions this backend is meant for; empty means any.
        public var regions: [String]
        /// Approximate context window in tokens, for trimming the transcript.
        public var contextTokens: Int
        /// The preset this entry started from (`llama-server`, `ollama`, `openai`, `anthropic`), if any.
        public var preset: String?
        /// Tokens kept for the answer (`max_tokens`).
        public var maxTokens: Int = 512
        /// Stream answers when someone watches (the REPL).
        public var stream = true
        /// `auto`, `required` (first round must call a tool) or `none`.
        public var toolChoice = "auto"
        /// Text the assistant's turn starts with in a `required` tool round.
        public var toolPrefill: String?
        /// Least memory (MiB) and cores this machine needs to run a `this-machine` backend.
        public var minMemoryMiB: Int?
        public var minCores: Int?

        public init(name: String, kind: String = "openai", url: String, model: String, apiKeyEnv: String? = nil,
                    apiKeyFile: String? = nil, location: Location, regions: [String] = [], contextTokens: Int = 4096) {
            self.name = name
            self.kind = kind
            self.url = url
            self.model = model
            self.apiKeyEnv = apiKeyEnv
            self.apiKeyFile = apiKeyFile
            self.location = location
            self.regions = regions
            self.contextTokens = contextTokens
        }

        /// Memory a `this-machine` backend needs when its entry says nothing: a model worth
        /// running locally takes gigabytes; below this the machine is better left to the
        /// built-in parser.
        public static let defaultMinMemoryMiB = 2048
        public static let defaultMinCores = 1

        /// The server's scheme, host and port (the URL was checked when the file was read).
        public var address: ServerAddress { ServerAddress(url)! }

        /// Where the key comes from, looked up only when a request is made.
        public func keySource(_ environment: Environment) -> APIKeySource {
            APIKeySource(variable: apiKeyEnv, file: apiKeyFile, environment: environment)
        }

        /// Whether this backend may see words from `region`: listed, or listing none (any).
        public func serves(_ region: Region, listedOnly: Bool) -> Bool {
            if regions.isEmpty { return !listedOnly }
            let names = Set(regions.map { Region($0).code })
            return names.contains(region.code) || names.contains(Region(region.policyKey).code)
        }
    }

    public var path: String?
    public var region: String?
    public var backend: String?
    /// A backend per phase (`"phases": {"draft": "builtin", "plan": "hosted"}`): the phase's
    /// pick takes `backend`'s place, under the same region policy.
    public var phases: [Phase: String] = [:]
    public var backends: [Backend] = []
    public var connectTimeoutSeconds: Double = 2
    public var totalTimeoutSeconds: Double = 30
    /// Region policy key → ordered preferences (`this-machine`, `local-network`, `partner`, `builtin`).
    public var policy: [String: [String]] = [:]
    public var logContent = false
    public var agentWritesPerMinute = 30
    public var agentsMayDelete = true
    /// How many requests each token may send to `mcp --http` (`agents.requests_per_second`,
    /// `agents.request_burst`, `agents.requests_at_once`).
    public var agentRequests = RequestLimit.standard
    /// How long an agent's proposal waits for the person (`agents.proposal_days`).
    public var proposalLifetimeSeconds = Policy.defaultProposalLifetimeSeconds
    public var maxToolCalls = 4
    public var maxToolErrors = 2
    /// The device profile as configured; nil fields are detected.
    public var device = DeviceSettings()
    /// The CalDAV server for `taskdraft sync`, if one is configured.
    public var sync: SyncSettings?
    /// The bounds of `taskdraft mcp --http`.
    public var http = HTTPServerSettings()

    public struct DeviceSettings: Sendable {
        public var cores: Int?
        public var memoryMiB: Int?
        /// `probe` (default: ask each local server), `up` or `down` (trust the configuration).
        public var localServers = "probe"

        public init() {}
    }

    public init() {}

    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let problem: ConfigProblem
        /// In English, as the error report and logs keep it.
        public var message: String { problem.english }
        public var description: String { "config \(path): \(message)" }

        public init(path: String, problem: ConfigProblem) {
            self.path = path
            self.problem = problem
        }
    }

    /// Reads `path`; a missing file is an empty configuration unless `required`.
    public static func load(path: String, required: Bool) throws(Failure) -> Configuration {
        guard FileSystem.exists(path) else {
            if required { throw Failure(path: path, problem: .noSuchFile) }
            return Configuration()
        }
        let bytes: [UInt8]
        do { bytes = try FileSystem.readBytes(path) } catch { throw Failure(path: path, problem: .unreadable(error)) }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw Failure(path: path, problem: .json(error)) }
        return try parse(value, path: path)
    }

    /// Bounds of the machine's and the models' sizes a configuration names: far past any real one.
    static let mostTokens: Double = 100_000_000
    static let mostMemoryMiB: Double = 1_073_741_824
    static let mostCores: Double = 1_048_576

    public static func parse(_ value: JSONValue, path: String) throws(Failure) -> Configuration {
        guard case .object(let root) = value else { throw Failure(path: path, problem: .notAnObjectAtTop) }
        var config = Configuration()
        config.path = path
        func fail(_ key: String, _ problem: ConfigProblem.ValueProblem) -> Failure { Failure(path: path, problem: .key(key, problem)) }
        func string(_ object: JSONObject, _ key: String, at place: String) throws(Failure) -> String? {
            switch object[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: throw fail(place + key, .expected(.string, found: other.type))
            }
        }
        func number(_ object: JSONObject, _ key: String, at place: String) throws(Failure) -> Double? {
            switch object[key] {
            case nil, .null?: return nil
            case let v? where v.doubleValue != nil: return v.doubleValue
            case let other?: throw fail(place + key, .expected(.number, found: other.type))
            }
        }
        /// A whole number within its range: a bound outside it is a typo, and one past Int's
        /// would trap where it is converted.
        func whole(_ object: JSONObject, _ key: String, at place: String, _ range: ClosedRange<Double>) throws(Failure) -> Int? {
            guard let n = try number(object, key, at: place) else { return nil }
            guard range.contains(n) else {
                throw fail(place + key, .notInRange(from: range.lowerBound.formattedBound, to: range.upperBound.formattedBound))
            }
            return Int(n)
        }
        let known: Set<String> = ["region", "backend", "backends", "timeouts", "policy", "log_content", "agents", "tools", "device",
                                  "sync", "phases", "http"]
        if let unknown = root.keys.first(where: { !known.contains($0) }) {
            throw fail(unknown, .unknownKey(known: known.sorted()))
        }
        config.region = try string(root, "region", at: "")
        config.backend = try string(root, "backend", at: "")
        switch root["phases"] {
        case nil, .null?: break
        case .object(let phases)?:
            for member in phases.members {
                guard let phase = Phase(rawValue: member.key) else {
                    throw fail("phases." + member.key, .unknownPhase(known: Phase.allCases.map(\.rawValue)))
                }
                guard let name = member.value.stringValue else { throw fail("phases." + member.key, .expectedBackendName) }
                config.phases[phase] = name
            }
        case let other?:
            throw fail("phases", .expected(.object, found: other.type))
        }
        if let logContent = root["log_content"] {
            guard let b = logContent.boolValue else { throw fail("log_content", .expectedTrueOrFalse) }
            config.logContent = b
        }
        switch root["backends"] {
        case nil, .null?: break
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                let place = "backends[\(index)]."
                guard case .object(let o) = item else { throw fail("backends[\(index)]", .expectedAnObject) }
                let kindName = try string(o, "kind", at: place)
                var base: Backend?
                if let presetName = try string(o, "preset", at: place) {
                    guard let preset = BackendPreset.named(presetName) else {
                        throw fail(place + "preset", .notOneOf(presetName, BackendPreset.all.map(\.name)))
                    }
                    base = preset.backend
                }
                let kind = kindName ?? base?.kind ?? BackendKinds.defaultKind.name
                guard let backendKind = BackendKinds.named(kind) else {
                    throw fail(place + "kind", .notOneOf(kind, BackendKinds.all.map(\.name)))
                }
                let knownKeys = BackendKinds.commonConfigKeys.union(backendKind.configKeys)
                if let unknown = o.keys.first(where: { !knownKeys.contains($0) }) {
                    let others = BackendKinds.all.filter { $0.configKeys.contains(unknown) }.map(\.name)
                    throw fail(place + unknown, others.isEmpty ? .unknownKey(known: knownKeys.sorted()) : .keyOfOtherKind(kinds: others, not: kind))
                }
                guard let name = try string(o, "name", at: place) ?? base?.name, !name.isEmpty else {
                    throw fail(place + "name", .required)
                }
                guard let url = try string(o, "url", at: place) ?? base?.url else { throw fail(place + "url", .required) }
                guard url.hasPrefix("http://") || url.hasPrefix("https://"), ServerAddress(url) != nil else {
                    throw fail(place + "url", .notHTTPURL)
                }
                let whereText = try string(o, "where", at: place) ?? base?.location.rawValue ?? "partner"
                guard let location = Backend.Location(rawValue: whereText) else {
                    throw fail(place + "where", .notOneOf(whereText, ["this-machine", "local-network", "partner"]))
                }
                var regions: [String] = base?.regions ?? []
                if case .array(let list)? = o["regions"] { regions = list.compactMap(\.stringValue) }
                guard name != "builtin" else { throw fail(place + "name", .builtinReserved) }
                guard !config.backends.contains(where: { $0.name == name }) else {
                    throw fail(place + "name", .nameTaken(name))
                }
                var backend = Backend(
                    name: name, kind: kind, url: url, model: try string(o, "model", at: place) ?? base?.model ?? "default",
                    apiKeyEnv: try string(o, "api_key_env", at: place) ?? base?.apiKeyEnv,
                    apiKeyFile: try string(o, "api_key_file", at: place) ?? base?.apiKeyFile,
                    location: location, regions: regions,
                    contextTokens: try whole(o, "context_tokens", at: place, 0...Self.mostTokens) ?? base?.contextTokens ?? 4096)
                backend.preset = base?.preset
                if let n = try whole(o, "max_tokens", at: place, 0...Self.mostTokens) { backend.maxTokens = n }
                if let value = o["stream"] {
                    guard let b = value.boolValue else { throw fail(place + "stream", .expectedTrueOrFalse) }
                    backend.stream = b
                }
                if let choice = try string(o, "tool_choice", at: place) {
                    guard ["auto", "required", "none"].contains(choice) else {
                        throw fail(place + "tool_choice", .notOneOf(choice, ["auto", "required", "none"]))
                    }
                    backend.toolChoice = choice
                }
                backend.toolPrefill = try string(o, "tool_prefill", at: place)
                backend.minMemoryMiB = try whole(o, "min_memory_mib", at: place, 0...Self.mostMemoryMiB)
                backend.minCores = try whole(o, "min_cores", at: place, 0...Self.mostCores)
                guard backend.contextTokens >= 512, backend.maxTokens >= 64, backend.maxTokens < backend.contextTokens else {
                    throw fail(place + "context_tokens", .contextTokensTooFew)
                }
                config.backends.append(backend)
            }
        case let other?: throw fail("backends", .expected(.array, found: other.type))
        }
        if case .object(let t)? = root["timeouts"] {
            if let c = try number(t, "connect_s", at: "timeouts.") {
                guard c > 0 else { throw fail("timeouts.connect_s", .notPositive) }
                config.connectTimeoutSeconds = c
            }
            if let c = try number(t, "total_s", at: "timeouts.") {
                guard c > 0 else { throw fail("timeouts.total_s", .notPositive) }
                config.totalTimeoutSeconds = c
            }
        }
        if case .object(let p)? = root["policy"] {
            for member in p.members {
                guard case .array(let list) = member.value else { throw fail("policy.\(member.key)", .expectedAnArray) }
                let names = list.compactMap(\.stringValue)
                let allowed = Set(RegionPolicy.tokens)
                if let bad = names.first(where: { !allowed.contains($0) }) {
                    throw fail("policy.\(member.key)", .notOneOf(bad, allowed.sorted()))
                }
                config.policy[RegionPolicy.key(member.key)] = names
            }
        }
        if case .object(let a)? = root["agents"] {
            // Each count within a range: a bound outside it is a typo, and one past Int's would trap.
            func count(_ key: String, _ range: ClosedRange<Double>) throws(Failure) -> Double? {
                guard let n = try number(a, key, at: "agents.") else { return nil }
                guard range.contains(n) else {
                    throw fail("agents." + key, .notInRange(from: range.lowerBound.formattedBound, to: range.upperBound.formattedBound))
                }
                return n
            }
            if let n = try count("writes_per_minute", 0...1_000_000) { config.agentWritesPerMinute = Int(n) }
            if let n = try count("requests_per_second", 0.01...1_000_000) { config.agentRequests.perSecond = n }
            if let n = try count("request_burst", 1...1_000_000) { config.agentRequests.burst = Int(n) }
            if let n = try count("requests_at_once", 1...10_000) { config.agentRequests.atOnce = Int(n) }
            if let b = a["may_delete"]?.boolValue { config.agentsMayDelete = b }
            if let days = try number(a, "proposal_days", at: "agents.") {
                guard days > 0, days <= 3650 else { throw fail("agents.proposal_days", .proposalDays) }
                config.proposalLifetimeSeconds = Int64(days * 86_400)
            }
        }
        if case .object(let d)? = root["device"] {
            if let n = try whole(d, "cores", at: "device.", 0...Self.mostCores) { config.device.cores = n }
            if let n = try whole(d, "memory_mib", at: "device.", 0...Self.mostMemoryMiB) { config.device.memoryMiB = n }
            if let mode = try string(d, "local_servers", at: "device.") {
                guard ["probe", "up", "down"].contains(mode) else {
                    throw fail("device.local_servers", .notOneOf(mode, ["probe", "up", "down"]))
                }
                config.device.localServers = mode
            }
        }
        switch root["sync"] {
        case nil, .null?: break
        case .object(let o)?:
            if let unknown = o.keys.first(where: { !SyncSettings.keys.contains($0) }) {
                throw fail("sync." + unknown, .unknownKey(known: SyncSettings.keys.sorted()))
            }
            guard let url = try string(o, "url", at: "sync."), ServerAddress(url) != nil else {
                throw fail("sync.url", .urlRequired)
            }
            if url.contains("@") && url.firstRange(of: "://").map({ url[$0.upperBound...].prefix(while: { $0 != "/" }).contains("@") }) == true {
                throw fail("sync.url", .credentialsInURL)
            }
            config.sync = SyncSettings(url: url, username: try string(o, "username", at: "sync."),
                                       passwordEnv: try string(o, "password_env", at: "sync."),
                                       passwordFile: try string(o, "password_file", at: "sync."),
                                       collection: try string(o, "collection", at: "sync."))
        case let other?: throw fail("sync", .expected(.object, found: other.type))
        }
        switch root["http"] {
        case nil, .null?: break
        case .object(let o)?:
            if let unknown = o.keys.first(where: { !HTTPServerSettings.keys.contains($0) }) {
                throw fail("http." + unknown, .unknownKey(known: HTTPServerSettings.keys.sorted()))
            }
            for (key, range) in HTTPServerSettings.ranges {
                guard let value = try number(o, key, at: "http.") else { continue }
                guard range.contains(value) else {
                    throw fail("http." + key, .notInRange(from: range.lowerBound.formattedBound, to: range.upperBound.formattedBound))
                }
                config.http.set(key, value)
            }
            switch o["allowed_origins"] {
            case nil, .null?: break
            case .array(let items)?:
                config.http.allowedOrigins = try items.map { (item) throws(Failure) -> String in
                    guard case .string(let origin) = item, origin.hasPrefix("http://") || origin.hasPrefix("https://") else {
                        throw fail("http.allowed_origins", .originShape)
                    }
                    return origin
                }
            case let other?: throw fail("http.allowed_origins", .expected(.array, found: other.type))
            }
            switch o["allowed_hosts"] {
            case nil, .null?: break
            case .array(let items)?:
                config.http.allowedHosts = try items.map { (item) throws(Failure) -> String in
                    guard case .string(let host) = item, HTTPServerSettings.isHostName(host) else {
                        throw fail("http.allowed_hosts", .hostShape)
                    }
                    return host
                }
            case let other?: throw fail("http.allowed_hosts", .expected(.array, found: other.type))
            }
        case let other?: throw fail("http", .expected(.object, found: other.type))
        }
        if case .object(let t)? = root["tools"] {
            if let n = try whole(t, "max_calls", at: "tools.", 0...1_000_000) { config.maxToolCalls = n }
            if let n = try whole(t, "max_errors", at: "tools.", 0...1_000_000) { config.maxToolErrors = n }
        }
        return config
    }

    /// The domain policy this configuration sets.
    public var domainPolicy: Policy {
        Policy(agentWritesPerMinute: agentWritesPerMinute, agentsMayDelete: agentsMayDelete,
               proposalLifetimeSeconds: proposalLifetimeSeconds, agentRequests: agentRequests)
    }
}
