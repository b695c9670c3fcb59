/// What one undo entry changed, as a person reads it after `undo` ("Undone: completed 3
/// "Gym""): made by the intent that changed the rows, stored as a value (`undo_log.summary_value`,
/// see `UndoSummary+Storage.swift`) beside its English (`undo_log.summary`, what JSON and the
/// D-Bus surface return), and worded per language at the surface.
public enum UndoSummary: LocalizedText, Hashable {
    case created(task: Int64, title: String)
    /// A set of drafts committed together (`--split`, a plan): their ids, in order.
    case createdSet([Int64])
    case completed(task: Int64, title: String)
    case edited(task: Int64, title: String)
    case deleted(task: Int64, title: String)
    /// A batch import: how many tasks, from which file (or `-`).
    case imported(count: Int, source: String)
    /// A sync's changes here; `server` is the caller's name (the host), nil when it has none.
    case synced(server: String?, created: Int, changed: Int, deleted: Int)
    /// A row written before summaries were stored as values (migration 019), or by a newer
    /// taskdraft whose kind this one does not know: its English, shown as stored.
    case stored(String)

    public static var samples: [UndoSummary] {
        [.created(task: 3, title: "Gym"), .createdSet([1, 2, 3]), .completed(task: 3, title: "Gym"), .edited(task: 3, title: "Gym"),
         .deleted(task: 3, title: "Gym"), .imported(count: 12, source: "tasks.csv"),
         .synced(server: "dav.example.org", created: 1, changed: 2, deleted: 0), .synced(server: nil, created: 0, changed: 1, deleted: 0),
         .stored("completed 3 \"Gym\"")]
    }
}
