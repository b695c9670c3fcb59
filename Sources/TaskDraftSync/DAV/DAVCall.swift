import TaskDraftHTTP

/// One WebDAV request as the sync engine asks for it: built on the thread that owns the
/// client, sendable to the threads that put many on the wire at once (`CalDAVClient.sendAll`).
public struct DAVCall: Sendable {
    public var method: HTTPRequest.Method
    /// A path (decoded, as sync state stores it) or a full URL.
    public var href: String
    public var body: String
    public var depth: String?
    public var contentType: String?
    public var headers: [HTTPHeader]
    /// A listing of a whole collection, whose time on the server grows with it: Radicale reads
    /// every item for one, and on a cold cache parses each, so a first listing of 5,000 took
    /// 21 s (load average 2) to 91 s (load average 5). It gets `DAVEndpoint.listingTimeoutFactor`
    /// times the time limit (and `SyncEngine` asks once more after a timeout); every other
    /// request (a multiget is at most `SyncEngine.multigetBatch` resources) keeps its own.
    public var listsCollection = false

    public init(_ method: HTTPRequest.Method, _ href: String, body: String = "", depth: String? = nil,
                contentType: String? = nil, headers: [HTTPHeader] = [], listsCollection: Bool = false) {
        self.method = method
        self.href = href
        self.body = body
        self.depth = depth
        self.contentType = contentType
        self.headers = headers
        self.listsCollection = listsCollection
    }
}
