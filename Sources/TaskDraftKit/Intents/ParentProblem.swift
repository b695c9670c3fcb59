/// Why a task cannot be put under the parent asked for, or why a parent cannot be completed
/// as asked: a value each surface words in its own language (`ParentProblem+English.swift`,
/// `+Russian`, `+Polish`); its English is what JSON, the audit log and agents read.
public enum ParentProblem: LocalizedText, Hashable {
    /// No live task is this one (a deleted task is no parent).
    case notFound(TaskReference)
    case ownParent(Int64)
    /// `parent` is already a step of `task` (directly or further down): the tree would loop.
    case cycle(task: Int64, parent: Int64)
    /// The parent is already `Subtasks.maximumDepth` levels down.
    case tooDeep(most: Int)
    /// Completing `task` would leave `count` open steps under a done parent; a person said
    /// neither yes nor no (a script without `--yes`, an agent).
    case openSubtasks(task: Int64, count: Int)

    /// Open steps, which a person's yes completes with their parent; every other is a wrong argument.
    public var asksConfirmation: Bool {
        if case .openSubtasks = self { true } else { false }
    }

    /// The word a script switches on (`--json`'s error `code`).
    public var code: String { asksConfirmation ? "open_subtasks" : "parent" }

    public static let samples: [ParentProblem] = [
        .notFound(.id(9)), .notFound(.uid("ab-12@example.com")), .ownParent(3), .cycle(task: 3, parent: 7),
        .tooDeep(most: Subtasks.maximumDepth), .openSubtasks(task: 3, count: 1), .openSubtasks(task: 3, count: 2),
        .openSubtasks(task: 3, count: 5),
    ]
}
