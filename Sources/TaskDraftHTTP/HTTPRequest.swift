import TaskDraftKit

/// One HTTP request: small JSON bodies for the model backends, XML and iCalendar bodies for
/// CalDAV sync (WebDAV's PROPFIND and REPORT, PUT and DELETE with `If-Match`).
public struct HTTPRequest: Sendable {
    public enum Method: String, Sendable {
        case get = "GET", post = "POST", put = "PUT", delete = "DELETE", propfind = "PROPFIND", report = "REPORT"
    }

    public var method: Method
    public var url: String
    /// Header lines in order. Values may be secret (Authorization): print them only through
    /// `HTTPTrace`, which redacts them.
    public var headers: [HTTPHeader]
    public var body: [UInt8]

    public init(method: Method, url: String, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
