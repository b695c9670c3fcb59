import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Word classes a person types daily: the day of the month said with "числу" as with "числа"
/// (`BuiltinParser.dayOfMonthNoun`), `!` and a priority's name in any of the three languages
/// (`BuiltinParser.priorityLevels`), a day and month after "by", "к", "do" (`untilWords`). Now is
/// Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: The day of the month in every case after a "by" word

    @Test(arguments: [
        Fields(text: "Подготовить договор к 20 числу", title: "Подготовить договор", due: "2026-12-20"),
        Fields(text: "Оплатить счёт к 1 числу", title: "Оплатить счёт", due: "2027-01-01"),
        Fields(text: "Оплатить аренду к 5-му числу", title: "Оплатить аренду", due: "2026-12-05"),
        Fields(text: "Сдать отчёт до 15 числа", title: "Сдать отчёт", due: "2026-12-15"),
        Fields(text: "Сдать отчёт до 15-го числа", title: "Сдать отчёт", due: "2026-12-15"),
        Fields(text: "Zapłacić czynsz do 10 dnia miesiąca", title: "Zapłacić czynsz", due: "2026-12-10", region: "PL"),
        Fields(text: "Pay rent by the 20th", title: "Pay rent", due: "2026-12-20", region: "US"),
    ])
    func theDayOfTheMonthInEveryCase(_ c: Fields) { Self.check(c) }

    // MARK: A priority's name after "!"

    @Test(arguments: [
        ("Позвонить маме !высокий", "Позвонить маме", Priority.high, "RU"),
        ("Отчёт !низкий", "Отчёт", .low, "RU"), ("Отчёт !средний", "Отчёт", .medium, "RU"),
        ("Отчёт !срочно", "Отчёт", .high, "RU"),
        ("Spotkanie jutro !wysoki", "Spotkanie", .high, "PL"), ("Raport !niski", "Raport", .low, "PL"),
        ("Raport !średni", "Raport", .medium, "PL"), ("Raport !pilne", "Raport", .high, "PL"),
        ("Fix bug !high", "Fix bug", .high, "US"), ("Fix bug !low", "Fix bug", .low, "US"),
        ("Fix bug !urgent", "Fix bug", .high, "US"), ("Fix bug !critical", "Fix bug", .high, "US"),
    ])
    func aPriorityByItsNameAfterABang(_ text: String, _ title: String, _ priority: Priority, _ region: String) {
        let draft = Self.draft(text, region: region)
        #expect(draft.priority == priority, "\(text): \(draft.priority)")
        #expect(draft.title == title, "\(text): \(draft.title)")
    }

    @Test(arguments: ["Wow !amazing", "Привет !мир", "Hej !świecie"])
    func aBangBeforeAnyOtherWordIsTitleText(_ text: String) {
        let draft = Self.draft(text)
        #expect(draft.priority == .unset, "\(text): \(draft.priority)")
        #expect(draft.title == text, "\(text): \(draft.title)")
    }

    // MARK: A day and month after "by", "until", "к", "do"

    @Test(arguments: [
        Fields(text: "Do taxes by 20.12", title: "Do taxes", due: "2026-12-20", region: "GB"),
        Fields(text: "Do taxes until 15.01", title: "Do taxes", due: "2027-01-15", region: "GB"),
        Fields(text: "Сдать отчёт к 20.12", title: "Сдать отчёт", due: "2026-12-20"),
        Fields(text: "Сдать отчёт до 20.12", title: "Сдать отчёт", due: "2026-12-20"),
        Fields(text: "Złożyć PIT do 20.12", title: "Złożyć PIT", due: "2026-12-20", region: "PL"),
        // A time stays a time: after "at", "в", "o", and minutes no month has.
        Fields(text: "Call at 20.12", title: "Call", due: "2026-12-02T20:12", region: "GB"),
        Fields(text: "Созвон в 20.12", title: "Созвон", due: "2026-12-02T20:12"),
        Fields(text: "Spotkanie o 20.12", title: "Spotkanie", due: "2026-12-02T20:12", region: "PL"),
        Fields(text: "Send it by 20.30", title: "Send it", due: "2026-12-02T20:30", region: "GB"),
    ])
    func aDayAndMonthAfterByIsADate(_ c: Fields) { Self.check(c) }
}
