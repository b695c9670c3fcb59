import TaskDraftKit

/// The task fields a structured record states. Nil means "not given".
struct RecordFields: Sendable {
    var title: String?
    var due: Due?
    var priority: Priority?
    var project: String?
    var tags: [String]?
    var recurrence: Recurrence?
    var uid: String?
    /// The record's own number in its file (a JSON `id`), which another record's `parent` or
    /// `depends` number names (`ImportRecord.number`).
    var number: Int64?
    var status: TaskStatus?
    var created: Instant?
    var modified: Instant?
    var completed: Instant?
    /// Draft JSON members of the fields a reader has no code of its own for (`TaskField`
    /// rows added since it was written, the notes a source dates one by one under
    /// `DatedNotes.key`), read by each field's own draft reader (`RecordDrafter`); a CSV cell
    /// is given as the field's JSON string.
    var more = JSONObject()
    /// Values the source has no field here for, kept in the task's notes (`KeptField`).
    var kept: [KeptField] = []
    /// Things the person should know about this record (a rule that could not be carried over).
    var warnings: [DraftWarning] = []
}
