import TaskDraftHTTP

/// The origin sync was configured for (RFC 6454: scheme, host and port), the only one its
/// password goes to. Every href a server gives — a principal, a calendar home, a collection, a
/// resource, a redirect's `Location` — is read through `path(of:)`, and every request is built
/// from `root` and a path, so naming another host, another port or the plain-http twin of an
/// https URL cannot send the `Authorization` header anywhere else.
struct DAVOrigin: Sendable, Hashable {
    let scheme: String
    let host: String
    let port: Int

    init(_ address: ServerAddress) {
        scheme = address.scheme
        host = address.host
        port = address.port
    }

    /// `scheme://host:port`, what every request URL starts with.
    var root: String { "\(scheme)://\(host):\(port)" }

    /// `host:port`, what errors name.
    var hostAndPort: String { "\(host):\(port)" }

    /// What `href` points at, seen from this origin.
    enum Reference: Equatable {
        /// A path here, as written (escapes and any query kept); `absolute` when the href
        /// named this origin in full.
        case here(String, absolute: Bool)
        /// An absolute (`http://…`) or network-path (`//host/…`, RFC 3986 §4.2) reference to
        /// another scheme, host or port.
        case elsewhere
    }

    func reference(_ href: String) -> Reference {
        let text = href.trimmingWhitespace()
        if text.hasPrefix("//") {
            // A network-path reference keeps the scheme of the request it came with: ours.
            return reference(scheme + ":" + text)
        }
        guard let separator = text.firstRange(of: "://"),
              text[..<separator.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
        else {
            return .here(text.hasPrefix("/") ? text : "/" + text, absolute: false)
        }
        guard let address = ServerAddress(text), address.scheme == scheme, address.host == host, address.port == port else {
            return .elsewhere
        }
        let rest = text[separator.upperBound...]
        let path = rest.firstIndex(where: { $0 == "/" || $0 == "?" }).map { String(rest[$0...]) } ?? "/"
        return .here(path.hasPrefix("/") ? path : "/" + path, absolute: true)
    }
}
