extension AuditIntent {
    public var polish: String {
        switch self {
        case .action(let action): return action.polish
        case .list: return "odczyt zadań"
        case .draft: return "szkic"
        case .proposals: return "przegląd propozycji"
        case .call: return "wywołanie nieznanego narzędzia"
        case .other(let word): return word
        }
    }
}
