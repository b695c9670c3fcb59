import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Repeat phrases of issue 28 §4, class by class. A daily habit said with a part of the day ("every morning", "каждый вечер", "co rano", "по
/// утрам"): the words make it daily, and the part of the day is its time. Now is Wednesday
/// 2026-12-02 10:00 in Moscow, so this morning's 09:00 has passed and this evening's 19:00 has not.
@Suite struct RecurrencePhraseClassTests {
    static let habits: [(text: String, title: String, due: String)] = [
        ("Stretch every morning", "Stretch", "2026-12-03T09:00"),
        ("Read every evening", "Read", "2026-12-02T19:00"),
        ("Зарядка каждое утро", "Зарядка", "2026-12-03T09:00"),
        ("Читать каждый вечер", "Читать", "2026-12-02T19:00"),
        ("Зарядка по утрам", "Зарядка", "2026-12-03T09:00"),
        ("Читать по вечерам", "Читать", "2026-12-02T19:00"),
        ("Ćwiczenia co rano", "Ćwiczenia", "2026-12-03T09:00"),
        ("Czytać co wieczór", "Czytać", "2026-12-02T19:00"),
    ]

    @Test(arguments: habits.indices) func aPartOfTheDayAfterEveryIsADailyHabitAtThatTime(_ index: Int) {
        let (text, title, due) = Self.habits[index]
        let draft = GrammarClassTests.draft(text, region: "RU")
        #expect(draft.title == title, "\(text): \(draft.title)")
        #expect(draft.recurrence?.rrule == "FREQ=DAILY", "\(text): \(String(describing: draft.recurrence?.rrule))")
        #expect(ClassRow.text(draft.due) == due, "\(text)")
    }

    /// A part of the day without "every" or "по" is one day's, not a habit.
    @Test(arguments: ["Call Anna tomorrow morning", "Позвонить завтра утром", "Zadzwonić jutro rano", "Plan the evening",
                      "Утро вечера мудренее"])
    func aPartOfTheDayAloneIsNoHabit(_ text: String) {
        #expect(GrammarClassTests.draft(text).recurrence == nil, "\(text)")
    }

    /// Days of the month counted from both ends in one phrase: each is a day of the rule.
    @Test(arguments: [
        ("Pay on the first and last day of the month", "Pay"),
        ("Платить в первый и последний день месяца", "Платить"),
        ("Płacić pierwszego i ostatniego dnia miesiąca", "Płacić"),
    ])
    func theFirstAndTheLastDayOfTheMonth(_ text: String, _ title: String) {
        let draft = GrammarClassTests.draft(text)
        #expect(draft.title == title, "\(text): \(draft.title)")
        #expect(draft.recurrence?.rrule == "FREQ=MONTHLY;BYMONTHDAY=1,-1", "\(text): \(String(describing: draft.recurrence?.rrule))")
        #expect(ClassRow.text(draft.due) == "2026-12-31", "\(text)")
    }
}
