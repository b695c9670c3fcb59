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

    /// The properties TaskDraft reads from any answer. Every other property a server sends is
    /// dropped as it is read: an answer carries what was asked for, and a server that pads
    /// each response with more gets nothing kept for it.
    static let readProperties: Set<String> = [
        CalDAVClient.davNamespace + " getetag", CalDAVClient.davNamespace + " resourcetype",
        CalDAVClient.davNamespace + " displayname", CalDAVClient.davNamespace + " sync-token",
        CalDAVClient.davNamespace + " getlastmodified", CalDAVClient.davNamespace + " current-user-principal",
        CalDAVClient.calendarServerNamespace + " getctag", CalDAVClient.calDAVNamespace + " calendar-data",
        CalDAVClient.calDAVNamespace + " calendar-home-set", CalDAVClient.calDAVNamespace + " supported-calendar-component-set",
    ]
    /// Children kept under a kept property, and their depth: a resource type's kinds, a
    /// component set's components, a home set's hrefs are a handful each.
    static let maximumPropertyChildren = 32
    static let maximumPropertyDepth = 3
    /// Elements one answer may keep, responses included: a listing of the 250,000 tasks the
    /// 64 MiB cap was sized for keeps about three each. Each costs about a hundred bytes.
    static let maximumKeptElements = 1_000_000

    /// `body`, the answer to `request` (`PROPFIND /dav/tasks/`, for errors), read as a stream of
    /// responses (`XMLReader.stream`), each reduced to its href, status and the properties
    /// TaskDraft reads before the next is read; an href on another origin than the client's is
    /// an error naming it as a `hrefs` (`CalDAVClient.path`).
    init(_ body: [UInt8], client: CalDAVClient, request: String, hrefs: SyncProblem.HrefSource = .resource) throws(SyncError) {
        let dav = CalDAVClient.davNamespace
        var responses: [Response] = []
        var syncToken: String?
        var failure: SyncError?
        var kept = 0
        let root: XMLElement
        do {
            root = try XMLReader.stream(body) { root, element in
                guard root.namespace == dav, root.name == "multistatus" else { return false }
                guard element.namespace == dav else { return true }
                if element.name == "sync-token" { syncToken = element.text.trimmingWhitespace() }
                guard element.name == "response",
                      let href = element.child(dav, "href")?.text.trimmingWhitespace(), !href.isEmpty else { return true }
                var properties: [XMLElement] = []
                for propstat in element.all(dav, "propstat") {
                    guard let status = propstat.child(dav, "status").flatMap({ Self.code($0.text) }), (200..<300).contains(status) else { continue }
                    for property in propstat.child(dav, "prop")?.children ?? []
                    where Self.readProperties.contains(property.namespace + " " + property.name) {
                        properties.append(Self.pruned(property, depth: 0, kept: &kept))
                    }
                }
                kept += 1
                guard kept <= Self.maximumKeptElements else {
                    failure = SyncError(.protocolError, .tooManyElements(request: request, most: Self.maximumKeptElements))
                    return false
                }
                do throws(SyncError) {
                    responses.append(Response(href: try client.path(href, source: hrefs),
                                              status: element.child(dav, "status").flatMap { Self.code($0.text) }, properties: properties))
                } catch {
                    failure = error
                    return false
                }
                return true
            }
        } catch {
            throw SyncError(.protocolError, .unreadableAnswer(request: request, "\(error)"))
        }
        if let failure { throw failure }
        guard root.namespace == dav, root.name == "multistatus" else {
            throw SyncError(.protocolError, .notMultistatus(request: request, found: root.name))
        }
        self.responses = responses
        self.syncToken = syncToken
    }

    /// `element` with at most `maximumPropertyChildren` children at each level, down to
    /// `maximumPropertyDepth`; `kept` counts what is kept.
    static func pruned(_ element: XMLElement, depth: Int, kept: inout Int) -> XMLElement {
        kept += 1
        var copy = element
        copy.children = depth + 1 < maximumPropertyDepth
            ? element.children.prefix(maximumPropertyChildren).map { pruned($0, depth: depth + 1, kept: &kept) }
            : []
        return copy
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
