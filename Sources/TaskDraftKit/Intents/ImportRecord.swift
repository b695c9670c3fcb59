/// One record of a batch import, ready to commit: a validated draft plus what only imports
/// carry — the source's own id, a status and timestamps — and the idempotency key that makes
/// a re-run of the same import add nothing.
public struct ImportRecord: Sendable, Hashable {
    public var draft: TaskDraft
    /// The source's `uid`/`uuid`, or `sha256:` and a hash of the normalised record.
    public var idempotencyKey: String
    /// Kept as the task's UUID when the source had one, so exports round-trip.
    public var uuid: String?
    public var status: TaskStatus
    public var createdAt: Instant?
    public var modifiedAt: Instant?
    public var completedAt: Instant?
    /// The record's first line in its source, for reports.
    public var line: Int

    /// Longest `uid` accepted: an id, not a document.
    public static let maximumUIDLength = 200

    /// Validates `draft` and derives the idempotency key: `uid` when given, else a hash of
    /// `sourceText` (for drafted records, so a re-run on another day — when "tomorrow" means
    /// something else — still matches), else a hash of the normalised fields.
    public init(draft: TaskDraft, uid: String? = nil, sourceText: String? = nil, status: TaskStatus = .pending,
                createdAt: Instant? = nil, modifiedAt: Instant? = nil, completedAt: Instant? = nil,
                line: Int) throws(DraftError) {
        let draft = try draft.validated()
        let uid = uid?.trimmingWhitespace()
        if let uid, !uid.isEmpty {
            guard uid.count <= Self.maximumUIDLength else {
                throw .field("uid", "is longer than \(Self.maximumUIDLength) characters")
            }
            guard !uid.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw .controlCharacters("uid")
            }
            idempotencyKey = uid
            uuid = Self.isUUID(uid) ? uid.lowercased() : nil
        } else if let sourceText {
            idempotencyKey = Self.hashKey("text", [Self.collapsingWhitespace(sourceText)])
            uuid = nil
        } else {
            idempotencyKey = Self.hashKey("fields", Self.normalisedFields(draft))
            uuid = nil
        }
        self.draft = draft
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

    /// 8-4-4-4-12 hexadecimal digits.
    public static func isUUID(_ text: String) -> Bool {
        let u = Array(text.utf8)
        guard u.count == 36 else { return false }
        for (i, c) in u.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard c == 0x2D else { return false }
            } else {
                guard (0x30...0x39).contains(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c) else { return false }
            }
        }
        return true
    }

    /// The fields that make two records the same task. Status and timestamps are left out:
    /// a task marked done in the source since the last import is still the same task.
    static func normalisedFields(_ draft: TaskDraft) -> [String] {
        [draft.title, draft.notes ?? "", draft.due?.description ?? "", draft.priority.rawValue, draft.project ?? "",
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
