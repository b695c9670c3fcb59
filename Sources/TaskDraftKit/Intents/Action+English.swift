extension Action {
    /// The audit log's own word, as `audit` has always shown it.
    public var english: String { rawValue }

    /// The act as the subject of a sentence: "deleting a task needs a person's confirmation".
    public var englishAct: String {
        switch self {
        case .create: return "creating a task"
        case .complete: return "completing a task"
        case .edit: return "editing a task"
        case .delete: return "deleting a task"
        case .undo: return "undo"
        case .import: return "an import"
        case .sync: return "a sync"
        case .token: return "managing agents' tokens"
        case .review: return "reviewing proposals"
        }
    }
}
