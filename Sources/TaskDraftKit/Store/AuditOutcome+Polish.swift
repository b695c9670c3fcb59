extension AuditOutcome {
    public var polish: String {
        switch self {
        case .ok: return "gotowe"
        case .alreadyDone: return "już zrobione"
        case .proposed: return "zaproponowane"
        case .needsConfirmation: return "potrzebne potwierdzenie"
        case .declined: return "odrzucone"
        case .cancelled: return "przerwane"
        case .refused: return "zabronione"
        case .rateLimited: return "za często"
        case .notFound: return "nie znaleziono"
        case .invalid: return "błędne"
        case .nothingToUndo: return "nie ma czego cofnąć"
        case .error: return "błąd"
        }
    }
}
