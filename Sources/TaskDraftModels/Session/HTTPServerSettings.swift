/// config.json's `"http"`: the server's own bounds for `taskdraft mcp --http` (connections,
/// bytes, time, conversations kept). Every key is optional; an absent one keeps the server's
/// default (README "config.json" lists them). How many requests a token may send is the
/// agents' policy (`agents.requests_per_second`).
public struct HTTPServerSettings: Sendable, Hashable {
    public var maxConnections: Int?
    public var maxBodyBytes: Int?
    public var requestTimeoutSeconds: Double?
    public var idleTimeoutSeconds: Double?
    public var conversationsPerToken: Int?
    /// Browser origins allowed besides the server's own (`--allow-origin` adds more).
    public var allowedOrigins: [String] = []
    /// Names the server answers to in `Host` besides its own address (`--allow-host` adds more).
    public var allowedHosts: [String] = []

    /// Each numeric key and the range it must fall in: a bound outside it is a typo, and one
    /// that large would also overflow what it sizes.
    public static let ranges: [(key: String, range: ClosedRange<Double>)] = [
        ("max_connections", 1...10_000), ("max_body_bytes", 1_024...67_108_864), ("request_timeout_s", 0.1...3600),
        ("idle_timeout_s", 0.1...86_400), ("conversations_per_token", 1...10_000),
    ]

    public static let keys: Set<String> = Set(ranges.map(\.key) + ["allowed_origins", "allowed_hosts"])

    public init() {}

    /// `name`, `name:port` or `[v6]:port`: what a `Host` header holds.
    public static func isHostName(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 255 else { return false }
        var rest = Substring(text)
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return false }
            guard rest[rest.index(after: rest.startIndex)..<close].allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
            rest = rest[rest.index(after: close)...]
        } else {
            let name = rest.prefix { $0 != ":" }
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else { return false }
            rest = rest[name.endIndex...]
        }
        if rest.isEmpty { return true }
        let digits = rest.dropFirst()
        return rest.first == ":" && !digits.isEmpty && digits.count <= 5 && digits.allSatisfy({ $0.isASCII && $0.isNumber })
            && Int(digits).map { $0 > 0 && $0 <= 65_535 } == true
    }

    /// Sets the numeric key `key` (already checked against `ranges`).
    mutating func set(_ key: String, _ value: Double) {
        switch key {
        case "max_connections": maxConnections = Int(value)
        case "max_body_bytes": maxBodyBytes = Int(value)
        case "request_timeout_s": requestTimeoutSeconds = value
        case "idle_timeout_s": idleTimeoutSeconds = value
        case "conversations_per_token": conversationsPerToken = Int(value)
        default: break
        }
    }
}

extension Double {
    /// A bound as config.json would hold it: `20`, not `20.0`; `0.01` as it is.
    var formattedBound: String { self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self) }
}
