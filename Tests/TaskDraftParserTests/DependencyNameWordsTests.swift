import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// The words the parser hands over as a task's name ("after the budget is approved"): what
/// follows the link word and no other reading took, cut every way that ends on a word of
/// content and leaves a title, longest first; and what is no such name: a time after "after",
/// a task by number, a link word with nothing after it or nothing left for a title.
@Suite struct DependencyNameWordsTests {
    static func draft(_ text: String) -> TaskDraft {
        BuiltinParser().parse(text, context: ParserFixtures.context(region: "RU"))
    }

    /// After the task's own words, the name is every word to the clause's end, one reading.
    @Test func afterTheTasksWordsTheNameRunsToTheEnd() throws {
        let draft = Self.draft("Pay the invoices after the budget is approved")
        #expect(draft.title == "Pay the invoices after the budget is approved")
        let name = try #require(draft.dependencyName)
        #expect(name.readings.map(\.phrase) == ["the budget is approved"])
        #expect(name.readings.map(\.words) == [["budget", "approv"]])
        #expect(name.readings.map(\.titleWithout) == ["Pay the invoices"])
        #expect(name.found == .notLookedUp)
    }

    /// A name that opens the sentence runs on into the task's own words: each cut on a word of
    /// content leaves the rest as the title, the longest first.
    @Test func aNameAtTheStartLeavesTheRestAsTheTitle() throws {
        let name = try #require(Self.draft("After the budget is approved pay the invoices").dependencyName)
        #expect(name.readings.map(\.phrase) == ["the budget is approved pay", "the budget is approved", "the budget"])
        #expect(name.readings.map(\.titleWithout) == ["The invoices", "Pay the invoices", "Is approved pay the invoices"])
        let comma = try #require(Self.draft("After the budget is approved, pay the invoices").dependencyName)
        #expect(comma.readings.map(\.phrase) == ["the budget is approved"])
    }

    /// A date, a tag or a comma ends the words; the finished-words and function words are no
    /// content; Russian and Polish keep their forms, folded by the store's rule.
    @Test(arguments: [
        ("Pay the invoices after the budget is done tomorrow #finance", "the budget is done", ["budget"]),
        ("Pay the invoices after the budget, then call Anna", "the budget", ["budget"]),
        ("Отправить письмо после того как отчёт будет готов", "того как отчёт будет готов", ["отчет"]),
        ("Wysłać notatki po spotkaniu z zarządem", "spotkaniu z zarządem", ["spotkani", "zarzad"]),
        ("Call Anna after the \"Q3\" e-mail", "the \"Q3\" e-mail", ["q3", "e", "mail"]),
    ])
    func theWordsEndWhereAnotherReadingOrTheClauseDoes(_ text: String, _ phrase: String, _ words: [String]) throws {
        let name = try #require(Self.draft(text).dependencyName, "\(text)")
        #expect(name.readings.first?.phrase == phrase, "\(text)")
        #expect(name.readings.first?.words == words, "\(text)")
    }

    @Test(arguments: ["Call Anna after 5", "Send invitations after task 3", "Zadzwonić po 3", "Call Anna after",
                      "After the budget", "Pay the invoices after the, then call", "Look after the kids", "Call mom after lunch", "Gym after work",
                      "Napisać list po angielsku", "Zrobić to po prostu"])
    func wordsThatAreNoNameOfATask(_ text: String) {
        #expect(Self.draft(text).dependencyName == nil, "\(text): \(String(describing: Self.draft(text).dependencyName))")
    }

    /// However long the words, a name keeps at most `DependencyName.maximumWords` words of
    /// content, so a long sentence asks the store a bounded number of times; after the task's
    /// words, more than that is no task's name.
    @Test func aLongSentenceKeepsABoundedName() throws {
        let words = (1...2_000).map { "word\($0)" }.joined(separator: " ")
        let name = try #require(Self.draft("After " + words).dependencyName)
        #expect(name.readings.count == DependencyName.maximumWords)
        #expect(name.readings.allSatisfy { $0.words.count <= DependencyName.maximumWords })
        #expect(Self.draft("Pay the invoices after " + words).dependencyName == nil)
    }
}
