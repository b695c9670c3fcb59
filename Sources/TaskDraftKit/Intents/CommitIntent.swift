/// A write that goes through the commit path (`Planner.commit`): create, complete, edit,
/// delete, undo.
///
/// An intent is a value the Planner carries out: what it checks before the caller is
/// authorised, the rows it writes, and how its result reads as JSON. Authorising, the
/// transaction, the audit of a failure and the transcript entry belong to `Planner.commit`, so
/// no surface repeats them, and the intent never calls back into the Planner.
public protocol CommitIntent: Sendable {
    associatedtype Result: Sendable

    /// What the intent amounts to for policy and audit.
    var action: Action { get }
    /// The task a failed attempt's audit row names, when the intent knows it up front.
    var auditedTaskID: Int64? { get }
    /// The transcript's name for the result.
    var tool: CommitTool { get }

    /// What is wrong with the intent whoever asks, checked before the caller is authorised
    /// (so a draft without a title says so rather than asking to confirm), outside the
    /// transaction; the intent as it will be written (its drafts normalised).
    func checked(in context: CommitContext) throws(IntentError) -> Self

    /// The intent's rows, written inside the commit's transaction once the caller is
    /// authorised, and what to audit and undo. Throws `IntentError` or `StoreError`; either
    /// rolls the transaction back. A surface calls `Planner.commit` or `perform`, never this.
    func write(in context: CommitContext) throws -> Written<Result>

    /// The result as JSON: what `--json` prints, what MCP returns, what the transcript keeps.
    func output(of result: Result, in zone: Zone) -> JSONObject

    /// The transcript's tool-output entries for the result, under `tool`: the one `output`,
    /// or one per task for an intent that writes several.
    func transcriptOutputs(of result: Result, in zone: Zone) -> [JSONObject]
}

extension CommitIntent {
    public func checked(in context: CommitContext) throws(IntentError) -> Self { self }

    public func transcriptOutputs(of result: Result, in zone: Zone) -> [JSONObject] { [output(of: result, in: zone)] }

    /// Commits with no transcript (the one-shot commands `done`, `edit`, `delete`, `undo`).
    public func perform(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        try planner.commit(self, caller: caller, confirmation: confirmation).result
    }
}
