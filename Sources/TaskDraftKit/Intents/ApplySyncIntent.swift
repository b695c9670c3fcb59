/// A value a conflict overwrote: the same field changed on both sides since the last sync,
/// and the side changed later won. Kept in the audit log, so nothing a person typed is lost.
public struct SyncConflict: Sendable, Hashable {
    public var uuid: String
    public var field: String
    /// `local` or `server`: whose value lost.
    public var loser: String
    public var lostValue: String
    public var keptValue: String

    public init(uuid: String, field: String, loser: String, lostValue: String, keptValue: String) {
        self.uuid = uuid
        self.field = field
        self.loser = loser
        self.lostValue = lostValue
        self.keptValue = keptValue
    }

    public var detail: String { "conflict on \(field): kept \(keptValue), the \(loser)'s \(lostValue) lost" }
}

/// A server's changes to tasks, applied in one transaction with the sync state that goes
/// with them: created tasks (with the server's UID as uuid), changed ones, deleted ones, and
/// the collection's marks and resource copies. A kill at any point leaves either all of it
/// or none, so the next sync sees the same changes again and applies them once.
///
/// Every task it touches gets an audit row naming the server; one undo entry holds them all,
/// so `undo` takes back a whole sync, and the next sync pushes what `undo` restored.
public struct ApplySyncIntent: CommitIntent {
    /// The collection the resources below belong to.
    public var collectionURL: String
    public var creates: [Task]
    /// Each task's whole new state (by id).
    public var updates: [Task]
    public var deletes: [Int64]
    public var conflicts: [SyncConflict]
    /// The collection's state after this pull; nil leaves it as it is.
    public var collection: SyncCollectionState?
    public var savedItems: [SyncItem]
    public var removedItems: [String]

    public init(collectionURL: String, creates: [Task] = [], updates: [Task] = [], deletes: [Int64] = [], conflicts: [SyncConflict] = [],
                collection: SyncCollectionState? = nil, savedItems: [SyncItem] = [], removedItems: [String] = []) {
        self.collectionURL = collectionURL
        self.creates = creates
        self.updates = updates
        self.deletes = deletes
        self.conflicts = conflicts
        self.collection = collection
        self.savedItems = savedItems
        self.removedItems = removedItems
    }

    public struct Result: Sendable, Hashable {
        public let changes: [UndoEntry.Change]
        public let created: Int
        public let updated: Int
        public let deleted: Int
        /// Tasks a completion on the server made here (a recurring task's next occurrence, the
        /// done record of an occurrence a phone moved past): new, for the sync to push.
        public let followUps: [Task]
        /// Links the server named that were not taken in (`RelationKind.writePulled`).
        public let untakenLinks: [UntakenLink]
    }

    public var action: Action { .sync }
    public var auditedTaskID: Int64? { nil }
    public var tool: CommitTool { .sync }

    public var changesTasks: Bool { !creates.isEmpty || !updates.isEmpty || !deletes.isEmpty }

    public func output(of result: Result, in zone: Zone) -> JSONObject {
        ["created": .int(Int64(result.created)), "updated": .int(Int64(result.updated)),
         "deleted": .int(Int64(result.deleted)), "conflicts": .int(Int64(conflicts.count))]
    }

