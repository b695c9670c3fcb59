extension RuleReason {
    public var english: String {
        switch self {
        case .forced(let source, let builtin, let unavailable):
            return "by \(source); the region policy is not applied" + (builtin ? "" : ", and a failure is an error (exit code 4)")
                + (unavailable.map { "; \($0.english)" } ?? "")
        case .builtinBeforeNeverFails: return "the built-in parser before it never fails"
        case .alwaysAvailable: return "always available, offline"
        case .unavailable(let reason): return reason.english
        case .partner(let host, let key): return "partner at \(host), " + key.english
        case .localServersUp: return "config.json says local servers are up"
        case .notProbed(let first): return "not probed; tried if \(first) fails"
        case .answered(let host, let path, let milliseconds): return "\(host) answered GET \(path) in \(milliseconds) ms"
        case .noPartnerConfigured: return "no partner configured"
        case .noneConfigured: return "none configured"
        }
    }
}

extension RuleVerdict {
    public var english: String { rawValue }
}

extension Destination {
    public var english: String {
        switch self {
        case .builtin: return "this machine (built-in parser, no network)"
        case .thisMachine(let host): return "this machine (\(host))"
        case .localNetwork(let host): return "\(host) on your local network"
        case .partner(let host, let scheme): return "\(host), a partner's server (\(scheme))"
        case .nowhere: return "nowhere"
        }
    }
}
