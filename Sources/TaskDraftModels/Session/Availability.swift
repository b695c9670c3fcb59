import TaskDraftKit

/// Whether a backend can be used, with the reason when it cannot.
public enum Availability: Sendable, Hashable, CustomStringConvertible {
    case available
    case unavailable(UnavailableReason)

    public var isAvailable: Bool { self == .available }

    public var description: String {
        switch self {
        case .available: return "available"
        case .unavailable(let reason): return "unavailable: \(reason)"
        }
    }
}

public enum UnavailableReason: Sendable, Hashable, CustomStringConvertible {
    case notConfigured(String)
    case noKey(String)
    case serverNotAnswering(String)
    case notEligible(String)
    case notAllowedInRegion(String)

    public var description: String {
        switch self {
        case .notConfigured(let what): return "not configured (\(what))"
        case .noKey(let why): return "no API key (\(why))"
        case .serverNotAnswering(let host): return "server not answering (\(host))"
        case .notEligible(let why): return "not eligible on this device (\(why))"
        case .notAllowedInRegion(let region): return "not allowed in region \(region)"
        }
    }
}
