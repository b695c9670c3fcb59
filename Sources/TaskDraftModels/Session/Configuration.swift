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
        public let message: String
        public var description: String { "config \(path): \(message)" }
    }

    /// Reads `path`; a missing file is an empty configuration unless `required`.
    public static func load(path: String, required: Bool) throws(Failure) -> Configuration {
        guard FileSystem.exists(path) else {
            if required { throw Failure(path: path, message: "no such file") }
            return Configuration()
        }
        let bytes: [UInt8]
        do { bytes = try FileSystem.readBytes(path) } catch { throw Failure(path: path, message: error.description) }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw Failure(path: path, message: error.description) }
        return try parse(value, path: path)
    }

    public static func parse(_ value: JSONValue, path: String) throws(Failure) -> Configuration {
        guard case .object(let root) = value else { throw Failure(path: path, message: "expected a JSON object at the top") }
        var config = Configuration()
        config.path = path
        func fail(_ key: String, _ message: String) -> Failure { Failure(path: path, message: "\(key): \(message)") }
        func string(_ object: JSONObject, _ key: String, at place: String) throws(Failure) -> String? {
            switch object[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: throw fail(place + key, "expected a string, found \(other.typeName)")
            }
        }
        func number(_ object: JSONObject, _ key: String, at place: String) throws(Failure) -> Double? {
            switch object[key] {
            case nil, .null?: return nil
            case let v? where v.doubleValue != nil: return v.doubleValue
            case let other?: throw fail(place + key, "expected a number, found \(other.typeName)")
            }
        }
        let known: Set<String> = ["region", "backend", "backends", "timeouts", "policy", "log_content", "agents", "tools", "device",
                                  "sync", "phases", "http"]
        if let unknown = root.keys.first(where: { !known.contains($0) }) {
            throw fail(unknown, "unknown key (known: \(known.sorted().joined(separator: ", ")))")
        }
        config.region = try string(root, "region", at: "")
        config.backend = try string(root, "backend", at: "")
        switch root["phases"] {
        case nil, .null?: break
        case .object(let phases)?:
            for member in phases.members {
                guard let phase = Phase(rawValue: member.key) else {
                    throw fail("phases." + member.key, "unknown phase (known: \(Phase.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                guard let name = member.value.stringValue else { throw fail("phases." + member.key, "expected a backend name") }
                config.phases[phase] = name
            }
        case let other?:
            throw fail("phases", "expected an object, found \(other.typeName)")
        }
        if let logContent = root["log_content"] {
            guard let b = logContent.boolValue else { throw fail("log_content", "expected true or false") }
            config.logContent = b
        }
        switch root["backends"] {
        case nil, .null?: break
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                let place = "backends[\(index)]."
                guard case .object(let o) = item else { throw fail("backends[\(index)]", "expected an object") }
                let kindName = try string(o, "kind", at: place)
                var base: Backend?
                if let presetName = try string(o, "preset", at: place) {
                    guard let preset = BackendPreset.named(presetName) else {
                        throw fail(place + "preset", "\"\(presetName)\" is not one of \(BackendPreset.all.map(\.name).joined(separator: ", "))")
                    }
                    base = preset.backend
                }
                let kind = kindName ?? base?.kind ?? BackendKinds.defaultKind.name
                guard let backendKind = BackendKinds.named(kind) else {
                    throw fail(place + "kind", "\"\(kind)\" is not one of \(BackendKinds.all.map(\.name).joined(separator: ", "))")
                }
                let knownKeys = BackendKinds.commonConfigKeys.union(backendKind.configKeys)
                if let unknown = o.keys.first(where: { !knownKeys.contains($0) }) {
                    let others = BackendKinds.all.filter { $0.configKeys.contains(unknown) }.map(\.name)
                    let message = others.isEmpty
                        ? "unknown key (known: \(knownKeys.sorted().joined(separator: ", ")))"
                        : "is a key of kind \(others.joined(separator: ", ")), not of \(kind)"
                    throw fail(place + unknown, message)
                }
                guard let name = try string(o, "name", at: place) ?? base?.name, !name.isEmpty else {
                    throw fail(place + "name", "is required")
                }
                guard let url = try string(o, "url", at: place) ?? base?.url else { throw fail(place + "url", "is required") }
                guard url.hasPrefix("http://") || url.hasPrefix("https://"), ServerAddress(url) != nil else {
                    throw fail(place + "url", "must be an http:// or https:// URL")
                }
                let whereText = try string(o, "where", at: place) ?? base?.location.rawValue ?? "partner"
                guard let location = Backend.Location(rawValue: whereText) else {
                    throw fail(place + "where", "\"\(whereText)\" is not one of this-machine, local-network, partner")
                }
                var regions: [String] = base?.regions ?? []
                if case .array(let list)? = o["regions"] { regions = list.compactMap(\.stringValue) }
                guard name != "builtin" else { throw fail(place + "name", "\"builtin\" is reserved") }
                guard !config.backends.contains(where: { $0.name == name }) else {
                    throw fail(place + "name", "\"\(name)\" is used by an earlier backend")
                }
                var backend = Backend(
                    name: name, kind: kind, url: url, model: try string(o, "model", at: place) ?? base?.model ?? "default",
                    apiKeyEnv: try string(o, "api_key_env", at: place) ?? base?.apiKeyEnv,
                    apiKeyFile: try string(o, "api_key_file", at: place) ?? base?.apiKeyFile,
                    location: location, regions: regions,
                    contextTokens: Int(try number(o, "context_tokens", at: place) ?? Double(base?.contextTokens ?? 4096)))
                backend.preset = base?.preset
                if let n = try number(o, "max_tokens", at: place) { backend.maxTokens = Int(n) }
                if let value = o["stream"] {
                    guard let b = value.boolValue else { throw fail(place + "stream", "expected true or false") }
                    backend.stream = b
                }
                if let choice = try string(o, "tool_choice", at: place) {
                    guard ["auto", "required", "none"].contains(choice) else {
                        throw fail(place + "tool_choice", "\"\(choice)\" is not one of auto, required, none")
                    }
                    backend.toolChoice = choice
                }
                backend.toolPrefill = try string(o, "tool_prefill", at: place)
                backend.minMemoryMiB = try number(o, "min_memory_mib", at: place).map { Int($0) }
                backend.minCores = try number(o, "min_cores", at: place).map { Int($0) }
                guard backend.contextTokens >= 512, backend.maxTokens >= 64, backend.maxTokens < backend.contextTokens else {
                    throw fail(place + "context_tokens", "must be at least 512 and more than max_tokens (64 or more)")
                }
                config.backends.append(backend)
            }
        case let other?: throw fail("backends", "expected an array, found \(other.typeName)")
        }
        if case .object(let t)? = root["timeouts"] {
            if let c = try number(t, "connect_s", at: "timeouts.") {
                guard c > 0 else { throw fail("timeouts.connect_s", "must be more than 0") }
                config.connectTimeoutSeconds = c
            }
            if let c = try number(t, "total_s", at: "timeouts.") {
                guard c > 0 else { throw fail("timeouts.total_s", "must be more than 0") }
                config.totalTimeoutSeconds = c
            }
        }
        if case .object(let p)? = root["policy"] {
            for member in p.members {
                guard case .array(let list) = member.value else { throw fail("policy.\(member.key)", "expected an array") }
                let names = list.compactMap(\.stringValue)
                let allowed = Set(RegionPolicy.tokens)
                if let bad = names.first(where: { !allowed.contains($0) }) {
                    throw fail("policy.\(member.key)", "\"\(bad)\" is not one of \(allowed.sorted().joined(separator: ", "))")
                }
                config.policy[RegionPolicy.key(member.key)] = names
            }
        }
        if case .object(let a)? = root["agents"] {
            // Each count within a range: a bound outside it is a typo, and one past Int's would trap.
            func count(_ key: String, _ range: ClosedRange<Double>) throws(Failure) -> Double? {
                guard let n = try number(a, key, at: "agents.") else { return nil }
                guard range.contains(n) else {
                    throw fail("agents." + key, "must be from \(range.lowerBound.formattedBound) to \(range.upperBound.formattedBound)")
                }
                return n
            }
            if let n = try count("writes_per_minute", 0...1_000_000) { config.agentWritesPerMinute = Int(n) }
            if let n = try count("requests_per_second", 0.01...1_000_000) { config.agentRequests.perSecond = n }
            if let n = try count("request_burst", 1...1_000_000) { config.agentRequests.burst = Int(n) }
            if let n = try count("requests_at_once", 1...10_000) { config.agentRequests.atOnce = Int(n) }
            if let b = a["may_delete"]?.boolValue { config.agentsMayDelete = b }
            if let days = try number(a, "proposal_days", at: "agents.") {
                guard days > 0, days <= 3650 else { throw fail("agents.proposal_days", "must be more than 0 and at most 3650") }
                config.proposalLifetimeSeconds = Int64(days * 86_400)
            }
        }
        if case .object(let d)? = root["device"] {
            if let n = try number(d, "cores", at: "device.") { config.device.cores = Int(n) }
            if let n = try number(d, "memory_mib", at: "device.") { config.device.memoryMiB = Int(n) }
            if let mode = try string(d, "local_servers", at: "device.") {
                guard ["probe", "up", "down"].contains(mode) else {
                    throw fail("device.local_servers", "\"\(mode)\" is not one of probe, up, down")
                }
                config.device.localServers = mode
            }
        }
        switch root["sync"] {
        case nil, .null?: break
        case .object(let o)?:
            if let unknown = o.keys.first(where: { !SyncSettings.keys.contains($0) }) {
                throw fail("sync." + unknown, "unknown key (known: \(SyncSettings.keys.sorted().joined(separator: ", ")))")
            }
            guard let url = try string(o, "url", at: "sync."), ServerAddress(url) != nil else {
                throw fail("sync.url", "is required: the server's http:// or https:// URL")
            }
            if url.contains("@") && url.firstRange(of: "://").map({ url[$0.upperBound...].prefix(while: { $0 != "/" }).contains("@") }) == true {
                throw fail("sync.url", "must not hold a user name or password; use username and password_env or password_file")
            }
            config.sync = SyncSettings(url: url, username: try string(o, "username", at: "sync."),
                                       passwordEnv: try string(o, "password_env", at: "sync."),
                                       passwordFile: try string(o, "password_file", at: "sync."),
                                       collection: try string(o, "collection", at: "sync."))
        case let other?: throw fail("sync", "expected an object, found \(other.typeName)")
        }
        switch root["http"] {
        case nil, .null?: break
        case .object(let o)?:
            if let unknown = o.keys.first(where: { !HTTPServerSettings.keys.contains($0) }) {
                throw fail("http." + unknown, "unknown key (known: \(HTTPServerSettings.keys.sorted().joined(separator: ", ")))")
            }
            for (key, range) in HTTPServerSettings.ranges {
                guard let value = try number(o, key, at: "http.") else { continue }
                guard range.contains(value) else {
                    throw fail("http." + key, "must be from \(range.lowerBound.formattedBound) to \(range.upperBound.formattedBound)")
                }
                config.http.set(key, value)
            }
            switch o["allowed_origins"] {
            case nil, .null?: break
            case .array(let items)?:
                config.http.allowedOrigins = try items.map { (item) throws(Failure) -> String in
                    guard case .string(let origin) = item, origin.hasPrefix("http://") || origin.hasPrefix("https://") else {
                        throw fail("http.allowed_origins", "each origin is a string such as \"https://chat.example.com\"")
                    }
                    return origin
                }
            case let other?: throw fail("http.allowed_origins", "expected an array, found \(other.typeName)")
            }
            switch o["allowed_hosts"] {
            case nil, .null?: break
            case .array(let items)?:
                config.http.allowedHosts = try items.map { (item) throws(Failure) -> String in
                    guard case .string(let host) = item, HTTPServerSettings.isHostName(host) else {
                        throw fail("http.allowed_hosts", "each host is a name such as \"tasks.example.com\" or \"tasks.example.com:443\"")
                    }
                    return host
                }
            case let other?: throw fail("http.allowed_hosts", "expected an array, found \(other.typeName)")
            }
        case let other?: throw fail("http", "expected an object, found \(other.typeName)")
        }
        if case .object(let t)? = root["tools"] {
            if let n = try number(t, "max_calls", at: "tools.") { config.maxToolCalls = Int(n) }
            if let n = try number(t, "max_errors", at: "tools.") { config.maxToolErrors = Int(n) }
        }
        return config
    }

    /// The domain policy this configuration sets.
    public var domainPolicy: Policy {
        Policy(agentWritesPerMinute: agentWritesPerMinute, agentsMayDelete: agentsMayDelete,
               proposalLifetimeSeconds: proposalLifetimeSeconds, agentRequests: agentRequests)
    }
}
