/// A CalDAV collection as last synced: where it is and the server's marks of its state.
public struct SyncCollectionState: Sendable, Hashable {
    public var url: String
    /// Who the sync caller is named after (`dav.example.com:443`).
    public var server: String
    public var displayName: String?
    /// CalendarServer's `getctag`: changes whenever anything in the collection does.
    public var ctag: String?
    /// RFC 6578's `sync-token`: what `sync-collection` reports changes since.
    public var syncToken: String?
    public var syncedAt: Instant?
    /// The collection's `getlastmodified` as last seen (server time, whole seconds).
    public var lastModified: Instant?
    /// Server time before which every change is in the last full listing (the sync token):
    /// that listing's `Date` less its round trip and a second.
    public var listedBefore: Instant?
    public var lastModifiedUse: LastModifiedUse

    /// Whether the collection's `getlastmodified` may tell a sync that nothing changed.
    public enum LastModifiedUse: String, Sendable, Hashable {
        /// The server gives none for the collection (Xandikos): never asked again.
        case absent
        /// Not yet seen to move for an edit: never trusted.
        case unknown
        /// It moved past its old value across an edit pushed from here: trusted, with `listedBefore`.
        case tracksEdits = "tracks-edits"
    }

    public init(url: String, server: String, displayName: String? = nil, ctag: String? = nil, syncToken: String? = nil,
                syncedAt: Instant? = nil, lastModified: Instant? = nil, listedBefore: Instant? = nil,
                lastModifiedUse: LastModifiedUse = .unknown) {
        self.url = url
        self.server = server
        self.displayName = displayName
        self.ctag = ctag
        self.syncToken = syncToken
        self.syncedAt = syncedAt
        self.lastModified = lastModified
        self.listedBefore = listedBefore
        self.lastModifiedUse = lastModifiedUse
    }
}

/// One resource of a collection as last synced: the server's copy and the task it was.
public struct SyncItem: Sendable, Hashable {
    public var uuid: String
    /// The resource's path on the server (`/ann/tasks/4f…ics`).
    public var href: String
    public var etag: String?
    /// The calendar object as the server last had it (or as TaskDraft last wrote it).
    public var ics: String
    /// The task as last synced: what both sides agreed on, the base of a three-way merge.
    public var base: Task

    public init(uuid: String, href: String, etag: String?, ics: String, base: Task) {
        self.uuid = uuid
        self.href = href
        self.etag = etag
        self.ics = ics
        self.base = base
    }
}

extension TaskStore {
    public func syncCollection(url: String) throws(StoreError) -> SyncCollectionState? {
        try db.first("""
            SELECT url, server, display_name, ctag, sync_token, synced_at, last_modified, listed_before, last_modified_use
            FROM sync_collections WHERE url = ?
            """, [.text(url)]) { row in
            SyncCollectionState(url: row.string(0), server: row.string(1), displayName: row.optionalString(2),
                                ctag: row.optionalString(3), syncToken: row.optionalString(4),
                                syncedAt: row.optionalInt(5).map(Instant.init(seconds:)),
                                lastModified: row.optionalInt(6).map(Instant.init(seconds:)),
                                listedBefore: row.optionalInt(7).map(Instant.init(seconds:)),
                                lastModifiedUse: row.optionalString(8).flatMap(SyncCollectionState.LastModifiedUse.init(rawValue:)) ?? .unknown)
        }
    }

    /// Every collection synced so far, most recently synced first (`sync --status`).
    public func syncCollections() throws(StoreError) -> [SyncCollectionState] {
        var states: [SyncCollectionState] = []
        for url in try db.rows("SELECT url FROM sync_collections ORDER BY synced_at DESC", [], { $0.string(0) }) {
            if let state = try syncCollection(url: url) { states.append(state) }
        }
        return states
    }

    public func saveSyncCollection(_ state: SyncCollectionState) throws(StoreError) {
        try db.execute("""
            INSERT INTO sync_collections (url, server, display_name, ctag, sync_token, synced_at, last_modified, listed_before,
              last_modified_use) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (url) DO UPDATE SET server = excluded.server, display_name = excluded.display_name,
              ctag = excluded.ctag, sync_token = excluded.sync_token, synced_at = excluded.synced_at,
              last_modified = excluded.last_modified, listed_before = excluded.listed_before,
              last_modified_use = excluded.last_modified_use
            """, [.text(state.url), .text(state.server), .optional(state.displayName), .optional(state.ctag),
                  .optional(state.syncToken), .optional(state.syncedAt?.seconds), .optional(state.lastModified?.seconds),
                  .optional(state.listedBefore?.seconds), .text(state.lastModifiedUse.rawValue)])
    }

    /// `withICS: false` leaves every `ics` empty: a sync compares the bases, and reads a server
    /// copy (`syncItemICS`) only for what it writes over; 5,000 copies were a third of the memory a
    /// sync with nothing to do touched.
    public func syncItems(collection: String, withICS: Bool = true) throws(StoreError) -> [SyncItem] {
        try db.rows("SELECT uuid, href, etag, \(withICS ? "ics" : "''"), base FROM sync_items WHERE collection = ?", [.text(collection)]) { row in
            (row.string(0), row.string(1), row.optionalString(2), row.string(3), row.string(4))
        }.compactMap { uuid, href, etag, ics, base in
            guard case .object(let snapshot)? = try? JSONParser.parse(Array(base.utf8)),
                  let task = Self.task(snapshot: snapshot) else { return nil }
            return SyncItem(uuid: uuid, href: href, etag: etag, ics: ics, base: task)
        }
    }

    public func syncItemICS(uuid: String, collection: String) throws(StoreError) -> String? {
        try db.first("SELECT ics FROM sync_items WHERE collection = ? AND uuid = ?", [.text(collection), .text(uuid)]) { $0.string(0) }
    }

    /// Runs `body`, changes to the sync state (`saveSyncItem`, `removeSyncItem`), in one
    /// transaction: what the server took is recorded whole or not at all. The sync's tasks
    /// themselves change through `Planner.commit` (`ApplySyncIntent`), never in here.
    public func recordingSyncState(_ body: () throws(StoreError) -> Void) throws(StoreError) {
        try writing(body)
    }

    public func saveSyncItem(_ item: SyncItem, collection: String) throws(StoreError) {
        try db.execute("""
            INSERT OR REPLACE INTO sync_items (collection, uuid, href, etag, ics, base) VALUES (?, ?, ?, ?, ?, ?)
            """, [.text(collection), .text(item.uuid), .text(item.href), .optional(item.etag), .text(item.ics),
                  .text(JSONWriter.serialize(.object(Self.snapshot(item.base))))])
    }

    public func removeSyncItem(uuid: String, collection: String) throws(StoreError) {
        try db.execute("DELETE FROM sync_items WHERE collection = ? AND uuid = ?", [.text(collection), .text(uuid)])
    }

    /// Every task, deleted ones included, for comparing with what was last synced.
    public func allTasks() throws(StoreError) -> [Task] {
        try db.rows("SELECT \(Self.taskColumns) FROM tasks ORDER BY id") { task(from: $0) }
    }
}
