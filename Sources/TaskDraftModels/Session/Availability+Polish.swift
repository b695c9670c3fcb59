import TaskDraftKit

extension UnavailableReason {
    public var polish: String {
        switch self {
        case .notConfigured(let gap): return "nieskonfigurowany (\(gap.polish))"
        case .noKey(let problem): return "brak klucza API (\(problem.polish))"
        case .localServersDown: return "serwer nie odpowiada (w config.json device.local_servers = down)"
        case .serverNotAnswering(let host, let why): return "serwer nie odpowiada (\(host): \(why.polish))"
        case .notEligible(let shortfall): return "nie pasuje do tego urządzenia (\(shortfall.polish))"
        case .notAllowedInRegion(let region, .noPolicyEntry(let policy, let location)):
            return "niedozwolony w regionie \(region): polityka \(policy) nie ma pozycji \(location)"
        case .notAllowedInRegion(let region, let gap): return "niedozwolony w regionie \(region) (\(gap.polish))"
        }
    }
}

extension ModelGap {
    public var polish: String {
        switch self {
        case .noBackendInPolicy(let policy): return "w polityce \(policy) nie ma dostępnego modelu, a wiersz nie ma wbudowanego parsera"
        case .unknownKind(let backend, let kind, let known):
            return "\(backend) ma rodzaj „\(kind)”, którego nie ma wśród: \(known.joined(separator: ", "))"
        }
    }
}

extension DeviceShortfall {
    public var polish: String {
        switch self {
        case .memory(let have, let backend, let needs): return "\(have) MiB pamięci, a \(backend) potrzebuje \(needs)"
        case .cores(let have, let backend, let needs):
            return "\(have) \(Polish.plural(have, "rdzeń", "rdzenie", "rdzeni")), a \(backend) potrzebuje \(needs)"
        }
    }
}

extension RegionGap {
    public var polish: String {
        switch self {
        case .listsNoRegions: return "nie podaje regionów"
        case .lists(let regions): return "podaje regiony \(regions.joined(separator: ", "))"
        case .noPolicyEntry(let policy, let location): return "polityka \(policy) nie ma pozycji \(location)"
        }
    }
}

extension ProbeFailure {
    public var polish: String {
        switch self {
        case .answeredHTTP(let path, let status): return "na GET \(path) odpowiedź HTTP \(status)"
        case .noAnswer(let path, let milliseconds): return "brak odpowiedzi na GET \(path) w ciągu \(milliseconds) ms"
        case .transport(let problem): return problem.polish
        }
    }
}
