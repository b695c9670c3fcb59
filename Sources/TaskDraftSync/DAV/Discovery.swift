import TaskDraftKit

/// A calendar collection found on the server.
public struct DiscoveredCollection: Sendable, Hashable {
    /// The collection's path (decoded), ending in `/`.
    public var path: String
    public var displayName: String?
    /// Whether its supported components include VTODO (or it names none, which allows all).
    public var supportsTasks: Bool
}

/// Finds the task lists (RFC 4791 §6, RFC 6764 §6): the URL itself if it is a calendar,
/// else `current-user-principal` (from the URL, or from `/.well-known/caldav`) →
/// `calendar-home-set` → the home's calendars. Each href is read by `CalDAVClient.path`: one
/// naming another origin stops discovery with an error, before anything is sent there.
public enum Discovery {
    static let dav = CalDAVClient.davNamespace
    static let caldav = CalDAVClient.calDAVNamespace

    static let principalBody = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
        <d:prop><d:current-user-principal/><c:calendar-home-set/><d:resourcetype/><c:supported-calendar-component-set/></d:prop>
        </d:propfind>
        """

    /// Only what names a collection: a `getctag` or `sync-token` here made Radicale read and
    /// hash every item of every calendar in the home (32 s for one of 5,000 on a cold cache,
    /// past the time limit), for marks the first listing brings anyway.
    static let collectionsBody = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
        <d:prop><d:resourcetype/><d:displayname/><c:supported-calendar-component-set/></d:prop>
        </d:propfind>
        """

    public static func collections(_ client: CalDAVClient, startingAt url: String) throws(SyncError) -> [DiscoveredCollection] {
        let start = try client.path(url, source: .request)
        var home: String?
        var principal: String?
        let answer: Multistatus
        do {
            answer = try client.multistatus(.propfind, start, body: principalBody, depth: "0", hrefs: .collection)
        } catch {
            // A server that is no CalDAV server (a web server's root) has nothing to PROPFIND.
            if case .answeredHTTP(_, let status) = error.problem, status == 404 || status == 405 {
                throw SyncError(.configuration, .noCalDAVServer(host: client.origin.hostAndPort, path: start, status: status))
            }
            throw error
        }
        if let first = answer.responses.first {
            if isCalendar(first) {
                return try listing(client, start, depth: "0")
            }
            home = try first.href(in: caldav, "calendar-home-set").map { href throws(SyncError) in try client.path(href, source: .calendarHome) }
            principal = try first.href(in: dav, "current-user-principal").map { href throws(SyncError) in try client.path(href, source: .principal) }
        }
        if home == nil, principal == nil {
            // RFC 6764 §5: the well-known URL leads to the principal (by redirect or directly).
            let answer = try client.multistatus(.propfind, "/.well-known/caldav", body: principalBody, depth: "0", hrefs: .principal)
            principal = try answer.responses.first?.href(in: dav, "current-user-principal")
                .map { href throws(SyncError) in try client.path(href, source: .principal) }
            home = try answer.responses.first?.href(in: caldav, "calendar-home-set")
                .map { href throws(SyncError) in try client.path(href, source: .calendarHome) }
        }
        if home == nil, let principal {
            let answer = try client.multistatus(.propfind, principal, body: principalBody, depth: "0", hrefs: .principal)
            home = try answer.responses.first?.href(in: caldav, "calendar-home-set")
                .map { href throws(SyncError) in try client.path(href, source: .calendarHome) }
        }
        guard let home else {
            throw SyncError(.server, .noCalendarHome(host: client.origin.hostAndPort))
        }
        return try listing(client, home, depth: "1")
    }

    private static func listing(_ client: CalDAVClient, _ path: String, depth: String) throws(SyncError) -> [DiscoveredCollection] {
        let answer = try client.multistatus(.propfind, path, body: collectionsBody, depth: depth, hrefs: .collection)
        return answer.responses.filter(isCalendar).map { response in
            let components = response.property(caldav, "supported-calendar-component-set")?.all(caldav, "comp")
            let supportsTasks = components.map { list in list.isEmpty || list.contains { attributeName($0) == "VTODO" } } ?? true
            var href = response.href
            if !href.hasSuffix("/") { href += "/" }
            return DiscoveredCollection(path: href, displayName: response.text(dav, "displayname"), supportsTasks: supportsTasks)
        }
    }

    static func isCalendar(_ response: Multistatus.Response) -> Bool {
        response.property(dav, "resourcetype")?.child(caldav, "calendar") != nil
    }

    /// `<c:comp name="VTODO"/>`.
    static func attributeName(_ element: XMLElement) -> String { (element.attributes["name"] ?? "").uppercased() }
}
