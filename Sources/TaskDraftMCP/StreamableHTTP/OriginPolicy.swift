/// Which browser origins may call the endpoint (the specification's defence against DNS
/// rebinding: a page on evil.example whose name now resolves to 127.0.0.1 still sends its own
/// Origin). A request without Origin (an agent's HTTP client, curl) is not from a browser
/// page and passes; one with an Origin passes only if listed: this server's own loopback
/// origins, and those the person named with `--allow-origin`.
struct OriginPolicy: Sendable {
    let allowed: Set<String>

    init(port: UInt16, extra: [String]) {
        var allowed: Set<String> = ["http://127.0.0.1:\(port)", "http://localhost:\(port)", "http://[::1]:\(port)"]
        for origin in extra { allowed.insert(Self.normalized(origin)) }
        self.allowed = allowed
    }

    func allows(_ origin: String?) -> Bool {
        guard let origin else { return true }
        return allowed.contains(Self.normalized(origin))
    }

    /// Scheme and host compare without case; a trailing slash is not part of an origin.
    static func normalized(_ origin: String) -> String {
        var text = origin.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
