/// One change a task went through, as its undo row kept it: when, by whom, and the task
/// before and after (nil before: the change created it).
public struct TaskChange: Sendable, Hashable {
    public var at: Instant
    public var caller: Caller
    /// The intent's name, as the undo log and the audit name it (`create`, `edit`, `complete`).
    public var intent: String
    public var before: Task?
    public var after: Task?

    public init(at: Instant, caller: Caller, intent: String, before: Task?, after: Task?) {
        self.at = at
        self.caller = caller
        self.intent = intent
        self.before = before
        self.after = after
    }
}

extension TaskStore {
    /// How many of the newest undo rows a task's history is looked for in: a question about one
    /// task reads a bounded part of the log however long it has grown.
    static let historyWindow = 5000

    /// The newest `limit` changes to task `id` that were not undone, newest first. A batch
    /// import keeps no per-task rows, so a task it made shows no creation here.
    public func history(ofTask id: Int64, limit: Int) throws(StoreError) -> [TaskChange] {
        try db.rows("""
            SELECT u.at, u.caller_kind, u.caller_name, u.intent, c.value
            FROM (SELECT * FROM undo_log ORDER BY id DESC LIMIT ?) AS u, json_each(u.changes) AS c
            WHERE u.undone_at IS NULL AND json_type(u.changes) = 'array' AND json_extract(c.value, '$.task_id') = ?
            ORDER BY u.id DESC LIMIT ?
            """, [.int(Int64(Self.historyWindow)), .int(id), .int(Int64(limit))]) { row in
            let change = try? JSONParser.parse(row.string(4))
            return TaskChange(at: Instant(seconds: row.int(0)),
                              caller: Caller(kind: row.string(1), name: row.optionalString(2)) ?? .human,
                              intent: row.string(3),
                              before: change?["before"]?.objectValue.flatMap(Self.task(snapshot:)),
                              after: change?["after"]?.objectValue.flatMap(Self.task(snapshot:)))
        }
    }
}
