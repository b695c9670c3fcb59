/// One record of a batch import, ready to commit: a validated draft plus what only imports
/// carry — the source's own id, a status and timestamps — and the idempotency key that makes
/// a re-run of the same import add nothing.
public struct ImportRecord: Sendable, Hashable {
    public var draft: TaskDraft
    /// The source's `uid`/`uuid`, or `sha256:` and a hash of the normalised record.
    public var idempotencyKey: String
    /// The source's UID, kept as the task's UUID exactly as written, so exports round-trip
    /// and a restored backup syncs as the same tasks.
    public var uuid: String?
    public var status: TaskStatus
    public var createdAt: Instant?
    public var modifiedAt: Instant?
    public var completedAt: Instant?
    /// The record's first line in its source, for reports.
    public var line: Int
    /// How many of the source's values had no field here and were kept in the notes, for
    /// the import report.
    public var kept = 0
    /// The record's own number in its file (a JSON `id`, as `list --json` writes it): what
    /// another record's `parent` or `depends` number names (`ImportCommitter+Numbers.swift`).
    public var number: Int64?

    /// Validates `draft` and derives the idempotency key: `uid` when given (and then the
    /// task's UUID too, as written: `TaskUID`), else a hash of `sourceText` (for drafted
    /// records, so a re-run on another day — when "tomorrow" means something else — still
    /// matches), else a hash of the normalised fields. The source's values that have no field
    /// here are `keptNotes` on the task, after its other dated notes, and the key is derived
    /// without them: `keptLines` (`name: value`) are put after the notes instead, as records were
    /// keyed when such values were kept in the notes, so a file imported then still finds its tasks.
    public init(draft: TaskDraft, keptLines: [String] = [], keptNotes: [Annotation] = [], uid: String? = nil,
                sourceText: String? = nil, status: TaskStatus = .pending, createdAt: Instant? = nil, modifiedAt: Instant? = nil,
                completedAt: Instant? = nil, line: Int) throws(DraftError) {
        var keyed = draft
        if !keptLines.isEmpty {
            let lines = keptLines.joined(separator: "\n")
            keyed.notes = keyed.notes.flatMap { $0.isEmpty ? nil : $0 + "\n" + lines } ?? lines
        }
        let valid = try keyed.validated()
        if let uid = try uid.flatMap({ text throws(DraftError) in try TaskUID.validated(text) }) {
            idempotencyKey = uid
            uuid = uid
        } else if let sourceText {
            idempotencyKey = Self.hashKey("text", [Self.collapsingWhitespace(sourceText)])
            uuid = nil
        } else {
            idempotencyKey = Self.hashKey("fields", Self.normalisedFields(valid))
            uuid = nil
        }
        if keptLines.isEmpty && keptNotes.isEmpty {
            self.draft = valid
        } else {
            var kept = draft
            kept.annotations += keptNotes
            self.draft = try kept.validated()
        }
        self.status = status
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        self.completedAt = status == .done ? completedAt : nil
        self.line = line
    }

    /// A record whose draft was validated and key derived before (read back from a spool).
    public init(validated draft: TaskDraft, idempotencyKey: String, uuid: String?, status: TaskStatus,
                createdAt: Instant?, modifiedAt: Instant?, completedAt: Instant?, line: Int) {
        self.draft = draft
        self.idempotencyKey = idempotencyKey
        self.uuid = uuid
        self.status = status
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        self.completedAt = completedAt
        self.line = line
    }

    /// Keys the `n`-th record of its file that has this key (1 is the first): the first keeps
    /// the key records always had, each later one a key of its own derived from it and `n`, so
    /// two records that say the same thing are two tasks and a re-run still finds both. A key
    /// that is the source's UID names one task however often it comes.
    public mutating func key(asOccurrence n: Int) {
        guard n > 1, uuid == nil else { return }
        idempotencyKey = Self.hashKey("occurrence", [idempotencyKey, String(n)])
    }

    /// The task the record becomes when imported as `uuid` at `now`.
    public func task(uuid: String, now: Instant) -> Task {
        let created = createdAt ?? now
        // A key that is the task's own UUID is already unique through the uuid column; storing
        // it twice would put every record in a second random-order index for nothing.
        var task = Task(id: 0, uuid: uuid, title: draft.title, status: status, createdAt: created,
                        modifiedAt: modifiedAt ?? created,
                        completedAt: status == .done ? (completedAt ?? now) : nil,
                        idempotencyKey: idempotencyKey == uuid ? nil : idempotencyKey)
        TaskField.copy(draft, into: &task)
        return task
    }

    /// 8-4-4-4-12 hexadecimal digits (`TaskUID.isUUID`).
    public static func isUUID(_ text: String) -> Bool { TaskUID.isUUID(text) }

    /// The fields that make two records the same task. Status and timestamps are left out:
    /// a task marked done in the source since the last import is still the same task.
    /// A task without a priority hashes by its three-level name, `normal`, so a file imported
    /// before the four levels is still recognised.
    static func normalisedFields(_ draft: TaskDraft) -> [String] {
        // The notes a record had before annotations were their own field, and in the same order.
        let notes = [Annotation.joined(draft.annotations), draft.notes].compactMap { $0 }.joined(separator: "\n")
        return [draft.title, notes, draft.due?.description ?? "", draft.priority == .unset ? "normal" : draft.priority.rawValue,
         draft.project ?? "",
         draft.tags.joined(separator: ","), draft.recurrence?.rrule ?? ""]
    }

    /// Half of SHA-256 (128 bits) in hex: still no chance collision at any file size, and
    /// a shorter index entry.
    static func hashKey(_ kind: String, _ parts: [String]) -> String {
        var hasher = SHA256()
        hasher.update(kind)
        for part in parts {
            // Each part is preceded by its length, so fields can never run into each other.
            hasher.update(":" + String(part.utf8.count) + ":")
            hasher.update(part)
        }
        return "sha256:" + RandomID.hexString(Array(hasher.finalize().prefix(16)))
    }

    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
