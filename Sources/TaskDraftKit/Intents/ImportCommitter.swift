/// Writes an authorised import: `add` puts records into an open write transaction (opening
/// one when none is), `commit` ends it and says what became of every record added since.
/// Not thread-safe: one per import.
///
/// This is the commit path for many records at once: each transaction holds its records,
/// their audit rows, the run's undo entry and — given a `transcript` — one `import_tasks`
/// tool-output entry saying what it wrote, as `Planner.commit` does for one task.
///
/// Why the surface, not a fixed record count, decides when to commit: each commit writes every
/// index page its records touched, and records with random keys touch pages all over the UUID
/// and agenda indexes, so a 100,000-record import in 20 commits of 5,000 wrote 142 MiB where
/// one transaction writes 68 MiB. The surface commits when its input pauses (so the write
/// lock is never held while a model drafts) and once `isDueToCommit` says so otherwise.
/// The transactions themselves are the store's (`ImportWriter`).
public final class ImportCommitter {
    let planner: Planner
    let caller: Caller
    let source: String
    /// Audit rows of tasks this run created carry it, so `undo` can remove exactly them.
    let runDetail: String
    /// Ids above this were created during this run.
    private let idsBefore: Int64
    let writer: ImportWriter
    private var undoEntryID: Int64?
    private var uuids = UUIDSource()
    private var open: OpenTransaction?
    /// Created tasks' references whose tasks were not in the database yet, by the relation's
    /// field (`RelationKind.field`), and what a kind took back or kept with a report
    /// (`ImportCommitter+Relations.swift`).
    var waiting: [String: [WaitingReferences]] = [:]
    var unsettled: [UnsettledRelation] = []
    /// The record's line of each task this run placed under a parent no more than
    /// `Subtasks.maximumDepth` levels down, by id: a later commit that gives the top of its
    /// chain a parent puts it deeper (`ParentRelation.settle`).
    var stepsWithinDepth: [Int64: Int] = [:]
    /// The highest task id when the open transaction began: the tasks it writes have higher ones.
    private(set) var idsBeforeTransaction: Int64 = 0
    /// The UUID each created task that has another kind of UID is exported under
    /// (`TaskUID.uuidForm`), to that UID: how Taskwarrior names a parent or a dependency.
    var uidsByUUIDForm: [String: String] = [:]
    /// The UID of the task made of (or found for) each record that gave its number in the
    /// file (`ImportRecord.number`), by that number: what a `parent` or `depends` number names.
    var uidsByNumber: [Int64: String] = [:]
    /// Numbers no record of the file had, kept as annotations (`ImportCommitter+Numbers.swift`).
    public internal(set) var unresolvedNumbers: [UnresolvedNumber] = []
    /// The session transcript each committed transaction reports to, if any.
    public var transcript: (any TranscriptSink)?

    /// The longest a transaction stays open while records keep coming: what another writer
    /// waits for at most (its busy timeout is `SQLiteConnection.busyTimeoutMilliseconds`,
    /// 10 s) and what a power cut can take back.
    public static let longestTransactionMilliseconds = 1_000.0

    /// What the open transaction holds so far.
    private struct OpenTransaction {
        var outcomes: [ImportOutcome] = []
        var created = 0
        var present = 0
        let began = MonotonicTime.now
    }

    public private(set) var created = 0
    public private(set) var alreadyPresent = 0
    public private(set) var repeated = 0

    init(planner: Planner, caller: Caller, source: String) throws(StoreError) {
        self.planner = planner
        self.caller = caller
        self.source = source
        runDetail = "import run " + RandomID.hexString(RandomID.randomBytes(8))
        idsBefore = try planner.store.maximumTaskID()
        // The writer's deinit rolls back a transaction left open (an error on the surface).
        writer = try ImportWriter(store: planner.store)
    }

    /// Records added and not yet committed.
    public var uncommitted: Int { open?.outcomes.count ?? 0 }

    /// Milliseconds since the open transaction began (0 when none is open).
    public var uncommittedMilliseconds: Double { open.map { MonotonicTime.now.milliseconds(since: $0.began) } ?? 0 }

    /// Whether the open transaction has been open long enough to commit now, though records
    /// keep coming (`longestTransactionMilliseconds`).
    public var isDueToCommit: Bool { uncommittedMilliseconds >= Self.longestTransactionMilliseconds }

    /// Adds `records` to the open transaction, in order. On an error the whole open
    /// transaction is rolled back (nothing added since the last commit stays) and audited.
    public func add(_ records: [ImportRecord]) throws(IntentError) {
        guard !records.isEmpty else { return }
        do {
            try adding(records)
        } catch {
            abandon(error)
            throw .store(error)
        }
    }

