import TaskDraftKit

/// A backend failure, naming the backend and host, never a key.
public struct BackendError: Error, CustomStringConvertible, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case unavailable, timeout, http(Int), invalidResponse, cancelled, transport
    }

    public let backend: String
    public let host: String?
    public let kind: Kind
    public let detail: String

    public init(backend: String, host: String? = nil, kind: Kind, detail: String) {
        self.backend = backend
        self.host = host
        self.kind = kind
        self.detail = detail
    }

    public var description: String {
        let place = host.map { " at \($0)" } ?? ""
        switch kind {
        case .http(let status): return "backend \(backend)\(place): HTTP \(status): \(detail)"
        default: return "backend \(backend)\(place): \(detail)"
        }
    }
}
