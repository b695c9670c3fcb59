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

/// What became of one committed record.
public enum ImportOutcome: Sendable, Hashable {
    case created(Int64)
    /// A task with the record's key or UUID existed before this run.
    case alreadyPresent(Int64)
    /// An earlier record of this same run had the same key.
    case repeated(Int64)
}

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
/// lock is never held while a model drafts) and about once a second otherwise.
public final class ImportCommitter {
    let planner: Planner
    let caller: Caller
    let source: String
    /// Audit rows of tasks this run created carry it, so `undo` can remove exactly them.
    let runDetail: String
    /// Ids above this were created during this run.
    private let idsBefore: Int64
    private let statements: TaskStore.ImportStatements
    private var undoEntryID: Int64?
    private var uuids = UUIDSource()
    private var open: OpenTransaction?
    /// The session transcript each committed transaction reports to, if any.
    public var transcript: (any TranscriptSink)?

    /// What the open transaction holds so far.
    private struct OpenTransaction {
        /// The highest task id when it began: ids above it are this transaction's.
        let lastIDBefore: Int64
        var lastID: Int64
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
        statements = try planner.store.beginImport()
    }

    deinit {
        // An import that stopped without committing (an error on the surface) keeps nothing
        // of its open transaction, exactly as if it had been killed.
        if open != nil { planner.store.db.rollbackOpenWrite() }
        planner.store.endImport()
    }

    /// Records added and not yet committed.
    public var uncommitted: Int { open?.outcomes.count ?? 0 }

    /// Milliseconds since the open transaction began (0 when none is open).
    public var uncommittedMilliseconds: Double { open.map { MonotonicTime.now.milliseconds(since: $0.began) } ?? 0 }

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
            try planner.store.db.commitOpenWrite()
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

    private func abandon(_ error: StoreError) {
        planner.store.db.rollbackOpenWrite()
        open = nil
        planner.recordFailure(.store(error), action: .import, caller: caller, taskID: nil,
                              transcript: transcript.map { ($0, .importTasks) })
    }

    private func adding(_ records: [ImportRecord]) throws(StoreError) {
        let store = planner.store
        let s = statements
        if open == nil {
            try store.db.beginOpenWrite()
            let lastID = try store.maximumTaskID()
            open = OpenTransaction(lastIDBefore: lastID, lastID: lastID)
        }
        var transaction = open!
        transaction.outcomes.reserveCapacity(transaction.outcomes.count + records.count)
        let taskUUIDs = records.map { $0.uuid ?? uuids.next() }
        let ids = try store.insertImported(records[...], uuids: taskUUIDs[...], now: planner.now,
                                           lastID: &transaction.lastID, using: s)
        for (record, id) in zip(records, ids) {
            if let id {
                transaction.outcomes.append(.created(id))
                transaction.created += 1
            } else {
                guard let id = try store.existingTaskID(key: record.idempotencyKey, uuid: record.uuid, using: s) else {
                    preconditionFailure("an import insert conflicted, yet no task has its key or uuid")
                }
                transaction.outcomes.append(id > idsBefore ? .repeated(id) : .alreadyPresent(id))
                transaction.present += 1
            }
        }
        open = transaction
    }

    /// The rows written once per transaction: full-text and audit rows of the tasks it
    /// created, the "already present" audit row, the undo entry's summary.
    private func finishing(_ transaction: OpenTransaction) throws(StoreError) {
        let store = planner.store
        let now = planner.now
        if transaction.created > 0 {
            try store.writeSearchAndAuditRows(after: transaction.lastIDBefore, audit: AuditEntry(
                at: now, caller: caller, intent: Action.import.rawValue, taskID: nil, outcome: .ok, detail: runDetail),
                using: statements)
        }
        if transaction.present > 0 {
            // One row per transaction, not per record: re-running a large import should not
            // double the audit log to say "nothing to do" row by row.
            try store.appendAudit(AuditEntry(at: now, caller: caller, intent: Action.import.rawValue, taskID: nil,
                                             outcome: .alreadyDone,
                                             detail: "\(runDetail): \(transaction.present) already present"))
        }
        if transaction.created > 0 {
            let summary = "imported \(created + transaction.created) tasks from \(source)"
            if let undoEntryID {
                try store.setUndoSummary(undoEntryID, summary)
            } else {
                try store.appendUndo(UndoEntry(at: now, caller: caller, intent: Action.import.rawValue, summary: summary,
                                               changes: [], importRun: runDetail))
                undoEntryID = store.db.lastInsertRowID
            }
        }
    }
}

/// UUIDs for imported records that bring none: version 7 (RFC 9562 §5.7), a millisecond
/// timestamp, a counter and random bits, from one random pool per 256 of them.
///
/// Why not version 4 as elsewhere: the `uuid` index is UNIQUE, and random keys land on a
/// random index page each, so every commit of a large import rewrote most of that index.
/// Time-ordered UUIDs append at the index's end instead.
struct UUIDSource {
    private var pool: [UInt8] = []
    private var offset = 0
    private var lastMilliseconds: UInt64 = 0
    private var counter: UInt16 = 0
    private static let poolBytes = 4096
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    mutating func next() -> String {
        if offset + 16 > pool.count {
            pool = RandomID.randomBytes(Self.poolBytes)
            offset = 0
        }
        var bytes = Array(pool[offset..<offset + 16])
        offset += 16
        var milliseconds = UInt64(max(0, MonotonicTime.wallClockMilliseconds))
        // Method 1 of RFC 9562 §6.2: a 12-bit counter keeps UUIDs of one millisecond in order;
        // when it runs out, the timestamp moves on a millisecond.
        if milliseconds <= lastMilliseconds {
            milliseconds = lastMilliseconds
            if counter >= 0x0FFF {
                milliseconds += 1
                counter = UInt16(bytes[6] & 0x07) << 8 | UInt16(bytes[7])
            } else {
                counter += 1
            }
        } else {
            counter = UInt16(bytes[6] & 0x07) << 8 | UInt16(bytes[7])  // random start, top bit clear
        }
        lastMilliseconds = milliseconds
        for i in 0..<6 { bytes[i] = UInt8(truncatingIfNeeded: milliseconds >> (40 - 8 * UInt64(i))) }
        bytes[6] = 0x70 | UInt8(counter >> 8)
        bytes[7] = UInt8(truncatingIfNeeded: counter)
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for (i, byte) in bytes.enumerated() {
            if i == 4 || i == 6 || i == 8 || i == 10 { text.append(0x2D) }
            text.append(Self.hex[Int(byte >> 4)])
            text.append(Self.hex[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
