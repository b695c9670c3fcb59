/// Commits many records at once: a batch import from a file.
///
/// The caller is authorised once for `.import` (scripts need `--yes`, a person confirms,
/// agents are refused), then records are added to a write transaction that commits when the
/// surface says so (see `ImportCommitter`). Every record has an idempotency key, so a run that
/// was killed half-way and started again commits each record exactly once: a transaction is
/// either all in or not at all, and records committed before are recognised by their key (or
/// UUID) and reported as already present.
public struct ImportTasksIntent: Sendable {
    /// The source's name for the audit log and the undo summary (`tasks.csv`, `stdin`).
    public let source: String

    public init(source: String) { self.source = source }

    /// The caller an import from `source` acts as: the audit log names the file.
    public static func caller(source: String) -> Caller { .script("import:" + source) }

    /// Authorises the import and returns the committer. A refusal or a missing confirmation
    /// is audited and thrown before anything is written.
    public func begin(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> ImportCommitter {
        try planner.audited(.import, caller: caller, taskID: nil) { () throws(IntentError) in
            try planner.authorize(.import, caller: caller, confirmation: confirmation)
        }
        do {
            return try ImportCommitter(planner: planner, caller: caller, source: source)
        } catch {
            throw .store(error)
        }
    }
}
