import TaskDraftKit

/// What an import says once at its end about the whole file, beside the per-record problems.
enum ImportNote: LocalizedText, Equatable {
    /// Fields (or columns) the format has and TaskDraft does not: their values went into each
    /// task's notes. `format` is the format's name, `names` as the file spells them.
    case keptInNotes(format: String, names: [String])
    /// A dependency the record at `line` named that was not written (its task is neither in the
    /// file nor in the database, or it would close a loop); `task` is the task made of the record.
    case linkNotWritten(line: Int, task: Int64, DependencyProblem)
    /// More links not written than the notes list.
    case moreLinksNotWritten(Int)

    static let samples: [ImportNote] = [.keptInNotes(format: "Taskwarrior", names: ["wait", "colour"]),
                                        .linkNotWritten(line: 4, task: 12, .noUID("b7f3c2e0-1d4a-4e5b-9c6d-7e8f9a0b1c2d")),
                                        .linkNotWritten(line: 5, task: 13, .cycle([13, 12, 13])), .moreLinksNotWritten(40)]
}
