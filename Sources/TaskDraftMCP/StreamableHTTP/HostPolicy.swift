/// Which `Host` a request may name: the other half of the defence against DNS rebinding. A page
/// whose name an attacker made resolve to this machine reaches the server with that name in
/// `Host` — and a browser sends no `Origin` with a same-origin GET — so a server on loopback
/// answers only loopback's names, and those the person gave (`--allow-host`: the name a reverse
/// proxy passes on). A server on one reachable address answers to that address as well. One on
/// every interface (`0.0.0.0`, `::`) cannot know the names it is reached by: it answers any
/// `Host` unless names are given.
struct HostPolicy: Sendable {
    /// `host:port`, lowercased, with the port written out.
    private let exact: Set<String>
    /// Names given without a port: any port.
    private let names: Set<String>
    /// False when any `Host` passes.
    let checks: Bool

    init(bound: BindAddress, extra: [String]) {
        var exact: Set<String> = []
        var names: Set<String> = []
        let port = bound.port
        if bound.isLoopback {
            exact = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        } else if !bound.isWildcard {
            exact = [bound.authority.lowercased()]
        }
        for entry in extra {
            guard let (name, port) = Self.split(entry) else { continue }
            if let port { exact.insert("\(name):\(port)") } else { names.insert(name) }
        }
        self.exact = exact
        self.names = names
        checks = !(exact.isEmpty && names.isEmpty)
    }

    func allows(_ host: String?) -> Bool {
        guard checks else { return true }
        guard let host, let (name, port) = Self.split(host) else { return false }
        // A Host without a port names the scheme's default: 80, since this server speaks plain HTTP.
        return names.contains(name) || exact.contains("\(name):\(port ?? 80)")
    }

    /// `name[:port]` or `[v6][:port]`, the name lowercased; nil when it is not one.
    static func split(_ text: String) -> (name: String, port: UInt16?)? {
        let text = text.lowercased()
        let name: Substring
        let rest: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = text[...close]
            rest = text[text.index(after: close)...]
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            rest = text[colon...]
        } else {
            name = text[...]
            rest = ""
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.[]:".contains($0)) }) else { return nil }
        if rest.isEmpty { return (String(name), nil) }
        let digits = rest.dropFirst()
        guard rest.first == ":", !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let port = UInt16(digits) else { return nil }
        return (String(name), port)
    }
}
