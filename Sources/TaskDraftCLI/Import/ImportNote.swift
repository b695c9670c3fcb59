import TaskDraftKit

/// What an import says once at its end about the whole file, beside the per-record problems.
enum ImportNote: LocalizedText, Equatable {
    /// Fields (or columns) the format has and TaskDraft does not: their values went into each
    /// task's notes. `format` is the format's name, `names` as the file spells them.
    case keptInNotes(format: String, names: [String])

    static let samples: [ImportNote] = [.keptInNotes(format: "Taskwarrior", names: ["wait", "colour"])]
}
