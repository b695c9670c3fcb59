import Foundation
import Testing

/// Issue 29's table, the rows a person types, in English, Russian and Polish through `draft
/// --json`: a title with an estimate, a start and a due; a wait; a range that is a start and a
/// due, with and without a title. The clock is Wednesday 2 December 2026.
@Suite struct PlannerWordsRowsTests {
    struct Row: Sendable, CustomStringConvertible {
        var text: String
        var title: String
        var estimate: String? = nil
        var start: String? = nil
        var due: String? = nil
        var wait: String? = nil
        var description: String { text }
    }

    @Test(arguments: [
        Row(text: "Draft the memo, estimate 2h, start Monday, due Friday", title: "Draft the memo", estimate: "PT2H",
            start: "2026-12-07", due: "2026-12-11"),
        Row(text: "Написать записку, оценка 2 часа, начать в понедельник, срок пятница", title: "Написать записку",
            estimate: "PT2H", start: "2026-12-07", due: "2026-12-11"),
        Row(text: "Napisać notatkę, szacunek 2h, zacząć w poniedziałek, termin piątek", title: "Napisać notatkę",
            estimate: "PT2H", start: "2026-12-07", due: "2026-12-11"),
        Row(text: "Plan vacation wait until January", title: "Plan vacation", wait: "2027-01-01"),
        Row(text: "Спланировать отпуск, не показывать до января", title: "Спланировать отпуск", wait: "2027-01-01"),
        Row(text: "Zaplanować urlop, nie pokazuj do stycznia", title: "Zaplanować urlop", wait: "2027-01-01"),
        Row(text: "Write the report from Monday to Friday", title: "Write the report", start: "2026-12-07", due: "2026-12-11"),
        Row(text: "Отчёт с понедельника до пятницы", title: "Отчёт", start: "2026-12-07", due: "2026-12-11"),
        Row(text: "Raport od poniedziałku do piątku", title: "Raport", start: "2026-12-07", due: "2026-12-11"),
        Row(text: "from Monday to Friday", title: "Untitled task", start: "2026-12-07", due: "2026-12-11"),
        Row(text: "с понедельника до пятницы", title: "Untitled task", start: "2026-12-07", due: "2026-12-11"),
        Row(text: "od poniedziałku do piątku", title: "Untitled task", start: "2026-12-07", due: "2026-12-11"),
    ])
    func eachRowReadsItsFields(_ row: Row) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let d = try td.json(["draft", row.text, "--json"]) as! [String: Any]
        #expect(d["title"] as? String == row.title, "\(row.text): \(d)")
        #expect(d["estimate"] as? String == row.estimate, "\(row.text): \(d)")
        #expect(d["start_date"] as? String == row.start, "\(row.text): \(d)")
        #expect(d["due_date"] as? String == row.due, "\(row.text): \(d)")
        #expect(d["wait_date"] as? String == row.wait, "\(row.text): \(d)")
        #expect(d["due"] is NSNull, "\(row.text): no time of day was said")
    }
}
