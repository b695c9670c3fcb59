import Testing
@testable import TaskDraftKit

/// `Planner.commit`: one transaction for the write, its audit and undo rows and the
/// transcript entry; every failure audited in a transaction of its own.
@Suite struct PlannerCommitTests {
    /// A transcript that keeps what it was given, for faults `SessionTranscript` cannot be made to have.
    final class Transcript: TranscriptSink {
        let store: TaskStore
        var entries: [TranscriptEntry] = []
        var failing = false
        var wasInTransaction: [Bool] = []
        init(store: TaskStore) { self.store = store }
        func append(_ entry: TranscriptEntry) throws(StoreError) {
            wasInTransaction.append(store.db.isInTransaction)
            if failing { throw StoreError(kind: .other, path: store.path, code: 10, message: "disk I/O error") }
            entries.append(entry)
        }
    }

    @Test func theAuditOutcomesKeepTheirStoredWords() {
        #expect(AuditOutcome.allCases.map(\.rawValue) == [
            "ok", "already_done", "proposed", "needs_confirmation", "declined", "cancelled", "refused", "rate_limited",
            "not_found", "invalid", "nothing_to_undo", "error",
        ])
        #expect(AuditOutcome.allCases.filter(\.succeeded) == [.ok, .alreadyDone])
    }

    @Test func aCommitRecordsItsResultInsideItsTransaction() throws {
        let t = try TemporaryStore()
        let transcript = Transcript(store: t.store)
        let committed = try t.planner.commit(CreateTaskIntent(draft: TaskDraft(title: "Buy milk")), caller: .script("cli"),
                                             confirmation: .flag, transcript: transcript)
        #expect(transcript.wasInTransaction == [true])
        #expect(transcript.entries.map(\.kind) == [.toolOutput])
        #expect(transcript.entries.first?.content == ["tool": .string("create_task"), "output": .object(committed.output)])
        #expect(committed.output["result"] == .string("created"))
        #expect(try t.store.auditEntries(limit: 10).map(\.outcome) == [.ok])
    }

    @Test func aRefusalIsAuditedOnceAndRecordedAsAnError() throws {
        let t = try TemporaryStore()
        let transcript = Transcript(store: t.store)
        #expect(throws: IntentError.self) {
            try t.planner.commit(CreateTaskIntent(draft: TaskDraft(title: "Buy milk")), caller: .script("cli"),
                                 confirmation: .none, transcript: transcript)
        }
        let rows = try t.store.auditEntries(limit: 10)
        #expect(rows.map(\.outcome) == [.needsConfirmation])
        #expect(rows.map(\.intent.word) == ["create"])
        #expect(transcript.entries.first?.content == ["tool": .string("create_task"),
                                                      "output": .object(["error": .string("create needs confirmation")])])
        #expect(try t.store.tasks(matching: TaskFilter(), now: t.now).isEmpty)
    }

    @Test func aTranscriptThatCannotBeWrittenRollsTheCommitBackButNotItsAudit() throws {
        let t = try TemporaryStore()
        let transcript = Transcript(store: t.store)
        transcript.failing = true
        #expect(throws: IntentError.self) {
            try t.planner.commit(CreateTaskIntent(draft: TaskDraft(title: "Buy milk")), caller: .script("cli"),
                                 confirmation: .flag, transcript: transcript)
        }
        #expect(try t.store.tasks(matching: TaskFilter(), now: t.now).isEmpty)
        #expect(try t.store.lastUndoable() == nil)
        #expect(try t.store.auditEntries(limit: 10).map(\.outcome) == [.error])
    }

    /// The domain's own transcript: what the surface recorded before the commit (the prompt,
    /// the decision) is written with the commit's result, in its transaction and its session;
    /// a refused commit leaves them too, with the failure instead of a result.
    @Test func aSessionTranscriptIsWrittenByTheCommitWithWhatCameBefore() throws {
        let t = try TemporaryStore()
        let transcript = SessionTranscript(store: t.store, caller: .script("cli"), backend: "builtin", now: t.now)
        transcript.record(.prompt("Buy milk", at: t.now))
        transcript.record(.decision(.commit, detail: "--yes", at: t.now))
        #expect(try t.store.sessions(limit: 10).isEmpty)
        try t.planner.commit(CreateTaskIntent(draft: TaskDraft(title: "Buy milk")), caller: .script("cli"),
                             confirmation: .flag, transcript: transcript)
        let session = try #require(transcript.session)
        #expect(try t.store.sessions(limit: 10).map(\.id) == [session.id])
        #expect(try t.store.entries(session: session.id).map(\.kind) == [.prompt, .decision, .toolOutput])
        transcript.record(.prompt("Buy bread", at: t.now))
        #expect(throws: IntentError.self) {
            try t.planner.commit(CreateTaskIntent(draft: TaskDraft(title: "Buy bread")), caller: .script("cli"),
                                 confirmation: .none, transcript: transcript)
        }
        let entries = try t.store.entries(session: session.id)
        #expect(entries.map(\.kind) == [.prompt, .decision, .toolOutput, .prompt, .toolOutput])
        #expect(entries.last?.content["output"]?["error"] != nil)
        #expect(transcript.history.count == 5)
    }

    /// The transcript names each commit by the tool a model or an agent knows it as: the
    /// stored words a later turn (and `transcript`) reads back.
    @Test func eachCommitIsRecordedUnderItsToolsName() throws {
        let t = try TemporaryStore()
        let transcript = Transcript(store: t.store)
        func commit(_ intent: some CommitIntent) throws {
            _ = try t.planner.commit(intent, caller: .human, confirmation: .interactive, transcript: transcript)
        }
        try commit(CreateTaskIntent(draft: TaskDraft(title: "Buy milk")))
        try commit(EditTaskIntent(taskID: 1, patch: TaskPatch(title: "Buy oat milk")))
        try commit(CompleteTaskIntent(taskID: 1))
        try commit(UndoIntent())
        try commit(DeleteTaskIntent(taskID: 1))
        #expect(transcript.entries.map { $0.content["tool"] } == [
            "create_task", "update_task", "complete_task", "undo", "delete_task",
        ].map { .string($0) })
        #expect(transcript.entries.allSatisfy { $0.content["output"]?["error"] == nil }, "\(transcript.entries)")
    }
}
