import TaskDraftKit

/// One change a sync made or, with `--dry-run`, would make: which way it goes and to which
/// task (by title). `--json`'s `changes` keeps the English.
public enum SyncChange: LocalizedText, Equatable {
    case pulled(SyncAct, title: String)
    /// Deleted here and edited on the server: the server's edit brings it back.
    case restored(title: String)
    case pushed(SyncAct, title: String)
    /// Made here after a completion came from the server: the next occurrence, or the record
    /// of an occurrence done on another device.
    case occurrence(title: String, done: Bool)

    public static var samples: [SyncChange] {
        [.pulled(.create, title: "Gym"), .pulled(.mergeInto, title: "Gym"), .restored(title: "Gym"), .pushed(.delete, title: "Gym"),
         .occurrence(title: "Gym", done: false), .occurrence(title: "Gym", done: true)]
    }
}

/// What a sync does to one task.
public enum SyncAct: String, Sendable, Equatable {
    case create, update, delete
    case mergeInto = "merge into"
}
