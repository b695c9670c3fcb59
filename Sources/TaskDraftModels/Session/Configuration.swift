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
    }

    public var path: String?
    public var region: String?
    public var backend: String?
    public var backends: [Backend] = []
    public var connectTimeoutSeconds: Double = 2
    public var totalTimeoutSeconds: Double = 30
    /// Region policy key → ordered preferences (`this-machine`, `local-network`, `partner`, `builtin`).
    public var policy: [String: [String]] = [:]
    public var logContent = false
    public var agentWritesPerMinute = 30
    public var agentsMayDelete = true
    public var maxToolCalls = 4
    public var maxToolErrors = 2

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
        let known: Set<String> = ["region", "backend", "backends", "timeouts", "policy", "log_content", "agents", "tools"]
        if let unknown = root.keys.first(where: { !known.contains($0) }) {
            throw fail(unknown, "unknown key (known: \(known.sorted().joined(separator: ", ")))")
        }
        config.region = try string(root, "region", at: "")
        config.backend = try string(root, "backend", at: "")
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
                guard let name = try string(o, "name", at: place), !name.isEmpty else { throw fail(place + "name", "is required") }
                guard let url = try string(o, "url", at: place) else { throw fail(place + "url", "is required") }
                guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
                    throw fail(place + "url", "must start with http:// or https://")
                }
                let whereText = try string(o, "where", at: place) ?? "partner"
                guard let location = Backend.Location(rawValue: whereText) else {
                    throw fail(place + "where", "\"\(whereText)\" is not one of this-machine, local-network, partner")
                }
                let kind = try string(o, "kind", at: place) ?? "openai"
                guard kind == "openai" else { throw fail(place + "kind", "\"\(kind)\" is not supported (openai is)") }
                var regions: [String] = []
                if case .array(let list)? = o["regions"] { regions = list.compactMap(\.stringValue) }
                guard name != "builtin" else { throw fail(place + "name", "\"builtin\" is reserved") }
                config.backends.append(Backend(
                    name: name, kind: kind, url: url, model: try string(o, "model", at: place) ?? "default",
                    apiKeyEnv: try string(o, "api_key_env", at: place), apiKeyFile: try string(o, "api_key_file", at: place),
                    location: location, regions: regions,
                    contextTokens: Int(try number(o, "context_tokens", at: place) ?? 4096)))
            }
        case let other?: throw fail("backends", "expected an array, found \(other.typeName)")
        }
        if case .object(let t)? = root["timeouts"] {
            if let c = try number(t, "connect_s", at: "timeouts.") { config.connectTimeoutSeconds = c }
            if let c = try number(t, "total_s", at: "timeouts.") { config.totalTimeoutSeconds = c }
        }
        if case .object(let p)? = root["policy"] {
            for member in p.members {
                guard case .array(let list) = member.value else { throw fail("policy.\(member.key)", "expected an array") }
                let names = list.compactMap(\.stringValue)
                let allowed = Set(Backend.Location.allCases.map(\.rawValue) + ["builtin"])
                if let bad = names.first(where: { !allowed.contains($0) }) {
                    throw fail("policy.\(member.key)", "\"\(bad)\" is not one of \(allowed.sorted().joined(separator: ", "))")
                }
                config.policy[member.key] = names
            }
        }
        if case .object(let a)? = root["agents"] {
            if let n = try number(a, "writes_per_minute", at: "agents.") { config.agentWritesPerMinute = Int(n) }
            if let b = a["may_delete"]?.boolValue { config.agentsMayDelete = b }
        }
        if case .object(let t)? = root["tools"] {
            if let n = try number(t, "max_calls", at: "tools.") { config.maxToolCalls = Int(n) }
            if let n = try number(t, "max_errors", at: "tools.") { config.maxToolErrors = Int(n) }
        }
        return config
    }

    /// The domain policy this configuration sets.
    public var domainPolicy: Policy {
        Policy(agentWritesPerMinute: agentWritesPerMinute, agentsMayDelete: agentsMayDelete)
    }
}
