import TaskDraftKit

/// What a sync did (or, with `--dry-run`, would do), both ways.
public struct SyncReport: Sendable {
    public var collection = ""
    public var displayName: String?
    public var dryRun = false
    public var pulledCreated = 0
    public var pulledUpdated = 0
    public var pulledDeleted = 0
    public var pushedCreated = 0
    public var pushedUpdated = 0
    public var pushedDeleted = 0
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

    public var json: JSONObject {
        [
            "collection": .string(collection), "display_name": .optional(displayName), "dry_run": .bool(dryRun),
            "pulled": .object(["created": .int(Int64(pulledCreated)), "updated": .int(Int64(pulledUpdated)),
                               "deleted": .int(Int64(pulledDeleted))]),
            "pushed": .object(["created": .int(Int64(pushedCreated)), "updated": .int(Int64(pushedUpdated)),
                               "deleted": .int(Int64(pushedDeleted))]),
            "conflicts": .array(conflicts.map { c in
                .object(["uuid": .string(c.uuid), "field": .string(c.field), "lost": .string(c.loser),
                         "lost_value": .string(c.lostValue), "kept_value": .string(c.keptValue)])
            }),
            "skipped": .array(skipped.map { .string($0.english) }),
            "changes": .array(changes.map { .string($0.english) }),
            "listing_skipped": .bool(listingSkipped), "requests": .int(Int64(requests)), "bytes_sent": .int(Int64(bytesSent)), "bytes_received": .int(Int64(bytesReceived)),
        ]
    }
}
