import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Parts of the day said beside other parts (issue 28), each in English, Russian and Polish,
/// written from the rule: now is Wednesday 2026-12-02 10:00 in Moscow; the Skills hours are
/// morning 09:00, evening 19:00, night 22:00.
extension GrammarClassTests {
    // MARK: A part of the day said with "next" or "last" is tomorrow's or yesterday's

    @Test(arguments: [
        ClassRow(text: "Call Anna next evening", due: "2026-12-03T19:00", title: "Call Anna", region: "US"),
        ClassRow(text: "Write up what broke the previous morning", due: "2026-12-01T09:00", title: "Write up what broke",
                 region: "US"),
        ClassRow(text: "Позвонить Анне следующим вечером", due: "2026-12-03T19:00", title: "Позвонить Анне"),
        ClassRow(text: "Разобрать сбой прошлой ночью", due: "2026-12-01T22:00", title: "Разобрать сбой"),
        ClassRow(text: "Zadzwonić do Anny następnego wieczoru", due: "2026-12-03T19:00", title: "Zadzwonić do Anny",
                 region: "PL"),
        ClassRow(text: "Opisać awarię zeszłej nocy", due: "2026-12-01T22:00", title: "Opisać awarię", region: "PL"),
        // "last" before "of" is the final one, not yesterday's.
        ClassRow(text: "Plan the last evening of the trip", due: "-", title: "Plan the last evening of the trip", region: "US"),
    ])
    func aPartOfTheDayNextOrLast(_ row: ClassRow) { row.check() }

    // MARK: A named hour said again is the one hour; a part of the day gives it only its day

    @Test(arguments: [
        ClassRow(text: "Call Anna before lunch before lunch", due: "2026-12-02T13:00", title: "Call Anna", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Позвонить Анне до обеда до обеда до обеда", due: "2026-12-02T13:00", title: "Позвонить Анне",
                 warned: .nothing),
        ClassRow(text: "Zadzwonić do Anny w porze lunchu w porze lunchu", due: "2026-12-02T13:00", title: "Zadzwonić do Anny",
                 warned: .nothing, region: "PL"),
        // Two parts of the day, a named hour and another, are two times: the first is kept, and said.
        ClassRow(text: "Call Anna at lunch in the afternoon", due: "2026-12-02T13:00", title: "Call Anna",
                 warned: .with(.severalTimes), region: "US"),
        ClassRow(text: "Позвонить Анне в обед после обеда", due: "2026-12-02T13:00", title: "Позвонить Анне",
                 warned: .with(.severalTimes)),
        ClassRow(text: "Zadzwonić do Anny w porze lunchu po południu", due: "2026-12-02T13:00", title: "Zadzwonić do Anny",
                 warned: .with(.severalTimes), region: "PL"),
        // Must not: a part with its day still gives it, and an hour is still in the part's half of the day.
        ClassRow(text: "Call Anna at lunch tomorrow evening", due: "2026-12-03T13:00", title: "Call Anna", region: "US"),
        ClassRow(text: "Позвонить Анне в обед завтра вечером", due: "2026-12-03T13:00", title: "Позвонить Анне"),
        ClassRow(text: "Позвонить Анне в 9 вечером", due: "2026-12-02T21:00", title: "Позвонить Анне"),
        ClassRow(text: "Call Anna at 3 in the afternoon", due: "2026-12-02T15:00", title: "Call Anna", region: "US"),
        ClassRow(text: "Zadzwonić do Anny o 9 wieczorem", due: "2026-12-02T21:00", title: "Zadzwonić do Anny", region: "PL"),
    ])
    func aNamedHourSaidAgain(_ row: ClassRow) { row.check() }

    // MARK: A range of hours said with a part of the day is in that part's half of the day

    @Test(arguments: [
        ClassRow(text: "Deploy window next evening between 10:30 and 11:45", due: "2026-12-03T23:45",
                 start: "2026-12-03T22:30", title: "Deploy window", region: "US"),
        ClassRow(text: "Run the backup between 7 and 9 tomorrow morning", due: "2026-12-03T09:00", start: "2026-12-03T07:00",
                 title: "Run the backup", region: "US"),
        ClassRow(text: "Write up the outage between 7 and 9:30 last night", due: "2026-12-01T21:30", start: "2026-12-01T19:00",
                 title: "Write up the outage", region: "US"),
        ClassRow(text: "Дежурство завтра вечером с 10 до 11", due: "2026-12-03T23:00", start: "2026-12-03T22:00",
                 title: "Дежурство"),
        ClassRow(text: "Dyżur jutro wieczorem od 10 do 11", due: "2026-12-03T23:00", start: "2026-12-03T22:00", title: "Dyżur",
                 region: "PL"),
    ])
    func aRangeOfHoursInAPartOfTheDay(_ row: ClassRow) { row.check() }

    // MARK: A range that ends now starts in the past

    @Test(arguments: [
        ClassRow(text: "Export the payments between Nov 22 and now", due: "-", start: "2026-11-22",
                 title: "Export the payments", region: "US"),
        ClassRow(text: "Count the sign-ups from Monday until now", due: "-", start: "2026-11-30", title: "Count the sign-ups",
                 region: "US"),
        ClassRow(text: "Выгрузить платежи с 22 ноября до сейчас", due: "-", start: "2026-11-22", title: "Выгрузить платежи"),
        ClassRow(text: "Wyeksportować płatności od 22 listopada do teraz", due: "-", start: "2026-11-22",
                 title: "Wyeksportować płatności", region: "PL"),
        ClassRow(text: "Policzyć rejestracje od poniedziałku do teraz", due: "-", start: "2026-11-30",
                 title: "Policzyć rejestracje", region: "PL"),
    ])
    func aRangeThatEndsNow(_ row: ClassRow) { row.check() }

    // MARK: The nth month of a year

    @Test(arguments: [
        ClassRow(text: "Close the books in the third month of 2027", due: "2027-03-31", start: "2027-03-01",
                 title: "Close the books", region: "US"),
        ClassRow(text: "Спланировать третий месяц 2027 года", due: "2027-03-31", start: "2027-03-01", title: "Спланировать"),
        ClassRow(text: "Zaplanować trzeci miesiąc 2027 roku", due: "2027-03-31", start: "2027-03-01", title: "Zaplanować",
                 region: "PL"),
    ])
    func theNthMonthOfAYear(_ row: ClassRow) { row.check() }
}
