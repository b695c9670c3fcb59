/// A write that goes through the commit path (`Planner.commit`): create, complete, edit,
/// delete, undo.
///
/// An intent supplies only its own step — authorise, then change rows and record audit and
/// undo — and how its result reads as JSON. The transaction, the audit of a failure and the
/// transcript entry belong to `Planner.commit`, so no surface repeats them.
public protocol CommitIntent: Sendable {
    associatedtype Result: Sendable

    /// What the intent amounts to for policy and audit.
    var action: Action { get }
    /// The task a failed attempt's audit row names, when the intent knows it up front.
    var auditedTaskID: Int64? { get }
    /// The transcript's name for the result.
    var tool: CommitTool { get }

    /// The intent's step of the commit path: authorise, then write. `Planner.commit` calls it
    /// inside its transaction; a surface calls `Planner.commit` or `perform`, never this, since
    /// a failure here is audited by the commit path and nowhere else.
    func apply(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result

    /// The result as JSON: what `--json` prints, what MCP returns, what the transcript keeps.
    func output(of result: Result, in zone: Zone) -> JSONObject

    /// The transcript's tool-output entries for the result, under `tool`: the one `output`,
    /// or one per task for an intent that writes several.
    func transcriptOutputs(of result: Result, in zone: Zone) -> [JSONObject]
}

extension CommitIntent {
    public func transcriptOutputs(of result: Result, in zone: Zone) -> [JSONObject] { [output(of: result, in: zone)] }

    /// Commits with no transcript (the one-shot commands `done`, `edit`, `delete`, `undo`).
    public func perform(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        try planner.commit(self, caller: caller, confirmation: confirmation).result
    }
}