    public func write(in context: CommitContext) throws -> Written<Result> {
        let store = context.store, now = context.now, caller = context.caller
        var changes: [UndoEntry.Change] = []
        var audits: [AuditEntry] = []
        let conflictsByTask = Dictionary(grouping: conflicts, by: \.uuid)
        func detail(_ uuid: String) -> String? {
            conflictsByTask[uuid].map { $0.map(\.detail).joined(separator: "; ") }
        }
        // Planned before anything is written: `sync --dry-run` lists the same ones.
        let followUps = try self.followUps(in: store, zone: context.zone, now: now)
        var idsByUUID: [String: Int64] = [:]
        var linked: [(id: Int64, task: Task)] = []
        for task in creates {
            var new = task
            new.id = 0
            let stored = try store.insert(new)
            idsByUUID[stored.uuid] = stored.id
            linked.append((stored.id, task))
            changes.append(.init(taskID: stored.id, before: nil, after: stored))
            audits.append(AuditEntry(at: now, caller: caller, intent: .action(.create), taskID: stored.id, outcome: .ok,
                                     detail: "from the server: \"\(stored.title)\""))
        }
        var updated = 0
        for task in updates {
            guard let before = try store.task(id: task.id) else { continue }
            idsByUUID[task.uuid] = task.id
            guard before != task else { continue }
            try store.update(task, from: before)
            linked.append((task.id, task))
            updated += 1
            changes.append(.init(taskID: task.id, before: before, after: task))
            let intent: Action = task.status == .done && before.status != .done ? .complete : task.status == .deleted ? .delete : .edit
            audits.append(AuditEntry(at: now, caller: caller, intent: .action(intent), taskID: task.id, outcome: .ok,
                                     detail: detail(task.uuid) ?? "from the server"))
        }
        var untaken: [UntakenLink] = []
        var writtenByKind: [(kind: any RelationKind.Type, written: [String: Task])] = []
        for kind in RelationKinds.all {
            let pulled = try kind.writePulled(linked, in: store)
            writtenByKind.append((kind, pulled.written))
            untaken += pulled.untaken
        }
        for i in changes.indices {
            guard let uuid = changes[i].after?.uuid else { continue }
            for (kind, written) in writtenByKind { if let task = written[uuid] { kind.keep(task, in: &changes[i].after!) } }
        }
        var storedFollowUps: [Task] = []
        for followUp in followUps {
            let stored = try store.insert(followUp.task, recursFrom: followUp.recursFrom)
            storedFollowUps.append(stored)
            changes.append(.init(taskID: stored.id, before: nil, after: stored))
            audits.append(AuditEntry(at: now, caller: caller, intent: .action(stored.status == .done ? .complete : .create),
                                     taskID: stored.id, outcome: .ok, detail: followUp.detail))
        }
        var deleted = 0
        for id in deletes {
            guard let before = try store.task(id: id), before.status != .deleted else { continue }
            var after = before
            after.status = .deleted
            after.modifiedAt = now
            try store.update(after, from: before)
            deleted += 1
            changes.append(.init(taskID: id, before: before, after: after))
            audits.append(AuditEntry(at: now, caller: caller, intent: .action(.delete), taskID: id, outcome: .ok,
                                     detail: "deleted on the server"))
        }
        // A conflict the local side won changes no local row; its audit row still keeps what the server lost.
        let updatedIDs = Set(changes.map(\.taskID))
        for (uuid, list) in conflictsByTask {
            var id = idsByUUID[uuid]
            if id == nil { id = try store.task(uuid: uuid)?.id }
            if let id, updatedIDs.contains(id) { continue }
            audits.append(AuditEntry(at: now, caller: caller, intent: .action(.sync), taskID: id, outcome: .ok,
                                     detail: list.map(\.detail).joined(separator: "; ")))
        }
        if let collection { try store.saveSyncCollection(collection) }
        for uuid in removedItems { try store.removeSyncItem(uuid: uuid, collection: collectionURL) }
        for var item in savedItems {
            if let id = idsByUUID[item.uuid] { item.base.id = id }
            // What both sides agree on is what was taken in: a link left out here is no edit to push.
            for (kind, written) in writtenByKind { if let task = written[item.uuid] { kind.keep(task, in: &item.base) } }
            try store.saveSyncItem(item, collection: collectionURL)
        }
        let summary = UndoSummary.synced(server: caller.name, created: creates.count, changed: updated, deleted: deleted)
        return Written(Result(changes: changes, created: creates.count, updated: updated, deleted: deleted, followUps: storedFollowUps,
                              untakenLinks: untaken),
                       audits: audits, undo: context.undo(.sync, summary: summary, changes: changes))
    }

    /// A task a completion on the server makes here, as `done` would have.
    public struct FollowUp: Sendable, Hashable {
        public var task: Task
        /// The series it continues (a next occurrence), for the recurrence chain.
        public var recursFrom: Int64?
        /// What the audit log says about it.
        public var detail: String
    }

    /// The tasks applying this makes besides the server's own changes, read from `store` as it
    /// is before the apply: a recurring task completed on the server goes on here, and the
    /// sync pushes what it made. `sync --dry-run` lists these without writing.
    public func followUps(in store: TaskStore, zone: Zone, now: Instant) throws(StoreError) -> [FollowUp] {
        var taken = Set(creates.map(\.uuid))
        var result: [FollowUp] = []
        for task in updates {
            guard let before = try store.task(id: task.id), before != task,
                  let followUp = self.followUp(before: before, after: task, zone: zone, now: now),
                  !taken.contains(followUp.task.uuid), try store.task(uuid: followUp.task.uuid) == nil else { continue }
            taken.insert(followUp.task.uuid)
            result.append(followUp)
        }
        return result
    }

    /// What `done` would have made when the server completed an occurrence of a recurring
    /// task: the next occurrence (STATUS:COMPLETED on the series), or the done record of the
    /// occurrence (the series' DUE moved on to its next date). None when the server brought
    /// that task itself: a client that copies the completed occurrence (python-caldav's "safe"
    /// mode), or a laptop whose `done` gave the next occurrence a random UUID (before they were
    /// derived). Its UUID is derived, so a second laptop finds it rather than adding it.
    func followUp(before: Task, after: Task, zone: Zone, now: Instant) -> FollowUp? {
        if before.status == .pending, after.status == .done, after.recurrence != nil,
           let next = RecurringCompletion.nextOccurrence(after: after, zone: zone, now: now) {
            guard !creates.contains(where: { $0.status == .pending && $0.title == next.title && $0.due == next.due
                                             && $0.recurrence == next.recurrence }) else { return nil }
            return FollowUp(task: next, recursFrom: after.id, detail: "next occurrence of \(after.id), completed on the server")
        }
        guard let old = before.due,
              let done = RecurringCompletion.occurrenceDone(before: before, after: after,
                                                            uuid: RecurringCompletion.derivedUUID(after.uuid, old.calendarDate, "done"), now: now),
              !creates.contains(where: { $0.status == .done && $0.title == done.title && $0.due == old && $0.recurrence == nil })
        else { return nil }
        return FollowUp(task: done, recursFrom: nil, detail: "occurrence of \(after.id) due \(old) completed on the server")
    }
}
