/// What an intent's write did, handed back to `Planner.commit`, which writes the audit rows
/// and the undo entry in the same transaction as the rows themselves.
public struct Written<Result> {
    public var result: Result
    public var audits: [AuditEntry]
    public var undo: UndoEntry?

    init(_ result: Result, audits: [AuditEntry] = [], undo: UndoEntry? = nil) {
        self.result = result
        self.audits = audits
        self.undo = undo
    }
}
