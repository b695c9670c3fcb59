import Foundation
import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// The built-in parser against a corpus of task sentences (EN/RU/PL) with their expected
/// drafts: `Fixtures/sentences.tsv`, written by hand, reasoned from the calendar, not from
/// the parser's output.
@Suite struct SentenceCorpusTests {
    struct Case: CustomStringConvertible {
        let line: Int
        let region: String
        let text, title, due, priority, tags, project, recurrence: String
        var description: String { "line \(line): \(text)" }
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/sentences.tsv")

    static let cases: [Case] = {
        let text = (try? String(contentsOf: fixture, encoding: .utf8)) ?? ""
        var region = "RU"
        var result: [Case] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("@region ") { region = String(line.dropFirst(8)); continue }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            precondition(f.count == 7, "sentences.tsv line \(index + 1) has \(f.count) fields")
            result.append(Case(line: index + 1, region: region, text: f[0], title: f[1], due: f[2], priority: f[3],
                               tags: f[4], project: f[5], recurrence: f[6]))
        }
        return result
    }()

    static let skills = SkillsLoader.load(directories: [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Skills").path,
    ]).skills

    @Test func theCorpusIsLargeAndEveryLanguageIsThere() {
        #expect(Self.cases.count >= 300)
        #expect(Self.cases.contains { $0.text.contains("jutro") })
        #expect(Self.cases.contains { $0.text.contains("завтра") })
    }

    @Test(arguments: cases)
    func draftMatches(_ c: Case) {
        let context = DraftContext(now: Instant(seconds: 1_796_194_800), zone: Zone.named("Europe/Moscow")!,
                                   region: Region(c.region), skills: Self.skills)
        let draft = BuiltinParser().parse(c.text, context: context)
        #expect(draft.title == c.title, "title")
        let due: String
        switch draft.due {
        case .date(let d)?: due = d.description
        case .dateTime(let z)?: due = String(z.description.prefix(16)) + (z.offset == 10_800 ? "" : " offset \(z.offset)")
        case nil: due = "-"
        }
        #expect(due == c.due, "due")
        #expect(draft.priority.rawValue == c.priority, "priority")
        #expect((draft.tags.isEmpty ? "-" : draft.tags.joined(separator: ",")) == c.tags, "tags")
        #expect((draft.project ?? "-") == c.project, "project")
        #expect((draft.recurrence?.rrule ?? "-") == c.recurrence, "recurrence")
    }
}
