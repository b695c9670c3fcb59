/// The parts of a backend's base URL that explanations, logs and errors may show: scheme,
/// host and port. A `user:password@` part is never kept.
public struct ServerAddress: Sendable, Hashable, CustomStringConvertible {
    public let scheme: String
    public let host: String
    public let port: Int
    /// The URL without credentials and without a trailing slash (`http://127.0.0.1:8080/v1`).
    public let base: String

    public init?(_ url: String) {
        guard let separator = url.firstRange(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = url[separator.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        let path = rest[authorityEnd...]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = String(authority)
        var port = scheme == "https" ? 443 : 80
        if host.hasPrefix("[") {
            // An IPv6 literal: [::1]:8080
            guard let close = host.firstIndex(of: "]") else { return nil }
            let after = host[host.index(after: close)...]
            if after.hasPrefix(":") { guard let p = Int(after.dropFirst()) else { return nil }; port = p }
            host = String(host[...close])
        } else if let colon = host.lastIndex(of: ":") {
            guard let p = Int(host[host.index(after: colon)...]) else { return nil }
            port = p
            host = String(host[..<colon])
        }
        guard !host.isEmpty else { return nil }
        self.scheme = scheme
        self.host = host.lowercased()
        self.port = port
        var trimmedPath = String(path)
        while trimmedPath.hasSuffix("/") { trimmedPath.removeLast() }
        base = "\(scheme)://\(self.host):\(port)\(trimmedPath)"
    }

    /// `127.0.0.1:8080`: what logs and errors name.
    public var hostAndPort: String { "\(host):\(port)" }

    /// Whether the host is this machine's loopback interface.
    public var isLoopback: Bool { host == "localhost" || host.hasPrefix("127.") || host == "[::1]" }

    public var description: String { base }
}
