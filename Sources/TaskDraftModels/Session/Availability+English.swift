import TaskDraftKit

extension UnavailableReason {
    public var english: String {
        switch self {
        case .notConfigured(let gap): return "not configured (\(gap.english))"
        case .noKey(let problem): return "no API key (\(problem.english))"
        case .localServersDown: return "server not answering (config.json device.local_servers is down)"
        case .serverNotAnswering(let host, let why): return "server not answering (\(host): \(why.english))"
        case .notEligible(let shortfall): return "not eligible on this device (\(shortfall.english))"
        case .notAllowedInRegion(let region, .noPolicyEntry(let policy, let location)):
            return "not allowed in region \(region): policy \(policy) has no \(location) entry"
        case .notAllowedInRegion(let region, let gap): return "not allowed in region \(region) (\(gap.english))"
        }
    }
}

extension DeviceShortfall {
    public var english: String {
        switch self {
        case .memory(let have, let backend, let needs): return "\(have) MiB of memory, \(backend) needs \(needs)"
        case .cores(let have, let backend, let needs): return "\(have) \(English.plural(have, "core", "cores")), \(backend) needs \(needs)"
        }
    }
}

extension RegionGap {
    public var english: String {
        switch self {
        case .listsNoRegions: return "it lists no regions"
        case .lists(let regions): return "it lists \(regions.joined(separator: ", "))"
        case .noPolicyEntry(let policy, let location): return "policy \(policy) has no \(location) entry"
        }
    }
}

extension ProbeFailure {
    public var english: String {
        switch self {
        case .answeredHTTP(let path, let status): return "GET \(path) answered HTTP \(status)"
        case .noAnswer(let path, let milliseconds): return "no answer to GET \(path) within \(milliseconds) ms"
        case .transport(let problem): return problem.english
        }
    }
}

extension ModelGap {
    public var english: String {
        switch self {
        case .noBackendInPolicy(let policy): return "no backend in policy \(policy) is available, and the row has no builtin"
        case .unknownKind(let backend, let kind, let known):
            return "\(backend) is of kind \"\(kind)\", which is not one of \(known.joined(separator: ", "))"
        }
    }
}
