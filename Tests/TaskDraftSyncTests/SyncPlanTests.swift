import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// Reconciliation on its own, without a server or a store: what the server listed and sent,
/// what was synced last and what this database holds decide each task's pull or push.
@Suite struct SyncPlanTests {
    static let collection = "/ann/tasks/"
    static let now = Instant(seconds: 1_796_194_800)

    static func task(_ uuid: String, _ id: Int64, _ title: String, status: TaskStatus = .pending,
                     priority: Priority = .unset) -> Task {
        Task(id: id, uuid: uuid, title: title, status: status, priority: priority,
             createdAt: Instant(seconds: 1_796_000_000), modifiedAt: Instant(seconds: 1_796_100_000))
    }

    static func href(_ uuid: String) -> String { collection + uuid + ".ics" }

    /// `task` as last synced: its resource and the base a merge starts from.
    static func item(_ task: Task, etag: String = "\"1\"") -> SyncItem {
        SyncItem(uuid: task.uuid, href: href(task.uuid), etag: etag, ics: "", base: task)
    }

    /// The server's copy of `task`, as fetched (a server's task has no local id).
    static func fetched(_ task: Task) -> SyncEngine.Fetched {
        var remote = task
        remote.id = 0
        return SyncEngine.Fetched(href: href(task.uuid), etag: "\"2\"", ics: "BEGIN:VCALENDAR", task: remote, lastModified: nil)
    }

    static func plan(fetched: [SyncEngine.Fetched], removed: [String] = [], complete: Bool = false,
                     changed: [String: String?] = [:], items: [SyncItem], local: [Task]) -> SyncPlan {
        SyncPlan(listing: SyncEngine.Listing(changed: changed, removed: removed, complete: complete), fetched: fetched,
                 items: items, local: local, collection: collection, now: now)
    }

