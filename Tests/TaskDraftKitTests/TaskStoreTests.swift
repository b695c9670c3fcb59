import Foundation
import Testing
@testable import TaskDraftKit

@Suite struct TaskStoreTests {
    @Test func openingCreatesPrivateFileAndSchema() throws {
        let t = try TemporaryStore()
        #expect(FileSystem.permissions(t.path) == 0o600)
        #expect(FileSystem.permissions(t.directory) == 0o700)
        #expect(try Migrations.userVersion(t.store.db) == Migrations.latestVersion)
        let mode = try t.store.db.first("PRAGMA journal_mode") { $0.string(0) }
        #expect(mode == "wal")
        let names = try t.store.db.rows("SELECT name FROM schema_migrations ORDER BY name") { $0.string(0) }
        #expect(names == Migrations.steps.map(\.name))
    }

    @Test func reopeningDoesNotMigrateAgain() throws {
        let t = try TemporaryStore()
        _ = try t.create("Keep me")
        let again = try TaskStore(path: t.path, zone: TemporaryStore.moscow)
        #expect(try again.count() == 1)
    }

    @Test func theFullTextIndexIsRebuiltWithoutColumnSizes() throws {
        let t = try TemporaryStore()
        // The file as step 004 left it, made by running steps 001–004 alone, so steps added
        // later (a task field's column) upgrade it too: the full-text table with its column
        // sizes, and no foreign-key indexes (step 006).
        let path = t.directory + "/step-004.db"
        let old = try TemporaryStore.database(afterSteps: 4, at: path)
        #expect(try old.first("SELECT count(*) FROM sqlite_master WHERE name = 'tasks_fts_docsize'") { $0.int(0) } == 1)
        try old.execute("INSERT INTO tasks (uuid, title, created_at, modified_at) VALUES (?, ?, 0, 0)",
                        [.text(RandomID.uuid()), .text("Ёлка для офиса")])
        let tree = old.lastInsertRowID
        #expect(try old.first("SELECT count(*) FROM tasks_fts_docsize") { $0.int(0) } == 1)

        let upgraded = try TaskStore(path: path, zone: TemporaryStore.moscow)
        #expect(try Migrations.userVersion(upgraded.db) == Migrations.latestVersion)
        #expect(try upgraded.db.first("SELECT count(*) FROM sqlite_master WHERE name = 'tasks_fts_docsize'") { $0.int(0) } == 0)
        #expect(try upgraded.db.first("SELECT count(*) FROM sqlite_master WHERE name = 'tasks_recurs_from'") { $0.int(0) } == 1)
        // The rebuilt index folds ё as the triggers do, and the triggers still feed it.
        #expect(try upgraded.tasks(matching: TaskFilter(text: "елка"), now: t.now).map(\.id) == [tree])
        let added = try upgraded.insert(Task(id: 0, uuid: RandomID.uuid(), title: "Ещё одна ёлка", createdAt: t.now, modifiedAt: t.now))
        #expect(try upgraded.tasks(matching: TaskFilter(text: "елка"), now: t.now).map(\.id) == [tree, added.id])
    }

    @Test func walkingAllTasksEnlargesTheCacheForTheWalkOnly() throws {
        let t = try TemporaryStore()
        for title in ["One", "Two", "Three"] { _ = try t.create(title) }
        func cacheSize() throws -> Int64? { try t.store.db.first("PRAGMA cache_size") { $0.int(0) } }
        let before = try cacheSize()
        var during: [Int64?] = []
        var titles: [String] = []
        try t.store.forEachTask(matching: TaskFilter(), now: t.now) { task in
            titles.append(task.title)
            during.append(try? cacheSize())
        }
        #expect(titles.sorted() == ["One", "Three", "Two"])
        #expect(during.allSatisfy { $0 == -Int64(TaskStore.importCacheKiB) })
        #expect(try cacheSize() == before)
    }

