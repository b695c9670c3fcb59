import Testing
@testable import TaskDraftKit

/// Walks `TaskField.all`, so a field added to the table is checked everywhere it travels
/// without a line here: task JSON, draft JSON in and out, the undo snapshot, the store
/// (insert, update, restore, batch import). A field left out of one of them fails.
@Suite struct TaskFieldTableTests {
    static let zone = TemporaryStore.moscow

    /// A new task, as a create makes it.
    static let plain = Task(id: 1, uuid: "6f1c0a52-3b9e-4d7a-8c21-5e4f9b0d3a67", title: "Plain",
                            createdAt: Instant(seconds: 1_700_000_000), modifiedAt: Instant(seconds: 1_700_000_000))

    /// Every field at its table example: no value left at a new task's default.
    static var full: Task {
        var task = plain
        for field in TaskField.all { field.example(&task) }
        return task
    }

    @Test func everyFieldsExampleChangesANewTask() {
        for field in TaskField.all {
            var task = Self.plain
            field.example(&task)
            #expect(task != Self.plain, "the example of \(field.name) is a new task's default: nothing would be checked")
        }
        #expect(Set(TaskField.all.map(\.name)).count == TaskField.all.count)
    }

    @Test func taskJSONIsTheSameBuiltOrWrittenStraight() {
        for task in [Self.plain, Self.full] {
            var writer = JSONWriter()
            task.writeJSON(into: &writer, zone: Self.zone)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONWriter.serialize(.object(task.json(in: Self.zone))))
            var export = JSONWriter()
            task.writeJSON(into: &export, zone: Self.zone, includeID: false)
            var object = task.json(in: Self.zone)
            object["id"] = nil
            #expect(String(decoding: export.bytes, as: UTF8.self) == JSONWriter.serialize(.object(object)))
        }
    }

    @Test func draftJSONRoundTripsEveryDraftField() throws {
        var draft = Self.full.asDraft
        draft.warnings = [TaskDraft.placeholderWarning]
        var writer = JSONWriter()
        draft.writeJSON(into: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONWriter.serialize(.object(draft.json)))
        #expect(draft.json.keys == TaskField.draftKeys + ["backend", "warnings"])
        // Warnings are written in English (the contract) and not read back: a draft's warnings
        // are what TaskDraft found, not what the JSON says.
        #expect(draft.json["warnings"] == .array([.string("nothing was left for a title")]))
        let read = try TaskDraft(json: draft.json, zone: Self.zone, backend: draft.backend, strict: true)
        #expect(read.warnings.isEmpty)
        draft.warnings = []
        #expect(read == draft)
        // Every draft field reaches a task and comes back from it.
        var task = Self.plain
        TaskField.copy(draft, into: &task)
        #expect(task.asDraft == Self.full.asDraft)
        for field in TaskField.draftFields {
            var one = Self.plain
            field.example(&one)
            #expect(one.asDraft != Self.plain.asDraft, "\(field.name) is a draft field that asDraft leaves out")
        }
    }

    /// A length of time as the formats carry it (`TaskField.LengthPart`): its seconds, read back
    /// through the row's draft key, give the task its example again; a row whose codec says no
    /// seconds would lose its places silently, so each declared place is a length field.
    @Test func aLengthFieldsSecondsReadBackThroughItsDraftKey() throws {
        #expect(!TaskField.lengthFields.isEmpty)
        for field in TaskField.lengthFields {
            let length = try #require(field.length)
            var task = Self.plain
            field.example(&task)
            #expect(length.seconds(Self.plain) == nil, "\(field.name): a new task has no length")
            let seconds = try #require(length.seconds(task), "\(field.name)")
            let value = try #require(length.draftValue(seconds))
            var draft = Self.plain.asDraft
            try field.readDraft(&draft, from: [field.name: value], zone: Self.zone)
            var back = Self.plain
            TaskField.copy(draft, into: &back)
            #expect(back == task, "\(field.name)")
            #expect(length.draftValue(0) == nil && length.draftValue(-60) == nil, "\(field.name): no length is no value")
        }
    }

    /// Dated notes as Taskwarrior carries them (`TaskField.DatedPart`): a field whose value reads
    /// as dated notes has a place there, or its notes would be left out of every export silently;
    /// its notes, as a reader puts them under the row's draft key, give the task its example again.
    @Test func aFieldOfDatedNotesHasItsPlaceAndReadsBackThroughItsDraftKey() throws {
        var task = Self.plain
        for field in TaskField.all { field.example(&task) }
        let dated = TaskField.all.filter { field in
            if case .dated? = field.label?.reading(of: task) { true } else { false }
        }
        #expect(!dated.isEmpty)
        #expect(TaskField.datedParts.map(\.field.name) == dated.map(\.name))
        for (field, part) in TaskField.datedParts {
            var example = Self.plain
            field.example(&example)
            #expect(part.value(Self.plain).isEmpty, "\(field.name): a new task has no notes")
            guard case .dated(let notes)? = field.label?.reading(of: example) else { continue }
            #expect(part.value(example) == notes && !notes.isEmpty, "\(field.name)")
            var draft = Self.plain.asDraft
            try field.readDraft(&draft, from: [field.name: .array(notes.map { $0.json(in: .utc) })], zone: Self.zone)
            var back = Self.plain
            TaskField.copy(draft, into: &back)
            #expect(back == example, "\(field.name)")
        }
    }

    @Test func theUndoSnapshotKeepsEveryField() {
        let full = Self.full
        #expect(TaskStore.task(snapshot: TaskStore.snapshot(full)) == full)
        #expect(TaskStore.task(snapshot: TaskStore.snapshot(Self.plain)) == Self.plain)
        // A snapshot written before a field existed still reads, with that field at its default.
        for field in TaskField.all {
            var snapshot = TaskStore.snapshot(Self.plain)
            var fieldOnly = JSONObject()
            field.snapshot(Self.plain) { fieldOnly.append($0, $1) }
            for key in fieldOnly.keys { snapshot[key] = nil }
            if let task = TaskStore.task(snapshot: snapshot) { #expect(task == Self.plain, "without \(field.name)") }
        }
    }

    @Test func theStoreWritesAndReadsEveryField() throws {
        let t = try TemporaryStore()
        var full = Self.full
        full.id = 0
        let inserted = try t.store.insert(full)
        var expected = full
        expected.id = inserted.id
        #expect(try t.store.task(id: inserted.id) == expected)

        var changed = Self.plain
        changed.id = inserted.id
        try t.store.update(changed, from: expected)
        #expect(try t.store.task(id: inserted.id) == changed)

        try t.store.remove(id: inserted.id)
        try t.store.restore(expected)
        #expect(try t.store.task(id: inserted.id) == expected)
        #expect(TaskStore.importColumns == Int32(TaskStore.writtenColumns.count))
    }

    @Test func aBatchImportWritesEveryDraftAndRecordField() throws {
        let t = try TemporaryStore()
        var full = Self.full
        full.idempotencyKey = nil  // an import keys by the UUID, which the uuid column already holds
        let record = ImportRecord(validated: full.asDraft, idempotencyKey: full.uuid, uuid: full.uuid, status: full.status,
                                  createdAt: full.createdAt, modifiedAt: full.modifiedAt, completedAt: full.completedAt,
                                  line: 1)
        let committer = try ImportTasksIntent(source: "fields").begin(in: t.planner, caller: ImportTasksIntent.caller(source: "fields"),
                                                                       confirmation: .flag)
        try committer.add([record])
        guard case .created(let id)? = try committer.commit().first else {
            Issue.record("the record was not created")
            return
        }
        full.id = id
        // The example's link names the task itself (by its UID): an import refuses that link,
        // says so, and writes the rest; its parent is no task here, kept and reported. Links an
        // import does write: `DependencyImportTests`.
        let parent = try #require(full.parent)
        #expect(committer.unsettledRelations == [.init(line: 1, taskID: id, problem: .dependency(.itself(id))),
                                                 .init(line: 1, taskID: id, problem: .parent(.notFound(.uid(parent))))])
        full.depends = []
        #expect(try t.store.task(id: id) == full)
    }
}
