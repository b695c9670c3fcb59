/// The commit path: the one place a write is authorised and its transaction, audit, undo and
/// transcript entry are put together, for every surface (`add`, the REPL, the MCP tools,
/// `done`/`edit`/…).
extension Planner {
    /// Checks `intent`, authorises the caller and writes the intent's rows, in one transaction
    /// that also holds its audit rows, its undo entry and — when a transcript is given — the
    /// transcript's buffered entries and the commit's result as a tool-output entry (one WAL
    /// commit for a whole `add`).
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
            // Checked and authorised inside the transaction, so an agent's rate limit counts
            // its writes and this one at once.
            return try transaction {
                let context = CommitContext(store: store, policy: policy, caller: caller, now: now)
                let intent = try intent.checked(in: context)
                try authorize(intent.action, caller: caller, confirmation: confirmation)
                let written = try intent.write(in: context)
                for audit in written.audits { try store.appendAudit(audit) }
                if let undo = written.undo { try store.appendUndo(undo) }
                let output = intent.output(of: written.result, in: zone)
                if let transcript {
                    for each in intent.transcriptOutputs(of: written.result, in: zone) {
                        try transcript.append(.commitResult(intent.tool, output: each, at: now))
                    }
                }
                return Committed(result: written.result, output: output)
            }
        } catch {
            recordFailure(error, action: intent.action, caller: caller, taskID: intent.auditedTaskID,
                          transcript: transcript.map { ($0, intent.tool) })
            throw error
        }
    }

    /// Throws unless `caller` may do `action` with the confirmation given. Changes nothing:
    /// the refusal is audited by whoever runs the attempt (`commit`, `audited`), after any
    /// transaction it ran in has rolled back.
    func authorize(_ action: Action, caller: Caller, confirmation: Confirmation) throws(IntentError) {
        let requirement = policy.requirement(for: action, caller: caller)
        if case .refused(let reason) = requirement {
            throw .refused(action, reason)
        } else if !Policy.satisfies(confirmation, requirement) {
            throw .needsConfirmation(action, requirement)
        } else if case .agent = caller, confirmation != .reviewed, let failure = try rateLimitFailure(for: caller) {
            // A proposal the person accepted is the person's act, not the agent's pace.
            throw failure
        }
    }

    /// nil for any caller but an agent, and for an agent within its limit, counted by its
    /// `WriteLimitKey` (never by the name its client gives itself).
    func rateLimitFailure(for caller: Caller) throws(IntentError) -> IntentError? {
        guard case .agent(let agent) = caller else { return nil }
        let now = self.now
        let limit = policy.agentWritesPerMinute
        do {
            let (count, oldest) = try store.writeCount(agent.writeLimitKey, since: now.adding(seconds: -60))
            guard count >= limit else { return nil }
            let retry = max(1, Int((oldest ?? now).seconds + 60 - now.seconds))
            return .rateLimited(retryAfterSeconds: retry)
        } catch {
            throw .store(error)
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
