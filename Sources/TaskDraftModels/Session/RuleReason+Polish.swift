extension RuleReason {
    public var polish: String {
        switch self {
        case .forced(let source, let builtin, let unavailable):
            return "wymuszony przez \(source); polityka regionu nie obowiązuje" + (builtin ? "" : ", a błąd kończy się kodem 4")
                + (unavailable.map { "; \($0.polish)" } ?? "")
        case .builtinBeforeNeverFails: return "wbudowany parser przed nim nigdy nie zawodzi"
        case .alwaysAvailable: return "zawsze dostępny, bez sieci"
        case .unavailable(let reason): return reason.polish
        case .partner(let host, let key): return "partner na \(host), " + key.polish
        case .localServersUp: return "według config.json lokalne serwery działają"
        case .notProbed(let first): return "nie sprawdzano; użyty, jeśli \(first) zawiedzie"
        case .answered(let host, let path, let milliseconds): return "\(host) odpowiedział na GET \(path) w \(milliseconds) ms"
        case .noPartnerConfigured: return "brak skonfigurowanego partnera"
        case .noneConfigured: return "nic nie skonfigurowano"
        }
    }
}

extension RuleVerdict {
    public var polish: String {
        switch self {
        case .chosen: return "wybrany"
        case .fallback: return "zapasowy"
        case .skipped: return "pominięty"
        case .notReached: return "nie dojdzie do niego"
        }
    }
}

extension Destination {
    public var polish: String {
        switch self {
        case .builtin: return "ten komputer (wbudowany parser, bez sieci)"
        case .thisMachine(let host): return "ten komputer (\(host))"
        case .localNetwork(let host): return "\(host) w twojej sieci lokalnej"
        case .partner(let host, let scheme): return "\(host), serwer partnera (\(scheme))"
        case .nowhere: return "nigdzie"
        }
    }
}
