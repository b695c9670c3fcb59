import TaskDraftKit

/// A complete response. Header names are lowercased.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [HTTPHeader]
    public var body: [UInt8]

    public init(status: Int, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.last(where: { $0.name == lower })?.value
    }

    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body as text, for error messages: at most `limit` characters.
    public func bodyText(limit: Int = 300) -> String {
        let text = String(decoding: body.prefix(limit * 4), as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
