import Foundation
import Testing

/// A task's fields named by their words (issue 29), as a script adds them: `add --json --yes`
/// writes the task, and what it prints is the row read back. Each language says the estimate,
/// the start and the due its own ways. The clock is Wednesday 2 December 2026, Moscow.
@Suite struct FieldWordsTests {
    struct Expected: CustomStringConvertible, Sendable {
        let words: String
        let title: String
        var estimate: String? = nil
        var start: String? = nil
        var due: String? = nil
        var wait: String? = nil
        var description: String { words }
    }

    private func added(_ words: String) throws -> [String: Any] {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let output = try td.json(["add", words, "--json", "--yes"]) as? [String: Any]
        return try #require(output?["task"] as? [String: Any], "\(words)")
    }

    private func check(_ e: Expected) throws {
        let task = try added(e.words)
        #expect(task["title"] as? String == e.title, "title of \(e.words)")
        #expect(task["estimate"] as? String == e.estimate, "estimate of \(e.words)")
        #expect(task["start_date"] as? String == e.start, "start of \(e.words)")
        #expect(task["due_date"] as? String == e.due, "due of \(e.words)")
        #expect(task["wait_date"] as? String == e.wait, "wait of \(e.words)")
        #expect(task["due"] is NSNull, "\(e.words): a date, not a time")
    }

    /// The issue's sentence: in Russian it was "Написать записку,, начать, срок" due Monday, in
    /// Polish "Napisać notatkę, szacowany, termin".
    @Test(arguments: [
        Expected(words: "Draft the memo, estimate 2h, start Monday, due Friday", title: "Draft the memo",
                 estimate: "PT2H", start: "2026-12-07", due: "2026-12-11"),
        Expected(words: "Написать записку, оценка 2 часа, начать в понедельник, срок пятница", title: "Написать записку",
                 estimate: "PT2H", start: "2026-12-07", due: "2026-12-11"),
        Expected(words: "Napisać notatkę, szacowany czas 2h, start w poniedziałek, termin piątek", title: "Napisać notatkę",
                 estimate: "PT2H", start: "2026-12-07", due: "2026-12-11"),
    ])
    func theMemoSentenceInEveryLanguage(_ e: Expected) throws { try check(e) }

    /// The other ways people say each field.
    @Test(arguments: [
        Expected(words: "Написать записку на 2 часа", title: "Написать записку", estimate: "PT2H"),
        Expected(words: "Написать записку, займёт полчаса", title: "Написать записку", estimate: "PT30M"),
        Expected(words: "Написать записку, приступить с понедельника", title: "Написать записку", start: "2026-12-07"),
        Expected(words: "Написать записку до пятницы", title: "Написать записку", due: "2026-12-04"),
        Expected(words: "Написать записку, дедлайн пятница", title: "Написать записку", due: "2026-12-04"),
        Expected(words: "Написать записку, крайний срок — пятница", title: "Написать записку", due: "2026-12-04"),
        Expected(words: "Napisać notatkę, zajmie 2 godziny", title: "Napisać notatkę", estimate: "PT2H"),
        Expected(words: "Napisać notatkę, około 2h", title: "Napisać notatkę", estimate: "PT2H"),
        Expected(words: "Napisać notatkę, zacząć od poniedziałku", title: "Napisać notatkę", start: "2026-12-07"),
        Expected(words: "Napisać notatkę do piątku", title: "Napisać notatkę", due: "2026-12-04"),
        Expected(words: "Napisać notatkę, termin: piątek", title: "Napisać notatkę", due: "2026-12-04"),
        Expected(words: "Napisać notatkę, deadline w piątek", title: "Napisać notatkę", due: "2026-12-04"),
    ])
    func eachFieldSaidAnotherWay(_ e: Expected) throws { try check(e) }

    /// The issue's words for a start with a due, a wait and an estimate.
    @Test(arguments: [
        Expected(words: "Написать записку с понедельника до пятницы", title: "Написать записку", start: "2026-12-07",
                 due: "2026-12-11"),
        Expected(words: "Napisać notatkę od poniedziałku do piątku", title: "Napisać notatkę", start: "2026-12-07",
                 due: "2026-12-11"),
        Expected(words: "Написать записку, не показывать до 1 марта", title: "Написать записку", wait: "2027-03-01"),
        Expected(words: "Написать записку на полчаса", title: "Написать записку", estimate: "PT30M"),
        Expected(words: "Napisać notatkę ~2 godziny", title: "Napisać notatkę", estimate: "PT2H"),
    ])
    func theIssuesWordsForStartWaitAndEstimate(_ e: Expected) throws { try check(e) }

    /// An estimate said as a range is its upper bound, and the range leaves the title.
    @Test(arguments: [
        Expected(words: "Написать записку, займёт 2-3 часа", title: "Написать записку", estimate: "PT3H"),
        Expected(words: "Написать записку, 2–3 часа", title: "Написать записку", estimate: "PT3H"),
        Expected(words: "Draft the memo, estimate 2-3 hours", title: "Draft the memo", estimate: "PT3H"),
        Expected(words: "Draft the memo, 2 to 3 hours", title: "Draft the memo", estimate: "PT3H"),
        Expected(words: "Napisać notatkę, zajmie 2-3 godziny", title: "Napisać notatkę", estimate: "PT3H"),
    ])
    func anEstimateSaidAsARange(_ e: Expected) throws { try check(e) }

    /// Taskwarrior's attributes among the words, by every name `modify` reads them by.
    @Test(arguments: [
        Expected(words: "Write memo sched:mon due:2026-12-11", title: "Write memo", start: "2026-12-07", due: "2026-12-11"),
        Expected(words: "Write memo start:2026-12-07 wait:2026-12-05", title: "Write memo", start: "2026-12-07",
                 wait: "2026-12-05"),
        Expected(words: "Написать записку scheduled:2026-12-07 est:2h", title: "Написать записку", estimate: "PT2H",
                 start: "2026-12-07"),
        Expected(words: "Napisać notatkę Sched:2026-12-07 due:2026-12-11", title: "Napisać notatkę", start: "2026-12-07",
                 due: "2026-12-11"),
    ])
    func taskwarriorsAttributesAmongTheWords(_ e: Expected) throws { try check(e) }

    /// A value the field cannot take is refused as `modify` refuses it, whichever name says it.
    @Test func anAttributesValueItsFieldCannotTakeIsRefused() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for words in ["Write memo sched:xyz", "Написать записку start:soonish", "Napisać notatkę recurrence:xyz"] {
            let result = try td.run(["add", words, "--yes"])
            #expect(result.status == 2, "\(words): \(result.stdout)")
            #expect(result.stderr.contains("'" + words.split(separator: ":").last! + "'"), "\(words): \(result.stderr)")
        }
        #expect((try td.json(["list", "--json"]) as! [[String: Any]]).isEmpty, "nothing written")
    }
}
