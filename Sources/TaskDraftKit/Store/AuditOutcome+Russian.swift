extension AuditOutcome {
    public var russian: String {
        switch self {
        case .ok: return "готово"
        case .alreadyDone: return "уже сделано"
        case .proposed: return "предложено"
        case .needsConfirmation: return "нужно подтверждение"
        case .declined: return "отклонено"
        case .cancelled: return "прервано"
        case .refused: return "запрещено"
        case .rateLimited: return "слишком часто"
        case .notFound: return "не найдено"
        case .invalid: return "неверно"
        case .nothingToUndo: return "нечего отменять"
        case .error: return "ошибка"
        }
    }
}
