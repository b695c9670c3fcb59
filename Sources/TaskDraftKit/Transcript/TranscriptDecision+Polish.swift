extension TranscriptDecision {
    public var polish: String {
        switch self {
        case .commit: return "zapisz"
        case .drop: return "odrzuć"
        case .edit: return "edytuj"
        case .refine: return "popraw"
        case .split: return "podziel"
        case .merge: return "scal"
        case .command(let slashForm): return slashForm
        case .other(let word): return word
        }
    }
}