    @Test func aNewerSchemaIsRefused() throws {
        let t = try TemporaryStore()
        try t.store.db.executeScript("PRAGMA user_version = 99")
        #expect {
            _ = try TaskStore(path: t.path, zone: TemporaryStore.moscow)
        } throws: { error in
            let e = error as! StoreError
            return e.kind == .newerSchema && e.description.contains("schema version 99, newer than this taskdraft's")
        }
    }

    @Test func anUnknownStepNameIsRefused() throws {
        let t = try TemporaryStore()
        try t.store.db.execute("INSERT INTO schema_migrations (name, applied_at) VALUES ('999-from-the-future', 0)")
        #expect(throws: StoreError.self) { _ = try TaskStore(path: t.path, zone: TemporaryStore.moscow) }
    }

    @Test func onlyWholeKnownStepNamesAreKnown() throws {
        let names = Migrations.steps.map(\.name)
        // Two steps of one name would each count as the other's.
        #expect(Set(names).count == names.count)
        // Pieces of known names, two of them joined, a name with a trailing space.
        for unknown in ["tasks", "001-tasks-tags-fts\n002-transcript", "\n001-tasks-tags-fts", "", names[0] + " "] {
            let t = try TemporaryStore()
            try t.store.db.execute("INSERT INTO schema_migrations (name, applied_at) VALUES (?, 0)", [.text(unknown)])
            #expect(throws: StoreError.self) { _ = try TaskStore(path: t.path, zone: TemporaryStore.moscow) }
        }
        // Known names only, even with one missing, open as before.
        let t = try TemporaryStore()
        try t.store.db.execute("DELETE FROM schema_migrations WHERE name = ?", [.text(names[1])])
        _ = try TaskStore(path: t.path, zone: TemporaryStore.moscow)
    }

    @Test func errorsNameTheStatementButNotTheValues() throws {
        let t = try TemporaryStore()
        do {
            try t.store.db.execute("INSERT INTO tasks (uuid, title, created_at, modified_at, status) VALUES (?, ?, 0, 0, ?)",
                                   ["u", "Secret title", "bogus"])
            Issue.record("expected a CHECK failure")
        } catch {
            #expect(error.kind == .constraint)
            #expect(error.description.contains("INSERT INTO tasks"))
            #expect(error.description.contains(t.path))
            #expect(!error.description.contains("Secret title"))
        }
    }

    @Test func filtersByDueTagProjectPriorityAndText() throws {
        let t = try TemporaryStore()
        let zone = TemporaryStore.moscow
        let today = zone.date(of: t.now)
        _ = try t.create("Квартальный отчёт", due: .date(today), tags: ["finance"])
        _ = try t.create("Call the bank", due: .dateTime(zone.zoned(LocalDateTime(date: today.adding(days: 1), time: LocalTime(hour: 9, minute: 0)))))
        _ = try t.create("Old thing", due: .date(today.adding(days: -3)))
        _ = try t.create("Someday maybe")
        func titles(_ words: [String]) throws -> [String] {
            var filter = TaskFilter()
            for word in words { #expect(filter.apply(word: word) == nil) }
            return try t.store.tasks(matching: filter, now: t.now).map(\.title)
        }
        #expect(try titles([]) == ["Old thing", "Квартальный отчёт", "Call the bank", "Someday maybe"])
        #expect(try titles(["due:today"]) == ["Old thing", "Квартальный отчёт"])
        #expect(try titles(["due:tomorrow"]) == ["Call the bank"])
        #expect(try titles(["due:overdue"]) == ["Old thing"])
        #expect(try titles(["due:none"]) == ["Someday maybe"])
        #expect(try titles(["+finance"]) == ["Квартальный отчёт"])
        // Full-text search folds case and ё, and matches prefixes.
        #expect(try titles(["ОТЧЕТ"]) == ["Квартальный отчёт"])
        #expect(try titles(["ban"]) == ["Call the bank"])
        var bad = TaskFilter()
        #expect(bad.apply(word: "due:someday") != nil)
    }

    @Test func ftsFollowsEditsAndRemovals() throws {
        let t = try TemporaryStore()
        let task = try t.create("Alpha report")
        _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "Beta report")).perform(in: t.planner, caller: .human, confirmation: .none)
        func search(_ word: String) throws -> Int {
            try t.store.tasks(matching: TaskFilter(text: word), now: t.now).count
        }
        #expect(try search("alpha") == 0)
        #expect(try search("beta") == 1)
        try t.store.remove(id: task.id)
        #expect(try search("beta") == 0)
    }

    @Test func aSearchIsCountedAsItIsListed() throws {
        let t = try TemporaryStore()
        let zone = TemporaryStore.moscow
        let today = zone.date(of: t.now)
        _ = try t.create("Quarterly report", due: .date(today), tags: ["work"])
        _ = try t.create("Report to the bank", tags: ["work"])
        _ = try t.create("Отчёт для банка", due: .date(today.adding(days: 2)))
        let done = try t.create("Old report", tags: ["work"])
        _ = try CompleteTaskIntent(taskID: done.id).perform(in: t.planner, caller: .human, confirmation: .none)
        _ = try t.create("Nothing to see")
        for words in [["report"], ["report", "+work"], ["report", "-work"], ["report", "status:all"], ["отчет"],
                      ["report", "due:today"], ["report", "bank"], ["nothing", "+work"], ["report", "status:done", "+work"]] {
            var filter = TaskFilter()
            for word in words { #expect(filter.apply(word: word) == nil) }
            let listed = try t.store.tasks(matching: filter, now: t.now).count
            #expect(try t.store.count(matching: filter, now: t.now) == listed, "\(words)")
        }
    }

    @Test func aCappedCountStopsAtItsCapAndIsExactBelowIt() throws {
        let t = try TemporaryStore()
        for n in 0..<7 { _ = try t.create("Report \(n)", tags: ["work"]) }
        var filter = TaskFilter()
        #expect(filter.apply(word: "report") == nil)
        #expect(try t.store.count(matching: filter, now: t.now, cap: 3) == 3)
        #expect(try t.store.count(matching: filter, now: t.now, cap: 7) == 7)
        #expect(try t.store.count(matching: filter, now: t.now, cap: 100) == 7)
        #expect(try t.store.count(matching: filter, now: t.now) == 7)
    }
}
