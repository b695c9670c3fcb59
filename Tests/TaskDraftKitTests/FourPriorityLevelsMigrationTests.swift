import Testing
@testable import TaskDraftKit

/// Step 018: the three levels become Taskwarrior's and Todoist's four. A task that had `normal`
/// (the level nobody named) has `none`; `low` and `high` stay; the CHECK accepts exactly the
/// four names, as an `=`/`OR` chain; the agenda index orders by the new rank.
@Suite struct FourPriorityLevelsMigrationTests {
    static let stepsBefore = Migrations.steps.firstIndex { $0.name == "018-four-priority-levels" }!

    @Test func aThreeLevelFileKeepsEveryTaskAtTheLevelItMeant() throws {
        let t = try TemporaryStore()
        let path = t.directory + "/three-levels.db"
        let old = try TemporaryStore.database(afterSteps: Self.stepsBefore, at: path)
        for (index, priority) in ["high", "normal", "low", "normal"].enumerated() {
            try old.execute("INSERT INTO tasks (uuid, title, priority, created_at, modified_at) VALUES (?, ?, ?, 0, 7)",
                            [.text(RandomID.uuid()), .text("Task \(index)"), .text(priority)])
        }
        try old.executeScript("INSERT INTO tasks (uuid, title, created_at, modified_at) VALUES ('d', 'Defaulted', 0, 7)")
        #expect(try old.first("SELECT priority FROM tasks WHERE uuid = 'd'") { $0.string(0) } == "normal")

        let upgraded = try TaskStore(path: path, zone: TemporaryStore.moscow)
        let db = upgraded.db
        #expect(try db.rows("SELECT priority FROM tasks ORDER BY id") { $0.string(0) } == ["high", "none", "low", "none", "none"])
        // Changing the level's name is no edit of the task: a sync must not push every task.
        #expect(try db.rows("SELECT DISTINCT modified_at FROM tasks") { $0.int(0) } == [7])
        #expect(try upgraded.tasks(matching: TaskFilter(), now: t.now).map(\.priority) == [.high, .low, .unset, .unset, .unset])
        #expect(try db.rows("PRAGMA integrity_check") { $0.string(0) } == ["ok"])

        let candidates = CheckConstraintMigrationTests.candidates(CheckConstraintMigrationTests.prioritiesNow)
            + ["'normal'", "'NORMAL'"]
        let accepted = try CheckConstraintMigrationTests.accepted(db, column: "priority", candidates)
        #expect(accepted == candidates.map { ["'none'", "'low'", "'medium'", "'high'"].contains($0) })
        #expect(try CheckConstraintMigrationTests.ephemeralOpens(db, CheckConstraintMigrationTests.taskInsert) == 0)
        try db.executeScript("INSERT INTO tasks (uuid, title, created_at, modified_at) VALUES ('n', 'New', 0, 0)")
        #expect(try db.first("SELECT priority FROM tasks WHERE uuid = 'n'") { $0.string(0) } == "none")
    }

    @Test func listingByPriorityReadsTheAgendaIndexInItsOrder() throws {
        let t = try TemporaryStore()
        for (index, priority) in [Priority.unset, .low, .medium, .high, .unset, .medium].enumerated() {
            _ = try t.store.insert(Task(id: 0, uuid: RandomID.uuid(), title: "Task \(index)", priority: priority,
                                        createdAt: t.now, modifiedAt: t.now))
        }
        var filter = TaskFilter()
        filter.order = .priority
        #expect(try t.store.tasks(matching: filter, now: t.now).map(\.priority) == [.high, .medium, .medium, .low, .unset, .unset])
        let plan = try t.store.db.rows("EXPLAIN QUERY PLAN SELECT id FROM tasks WHERE status = 'pending' ORDER BY "
                                       + "due_epoch IS NULL, due_epoch, \(TaskStore.priorityRank), id") { $0.string(3) }
        #expect(plan.contains { $0.contains("tasks_agenda") } && !plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }
}
