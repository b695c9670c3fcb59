import Foundation
import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftCLI

@Suite struct ImportPipelineTests {
    func run(_ lines: [String], model: SlowModel, jobs: Int) throws -> [ImportPipeline.Item] {
        let file = try InputFile(lines.joined(separator: "\n") + "\n", name: "plain.txt")
        let pipeline = ImportPipeline(reader: TextLineReader.plain(try file.source()),
                                      drafter: RecordDrafter(model: model, context: Fixtures.context), jobs: jobs)
        var items: [ImportPipeline.Item] = []
        try pipeline.run { items.append($0) }
        return items
    }

    func titles(_ items: [ImportPipeline.Item]) -> [String] {
        items.compactMap { if case .record(let r) = $0 { return r.draft.title } else { return nil } }
    }

    @Test func jobsDraftConcurrentlyAndKeepTheInputOrder() throws {
        let lines = (0..<40).map { "task \($0)" }
        let model = SlowModel(microseconds: 5_000)
        let items = try run(lines, model: model, jobs: 4)
        #expect(titles(items) == lines.map { "drafted: " + $0 })
        let records = items.compactMap { if case .record(let r) = $0 { return r } else { return nil } }
        #expect(records.map(\.line) == Array(1...40))
        let peak = model.counters.maximum.load(ordering: .relaxed)
        #expect(peak > 1, "drafts never overlapped")
        #expect(peak <= 4, "more drafts at once than --jobs allows: \(peak)")
        #expect(model.counters.calls.load(ordering: .relaxed) == 40)
    }

    @Test func oneJobDraftsOneAtATime() throws {
        let model = SlowModel(microseconds: 1_000)
        _ = try run((0..<10).map { "t\($0)" }, model: model, jobs: 1)
        #expect(model.counters.maximum.load(ordering: .relaxed) == 1)
    }

    @Test func problemsAndRecordsStayInPlace() throws {
        let file = try InputFile("a\n\nb\n" + String(repeating: "z", count: 2 * ByteSource.maximumRecordBytes) + "\nc\n", name: "p.txt")
        let pipeline = ImportPipeline(reader: TextLineReader.plain(try file.source()),
                                      drafter: RecordDrafter(model: SlowModel(microseconds: 0), context: Fixtures.context), jobs: 3)
        var order: [String] = []
        try pipeline.run { item in
            switch item {
            case .record(let r): order.append(r.draft.title)
            case .problem(let p): order.append("problem at \(p.line)")
            case .skipped: order.append("skipped")
            }
        }
        #expect(order == ["drafted: a", "drafted: b", "problem at 4", "drafted: c"])
    }

    @Test func aBackendThatIsDownStopsTheRun() throws {
        var model = SlowModel(microseconds: 0)
        model.unavailableFor = ["t3"]
        #expect(throws: BackendError.self) { _ = try run((0..<6).map { "t\($0)" }, model: model, jobs: 2) }
    }
}

@Suite struct ImportSpoolTests {
    @Test func recordsComeBackExactly() throws {
        let zone = Fixtures.moscow
        let due = Due.dateTime(ZonedDateTime(local: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3),
                                                                  time: LocalTime(hour: 9, minute: 30)), offset: 5 * 3600))
        let records = [
            try ImportRecord(draft: TaskDraft(title: "Отчёт", notes: "a\nb", due: due, priority: .high, project: "q4",
                                              tags: ["x", "y"], recurrence: try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO"),
                                              backend: "import", warnings: [TaskDraft.placeholderWarning]),
                             uid: "6f9619ff-8b86-4011-b42d-00cf4fc964ff", status: .done,
                             createdAt: Instant(seconds: 1), modifiedAt: Instant(seconds: 2), completedAt: Instant(seconds: 3), line: 7),
            try ImportRecord(draft: TaskDraft(title: "plain", due: .date(CivilDate(year: 2027, month: 1, day: 1))), line: 9),
        ]
        let spool = try ImportSpool(environment: Environment(["TMPDIR": NSTemporaryDirectory()]))
        for record in records { spool.append(record) }
        let reader = try spool.records(zone: zone)
        var back: [ImportRecord] = []
        while let record = try reader.next() { back.append(record) }
        // The drafts come back exactly; their warnings, with the words they had in each language.
        for language in Language.allCases {
            #expect(back.map { $0.draft.warnings.map { $0.text(in: language) } }
                    == records.map { $0.draft.warnings.map { $0.text(in: language) } })
        }
        #expect(back[0].draft.warnings.map(\.english) == ["nothing was left for a title"])
        var expected = records, kept = back
        expected[0].draft.warnings = []
        kept[0].draft.warnings = []
        #expect(kept == expected)
    }
}
