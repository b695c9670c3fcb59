import TaskDraftKit

/// `sync --status`: what the database says without asking the server — each collection's
/// last sync, the local changes waiting to be pushed, and the conflicts sync settled lately.
public enum SyncStatus {
    public struct Pending: Sendable {
        public var created = 0
        public var updated = 0
        public var deleted = 0
        public var total: Int { created + updated + deleted }
    }

    public static func pending(_ store: TaskStore, collection: String) throws(StoreError) -> Pending {
        var pending = Pending()
        var items: [String: SyncItem] = [:]
        for item in try store.syncItems(collection: collection, withICS: false) { items[item.uuid] = item }
        var seen = Set<String>()
        for task in try store.allTasks() {
            seen.insert(task.uuid)
            if let item = items[task.uuid] {
                if task.status == .deleted {
                    if item.base.status != .deleted { pending.deleted += 1 }
                } else if !VTodoMapping.sameFields(task, item.base) {
                    pending.updated += 1
                }
            } else if task.status != .deleted {
                pending.created += 1
            }
        }
        pending.deleted += items.keys.filter { !seen.contains($0) }.count
        return pending
    }

    /// The latest audit rows that record a conflict, newest first.
    public static func recentConflicts(_ store: TaskStore, limit: Int = 10) throws(StoreError) -> [AuditEntry] {
        Array(try store.auditEntries(limit: 1000, callerKind: "sync").filter { $0.detail?.contains("conflict on ") == true }.prefix(limit))
    }

    public static func json(_ store: TaskStore, zone: Zone) throws(StoreError) -> JSONObject {
        var collections: [JSONValue] = []
        for state in try store.syncCollections() {
            let p = try pending(store, collection: state.url)
            collections.append(.object([
                "collection": .string(state.url), "server": .string(state.server), "display_name": .optional(state.displayName),
                "last_sync": .optional(state.syncedAt.map { zone.zoned($0).description }),
                "sync_token": .bool(state.syncToken != nil),
                "pending": .object(["created": .int(Int64(p.created)), "updated": .int(Int64(p.updated)), "deleted": .int(Int64(p.deleted))]),
            ]))
        }
        let conflicts = try recentConflicts(store).map { JSONValue.object($0.json(in: zone)) }
        return ["collections": .array(collections), "conflicts": .array(conflicts)]
    }
}
