import TaskDraftKit

/// What a sync did (or, with `--dry-run`, would do), both ways.
public struct SyncReport: Sendable {
    public var collection = ""
    public var displayName: String?
    public var dryRun = false
    /// What came down from the server into the store.
    public var pulled = Counts()
    /// What went up from the store to the server.
    public var pushed = Counts()
    public var conflicts: [SyncConflict] = []
    /// Resources left alone, each with why (unreadable, refused by the server).
    public var skipped: [SyncSkip] = []
    /// One line per change, what a dry run would do and what a sync did: `pull: create "Call Ann"`,
    /// `here: create "Stand-up" (next occurrence)` (made here after a completion on the server),
    /// `push: update "Pay rent"`.
    public var changes: [SyncChange] = []
    /// True when the collection's getlastmodified showed nothing changed since the last
    /// listing, so none was asked for (LastModifiedCheck).
    public var listingSkipped = false
    public var requests = 0
    public var bytesSent = 0
    public var bytesReceived = 0

    /// An empty report, which a sync fills in (and the terminal's catalogue samples, `SyncMessage.samples`).
    public init() {}

    public var json: JSONObject {
        [
            "collection": .string(collection), "display_name": .optional(displayName), "dry_run": .bool(dryRun),
            "pulled": pulled.json, "pushed": pushed.json,
            "conflicts": .array(conflicts.map { c in
                .object(["uuid": .string(c.uuid), "field": .string(c.field), "lost": .string(c.loser),
                         "lost_value": .string(c.lostValue), "kept_value": .string(c.keptValue)])
            }),
            "skipped": .array(skipped.map { .string($0.english) }),
            "changes": .array(changes.map { .string($0.english) }),
            "listing_skipped": .bool(listingSkipped), "requests": .int(Int64(requests)), "bytes_sent": .int(Int64(bytesSent)), "bytes_received": .int(Int64(bytesReceived)),
        ]
    }

    /// Tasks created, updated and deleted one way, pulled or pushed.
    public struct Counts: Sendable {
        public var created = 0
        public var updated = 0
        public var deleted = 0

        public var total: Int { created + updated + deleted }

        var json: JSONValue {
            .object(["created": .int(Int64(created)), "updated": .int(Int64(updated)), "deleted": .int(Int64(deleted))])
        }
    }
}
