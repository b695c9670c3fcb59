/// Commits many records at once: a batch import from a file.
///
/// The caller is authorised once for `.import` (scripts need `--yes`, a person confirms,
/// agents are refused), then records are committed in chunks, one transaction each. Every
/// record has an idempotency key, so a run that was killed half-way and started again commits
/// each record exactly once: a chunk is either all in or not at all, and records committed
/// before are recognised by their key (or UUID) and reported as already present.
public struct ImportTasksIntent: Sendable {
    /// Records per transaction. Each commit writes every index page the chunk touched to the
    /// WAL, and records with random keys touch pages all over the UUID and agenda indexes, so
    /// fewer, larger chunks write much less (2,000 wrote 2.5 times the frames of 5,000 for
    /// 100,000 records). Small enough that another process waiting for the write lock waits
    /// about a tenth of a second, not the whole import, and that a crash loses that much work.
    public static let chunkSize = 5_000

    /// The source's name for the audit log and the undo summary (`tasks.csv`, `stdin`).
    public let source: String

    public init(source: String) { self.source = source }

    /// The caller an import from `source` acts as: the audit log names the file.
    public static func caller(source: String) -> Caller { .script("import:" + source) }

    /// Authorises the import and returns the committer. A refusal or a missing confirmation
    /// is audited and thrown before anything is written.
    public func begin(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> ImportCommitter {
        try planner.authorize(.import, caller: caller, confirmation: confirmation, taskID: nil)
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

/// Commits an authorised import chunk by chunk. Not thread-safe: one per import.
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

    deinit { planner.store.endImport() }

    /// Commits `records` in one transaction and says what became of each, in order.
    /// Callers pass at most `ImportTasksIntent.chunkSize` records at a time.
    public func commit(_ records: [ImportRecord]) throws(IntentError) -> [ImportOutcome] {
        guard !records.isEmpty else { return [] }
        // A chunk that fails rolls back its own rows; `audited` records the failure after.
        return try planner.audited(.import, caller: caller, taskID: nil) { () throws(IntentError) -> [ImportOutcome] in
            try committing(records)
        }
    }

    private func committing(_ records: [ImportRecord]) throws(IntentError) -> [ImportOutcome] {
        let store = planner.store
        let now = planner.now
        let s = statements
        var outcomes: [ImportOutcome] = []
        outcomes.reserveCapacity(records.count)
        var createdHere = 0, presentHere = 0
        let taskUUIDs = records.map { $0.uuid ?? uuids.next() }
        try planner.transaction {
            let lastIDBefore = try store.maximumTaskID()
            var lastID = lastIDBefore
            let ids = try store.insertImported(records[...], uuids: taskUUIDs[...], now: now, lastID: &lastID, using: s)
            for (record, id) in zip(records, ids) {
                if let id {
                    outcomes.append(.created(id))
                    createdHere += 1
                } else {
                    guard let id = try store.existingTaskID(key: record.idempotencyKey, uuid: record.uuid, using: s) else {
                        preconditionFailure("an import insert conflicted, yet no task has its key or uuid")
                    }
                    outcomes.append(id > idsBefore ? .repeated(id) : .alreadyPresent(id))
                    presentHere += 1
                }
            }
            if createdHere > 0 {
                try store.finishChunk(after: lastIDBefore, audit: AuditEntry(
                    at: now, caller: caller, intent: Action.import.rawValue, taskID: nil, outcome: "ok", detail: runDetail), using: s)
            }
            if presentHere > 0 {
                // One row per chunk, not per record: re-running a large import should not
                // double the audit log to say "nothing to do" row by row.
                try store.appendAudit(AuditEntry(at: now, caller: caller, intent: Action.import.rawValue, taskID: nil,
                                                 outcome: "already_done", detail: "\(runDetail): \(presentHere) already present"),
                                      using: s)
            }
            if createdHere > 0 {
                let summary = "imported \(created + createdHere) tasks from \(source)"
                if let undoEntryID {
                    try store.setUndoSummary(undoEntryID, summary)
                } else {
                    try store.appendUndo(UndoEntry(at: now, caller: caller, intent: Action.import.rawValue, summary: summary,
                                                   changes: [], importRun: runDetail))
                    undoEntryID = store.db.lastInsertRowID
                }
            }
        }
        created += createdHere
        for outcome in outcomes {
            switch outcome {
            case .created: break
            case .alreadyPresent: alreadyPresent += 1
            case .repeated: repeated += 1
            }
        }
        return outcomes
    }
}

/// UUIDs for imported records that bring none: version 7 (RFC 9562 §5.7), a millisecond
/// timestamp, a counter and random bits, from one random pool per 256 of them.
///
/// Why not version 4 as elsewhere: the `uuid` index is UNIQUE, and random keys land on a
/// random index page each, so every chunk of a large import rewrote most of that index.
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
