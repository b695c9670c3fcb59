import TaskDraftModels

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

    public init(_ method: HTTPRequest.Method, _ href: String, body: String = "", depth: String? = nil,
                contentType: String? = nil, headers: [HTTPHeader] = []) {
        self.method = method
        self.href = href
        self.body = body
        self.depth = depth
        self.contentType = contentType
        self.headers = headers
    }
}
