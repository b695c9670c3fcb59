/// The status codes the server answers with, and their reason phrases.
public enum HTTPStatus: Int, Sendable {
    /// Not a status: the peer went away, nothing is answered.
    case none = 0
    case ok = 200
    case accepted = 202
    case noContent = 204
    case badRequest = 400
    case unauthorized = 401
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case notAcceptable = 406
    case requestTimeout = 408
    case conflict = 409
    case contentTooLarge = 413
    case misdirectedRequest = 421
    case unsupportedMediaType = 415
    case tooManyRequests = 429
    case headerFieldsTooLarge = 431
    case internalServerError = 500
    case notImplemented = 501
    case serviceUnavailable = 503
    case versionNotSupported = 505

    public var reason: String {
        switch self {
        case .none: return ""
        case .ok: return "OK"
        case .accepted: return "Accepted"
        case .noContent: return "No Content"
        case .badRequest: return "Bad Request"
        case .unauthorized: return "Unauthorized"
        case .forbidden: return "Forbidden"
        case .notFound: return "Not Found"
        case .methodNotAllowed: return "Method Not Allowed"
        case .notAcceptable: return "Not Acceptable"
        case .requestTimeout: return "Request Timeout"
        case .conflict: return "Conflict"
        case .contentTooLarge: return "Content Too Large"
        case .misdirectedRequest: return "Misdirected Request"
        case .unsupportedMediaType: return "Unsupported Media Type"
        case .tooManyRequests: return "Too Many Requests"
        case .headerFieldsTooLarge: return "Request Header Fields Too Large"
        case .internalServerError: return "Internal Server Error"
        case .notImplemented: return "Not Implemented"
        case .serviceUnavailable: return "Service Unavailable"
        case .versionNotSupported: return "HTTP Version Not Supported"
        }
    }
}