    static func pushes(_ plan: SyncPlan) -> [String: SyncEngine.PushKind] {
        Dictionary(plan.pushes.map { ($0.task?.uuid ?? $0.item?.uuid ?? $0.href, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aChangeOnOneSideIsPulledOrPushed() {
        let unchangedHere = Self.task("b", 2, "Pay rent")
        let editedHere = Self.task("c", 3, "Book flights", priority: .high)
        let removedThere = Self.task("d", 4, "Old idea")
        let newHere = Self.task("f", 6, "Call Anna")
        let deletedHere = Self.task("g", 7, "Water plants", status: .deleted)
        let plan = Self.plan(
            fetched: [Self.fetched(Self.task("a", 0, "New on the phone")), Self.fetched(Self.task("b", 2, "Pay the rent"))],
            removed: [Self.href("d")],
            items: [Self.item(unchangedHere), Self.item(Self.task("c", 3, "Book flights")), Self.item(removedThere),
                    Self.item(Self.task("g", 7, "Water plants")), Self.item(Self.task("h", 8, "Undone create"))],
            local: [unchangedHere, editedHere, removedThere, newHere, deletedHere])

        #expect(plan.pull.creates.map(\.uuid) == ["a"])
        #expect(plan.pull.updates.map(\.title) == ["Pay the rent"])
        #expect(plan.pull.updates.first?.id == 2, "an update keeps the local id")
        #expect(plan.pull.deletes == [4])
        #expect(plan.deletedHere == ["Old idea"])
        #expect(plan.pull.removedItems == ["d"])
        #expect(plan.pull.savedItems.map(\.uuid) == ["a", "b"])
        #expect(plan.pull.savedItems.map(\.etag) == ["\"2\"", "\"2\""])
        #expect(Self.pushes(plan) == ["c": .update, "f": .create, "g": .delete, "h": .delete])
        #expect(plan.pushes.first { $0.task?.uuid == "f" }?.href == Self.collection + SyncEngine.resourceName("f"))
        #expect(plan.changes == [.pulled(.create, title: "New on the phone"), .pulled(.update, title: "Pay the rent"), .pulled(.delete, title: "Old idea")])
        #expect(plan.changes.map(\.english) == ["pull: create \"New on the phone\"", "pull: update \"Pay the rent\"", "pull: delete \"Old idea\""])
    }

    @Test func editsWinOverDeletes() {
        // Deleted here, edited there: the server's edit comes back.
        let deleted = Self.task("i", 9, "Renew passport", status: .deleted)
        // Edited here, deleted there: it goes back up as a new resource.
        let edited = Self.task("e", 5, "Call the bank", priority: .high)
        let plan = Self.plan(fetched: [Self.fetched(Self.task("i", 9, "Renew the passport"))], removed: [Self.href("e")],
                             items: [Self.item(Self.task("i", 9, "Renew passport")), Self.item(Self.task("e", 5, "Call the bank"))],
                             local: [deleted, edited])
        #expect(plan.pull.updates.map(\.title) == ["Renew the passport"])
        #expect(plan.pull.updates.first?.status == .pending && plan.pull.updates.first?.id == 9)
        #expect(plan.pull.deletes.isEmpty && plan.deletedHere.isEmpty)
        #expect(Self.pushes(plan) == ["e": .create])
        #expect(plan.pushes.first?.href == Self.href("e"))
    }

    @Test func bothSidesChangedAreMergedFieldByField() {
        let base = Self.task("j", 10, "Quarterly report")
        let local = Self.task("j", 10, "Quarterly report", priority: .high)
        let plan = Self.plan(fetched: [Self.fetched(Self.task("j", 10, "Quarterly report for Q4"))], items: [Self.item(base)],
                             local: [local])
        // The server's title comes down, this side's priority goes up: nothing is lost.
        #expect(plan.pull.updates.map(\.title) == ["Quarterly report for Q4"])
        #expect(plan.pull.updates.map(\.priority) == [.high])
        #expect(plan.pull.updates.first?.modifiedAt == Self.now)
        #expect(Self.pushes(plan) == ["j": .update])
        #expect(plan.pushes.first?.task?.title == "Quarterly report for Q4" && plan.pushes.first?.task?.priority == .high)
        #expect(plan.pull.conflicts.isEmpty)
    }

    @Test func aCompleteListingRemovesWhatItDoesNotName() {
        let kept = Self.task("k", 11, "Kept")
        let gone = Self.task("l", 12, "Gone")
        let plan = Self.plan(fetched: [], complete: true, changed: [Self.href("k"): "\"1\""],
                             items: [Self.item(kept), Self.item(gone)], local: [kept, gone])
        #expect(plan.pull.deletes == [12])
        #expect(plan.pushes.isEmpty)
    }

    /// A collection that comes back empty would take every task here: the plan says so before
    /// anything is done.
    @Test func anEmptiedCollectionIsAMassDeletion() {
        let tasks = (1...4).map { Self.task("t\($0)", Int64($0), "Task \($0)") }
        let plan = Self.plan(fetched: [], complete: true, items: tasks.map { Self.item($0) }, local: tasks)
        #expect(plan.pull.deletes == [1, 2, 3, 4])
        #expect(plan.deletions.stops)
        #expect(plan.deletions.here == ["Task 1", "Task 2", "Task 3", "Task 4"] && plan.deletions.shared == 4)
        let one = Self.plan(fetched: [], removed: [Self.href("t1")], items: tasks.map { Self.item($0) }, local: tasks)
        #expect(!one.deletions.stops)
    }

    @Test func onlyResourcesWhoseETagMovedAreFetched() {
        let items = [Self.item(Self.task("a", 1, "A"), etag: "\"1\""), Self.item(Self.task("b", 2, "B"), etag: "\"1\"")]
        let listing = SyncEngine.Listing(changed: [Self.href("a"): "\"1\"", Self.href("b"): "\"2\"", Self.href("c"): nil,
                                                   Self.href("d"): "\"9\""])
        #expect(SyncPlan.hrefsToFetch(listing, items: items) == [Self.href("b"), Self.href("c"), Self.href("d")])
    }

    @Test func nothingChangedPlansNothing() {
        let task = Self.task("a", 1, "Same")
        let plan = Self.plan(fetched: [], items: [Self.item(task)], local: [task])
        #expect(plan.pull.creates.isEmpty && plan.pull.updates.isEmpty && plan.pull.deletes.isEmpty)
        #expect(plan.pushes.isEmpty && plan.changes.isEmpty)
    }
}