    /// Commits the open transaction and returns what became of each record added since the
    /// last commit, in order; nothing when nothing was added.
    public func commit() throws(IntentError) -> [ImportOutcome] {
        guard let transaction = open else { return [] }
        do {
            try finishing(transaction)
            try transcript?.append(.commitResult(.importTasks, output: [
                "result": .string("imported"), "source": .string(source), "created": .int(Int64(transaction.created)),
                "already_present": .int(Int64(transaction.present)),
            ], at: planner.now))
            try writer.commit()
        } catch {
            abandon(error)
            throw .store(error)
        }
        open = nil
        created += transaction.created
        for outcome in transaction.outcomes {
            switch outcome {
            case .created: break
            case .alreadyPresent: alreadyPresent += 1
            case .repeated: repeated += 1
            }
        }
        return transaction.outcomes
    }

    /// `add` and `commit` in one: `records` in a transaction of their own.
    public func commit(_ records: [ImportRecord]) throws(IntentError) -> [ImportOutcome] {
        try add(records)
        return try commit()
    }

    func abandon(_ error: StoreError) {
        writer.rollback()
        open = nil
        planner.recordFailure(.store(error), action: .import, caller: caller, taskID: nil,
                              transcript: transcript.map { ($0, .importTasks) })
    }

    private func adding(_ records: [ImportRecord]) throws(StoreError) {
        if open == nil {
            try writer.open()
            open = OpenTransaction()
            idsBeforeTransaction = try planner.store.maximumTaskID()
        }
        var transaction = open!
        transaction.outcomes.reserveCapacity(transaction.outcomes.count + records.count)
        let taskUUIDs = records.map { $0.uuid ?? uuids.next() }
        let ids = try writer.insert(records, uuids: taskUUIDs, now: planner.now)
        for (uuid, id) in zip(taskUUIDs, ids) where id != nil && !TaskUID.isUUID(uuid) {
            uidsByUUIDForm[TaskUID.uuidForm(uuid)] = uuid
        }
        noteReferences(records, ids: ids, uuids: taskUUIDs)
        for ((record, id), uuid) in zip(zip(records, ids), taskUUIDs) {
            if let id {
                transaction.outcomes.append(.created(id))
                transaction.created += 1
                if let number = record.number, uidsByNumber[number] == nil { uidsByNumber[number] = uuid }
            } else {
                let id = try writer.existingTaskID(key: record.idempotencyKey, uuid: record.uuid)
                transaction.outcomes.append(id > idsBefore ? .repeated(id) : .alreadyPresent(id))
                transaction.present += 1
                if let number = record.number, uidsByNumber[number] == nil {
                    if let uuid = record.uuid {
                        uidsByNumber[number] = uuid
                    } else if let found = try planner.store.task(id: id) {
                        uidsByNumber[number] = found.uuid
                    }
                }
            }
        }
        open = transaction
    }

    /// The rows written once per transaction: full-text and audit rows of the tasks it
    /// created, the "already present" audit row, the undo entry's summary.
    private func finishing(_ transaction: OpenTransaction) throws(StoreError) {
        let store = planner.store
        let now = planner.now
        for kind in RelationKinds.all {
            guard let entries = waiting[kind.field], !entries.isEmpty else { continue }
            waiting[kind.field] = try kind.settle(entries, in: self).map { entry in
                var waited = entry
                waited.waitedThroughACommit = true
                return waited
            }
        }
        if transaction.created > 0 {
            try writer.writeSearchAndAuditRows(audit: AuditEntry(
                at: now, caller: caller, intent: .action(.import), taskID: nil, outcome: .ok, detail: runDetail))
        }
        if transaction.present > 0 {
            // One row per transaction, not per record: re-running a large import should not
            // double the audit log to say "nothing to do" row by row.
            try store.appendAudit(AuditEntry(at: now, caller: caller, intent: .action(.import), taskID: nil,
                                             outcome: .alreadyDone,
                                             detail: "\(runDetail): \(transaction.present) already present"))
        }
        if transaction.created > 0 {
            let summary = UndoSummary.imported(count: created + transaction.created, source: source)
            if let undoEntryID {
                try store.setUndoSummary(undoEntryID, summary)
            } else {
                undoEntryID = try store.appendUndo(UndoEntry(at: now, caller: caller, intent: Action.import.rawValue,
                                                             summary: summary, changes: [], importRun: runDetail))
            }
        }
    }
}
