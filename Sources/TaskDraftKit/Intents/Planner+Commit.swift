/// The commit path: the one place a write's transaction, audit, undo and transcript entry
/// are put together, for every surface (`add`, the REPL, the MCP tools, `done`/`edit`/…).
extension Planner {
    /// Runs `intent` in one transaction that also holds its audit row, its undo entry and —
    /// when a transcript is given — the transcript's buffered entries and the commit's result
    /// as a tool-output entry (one WAL commit for a whole `add`).
    ///
    /// Every outcome is audited. A refusal or failure rolls the transaction back, so it is
    /// audited afterwards in a transaction of its own (with the failure's transcript entry),
    /// where no rollback can drop it. That is why a surface must not wrap this in a
    /// transaction of its own: the failure's audit row would join it and roll back with it.
    @discardableResult
    public func commit<Intent: CommitIntent>(_ intent: Intent, caller: Caller, confirmation: Confirmation,
                                             transcript: (any TranscriptSink)? = nil) throws(IntentError) -> Committed<Intent.Result> {
        precondition(!store.isInTransaction, "the commit path opens its own transaction; a surface must not open one")
        do {
            return try transaction {
                let result = try intent.apply(in: self, caller: caller, confirmation: confirmation)
                let output = intent.output(of: result, in: zone)
                if let transcript {
                    for each in intent.transcriptOutputs(of: result, in: zone) {
                        try transcript.append(.commitResult(intent.tool, output: each, at: now))
                    }
                }
                return Committed(result: result, output: output)
            }
        } catch {
            recordFailure(error, action: intent.action, caller: caller, taskID: intent.auditedTaskID,
                          transcript: transcript.map { ($0, intent.tool) })
            throw error
        }
    }

    /// Audits a failed attempt (and puts it in the transcript) in a transaction of its own.
    /// Best effort: the failure itself is what the surface reports. When the transcript cannot
    /// be written, the audit row is still written alone.
    func recordFailure(_ error: IntentError, action: Action, caller: Caller, taskID: Int64?,
                       transcript: (sink: any TranscriptSink, tool: CommitTool)? = nil) {
        let audit = AuditEntry(at: now, caller: caller, intent: .action(action), taskID: taskID,
                               outcome: error.auditOutcome, detail: error.description)
        if let transcript {
            let entry = TranscriptEntry.commitFailure(transcript.tool, error, at: now)
            do {
                try store.write {
                    try store.appendAudit(audit)
                    try transcript.sink.append(entry)
                }
                return
            } catch {}
        }
        try? store.write { try store.appendAudit(audit) }
    }
}
