/// What a person did with a draft, as a transcript's `decision` entry records it. `word` is
/// what the transcript stores (the next turn's prompt reads it, `transcript --json` prints it);
/// it never changes. A person reads it in their language (`TranscriptDecision+English.swift`,
/// `+Russian`, `+Polish`).
public enum TranscriptDecision: Sendable, Hashable, LocalizedText {
    /// Saved the draft (or the set).
    case commit
    /// Let it go.
    case drop
    /// Changed a field by hand.
    case edit
    /// Asked the model to redraft it.
    case refine
    /// Split one draft into several.
    case split
    /// Merged a set into one task.
    case merge
    /// A command said without its slash, run as its slash form (`/list`).
    case command(String)
    /// A word this build does not write (an older or a newer taskdraft's), shown as stored.
    case other(String)

    /// Reads a stored word back.
    public init(word: String) {
        switch word {
        case "commit": self = .commit
        case "drop": self = .drop
        case "edit": self = .edit
        case "refine": self = .refine
        case "split": self = .split
        case "merge": self = .merge
        default: self = word.hasPrefix("/") ? .command(word) : .other(word)
        }
    }

    /// The stored word.
    public var word: String {
        switch self {
        case .commit: return "commit"
        case .drop: return "drop"
        case .edit: return "edit"
        case .refine: return "refine"
        case .split: return "split"
        case .merge: return "merge"
        case .command(let slashForm): return slashForm
        case .other(let word): return word
        }
    }

    public static let samples: [TranscriptDecision] = [
        .commit, .drop, .edit, .refine, .split, .merge, .command("/list"), .other("archive"),
    ]
}
