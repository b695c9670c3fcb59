import TaskDraftKit

/// One HTTP/1.1 request as the server read it: the head parsed, the body whole (its framing,
/// Content-Length or chunked, already undone).
public struct HTTPServerRequest: Sendable {
    public let method: String
    /// The request target as sent (`/mcp?x=1`).
    public let target: String
    /// HTTP/1.1 (keep-alive unless `Connection: close`), or HTTP/1.0 (close unless asked).
    public let isHTTP11: Bool
    /// Header names lowercased, values trimmed, in the order sent.
    public let headers: [(name: String, value: String)]
    public let body: [UInt8]

    /// The target without its query.
    public var path: String { String(target.prefix { $0 != "?" }) }

    /// The first value of a header (names are case-insensitive; pass it lowercased).
    public func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// Every value of a header, in order.
    public func headers(named name: String) -> [String] { headers.filter { $0.name == name }.map(\.value) }

    /// Whether the client wants the connection kept for another request.
    public var keepAlive: Bool {
        let tokens = headers(named: "connection").flatMap { $0.lowercased().split(separator: ",") }
            .map { String($0).trimmingWhitespace() }
        return isHTTP11 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}
