extension RuleReason {
    public var russian: String {
        switch self {
        case .forced(let source, let builtin, let unavailable):
            return "задана через \(source); политика региона не применяется" + (builtin ? "" : ", а сбой — ошибка (код выхода 4)")
                + (unavailable.map { "; \($0.russian)" } ?? "")
        case .builtinBeforeNeverFails: return "встроенный разборщик перед ней не отказывает"
        case .alwaysAvailable: return "доступен всегда, без сети"
        case .unavailable(let reason): return reason.russian
        case .partner(let host, let key): return "партнёр на \(host), " + key.russian
        case .localServersUp: return "по config.json локальные серверы работают"
        case .notProbed(let first): return "не проверялась; пойдёт в ход, если откажет \(first)"
        case .answered(let host, let path, let milliseconds): return "\(host) ответил на GET \(path) за \(milliseconds) мс"
        case .noPartnerConfigured: return "партнёр не настроен"
        case .noneConfigured: return "не настроено"
        }
    }
}

extension RuleVerdict {
    public var russian: String {
        switch self {
        case .chosen: return "выбрана"
        case .fallback: return "запасная"
        case .skipped: return "пропущена"
        case .notReached: return "до неё не дойдёт"
        }
    }
}

extension Destination {
    public var russian: String {
        switch self {
        case .builtin: return "этот компьютер (встроенный разборщик, без сети)"
        case .thisMachine(let host): return "этот компьютер (\(host))"
        case .localNetwork(let host): return "\(host) в вашей локальной сети"
        case .partner(let host, let scheme): return "\(host), сервер партнёра (\(scheme))"
        case .nowhere: return "никуда"
        }
    }
}
