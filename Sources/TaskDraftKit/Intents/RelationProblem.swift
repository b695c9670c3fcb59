/// Why what a task names of other tasks (a `RelationKind`) cannot be, as `IntentError.relation`
/// carries it: each relation's own refusal (`ParentProblem`, `DependencyProblem`). What every
/// surface decides by it is read here: whether a person's yes would let the write through
/// (open steps under a parent being completed) or it is a wrong argument found once the tasks
/// are read, and the word a script switches on; so the CLI's exit code and JSON `code`, the
/// audit outcome and D-Bus's error name name no relation. Each surface still words each
/// relation's refusal in its own sentence.
public enum RelationProblem: Hashable, Sendable {
    case parent(ParentProblem)
    case dependency(DependencyProblem)

    /// Whether a person's yes would let the write through; else nothing may be written as asked.
    public var asksConfirmation: Bool {
        switch self {
        case .parent(let problem): problem.asksConfirmation
        case .dependency: false
        }
    }

    /// The word a script switches on (`--json`'s error `code`).
    public var code: String {
        switch self {
        case .parent(let problem): problem.code
        case .dependency(let problem): problem.code
        }
    }

    /// In English, as `IntentError.description` and the audit log say it: a dependency as the
    /// refusal of its field's value.
    public var english: String {
        switch self {
        case .parent(let problem): problem.english
        case .dependency(let problem): DraftError.dependency(problem).description
        }
    }
}
