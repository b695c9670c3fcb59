/// A field whose value names other tasks (`TaskField.taskValued`: the task a task is a step
/// of, the tasks it waits for), as every write handles it: each kind resolves the references a
/// draft, an edit, an import or a pull gives it to tasks of this database, refuses or reports
/// those that name no live task, the task itself or a loop, writes them, and says what a task
/// keeps of them once written or deleted. Create, edit and delete, an import and a pull walk
/// `RelationKinds.all`, so none names a relation's field; what only one relation does (a
/// parent's open steps when it is completed, a deleted parent's steps, a plan's steps under its
/// goal, `ParentRelation.place`) stays with its kind or where it is done. As a row's `.related`
/// form (`CalendarForm.related`) is for a VTODO's RELATED-TO lines.
protocol RelationKind: Sendable {
    /// The name of the field (`TaskField.name`, one of `TaskField.taskValued`) this relation is.
    static var field: String { get }
    /// `task`, made from `draft` and not written yet, holding this relation's tasks resolved
    /// and checked; `draft` keeps what only a draft can say (a task named by its number).
    /// Throws `IntentError` (a refusal: nothing is written) or `StoreError`.
    static func resolve(_ task: inout Task, from draft: TaskDraft, in context: CommitContext) throws
    /// `patch`, an edit of `task`, with this relation's references resolved and checked before
    /// it is applied.
    static func resolved(_ patch: TaskPatch, for task: Task, in context: CommitContext) throws(IntentError) -> TaskPatch
    /// `edited`, `before` with a patch applied, holding this relation's tasks resolved and
    /// checked. Throws as `resolve(_:from:in:)` does.
    static func resolve(_ edited: inout Task, from before: Task, in context: CommitContext) throws
    /// `written`, as the store keeps it once written (`before` is nil for a new task): what
    /// the store derives from the relation, such as what blocks a task.
    static func reread(_ written: inout Task, before: Task?, in store: TaskStore) throws
    /// `task` as it is deleted: a deleted task is in no relation of this kind.
    static func drop(from task: inout Task)
    /// The live tasks that named a task of `goneIDs`, just deleted (in this order), no longer name it: each
    /// such task is a change of `changes`.
    static func unlink(from goneIDs: [Int64], in context: CommitContext, changes: inout [UndoEntry.Change]) throws

    /// The tasks `draft` names in this relation, which an import keeps waiting until they are in
    /// (`ImportCommitter+Relations.swift`).
    static func references(in draft: TaskDraft) -> [TaskReference]
    /// Writes or checks what waits (`waiting`, each entry a created task's references) and is
    /// now in the database, at each of an import's commits, putting what it takes back or keeps
    /// with a report in `committer.unsettled`; returns what still waits.
    static func settle(_ waiting: [WaitingReferences], in committer: ImportCommitter) throws(StoreError) -> [WaitingReferences]
    /// Why a reference that names no live task here is not taken, as every write reports it.
    static func notFound(_ reference: TaskReference) -> RelationProblem
    /// Whether a task keeps a UID no task has as its own value, joining that task when it
    /// arrives; else an import keeps it as an annotation (`ImportCommitter.keepUnresolved`).
    static var keepsUIDsNotFound: Bool { get }

    /// Writes what `tasks`, created or changed by a pull (by id), name, each checked; returns
    /// each task with this relation as written, by UID, and what was not taken in.
    static func writePulled(_ tasks: [(id: Int64, task: Task)], in store: TaskStore) throws(StoreError)
        -> (written: [String: Task], untaken: [ApplySyncIntent.UntakenLink])
    /// `task` holding this relation as `written` holds it.
    static func keep(_ written: Task, in task: inout Task)
}

extension RelationKind {
    static func resolved(_ patch: TaskPatch, for task: Task, in context: CommitContext) throws(IntentError) -> TaskPatch {
        patch
    }

    static func resolve(_ edited: inout Task, from before: Task, in context: CommitContext) throws {}
    static func reread(_ written: inout Task, before: Task?, in store: TaskStore) throws {}
    static func drop(from task: inout Task) {}
    static func unlink(from goneIDs: [Int64], in context: CommitContext, changes: inout [UndoEntry.Change]) throws {}

    static func writePulled(_ tasks: [(id: Int64, task: Task)], in store: TaskStore) throws(StoreError)
        -> (written: [String: Task], untaken: [ApplySyncIntent.UntakenLink]) {
        ([:], [])
    }

    static func keep(_ written: Task, in task: inout Task) {}
}

enum RelationKinds {
    /// Every relation a task holds, in the order a commit resolves them.
    static let all: [any RelationKind.Type] = [ParentRelation.self, DependsRelation.self]
}
