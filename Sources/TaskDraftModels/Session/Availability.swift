import TaskDraftHTTP
import TaskDraftKit

/// Whether a backend can be used, with the reason when it cannot.
public enum Availability: Sendable, Hashable {
    case available
    case unavailable(UnavailableReason)

    public var isAvailable: Bool { self == .available }

    /// The English, as JSON keeps it: `available`, `unavailable: no API key (…)`.
    public var english: String {
        switch self {
        case .available: return "available"
        case .unavailable(let reason): return "unavailable: \(reason.english)"
        }
    }
}

/// Why a backend cannot draft here, or was passed over, made where that is found out
/// (`SessionFactory`, a backend's key, the device, the probe) and worded at the surface.
public enum UnavailableReason: LocalizedText, Hashable {
    /// No model stands behind the name (`UnavailableModel`).
    case notConfigured(ModelGap)
    case noKey(KeyProblem)
    /// config.json's `device.local_servers` is `down`: no local server is asked.
    case localServersDown
    case serverNotAnswering(host: String, ProbeFailure)
    case notEligible(DeviceShortfall)
    case notAllowedInRegion(String, RegionGap)

    public static var samples: [UnavailableReason] {
        [.notConfigured(.noBackendInPolicy("EU")), .noKey(.variableNotSet("OPENAI_API_KEY")), .localServersDown,
         .serverNotAnswering(host: "127.0.0.1:8080", .noAnswer(path: "/models", milliseconds: 300)),
         .notEligible(.memory(have: 2048, backend: "llama", needs: 8192)), .notAllowedInRegion("DE", .listsNoRegions)]
    }
}

/// What this device lacks for a `this-machine` backend.
public enum DeviceShortfall: LocalizedText, Hashable {
    case memory(have: Int, backend: String, needs: Int)
    case cores(have: Int, backend: String, needs: Int)

    public static var samples: [DeviceShortfall] {
        [.memory(have: 2048, backend: "llama", needs: 8192), .cores(have: 2, backend: "llama", needs: 4)]
    }
}

/// Why a backend's region rules leave it out of the session's region.
public enum RegionGap: LocalizedText, Hashable {
    /// A `partner:listed` preference, and the backend lists no regions.
    case listsNoRegions
    case lists([String])
    /// The policy row has no preference for the backend's location.
    case noPolicyEntry(policy: String, location: String)

    public static var samples: [RegionGap] {
        [.listsNoRegions, .lists(["US", "CA"]), .noPolicyEntry(policy: "EU", location: "partner")]
    }
}

/// Why a local server did not answer the probe.
public enum ProbeFailure: LocalizedText, Hashable {
    case answeredHTTP(path: String, status: Int)
    case noAnswer(path: String, milliseconds: Int)
    case transport(TransferProblem)

    public static var samples: [ProbeFailure] {
        [.answeredHTTP(path: "/models", status: 404), .noAnswer(path: "/models", milliseconds: 300), .transport(.cancelled)]
    }
}

/// Why no model stands behind a name, so every draft fails (`UnavailableModel`).
public enum ModelGap: LocalizedText, Hashable {
    /// A policy row left no backend, and no built-in parser to end it.
    case noBackendInPolicy(String)
    /// config.json names a kind no `BackendKind` is.
    case unknownKind(backend: String, kind: String, known: [String])

    public static var samples: [ModelGap] {
        [.noBackendInPolicy("EU"), .unknownKind(backend: "llama", kind: "gguf", known: ["openai", "anthropic"])]
    }
}
