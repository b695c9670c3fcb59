import TaskDraftKit

extension UnavailableReason {
    public var russian: String {
        switch self {
        case .notConfigured(let gap): return "не настроена (\(gap.russian))"
        case .noKey(let problem): return "нет ключа API (\(problem.russian))"
        case .localServersDown: return "сервер не отвечает (в config.json device.local_servers = down)"
        case .serverNotAnswering(let host, let why): return "сервер не отвечает (\(host): \(why.russian))"
        case .notEligible(let shortfall): return "не подходит для этого устройства (\(shortfall.russian))"
        case .notAllowedInRegion(let region, .noPolicyEntry(let policy, let location)):
            return "не разрешена в регионе \(region): в политике \(policy) нет строки \(location)"
        case .notAllowedInRegion(let region, let gap): return "не разрешена в регионе \(region) (\(gap.russian))"
        }
    }
}

extension DeviceShortfall {
    public var russian: String {
        switch self {
        case .memory(let have, let backend, let needs): return "памяти \(have) МиБ, а \(backend) нужно \(needs)"
        case .cores(let have, let backend, let needs):
            return "\(have) \(Russian.plural(have, "ядро", "ядра", "ядер")), а \(backend) нужно \(needs)"
        }
    }
}

extension RegionGap {
    public var russian: String {
        switch self {
        case .listsNoRegions: return "регионы не указаны"
        case .lists(let regions): return "указаны регионы \(regions.joined(separator: ", "))"
        case .noPolicyEntry(let policy, let location): return "в политике \(policy) нет строки \(location)"
        }
    }
}

extension ProbeFailure {
    public var russian: String {
        switch self {
        case .answeredHTTP(let path, let status): return "на GET \(path) ответ HTTP \(status)"
        case .noAnswer(let path, let milliseconds): return "нет ответа на GET \(path) за \(milliseconds) мс"
        case .transport(let problem): return problem.russian
        }
    }
}

extension ModelGap {
    public var russian: String {
        switch self {
        case .noBackendInPolicy(let policy): return "в политике \(policy) нет доступной модели, а встроенного разборщика в строке нет"
        case .unknownKind(let backend, let kind, let known):
            return "у \(backend) тип «\(kind)», а он не из списка: \(known.joined(separator: ", "))"
        }
    }
}
