extension TranscriptDecision {
    public var russian: String {
        switch self {
        case .commit: return "сохранить"
        case .drop: return "отбросить"
        case .edit: return "изменить"
        case .refine: return "уточнить"
        case .split: return "разделить"
        case .merge: return "объединить"
        case .command(let slashForm): return slashForm
        case .other(let word): return word
        }
    }
}
