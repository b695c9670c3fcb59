import TaskDraftKit

/// `--verbose`: each HTTP exchange as it happens, on stderr. Secret headers are printed as
/// `[redacted]` and bodies only as their size: the trace shows what went where, never a key,
/// and the user's words only through `log_content`.
public final class HTTPTrace: Sendable {
    private let sink: @Sendable (String) -> Void

    public init(_ sink: @escaping @Sendable (String) -> Void) { self.sink = sink }

    public func request(_ request: HTTPRequest, attempt: Int) {
        var text = "> \(request.method.rawValue) \(HTTPTrace.redactedURL(request.url))" + (attempt > 1 ? " (attempt \(attempt))" : "")
        for header in request.headers {
            text += "\n> \(header.name): " + (header.isSecret ? "[redacted]" : header.value)
        }
        if !request.body.isEmpty { text += "\n> (\(request.body.count) bytes of JSON)" }
        sink(text)
    }

    public func response(_ response: HTTPResponse, milliseconds: Double) {
        var text = "< HTTP \(response.status) in \(Int(milliseconds.rounded())) ms"
        if let type = response.header("content-type") { text += ", \(type)" }
        if !response.body.isEmpty { text += ", \(response.body.count) bytes" }
        sink(text)
    }

    public func failure(_ failure: HTTPFailure, milliseconds: Double) {
        sink("< failed after \(Int(milliseconds.rounded())) ms: \(failure.detail)")
    }

    func note(_ text: String) { sink("* " + text) }

    /// The URL without a `user:password@` part.
    public static func redactedURL(_ url: String) -> String {
        guard let scheme = url.firstRange(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        guard let at = rest[..<hostEnd].lastIndex(of: "@") else { return url }
        return String(url[..<scheme.upperBound]) + "[redacted]@" + String(rest[rest.index(after: at)...])
    }
}
