import Testing
@testable import TaskDraftKit

/// An undo row keeps what a change did to a task's annotations (`AnnotationEdit`), not the
/// whole list before and after: an annotate on a task with 10,000 long notes writes a row of a
/// few kilobytes, not two copies of every note, and undo still puts the list back exactly,
/// each note at its place with its date.
@Suite struct AnnotationUndoTests {
    /// The task's annotation rows and its notes column as stored: what "exactly" compares.
    static func stored(_ t: TemporaryStore, _ id: Int64) throws -> [String] {
        let rows = try t.store.db.rows("SELECT position, entry, text FROM task_annotations WHERE task_id = ? ORDER BY position",
                                       [.int(id)]) { "\($0.int(0)) \($0.int(1)) \($0.string(2))" }
        let notes = try t.store.db.first("SELECT coalesce(notes, '<null>') FROM tasks WHERE id = ?", [.int(id)]) { $0.string(0) }
        return rows + [notes ?? "<no task>"]
    }

    /// Bytes of the newest undo row's changes.
    static func newestRowBytes(_ t: TemporaryStore) throws -> Int64 {
        try #require(try t.store.db.first("SELECT length(CAST(changes AS BLOB)) FROM undo_log ORDER BY id DESC LIMIT 1") { $0.int(0) })
    }

    /// A task with `count` notes of `length` Cyrillic letters each (two bytes a letter), a minute apart.
    static func task(_ t: TemporaryStore, notes count: Int, length: Int) throws -> Task {
        let created = try t.create("Call Anna")
        var task = created
        let text = String(repeating: "ж", count: length)
        task.annotations = (0..<count).map {
            Annotation(entry: Instant(seconds: t.now.seconds - Int64(count - $0) * 60), text: "note \($0) " + text)
        }
        try t.store.update(task, from: created)
        return task
    }

    static func edit(_ t: TemporaryStore, _ id: Int64, _ patch: TaskPatch) throws -> Task {
        try EditTaskIntent(taskID: id, patch: patch).perform(in: t.planner, caller: .human, confirmation: .interactive).after
    }

    static func undo(_ t: TemporaryStore) throws {
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
    }

    /// The task ends with 10,000 notes, the most one task keeps (`Annotation.maximumCount`).
    @Test func anAnnotateThatMakes10000LongNotesWritesASmallRowAndUndoesExactly() throws {
        let t = try TemporaryStore()
        let one = try Self.task(t, notes: 1, length: 500)
        t.now = Instant(seconds: t.now.seconds + 60)
        _ = try Self.edit(t, one.id, TaskPatch(annotate: ["called, no answer"]))
        let oneNoteRow = try Self.newestRowBytes(t)

        // 9,999 notes of a kilobyte each: two lists of them would be a 20 MB row.
        let many = try Self.task(t, notes: Annotation.maximumCount - 1, length: 500)
        let before = try Self.stored(t, many.id)
        #expect(before.count == Annotation.maximumCount)
        let annotated = try Self.edit(t, many.id, TaskPatch(annotate: ["called, no answer"]))
        #expect(annotated.annotations.count == Annotation.maximumCount)
        #expect(annotated.annotations.last == Annotation(entry: t.now, text: "called, no answer"))
        let row = try Self.newestRowBytes(t)
        #expect(row < 4096, "an annotate's undo row holds \(row) bytes")
        #expect(row <= oneNoteRow + 8, "the row grows with the notes the task has: \(row) bytes, \(oneNoteRow) for a task with one")

        try Self.undo(t)
        #expect(try Self.stored(t, many.id) == before)
        #expect(try t.store.task(id: many.id)?.annotations == many.annotations)
    }

    @Test func aDenotateKeepsTheOneNoteItRemovedAndUndoPutsItBackAtItsPlaceWithItsDate() throws {
        let t = try TemporaryStore()
        let many = try Self.task(t, notes: 10_000, length: 500)
        let before = try Self.stored(t, many.id)
        var fewer = many.annotations
        let removed = fewer.remove(at: 4_321)
        _ = try Self.edit(t, many.id, TaskPatch(annotations: fewer))
        #expect(try t.store.task(id: many.id)?.annotations.count == 9_999)
        let row = try Self.newestRowBytes(t)
        #expect(row < 4096 + Int64(removed.text.utf8.count), "a denotate's undo row holds \(row) bytes")

        try Self.undo(t)
        #expect(try Self.stored(t, many.id) == before)
        #expect(try t.store.task(id: many.id)?.annotations[4_321] == removed)
    }

