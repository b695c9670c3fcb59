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
        ClassRow(text: "Подготовить договор к 20 числу", due: "2026-12-20", title: "Подготовить договор", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Оплатить счёт к 1 числу", due: "2027-01-01", title: "Оплатить счёт", estimate: "-", warned: .nothing),
        ClassRow(text: "Оплатить аренду к 5-му числу", due: "2026-12-05", title: "Оплатить аренду", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Сдать отчёт до 15 числа", due: "2026-12-15", title: "Сдать отчёт", estimate: "-", warned: .nothing),
        ClassRow(text: "Сдать отчёт до 15-го числа", due: "2026-12-15", title: "Сдать отчёт", estimate: "-", warned: .nothing),
        ClassRow(text: "Zapłacić czynsz do 10 dnia miesiąca", due: "2026-12-10", title: "Zapłacić czynsz", estimate: "-",
                 warned: .nothing, region: "PL"),
        ClassRow(text: "Pay rent by the 20th", due: "2026-12-20", title: "Pay rent", estimate: "-", warned: .nothing,
                 region: "US"),
    ])
    func theDayOfTheMonthInEveryCase(_ row: ClassRow) { row.check() }

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
        ClassRow(text: "Do taxes by 20.12", due: "2026-12-20", title: "Do taxes", estimate: "-", warned: .nothing,
                 region: "GB"),
        ClassRow(text: "Do taxes until 15.01", due: "2027-01-15", title: "Do taxes", estimate: "-", warned: .nothing,
                 region: "GB"),
        ClassRow(text: "Сдать отчёт к 20.12", due: "2026-12-20", title: "Сдать отчёт", estimate: "-", warned: .nothing),
        ClassRow(text: "Сдать отчёт до 20.12", due: "2026-12-20", title: "Сдать отчёт", estimate: "-", warned: .nothing),
        ClassRow(text: "Złożyć PIT do 20.12", due: "2026-12-20", title: "Złożyć PIT", estimate: "-", warned: .nothing,
                 region: "PL"),
        // A time stays a time: after "at", "в", "o", and minutes no month has.
        ClassRow(text: "Call at 20.12", due: "2026-12-02T20:12", title: "Call", estimate: "-", warned: .nothing, region: "GB"),
        ClassRow(text: "Созвон в 20.12", due: "2026-12-02T20:12", title: "Созвон", estimate: "-", warned: .nothing),
        ClassRow(text: "Spotkanie o 20.12", due: "2026-12-02T20:12", title: "Spotkanie", estimate: "-", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Send it by 20.30", due: "2026-12-02T20:30", title: "Send it", estimate: "-", warned: .nothing,
                 region: "GB"),
    ])
    func aDayAndMonthAfterByIsADate(_ row: ClassRow) { row.check() }
}
