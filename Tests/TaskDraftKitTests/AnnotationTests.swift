import Testing
@testable import TaskDraftKit

/// A task keeps dated notes (annotations): an edit adds one and keeps the rest, undo puts the
/// list back, search finds them, migration 020 makes old notes the first, and what a stranger
/// writes into them is bounded.
@Suite struct AnnotationTests {
    static func annotate(_ t: TemporaryStore, _ id: Int64, _ text: String) throws -> Task {
        try EditTaskIntent(taskID: id, patch: TaskPatch(annotate: [text]))
            .perform(in: t.planner, caller: .human, confirmation: .interactive).after
    }

    @Test func aDraftsNotesAreTheFirstAnnotationAndAnEditAddsAnother() throws {
        let t = try TemporaryStore()
        let created = try CreateTaskIntent(draft: TaskDraft(title: "Call Anna", notes: "ask about the contract"))
            .perform(in: t.planner, caller: .human, confirmation: .interactive).task
        #expect(created.annotations == [Annotation(entry: t.now, text: "ask about the contract")])

        t.now = Instant(seconds: t.now.seconds + 3600)
        let edited = try Self.annotate(t, created.id, "called, no answer")
        #expect(edited.annotations == [Annotation(entry: Instant(seconds: t.now.seconds - 3600), text: "ask about the contract"),
                                       Annotation(entry: t.now, text: "called, no answer")])
        #expect(try t.store.task(id: created.id) == edited)
        // The texts are what full-text search reads: a later note finds the task.
        #expect(try t.store.tasks(matching: TaskFilter(text: "answer"), now: t.now).map(\.id) == [created.id])
        #expect(try t.store.tasks(matching: TaskFilter(text: "contract"), now: t.now).map(\.id) == [created.id])

        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.task(id: created.id)?.annotations == created.annotations)
        #expect(try t.store.tasks(matching: TaskFilter(text: "answer"), now: t.now).isEmpty)
    }

    @Test func anEmptyNoteChangesNothingAndAReplacedListIsUndone() throws {
        let t = try TemporaryStore()
        let task = try t.create("Plain")
        let unchanged = try EditTaskIntent(taskID: task.id, patch: TaskPatch(annotate: ["  \n "]))
            .perform(in: t.planner, caller: .human, confirmation: .interactive)
        #expect(unchanged.after == unchanged.before)
        let two = try Self.annotate(t, task.id, "one")
        _ = try Self.annotate(t, task.id, "two")
        let cleared = try EditTaskIntent(taskID: task.id, patch: TaskPatch(annotations: []))
            .perform(in: t.planner, caller: .human, confirmation: .interactive).after
        #expect(cleared.annotations.isEmpty)
        #expect(try t.store.db.first("SELECT count(*) FROM task_annotations") { $0.int(0) } == 0)
        #expect(try t.store.db.first("SELECT notes IS NULL FROM tasks WHERE id = ?", [.int(task.id)]) { $0.int(0) } == 1)
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.task(id: task.id)?.annotations.map(\.text) == ["one", "two"])
        _ = two
    }

    @Test func migration020MakesEveryNotesTheFirstAnnotationDatedWhenTheTaskWasCreated() throws {
        let t = try TemporaryStore()
        let path = t.directory + "/step-019.db"
        let before = try #require(Migrations.steps.firstIndex { $0.name == "022-task-annotations" })
        let old = try TemporaryStore.database(afterSteps: before, at: path)
        for (uuid, notes, created) in [("a", "line one\nline two", 1_700_000_000), ("b", "", 1_700_000_100), ("c", nil, 1_700_000_200)]
            as [(String, String?, Int64)] {
            try old.execute("INSERT INTO tasks (uuid, title, notes, created_at, modified_at) VALUES (?, ?, ?, ?, ?)",
                            [.text(uuid), .text("Task " + uuid), .optional(notes), .int(created), .int(created + 50)])
        }
        let store = try TaskStore(path: path, zone: TemporaryStore.moscow)
        #expect(try store.task(uuid: "a")?.annotations == [Annotation(entry: Instant(seconds: 1_700_000_000), text: "line one\nline two")])
        #expect(try store.task(uuid: "b")?.annotations == [])
        #expect(try store.task(uuid: "c")?.annotations == [])
        #expect(try store.db.rows("SELECT uuid FROM tasks WHERE notes IS NULL ORDER BY uuid") { $0.string(0) } == ["b", "c"])
        #expect(try store.tasks(matching: TaskFilter(text: "two"), now: t.now).map(\.uuid) == ["a"])
    }

    /// Step 024 counts each task's annotations for urgency, and a task with none stays at 0.
    @Test func migration024CountsEachTasksAnnotationsForUrgency() throws {
        let t = try TemporaryStore()
        let path = t.directory + "/step-023.db"
        let before = try #require(Migrations.steps.firstIndex { $0.name == "024-annotation-count" })
        let old = try TemporaryStore.database(afterSteps: before, at: path)
        for (uuid, notes) in [("a", ["one", "two"]), ("b", []), ("c", ["x", "y", "z", "w"])] as [(String, [String])] {
            try old.execute("INSERT INTO tasks (uuid, title, notes, created_at, modified_at) VALUES (?, ?, ?, 1700000000, 1700000000)",
                            [.text(uuid), .text("Task " + uuid), .optional(notes.isEmpty ? nil : notes.joined(separator: "\n"))])
            for (position, text) in notes.enumerated() {
                try old.execute("""
                    INSERT INTO task_annotations (task_id, position, entry, text) SELECT id, ?, 1700000000, ? FROM tasks WHERE uuid = ?
                    """, [.int(Int64(position)), .text(text), .text(uuid)])
            }
        }
        let store = try TaskStore(path: path, zone: TemporaryStore.moscow)
        #expect(try store.db.rows("SELECT uuid, annotation_count FROM tasks ORDER BY uuid") { "\($0.string(0))=\($0.int(1))" }
                == ["a=2", "b=0", "c=4"])
        var weighed = UrgencyCoefficients()
        weighed.age = 0
        var filter = TaskFilter()
        filter.order = .urgency
        let ranked = try store.scoredTasks(matching: filter, now: t.now, coefficients: weighed)
        #expect(ranked.map { "\($0.task.uuid)=\($0.urgency)" } == ["c=1.0", "a=0.9", "b=0.0"])
    }

    @Test func anUndoSnapshotFromBeforeAnnotationsRestoresItsNotesAsTheFirst() throws {
        var snapshot = TaskStore.snapshot(Task(id: 4, uuid: "u", title: "Old", createdAt: Instant(seconds: 1_700_000_000),
                                               modifiedAt: Instant(seconds: 1_700_000_500)))
        snapshot["annotations"] = nil
        snapshot["notes"] = .string("written before")
        let task = try #require(TaskStore.task(snapshot: snapshot))
        #expect(task.annotations == [Annotation(entry: Instant(seconds: 1_700_000_000), text: "written before")])
    }

    @Test func thousandsOfAnnotationsAreStoredAndReadBackInOrder() throws {
        let t = try TemporaryStore()
        let many = (0..<3_000).map { Annotation(entry: Instant(seconds: 1_700_000_000 + Int64($0)), text: "note \($0) \u{1B}[31m") }
        let created = try CreateTaskIntent(draft: TaskDraft(title: "Busy", annotations: many))
            .perform(in: t.planner, caller: .human, confirmation: .interactive).task
        #expect(try t.store.task(id: created.id)?.annotations == many)
    }

    @Test func hostileAnnotationsAreRefusedByTheDraftRules() throws {
        let long = String(repeating: "x", count: Annotation.maximumLength + 1)
        #expect(throws: DraftError.field("annotations", .annotationTooLong(long.count, most: Annotation.maximumLength))) {
            try TaskDraft(title: "T", annotations: [Annotation(entry: Instant(seconds: 0), text: long)]).validated()
        }
        #expect(throws: DraftError.field("notes", .annotationTooLong(long.count, most: Annotation.maximumLength))) {
            try TaskDraft(title: "T", notes: long).validated()
        }
        let tooMany = Array(repeating: Annotation(entry: Instant(seconds: 0), text: "x"), count: Annotation.maximumCount + 1)
        #expect(throws: DraftError.field("annotations", .tooManyAnnotations(most: Annotation.maximumCount))) {
            try TaskDraft(title: "T", annotations: tooMany).validated()
        }
        // A date no calendar here holds.
        #expect(throws: DraftError.self) {
            try TaskDraft(title: "T", annotations: [Annotation(entry: Instant(seconds: 99_999_999_999), text: "x")]).validated()
        }
        // Draft JSON: a stamp that is no date-time, an entry that is no object.
        for bad: JSONValue in [
            .array([.object(["entry": .string("yesterday"), "text": .string("x")])]),
            .array([.object(["entry": .string("2026-12-04"), "text": .string("x")])]),
            .array([.string("x")]),
            .object(["entry": .string("2026-12-04T10:00:00Z"), "text": .string("x")]),
        ] {
            #expect(throws: DraftError.self) {
                try TaskDraft(json: ["title": .string("T"), "annotations": bad], zone: .utc, backend: "test", strict: true)
            }
        }
        let read = try TaskDraft(json: ["title": .string("T"), "annotations": .array([
            .object(["entry": .string("2026-12-04T10:00:00+03:00"), "text": .string("called")]),
        ])], zone: .utc, backend: "test", strict: true)
        #expect(read.annotations == [Annotation(entry: Instant(seconds: 1_796_194_800 + 2 * 86_400), text: "called")])
    }
}
