import Foundation
import Testing
import TestPeers

/// Near days ("tomorrow", "завтра", "jutro") in the forms their prepositions ask for, and "from" a
/// day alone, read through the binary as a person types them (issue 29's audit). The clock is
/// Wednesday 2 December 2026: tomorrow is the 3rd, the day after the 4th, Monday the 7th.
@Suite struct NearDayWordsTests {
    private static let sentences: [(words: String, title: String, start: String?, due: String?)] = [
        // Polish genitive after "do" and "od": a due, a start, and both.
        ("Wysłać raport do jutra", "Wysłać raport", nil, "2026-12-03"),
        ("Wysłać raport od jutra", "Wysłać raport", "2026-12-03", nil),
        ("Urlop od jutra do piątku", "Urlop", "2026-12-03", "2026-12-04"),
        ("Zamknąć sprawę do pojutrza", "Zamknąć sprawę", nil, "2026-12-04"),
        // "from" a day alone is a start, as "с понедельника" and "od poniedziałku" are; with an end
        // it is still a start and a due.
        ("Write the report from Monday", "Write the report", "2026-12-07", nil),
        ("Write the report from tomorrow", "Write the report", "2026-12-03", nil),
        ("Write the report from Monday to Friday", "Write the report", "2026-12-07", "2026-12-11"),
        // A near day's adjective takes its noun "day" with it, in any case.
        ("Отчёт с завтрашнего дня", "Отчёт", "2026-12-03", nil),
        ("Отчёт к завтрашнему дню", "Отчёт", nil, "2026-12-03"),
        ("Raport od jutrzejszego dnia", "Raport", "2026-12-03", nil),
    ]

    @Test func draftAndAddReadTheDayAndLeaveItOutOfTheTitle() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (words, title, start, due) in Self.sentences {
            let draft = try td.json(["draft", words, "--json"]) as! [String: Any]
            #expect(draft["title"] as? String == title, "\(words)")
            #expect(draft["start_date"] as? String == start, "\(words)")
            #expect(draft["due_date"] as? String == due, "\(words)")
            let added = try td.json(["add", words, "--yes", "--json"]) as! [String: Any]
            let task = added["task"] as! [String: Any]
            #expect(task["title"] as? String == title, "\(words)")
            #expect(task["start_date"] as? String == start, "\(words)")
            #expect(task["due_date"] as? String == due, "\(words)")
        }
    }

    /// "from" that names no moment stays a title word; the adverb "завтра" before a "день" that
    /// is not its noun leaves the noun in the title.
    @Test func fromAndDayThatAreNotDatesStayInTheTitle() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let letter = try td.json(["draft", "Reply to the letter from Anna", "--json"]) as! [String: Any]
        #expect(letter["title"] as? String == "Reply to the letter from Anna")
        #expect(letter["start_date"] is NSNull)
        let birthday = try td.json(["draft", "Купить торт завтра день рождения", "--json"]) as! [String: Any]
        #expect((birthday["title"] as? String)?.contains("день рождения") == true, "\(birthday)")
        #expect(birthday["due_date"] as? String == "2026-12-03")
    }
}
