import Testing
@testable import TaskDraftKit

/// An edit writes the note rows that changed, not all of them (`TaskStore.updateAnnotations`):
/// an annotate on a task with 10,000 notes inserts one row, a denotate deletes one, and an edit
/// of another field none. Counted in rows SQLite wrote (`sqlite3_total_changes64`, triggers'
/// included), through the one write path every command takes (`EditTaskIntent`).
@Suite struct AnnotationRowWritesTests {
    static func task(_ t: TemporaryStore, notes count: Int) throws -> Task {
        let created = try t.create("Call Anna")
        var task = created
        task.annotations = (0..<count).map {
            Annotation(entry: Instant(seconds: t.now.seconds - Int64(count - $0) * 60), text: "note \($0) about the contract")
        }
        try t.store.update(task, from: created)
        return task
    }

    /// Rows SQLite wrote while `patch` was applied to task `id`: its row, its notes, the undo and
    /// audit rows, and the full-text index's rows.
    static func rowsWritten(_ t: TemporaryStore, _ id: Int64, _ patch: TaskPatch) throws -> Int64 {
        let start = t.store.db.totalChanges
        _ = try EditTaskIntent(taskID: id, patch: patch).perform(in: t.planner, caller: .human, confirmation: .interactive)
        return t.store.db.totalChanges - start
    }

    /// Note rows inserted, deleted or updated while `patch` was applied to task `id`, counted
    /// by temporary triggers on this connection.
    static func noteRowsWritten(_ t: TemporaryStore, _ id: Int64, _ patch: TaskPatch) throws -> Int64 {
        try t.store.db.executeScript("""
            CREATE TEMP TABLE IF NOT EXISTS note_writes (n INTEGER NOT NULL);
            DELETE FROM note_writes; INSERT INTO note_writes VALUES (0);
            CREATE TEMP TRIGGER IF NOT EXISTS note_inserted AFTER INSERT ON main.task_annotations BEGIN UPDATE note_writes SET n = n + 1; END;
            CREATE TEMP TRIGGER IF NOT EXISTS note_deleted AFTER DELETE ON main.task_annotations BEGIN UPDATE note_writes SET n = n + 1; END;
            CREATE TEMP TRIGGER IF NOT EXISTS note_updated AFTER UPDATE ON main.task_annotations BEGIN UPDATE note_writes SET n = n + 1; END;
            """)
        _ = try EditTaskIntent(taskID: id, patch: patch).perform(in: t.planner, caller: .human, confirmation: .interactive)
        return try #require(try t.store.db.first("SELECT n FROM note_writes") { $0.int(0) })
    }

    static func noteRows(_ t: TemporaryStore, _ id: Int64) throws -> Int64 {
        try #require(try t.store.db.first("SELECT count(*) FROM task_annotations WHERE task_id = ?", [.int(id)]) { $0.int(0) })
    }

    @Test func onATaskWith10000NotesAnAnnotateWritesOneNoteRowADenotateOneAndOtherEditsNone() throws {
        let t = try TemporaryStore()
        let many = try Self.task(t, notes: Annotation.maximumCount - 1)
        #expect(try Self.noteRowsWritten(t, many.id, TaskPatch(annotate: ["called, no answer"])) == 1)
        #expect(try Self.noteRows(t, many.id) == Int64(Annotation.maximumCount))
        #expect(try Self.noteRowsWritten(t, many.id, TaskPatch(title: "Call Anna back", priority: .high)) == 0)
        #expect(try Self.noteRowsWritten(t, many.id, TaskPatch(lists: ["tags": .init(replace: [.string("phone")])])) == 0)
        var fewer = try #require(try t.store.task(id: many.id)).annotations
        fewer.remove(at: 4_321)
        #expect(try Self.noteRowsWritten(t, many.id, TaskPatch(annotations: fewer)) == 1)
        #expect(try t.store.task(id: many.id)?.annotations == fewer)
        // Undo of the denotate puts the one note back, in the gap it left.
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.db.first("SELECT n FROM note_writes") { $0.int(0) } == 2)
        #expect(try t.store.task(id: many.id)?.annotations.count == Annotation.maximumCount)
    }

    /// An edit that leaves the notes and the title alone writes the task's row and its undo and
    /// audit rows, on a task with 10,000 notes as on one with one: its full-text row stays.
    @Test func anEditThatLeavesTheTextAloneWritesAsManyRowsWith10000NotesAsWithOne() throws {
        let t = try TemporaryStore()
        let few = try Self.task(t, notes: 1)
        let many = try Self.task(t, notes: Annotation.maximumCount)
        for patch in [TaskPatch(priority: .high), TaskPatch(lists: ["tags": .init(replace: [.string("phone")])]), TaskPatch(status: .done)] {
            #expect(try Self.rowsWritten(t, few.id, patch) == 3 + (patch.lists["tags"] == nil ? 0 : 1))
            #expect(try Self.rowsWritten(t, many.id, patch) == 3 + (patch.lists["tags"] == nil ? 0 : 1))
        }
    }

    /// At the store, every write counted: an annotate and a denotate are one note row each.
    @Test func theStoreWritesOneNoteRowForAnAnnotateOrADenotate() throws {
        let t = try TemporaryStore()
        let task = try Self.task(t, notes: Annotation.maximumCount - 1)
        var list = task.annotations
        func written(_ after: [Annotation]) throws -> Int64 {
            let start = t.store.db.totalChanges
            try t.store.updateAnnotations(of: task.id, from: list, to: after)
            defer { list = after }
            return t.store.db.totalChanges - start
        }
        #expect(try written(list + [Annotation(entry: t.now, text: "called, no answer")]) == 1)
        #expect(try written(Array(list.dropLast())) == 1)
        var middle = list
        middle.remove(at: 17)
        #expect(try written(middle) == 1)
        #expect(try written(middle) == 0)
        #expect(try t.store.task(id: task.id)?.annotations == middle)
    }

    /// Notes written over a seeded walk of edits (added and taken out anywhere, one or several,
    /// at the start where no gap is left) read back as each edit left them, and undo of every
    /// edit, newest first, brings back the list each began from.
    @Test func aWalkOfEditsReadsBackEachListAndUndoesToTheFirst() throws {
        let t = try TemporaryStore()
        let first = try Self.task(t, notes: 4)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var lists = [first.annotations]
        for step in 0..<120 {
            var list = lists.last!
            let at = next(list.count + 1)
            let removing = min(next(3), list.count - at)
            list.removeSubrange(at..<at + removing)
            let adding = (0..<next(4)).map { Annotation(entry: Instant(seconds: t.now.seconds + Int64(step)), text: "step \(step) \($0)") }
            list.insert(contentsOf: adding, at: at)
            _ = try EditTaskIntent(taskID: first.id, patch: TaskPatch(annotations: list))
                .perform(in: t.planner, caller: .human, confirmation: .interactive)
            #expect(try t.store.task(id: first.id)?.annotations == list, "step \(step)")
            if list != lists.last! { lists.append(list) }
        }
        for list in lists.reversed().dropFirst() {
            _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
            #expect(try t.store.task(id: first.id)?.annotations == list)
        }
        #expect(try t.store.task(id: first.id)?.annotations == first.annotations)
    }
}
