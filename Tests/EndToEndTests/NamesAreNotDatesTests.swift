import Foundation
import Testing

/// Issue 14's table, through the binary: names, numbers and references are not dates, habits
/// read right, and a reading that is a guess says so.
@Suite struct NamesAreNotDatesTests {
    /// Each sentence with what its draft must say (due as the JSON gives it, or nil).
    struct Row: Sendable, CustomStringConvertible {
        let text: String
        let title: String
        let due: String?
        var tags: [String] = []
        var recurrence: String? = nil
        var warns = false
        var description: String { text }
    }

    static let rows: [Row] = [
        Row(text: "Book a table for Friday dinner", title: "Book a table for Friday dinner", due: "2026-12-04", warns: true),
        Row(text: "Pay invoice #4521 by Friday", title: "Pay invoice #4521", due: "2026-12-04", tags: ["finance"]),
        Row(text: "Check mail every day at 8", title: "Check mail", due: "2026-12-03T08:00:00+03:00", recurrence: "FREQ=DAILY"),
        Row(text: "Gym mon wed fri at 7am", title: "Gym", due: "2026-12-04T07:00:00+03:00", recurrence: "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
        Row(text: "Doctor appointment next week Wednesday 2:30pm", title: "Doctor appointment", due: "2026-12-09T14:30:00+03:00"),
        Row(text: "Обед с клиентом в пятницу в час дня", title: "Обед с клиентом", due: "2026-12-04T13:00:00+03:00"),
        Row(text: "Buy milk and eggs tonight @errands", title: "Buy milk and eggs", due: "2026-12-02T19:00:00+03:00",
            tags: ["errands"]),
        Row(text: "Call mom t:2026-12-08", title: "Call mom", due: nil),
        Row(text: "Read the Tuesday digest", title: "Read the Tuesday digest", due: nil),
        Row(text: "Buy gifts on Cyber Monday", title: "Buy gifts on Cyber Monday", due: nil),
        Row(text: "Sign up at tuesday.io", title: "Sign up at tuesday.io", due: nil),
        Row(text: "Install Python 3.10.2", title: "Install Python 3.10.2", due: nil),
        Row(text: "Export the video in 16:9", title: "Export the video in 16:9", due: nil),
        Row(text: "Call +7 915 123-10-12", title: "Call +7 915 123-10-12", due: nil),
        Row(text: "Set up 24/7 monitoring", title: "Set up 24/7 monitoring", due: nil),
        Row(text: "Оплатить счёт № 12/10", title: "Оплатить счёт № 12/10", due: nil),
        Row(text: "Submit the report by end of week", title: "Submit the report", due: "2026-12-04T18:00:00+03:00"),
        Row(text: "Сдать отчёт до конца месяца", title: "Сдать отчёт", due: "2026-12-31T18:00:00+03:00"),
    ]

    @Test func theTableDraftsAsThePersonMeantIt() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["draft", "--backend", "builtin"], stdin: Self.rows.map(\.text).joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        try #require(lines.count == Self.rows.count)
        for (row, line) in zip(Self.rows, lines) {
            let draft = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(draft["title"] as? String == row.title, "\(row)")
            #expect((draft["due"] as? String ?? draft["due_date"] as? String) == row.due, "\(row)")
            #expect(draft["tags"] as? [String] ?? [] == row.tags, "\(row)")
            #expect(draft["recurrence"] as? String == row.recurrence, "\(row)")
            let warnings = draft["warnings"] as? [String] ?? []
            #expect(warnings.contains { $0.contains("may only be a name") } == row.warns, "\(row): \(warnings)")
        }
    }

    @Test func aTodoTxtThresholdIsANoteNotTitleText() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let draft = try #require(try td.json(["draft", "--json", "--backend", "builtin", "Call mom t:2026-12-08"]) as? [String: Any])
        #expect(draft["title"] as? String == "Call mom")
        #expect(draft["notes"] as? String == "threshold (todo.txt t:) 2026-12-08")
        #expect(draft["due"] is NSNull && draft["due_date"] is NSNull)
    }
}