    @Test func anEditOfAnotherFieldKeepsNoNoteAndUndoKeepsThemAll() throws {
        let t = try TemporaryStore()
        let many = try Self.task(t, notes: 10_000, length: 500)
        let before = try Self.stored(t, many.id)
        _ = try Self.edit(t, many.id, TaskPatch(title: "Call Anna back", priority: .high))
        #expect(try Self.newestRowBytes(t) < 4096)
        try Self.undo(t)
        #expect(try Self.stored(t, many.id) == before)
        #expect(try t.store.task(id: many.id)?.title == "Call Anna")
    }

    /// Notes replaced wholesale (`notes:none`, a refined draft's list) and two notes in a row,
    /// undone one at a time, each come back as they were.
    @Test func aClearedListAndTwoAnnotatesAreUndoneOneAtATime() throws {
        let t = try TemporaryStore()
        let task = try Self.task(t, notes: 3, length: 10)
        let three = try Self.stored(t, task.id)
        _ = try Self.edit(t, task.id, TaskPatch(annotations: []))
        let none = try Self.stored(t, task.id)
        #expect(none == ["<null>"])
        _ = try Self.edit(t, task.id, TaskPatch(annotate: ["one"]))
        let first = try Self.stored(t, task.id)
        t.now = Instant(seconds: t.now.seconds + 60)
        _ = try Self.edit(t, task.id, TaskPatch(annotate: ["one"]))
        try Self.undo(t)
        #expect(try Self.stored(t, task.id) == first)
        try Self.undo(t)
        #expect(try Self.stored(t, task.id) == none)
        try Self.undo(t)
        #expect(try Self.stored(t, task.id) == three)
    }

    /// A row written before undo kept edits holds both lists, and undo still reads them.
    @Test func aRowWithBothListsIsStillUndone() throws {
        let t = try TemporaryStore()
        let task = try Self.task(t, notes: 2, length: 10)
        let before = try Self.stored(t, task.id)
        var after = task
        after.annotations.removeFirst()
        try t.store.update(after, from: task)
        let changes = JSONValue.array([.object(["task_id": .int(task.id), "before": .object(TaskStore.snapshot(task)),
                                                "after": .object(TaskStore.snapshot(after))])])
        try t.store.db.execute("""
            INSERT INTO undo_log (at, caller_kind, intent, summary, changes) VALUES (?, 'human', 'edit', 'edited', ?)
            """, [.int(t.now.seconds), .text(JSONWriter.serialize(changes))])
        try Self.undo(t)
        #expect(try Self.stored(t, task.id) == before)
    }

    /// Any list made into any other, and reverted from it, is the first again: duplicates,
    /// an edit at the start, the end, or in the middle (a seeded walk over small lists).
    @Test func anEditRevertedIsTheListItCameFrom() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pool = (0..<3).flatMap { entry in ["a", "b"].map { Annotation(entry: Instant(seconds: Int64(entry)), text: $0) } }
        for _ in 0..<2_000 {
            let before = (0..<next(6)).map { _ in pool[next(pool.count)] }
            let after = (0..<next(6)).map { _ in pool[next(pool.count)] }
            let edit = AnnotationEdit(from: before, to: after)
            #expect(edit.reverted(after) == before, "\(before) → \(after): \(edit)")
            #expect(AnnotationEdit(json: edit.json) == edit)
            #expect(edit.removed.count <= before.count && edit.added.count <= after.count)
        }
        #expect(AnnotationEdit(from: Array(pool.prefix(3)), to: Array(pool.prefix(4))) == AnnotationEdit(position: 3, removed: [], added: [pool[3]]))
        #expect(AnnotationEdit(from: pool, to: pool).isEmpty)
    }
}
