import Foundation
import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// The built-in parser against a corpus of task sentences (EN/RU/PL) with their expected
/// drafts: `Fixtures/sentences.tsv`, written by hand, reasoned from the calendar, not from
/// the parser's output. Sections headed "## Not a date" are the family of names, versions,
/// prices, references, addresses and quantities (issue 14): that family is held to a pass
/// rate, every other line must match exactly.
@Suite struct SentenceCorpusTests {
    struct Case: CustomStringConvertible {
        let line: Int
        let region: String
        let notADate: Bool
        let text, title, due, priority, tags, project, recurrence: String
        var description: String { "line \(line): \(text)" }
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/sentences.tsv")

    static let cases: [Case] = {
        let text = (try? String(contentsOf: fixture, encoding: .utf8)) ?? ""
        var region = "RU"
        var notADate = false
        var result: [Case] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("@region ") { region = String(line.dropFirst(8)); continue }
            if line.hasPrefix("## ") { notADate = line.hasPrefix("## Not a date"); continue }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            precondition(f.count == 7, "sentences.tsv line \(index + 1) has \(f.count) fields")
            result.append(Case(line: index + 1, region: region, notADate: notADate, text: f[0], title: f[1], due: f[2], priority: f[3],
                               tags: f[4], project: f[5], recurrence: f[6]))
        }
        return result
    }()

    static let skills = SkillsLoader.load(directories: [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Skills").path,
    ]).skills

    @Test func theCorpusIsLargeAndEveryLanguageIsThere() {
        #expect(Self.cases.count >= 600)
        #expect(Self.cases.contains { $0.text.contains("jutro") })
        #expect(Self.cases.contains { $0.text.contains("завтра") })
        let family = Self.cases.filter(\.notADate)
        #expect(family.count >= 120)
        for word in ["Friday", "пятниц", "piąt", "v4.1", "24/7", "№", "ул.", "kg"] {
            #expect(family.contains { $0.text.contains(word) }, "the not-a-date family has \(word)")
        }
    }

    @Test(arguments: cases.filter { !$0.notADate })
    func draftMatches(_ c: Case) {
        let draft = Self.draft(c)
        #expect(draft.title == c.title, "title")
        #expect(Self.dueText(draft) == c.due, "due")
        #expect(draft.priority.rawValue == c.priority, "priority")
        #expect((draft.tags.isEmpty ? "-" : draft.tags.joined(separator: ",")) == c.tags, "tags")
        #expect((draft.project ?? "-") == c.project, "project")
        #expect((draft.recurrence?.rrule ?? "-") == c.recurrence, "recurrence")
    }

    /// Names, versions, prices, phones, addresses, references, ratios, ranges and quantities:
    /// at least 95 % of the family drafts exactly as written down.
    @Test func theNotADateFamilyPasses() {
        let family = Self.cases.filter(\.notADate)
        let misses = family.filter { c in
            let draft = Self.draft(c)
            return draft.title != c.title || Self.dueText(draft) != c.due || draft.priority.rawValue != c.priority
                || (draft.tags.isEmpty ? "-" : draft.tags.joined(separator: ",")) != c.tags
                || (draft.project ?? "-") != c.project || (draft.recurrence?.rrule ?? "-") != c.recurrence
        }
        #expect(Double(family.count - misses.count) >= 0.95 * Double(family.count), "misses: \(misses)")
    }

    static func draft(_ c: Case) -> TaskDraft {
        let context = DraftContext(now: Instant(seconds: 1_796_194_800), zone: Zone.named("Europe/Moscow")!,
                                   region: Region(c.region), skills: skills)
        return BuiltinParser().parse(c.text, context: context.readingContext)
    }

    static func dueText(_ draft: TaskDraft) -> String {
        switch draft.due {
        case .date(let d)?: return d.description
        case .dateTime(let z)?: return String(z.description.prefix(16)) + (z.offset == 10_800 ? "" : " offset \(z.offset)")
        case nil: return "-"
        }
    }
}
