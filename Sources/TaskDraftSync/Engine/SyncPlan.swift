import TaskDraftKit

/// What one sync will do, decided before anything is written or sent: from what the server
/// listed and sent and what this database holds, the pull (tasks created, updated, merged and
/// deleted here, as one `ApplySyncIntent`) and the pushes (local changes going up). A value
/// made without a network or a store, so reconciliation is tested on its own; `SyncEngine.run`
/// lists and fetches before it and executes it after.
struct SyncPlan {
    /// Everything the pull changes here, committed in one transaction.
    var pull: ApplySyncIntent
    /// Local changes going up, in order. An update's `item` may lack its `ics`, which the
    /// executor reads only for the pushes that need it.
    var pushes: [SyncEngine.Push] = []
    /// Titles of the tasks the pull deletes here.
    var deletedHere: [String] = []
    /// How many resources both sides had (`sync_items`), against which deletions are weighed.
    let shared: Int
    /// When the plan was made: a merged task's modification time, and the sync's.
    let now: Instant
    /// The pull's lines for the report, in order (`pull: create "Call Ann"`).
    var changes: [SyncChange] = []

    /// - Parameters:
    ///   - listing: what the server listed as changed or removed since the last sync.
    ///   - fetched: the changed resources, read.
    ///   - items: each task's resource as last synced (`sync_items`), the base of a merge.
    ///   - local: every task here, deleted ones included.
    init(listing: SyncEngine.Listing, fetched: [SyncEngine.Fetched], items: [SyncItem], local tasks: [Task],
         collection: String, now: Instant) {
        pull = ApplySyncIntent(collectionURL: collection)
        shared = items.count
        self.now = now
        var itemByUUID: [String: SyncItem] = [:]
        var itemByHref: [String: SyncItem] = [:]
        itemByUUID.reserveCapacity(items.count)
        itemByHref.reserveCapacity(items.count)
        for item in items {
            itemByUUID[item.uuid] = item
            itemByHref[item.href] = item
        }
        var localByUUID: [String: Task] = [:]
        localByUUID.reserveCapacity(tasks.count)
        for task in tasks { localByUUID[task.uuid] = task }
        var removed = listing.removed
        if listing.complete { removed += items.map(\.href).filter { listing.changed[$0] == nil } }

        var touched = Set<String>()
        for remote in fetched {
            let uuid = remote.task.uuid
            guard touched.insert(uuid).inserted else { continue }
            let item = itemByUUID[uuid]
            var base = remote.task
            func save(_ task: Task) {
                base.id = task.id
                pull.savedItems.append(SyncItem(uuid: uuid, href: remote.href, etag: remote.etag, ics: remote.ics, base: base))
            }
            guard var local = localByUUID[uuid] else {
                pull.creates.append(remote.task)
                save(remote.task)
                changes.append(.pulled(.create, title: remote.task.title))
                continue
            }
            if let item, local.status == .deleted, item.base.status != .deleted {
                // Deleted here, edited there: the edit wins, nothing is lost.
                var restored = remote.task
                restored.id = local.id
                restored.createdAt = local.createdAt
                pull.updates.append(restored)
                save(restored)
                changes.append(.restored(title: restored.title))
                continue
            }
            let localChanged = item.map { !VTodoMapping.sameFields(local, $0.base) } ?? true
            if !localChanged {
                var updated = remote.task
                updated.id = local.id
                updated.createdAt = local.createdAt
                updated.idempotencyKey = local.idempotencyKey
                if !VTodoMapping.sameFields(local, updated) {
                    pull.updates.append(updated)
                    changes.append(.pulled(.update, title: updated.title))
                }
                save(updated)
                continue
            }
            let (merged, conflicts) = TaskMerge.merge(base: item?.base, local: local, remote: remote.task, remoteModified: remote.lastModified)
            pull.conflicts += conflicts
            if !VTodoMapping.sameFields(local, merged) {
                var updated = merged
                updated.modifiedAt = now
                pull.updates.append(updated)
                changes.append(.pulled(.mergeInto, title: updated.title))
                local = updated
            }
            save(local)
            if !VTodoMapping.sameFields(merged, remote.task) {
                let pushedItem = SyncItem(uuid: uuid, href: remote.href, etag: remote.etag, ics: remote.ics, base: base)
                pushes.append(SyncEngine.Push(kind: .update, href: remote.href, task: local, item: pushedItem))
            }
        }

        for href in removed {
            guard let item = itemByHref[href], !touched.contains(item.uuid) else { continue }
            touched.insert(item.uuid)
            pull.removedItems.append(item.uuid)
            guard let local = localByUUID[item.uuid], local.status != .deleted else { continue }
            if VTodoMapping.sameFields(local, item.base) {
                pull.deletes.append(local.id)
                deletedHere.append(local.title)
                changes.append(.pulled(.delete, title: local.title))
            } else {
                // Edited here, deleted there: the edit wins and goes back as a new resource.
                pushes.append(SyncEngine.Push(kind: .create, href: href, task: local, item: nil))
            }
        }

        for task in tasks where !touched.contains(task.uuid) {
            touched.insert(task.uuid)
            if let item = itemByUUID[task.uuid] {
                if task.status == .deleted {
                    if item.base.status != .deleted { pushes.append(SyncEngine.Push(kind: .delete, href: item.href, task: task, item: item)) }
                } else if !VTodoMapping.sameFields(task, item.base) {
                    pushes.append(SyncEngine.Push(kind: .update, href: item.href, task: task, item: item))
                }
            } else if task.status != .deleted {
                pushes.append(SyncEngine.Push(kind: .create, href: collection + SyncEngine.resourceName(task.uuid), task: task, item: nil))
            }
        }
        // Rows `undo` removed (it took back a sync's create): the server's copy goes too.
        for item in items where !touched.contains(item.uuid) {
            pushes.append(SyncEngine.Push(kind: .delete, href: item.href, task: nil, item: item))
        }
    }

    /// What the sync would delete on each side, which stops it when that is too much.
    var deletions: MassDeletionGuard {
        MassDeletionGuard(here: deletedHere,
                          there: pushes.filter { $0.kind == .delete }.map { $0.task?.title ?? $0.item?.base.title ?? $0.href },
                          shared: shared)
    }

    /// The resources the listing names whose ETag is not the one synced last (or unknown).
    static func hrefsToFetch(_ listing: SyncEngine.Listing, items: [SyncItem]) -> [String] {
        var etagByHref: [String: String?] = [:]
        etagByHref.reserveCapacity(items.count)
        for item in items { etagByHref[item.href] = item.etag }
        return listing.changed.filter { href, etag in etag == nil || etagByHref[href] ?? nil != etag }.map(\.key).sorted()
    }

    /// The pull's counts, conflicts and lines, into the report.
    func note(into report: inout SyncReport) {
        report.pulled.created += pull.creates.count
        report.pulled.updated += pull.updates.count
        report.pulled.deleted += pull.deletes.count
        report.conflicts += pull.conflicts
        report.changes += changes
    }
}
