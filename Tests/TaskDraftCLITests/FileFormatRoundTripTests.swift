import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftCLI

/// Walks `FileFormats.all`, so a format added to the list is checked without a line here: what
/// a format writes, its own reader reads back as the same tasks, and `import` recognises it
/// from the bytes alone.
@Suite struct FileFormatRoundTripTests {
    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_198_400)

    /// Values every format that reads can hold: a day as the due (todo.txt has no time), no
    /// notes and no deleted task (todo.txt has neither), a project without spaces.
    static let tasks: [Task] = [
        Task(id: 1, uuid: "0b29777e-11fa-4e06-9aa0-a5623fc08f12", title: "Pay rent", priority: .high, project: "home",
             tags: ["finance"], due: .date(CivilDate(year: 2026, month: 12, day: 3)),
             createdAt: Instant(seconds: 1_796_108_400), modifiedAt: Instant(seconds: 1_796_112_000)),
        Task(id: 2, uuid: "e391ccc1-bb52-4ea5-a26b-8f39991562b8", title: "Book flights", status: .done, priority: .low,
             tags: ["travel", "отпуск"], due: .date(CivilDate(year: 2026, month: 12, day: 4)),
             createdAt: Instant(seconds: 1_796_108_460), modifiedAt: Instant(seconds: 1_796_194_800),
             completedAt: Instant(seconds: 1_796_194_800)),
        Task(id: 3, uuid: "6513270e-269e-4d37-b2a7-4de452e6b438", title: "Call Anna",
             createdAt: Instant(seconds: 1_796_108_520), modifiedAt: Instant(seconds: 1_796_108_520)),
    ]

    /// The formats `import` reads and `export` writes, by name; one read as another (Todoist's
    /// CSV, whose tasks have no UID and whose done ones it leaves out) has its own tests
    /// (`TodoistExportTests`).
    static let bothWays = FileFormats.all.compactMap { $0.importing }.filter { $0.exporting != nil && $0.importName == $0.name }
        .map(\.name)

    static func format(_ name: String) throws -> any ImportFormat & ExportFormat {
        try #require(FileFormats.all.first { $0.name == name } as? any ImportFormat & ExportFormat)
    }

    static func write(_ tasks: [Task], as format: any ExportFormat) throws -> [UInt8] {
        let deadlines = tasks.compactMap { $0.due?.deadline(in: zone) }
        var writer = try format.writer(for: ExportScope(zone: zone) { deadlines.min().map { $0...deadlines.max()! } })
        return try written { out in
            writer.begin(out)
            for task in tasks { writer.write(task, out) }
            writer.end(out)
        }
    }

    /// The tasks `format`'s reader finds in `bytes`, as `import` would store them.
    static func read(_ bytes: [UInt8], as format: any ImportFormat) throws -> [Task] {
        let file = try InputFile(bytes, name: "tasks")
        let items = Fixtures.read(try format.reader(try file.source(), zone: zone, now: now))
        #expect(Fixtures.problems(items).isEmpty, "\(format.name): \(Fixtures.problems(items).map(\.message))")
        let drafter = RecordDrafter(model: BuiltinModel(),
                                    context: DraftContext(now: now, zone: zone, region: Region("RU"), skills: Skills()))
        return try Fixtures.records(items).map { source in
            guard case .record(let record) = drafter.outcome(source, drafted: drafter.draftText(of: source)) else {
                throw FormatTestFailure.notARecord(line: source.line)
            }
            return record.task(uuid: record.uuid ?? "", now: now)
        }
    }

    enum FormatTestFailure: Error { case notARecord(line: Int) }

    @Test(arguments: bothWays)
    func whatItWritesItReadsBack(_ name: String) throws {
        let format = try Self.format(name)
        let bytes = try Self.write(Self.tasks, as: format)
        let read = try Self.read(bytes, as: format)
        #expect(read.map(\.uuid) == Self.tasks.map(\.uuid))
        #expect(read.map(\.title) == Self.tasks.map(\.title))
        #expect(read.map(\.status) == Self.tasks.map(\.status))
        #expect(read.map(\.priority) == Self.tasks.map(\.priority))
        #expect(read.map(\.project) == Self.tasks.map(\.project))
        #expect(read.map(\.tags) == Self.tasks.map(\.tags))
        #expect(read.map(\.due) == Self.tasks.map(\.due))
        // Whatever else the format holds comes back as it was written.
        #expect(try Self.write(read, as: format) == bytes, "\(name) written again differs")
    }

    @Test(arguments: bothWays)
    func importRecognisesWhatItWrites(_ name: String) throws {
        let format = try Self.format(name)
        let bytes = try Self.write(Self.tasks, as: format)
        let detected = bytes.withUnsafeBufferPointer { FileFormats.detect(path: nil, head: $0) }
        #expect(detected.importName == format.importName)
    }

    @Test func everyNameAndFileNameHasOneFormat() {
        let names = FileFormats.all.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
        let fileNames = FileFormats.all.flatMap(\.fileNames)
        #expect(Set(fileNames).count == fileNames.count, "\(fileNames)")
    }
}
