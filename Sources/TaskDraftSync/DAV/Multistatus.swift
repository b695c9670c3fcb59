import TaskDraftKit

/// A WebDAV 207 answer (RFC 4918 §13): per href, the properties found and the status.
public struct Multistatus {
    public struct Response {
        /// The href as a path on the server.
        public var href: String
        /// The response's own status (a `sync-collection` removal is 404), when it has one.
        public var status: Int?
        /// Properties a 2xx propstat returned.
        public var properties: [XMLElement]

        public func property(_ namespace: String, _ name: String) -> XMLElement? {
            properties.first { $0.namespace == namespace && $0.name == name }
        }

        /// A property's text, trimmed; nil when absent or empty.
        public func text(_ namespace: String, _ name: String) -> String? {
            let text = property(namespace, name)?.text.trimmingWhitespace()
            return text?.isEmpty == false ? text : nil
        }

        /// The href inside a property (`current-user-principal`, `calendar-home-set`).
        public func href(in namespace: String, _ name: String) -> String? {
            property(namespace, name)?.child(CalDAVClient.davNamespace, "href")?.text.trimmingWhitespace()
        }
    }

    public var responses: [Response]
    /// RFC 6578: the token a `sync-collection` answer ends with.
    public var syncToken: String?

    /// `body`, the answer to `request` (`PROPFIND /dav/tasks/`, for errors), read; an href on
    /// another origin than the client's is an error naming it as a `hrefs` (`CalDAVClient.path`).
    init(_ body: [UInt8], client: CalDAVClient, request: String, hrefs: SyncProblem.HrefSource = .resource) throws(SyncError) {
        let root: XMLElement
        do { root = try XMLReader.parse(body) } catch { throw SyncError(.protocolError, "\(request): \(error)") }
        let dav = CalDAVClient.davNamespace
        guard root.namespace == dav, root.name == "multistatus" else {
            throw SyncError(.protocolError, "\(request): expected a DAV:multistatus, found \(root.name)")
        }
        responses = []
        for element in root.all(dav, "response") {
            guard let href = element.child(dav, "href")?.text.trimmingWhitespace(), !href.isEmpty else { continue }
            var properties: [XMLElement] = []
            for propstat in element.all(dav, "propstat") {
                guard let status = propstat.child(dav, "status").flatMap({ Self.code($0.text) }), (200..<300).contains(status) else { continue }
                properties += propstat.child(dav, "prop")?.children ?? []
            }
            responses.append(Response(href: try client.path(href, source: hrefs),
                                      status: element.child(dav, "status").flatMap { Self.code($0.text) }, properties: properties))
        }
        syncToken = root.child(dav, "sync-token")?.text.trimmingWhitespace()
    }

    /// `HTTP/1.1 404 Not Found` → 404.
    static func code(_ line: String) -> Int? {
        let parts = line.trimmingWhitespace().split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// Servers differ in how they escape hrefs (`%40` or `@`); the decoded path is what is compared.
    static func decodedPath(_ href: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(href.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x25, i + 2 < bytes.count, let value = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                out.append(value)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
