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
    /// The parent the record at `line` named (by UID) is neither in the file nor among the
    /// tasks; `task`, made of the record, keeps it and joins its parent when that arrives.
    case parentNotFound(line: Int, task: Int64, uid: String)
    /// The parent the record named would break the tree (the task itself, a loop): the task is at the top.
    case parentRefused(line: Int, task: Int64, ParentProblem)
    /// The task sits deeper than a person may build; kept as the file has it.
    case deeperThanAllowed(line: Int, task: Int64, most: Int)
    /// More of the three above than the notes list.
    case moreParentNotes(Int)
    /// The record at `line` gave its `field` (`parent`, `depends`) as numbers, and no record of
    /// the file has such an `id`: they are kept as an annotation of `task`, made of the record.
    /// Worded by how many there are ("a number", "numbers"; Russian and Polish by their plurals).
    case numbersNotInFile(line: Int, task: Int64, field: String, numbers: [Int64])
    /// More records like that than the notes list.
    case moreNumbersNotInFile(Int)

    /// A refused parent for each problem an import meets (every one but open steps, which only
    /// completing a task does), and numbers not in the file for each field given by numbers.
    static let samples: [ImportNote] = [
        .keptInNotes(format: "Taskwarrior", names: ["wait", "colour"]),
        .linkNotWritten(line: 4, task: 12, .noUID("b7f3c2e0-1d4a-4e5b-9c6d-7e8f9a0b1c2d")),
        .linkNotWritten(line: 5, task: 13, .cycle([13, 12, 13])), .moreLinksNotWritten(40),
        .parentNotFound(line: 4, task: 12, uid: "b7f3c2e0-1d4a-4e5b-9c6d-7e8f9a0b1c2d"),
    ] + ParentProblem.samples.filter(Self.importMeets).map { ImportNote.parentRefused(line: 5, task: 13, $0) } + [
        .deeperThanAllowed(line: 40, task: 52, most: Subtasks.maximumDepth), .moreParentNotes(7),
    ] + TaskField.taskValued.flatMap { relation -> [ImportNote] in [
        .numbersNotInFile(line: 3, task: 9, field: relation.field.name, numbers: [5]),
        .numbersNotInFile(line: 4, task: 10, field: relation.field.name, numbers: [3, 4]),
    ] } + [.moreNumbersNotInFile(4)]

    private static func importMeets(_ problem: ParentProblem) -> Bool {
        if case .openSubtasks = problem { return false }
        return true
    }
}
