import Testing
@testable import TaskDraftKit

/// An undo entry's summary is a value in the store (`undo_log.summary_value`, migration 019),
/// read back as the same case and worded per language; its English stays in `summary` for
/// JSON and the desktop. A row from before the migration, or one whose value this build cannot
/// read, is shown as its English was stored.
@Suite struct UndoSummaryTests {
    @Test func everySummaryRoundTripsThroughTheStore() throws {
        let t = try TemporaryStore()
        for summary in UndoSummary.samples where summary != .stored("completed 3 \"Gym\"") {
            try t.store.appendUndo(UndoEntry(at: t.now, caller: .human, intent: "create", summary: summary,
                                             changes: [.init(taskID: 1, before: nil, after: nil)]))
            let read = try #require(try t.store.lastUndoable())
            #expect(read.summary == summary)
            try t.store.markUndone(try #require(read.id), at: t.now)
        }
    }

    @Test func theEnglishIsStoredBesideTheValue() throws {
        let t = try TemporaryStore()
        try t.store.appendUndo(UndoEntry(at: t.now, caller: .human, intent: "complete", summary: .completed(task: 3, title: "Gym"),
                                         changes: [.init(taskID: 3, before: nil, after: nil)]))
        let english = try t.store.db.first("SELECT summary FROM undo_log", []) { $0.string(0) }
        #expect(english == "completed 3 \"Gym\"")
    }

    @Test func aRowFromBeforeTheMigrationIsShownAsStored() throws {
        let t = try TemporaryStore()
        // As 003-audit-undo wrote rows: no summary_value.
        try t.store.db.execute("""
            INSERT INTO undo_log (at, caller_kind, caller_name, intent, summary, changes) VALUES (?, 'human', NULL, 'complete', ?, '[]')
            """, [.int(t.now.seconds), .text("completed 7 \"Old\"")])
        #expect(try t.store.lastUndoable()?.summary == .stored("completed 7 \"Old\""))
        // A newer version, or a kind this build does not know, reads the same way.
        for value in [#"{"version": 2, "kind": "completed", "task": 7, "title": "Old"}"#, #"{"version": 1, "kind": "archived"}"#,
                      #"{"version": 1, "kind": "completed", "task": "seven"}"#, "not json"] {
            try t.store.db.execute("UPDATE undo_log SET summary_value = ?", [.text(value)])
            #expect(try t.store.lastUndoable()?.summary == .stored("completed 7 \"Old\""), "\(value)")
        }
    }

    @Test func summariesReadInEachLanguage() {
        #expect(UndoSummary.completed(task: 3, title: "Gym").russian == "выполнение задачи 3 «Gym»")
        #expect(UndoSummary.createdSet([1, 2, 3]).russian == "создание 3 задач (1, 2, 3)")
        #expect(UndoSummary.imported(count: 21, source: "tasks.csv").russian == "импорт 21 задачи из tasks.csv")
        #expect(UndoSummary.synced(server: nil, created: 1, changed: 0, deleted: 2).english
                == "synced with the server: 1 created, 0 changed, 2 deleted")
        #expect(UndoSummary.stored("completed 7 \"Old\"").russian == "completed 7 \"Old\"")
    }
}
