/// What a value of an option or argument is, so shell completions can offer it. Static kinds
/// are written into the generated scripts; the dynamic ones ask `taskdraft __complete KIND`.
public enum ValueCompletion: Sendable, Equatable {
    /// Free text: nothing to offer.
    case none
    /// One of these words.
    case words([String])
    /// A file name.
    case file
    /// A command's name.
    case command
    /// The id of a pending task, with its title (from the database).
    case taskID
    /// `list` filters: `+tag`, `project:`, `due:`, `status:`, `priority:`, with tags and projects from the database.
    case filter
    /// A tag in the database.
    case tag
    /// A project in the database.
    case project
    /// A backend name: `builtin` and config.json's backends.
    case backend
    /// A region code: the policy table's rows and config.json's.
    case region

    /// The kind the binary answers at completion time (`taskdraft __complete KIND PREFIX`);
    /// nil for the kinds the scripts complete by themselves.
    public var dynamicKind: String? {
        switch self {
        case .taskID: "id"
        case .filter: "filter"
        case .tag: "tag"
        case .project: "project"
        case .backend: "backend"
        case .region: "region"
        case .none, .words, .file, .command: nil
        }
    }
}
