import Glibc

/// Where `mcp --http` listens: `127.0.0.1:8765`, `[::1]:8765`, `localhost:8765`, `0.0.0.0:8765`.
/// Only numeric addresses and `localhost` are read: a host name that needs a resolver could
/// mean a different interface tomorrow.
public struct BindAddress: Sendable, Hashable, CustomStringConvertible {
    public enum Family: Sendable, Hashable { case ipv4, ipv6 }

    public let family: Family
    /// The address as written in the URL (`127.0.0.1`, `::1`).
    public let host: String
    public var port: UInt16

    /// Reads `HOST:PORT`; nil when it is not one.
    public init?(_ text: String) {
        var host: Substring
        let portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":"), !text[..<colon].contains(":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCII), let port = UInt16(portText) else { return nil }
        if host == "localhost" { host = "127.0.0.1" }
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, String(host), &v4) == 1 {
            family = .ipv4
        } else if inet_pton(AF_INET6, String(host), &v6) == 1 {
            family = .ipv6
        } else {
            return nil
        }
        self.host = String(host)
        self.port = port
    }

    /// Whether only this machine can reach it: 127.0.0.0/8 or ::1.
    public var isLoopback: Bool {
        switch family {
        case .ipv4:
            var address = in_addr()
            inet_pton(AF_INET, host, &address)
            return UInt32(bigEndian: address.s_addr) >> 24 == 127
        case .ipv6:
            var address = in6_addr()
            inet_pton(AF_INET6, host, &address)
            return withUnsafeBytes(of: &address) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1 }
        }
    }

    /// Whether it is every interface at once (`0.0.0.0`, `::`): reached by names it cannot know.
    public var isWildcard: Bool {
        switch family {
        case .ipv4:
            var address = in_addr()
            inet_pton(AF_INET, host, &address)
            return address.s_addr == 0
        case .ipv6:
            var address = in6_addr()
            inet_pton(AF_INET6, host, &address)
            return withUnsafeBytes(of: &address) { bytes in bytes.allSatisfy { $0 == 0 } }
        }
    }

    /// How a URL names it: `127.0.0.1:8765`, `[::1]:8765`.
    public var authority: String { (family == .ipv6 ? "[\(host)]" : host) + ":\(port)" }

    public var description: String { authority }
}
