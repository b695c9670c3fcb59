import Testing
@testable import TaskDraftKit
@testable import TaskDraftCLI

/// Every field of `TaskField.all` leaves through `export` and comes back through `import`, in
/// each format that carries every field: a field added to the table without reaching the
/// export writers or the import readers fails here.
@Suite struct TaskFieldFormatTests {
    static let zone = Fixtures.moscow

    /// Every field at its table example.
    static var full: Task {
        var task = Task(id: 1, uuid: "6f1c0a52-3b9e-4d7a-8c21-5e4f9b0d3a67", title: "Plain",
                        createdAt: Instant(seconds: 1_700_000_000), modifiedAt: Instant(seconds: 1_700_000_000))
        for field in TaskField.all { field.example(&task) }
        return task
    }

    func imported(_ bytes: [UInt8], csv: Bool) throws -> ImportRecord? {
        let file = try InputFile(bytes)
        let reader: any RecordReader = csv ? try CSVReader(source: try file.source(), zone: Self.zone, now: Fixtures.context.now)
            : JSONRecordReader(source: try file.source(), mapping: .draft, zone: Self.zone)
        let items = Fixtures.read(reader)
        #expect(Fixtures.problems(items).isEmpty, "\(Fixtures.problems(items))")
        #expect(reader.notes.isEmpty, "\(reader.notes)")
        let source = try #require(Fixtures.records(items).first)
        let drafter = RecordDrafter(model: SlowModel(microseconds: 0), context: Fixtures.context)
        guard case .record(let record) = drafter.outcome(source, drafted: nil) else {
            Issue.record("the exported task did not import")
            return nil
        }
        return record
    }

    /// `linksByUID`: the format names the tasks a task depends on by UID only (a CSV cell), as
    /// ids belong to one database; the import finds them by it.
    func expectSameTask(_ record: ImportRecord, linksByUID: Bool = false) {
        let task = Self.full
        var draft = task.asDraft
        draft.backend = RecordDrafter.structuredBackend
        if linksByUID { draft.depends = draft.depends.map { TaskLink(uid: $0.uid) } }
        #expect(record.draft == draft)
        #expect(record.uuid == task.uuid)
        #expect(record.status == task.status)
        #expect(record.createdAt == task.createdAt)
        #expect(record.modifiedAt == task.modifiedAt)
        #expect(record.completedAt == task.completedAt)
    }

    @Test func jsonLinesCarryEveryField() throws {
        var writer = JSONTaskWriter(zone: Self.zone, array: false)
        let bytes = try written { out in
            writer.begin(out)
            writer.write(Self.full, out)
            writer.end(out)
        }
        expectSameTask(try #require(try imported(bytes, csv: false)))
    }

    /// A new writer of a format that says what it leaves out (`TaskWriter.leftOut`).
    static func countingWriter(_ format: String) -> any TaskWriter {
        switch format {
        case "taskwarrior": TaskwarriorTaskWriter(zone: zone)
        case "todoist": TodoistTaskWriter(zone: zone)
        default: TodoTxtTaskWriter(zone: zone)
        }
    }

    /// Each of those formats writes each draft field at its table example, or counts it as left
    /// out (todo.txt's `noPlace`, a reminder, a rule the format cannot say, a parent or a link the
    /// file does not hold): a field whose place a walk by the kind of its value lost would leave
    /// the document as it was, uncounted.
    @Test(arguments: ["todotxt", "taskwarrior", "todoist"], TaskField.draftFields.map(\.name))
    func aFormatWritesOrCountsEveryDraftField(format: String, name: String) throws {
        let field = try #require(TaskField.named(name))
        let plain = Task(id: 1, uuid: "6f1c0a52-3b9e-4d7a-8c21-5e4f9b0d3a67", title: "Plain",
                         createdAt: Instant(seconds: 1_700_000_000), modifiedAt: Instant(seconds: 1_700_000_000))
        var changed = plain
        field.example(&changed)
        func document(_ task: Task) throws -> (bytes: [UInt8], leftOut: ExportLeftOut.Counts) {
            var writer = Self.countingWriter(format)
            let bytes = try written { out in
                writer.begin(out)
                writer.write(task, out)
                writer.end(out)
            }
            return (bytes, writer.leftOut)
        }
        let (before, after) = (try document(plain), try document(changed))
        #expect(after.bytes != before.bytes || after.leftOut != before.leftOut,
                "\(format) \(name): \(String(decoding: after.bytes, as: UTF8.self))")
    }

    @Test func csvCarriesEveryField() throws {
        var writer = CSVTaskWriter(zone: Self.zone)
        let bytes = try written { out in
            writer.begin(out)
            writer.write(Self.full, out)
            writer.end(out)
        }
        #expect(CSVTaskWriter.columns.count == TaskField.all.filter { $0.csv != nil }.count)
        expectSameTask(try #require(try imported(bytes, csv: true)), linksByUID: true)
    }
}
