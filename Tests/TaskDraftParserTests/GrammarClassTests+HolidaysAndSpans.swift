import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Holiday weekends, periods to date, quarters kept as names and counts before a part of the
/// day (issue 28), in English, Russian and Polish, written from the rule: now is Wednesday
/// 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: A holiday's weekend is the long weekend it is on or beside, from its first day

    @Test(arguments: [
        // Labor Day 2027 is Monday 6 September: from the Saturday before.
        ClassRow(text: "Book a cabin for Labor Day weekend 2027", due: "2027-09-04", start: "2027-09-04",
                 title: "Book a cabin", region: "US"),
        // Thanksgiving 2027 is Thursday 25 November: from the Thursday.
        ClassRow(text: "Take the weekend of Thanksgiving 2027 off", due: "2027-11-25", start: "2027-11-25", region: "US"),
        // Halloween 2027 is a Sunday: from its Saturday.
        ClassRow(text: "Plan a party for Halloween 2027 weekend", due: "2027-10-30", start: "2027-10-30",
                 title: "Plan a party", region: "US"),
        // Orthodox Easter 2027 is Sunday 2 May.
        ClassRow(text: "Отдохнуть в выходные на Пасху 2027", due: "2027-05-01", start: "2027-05-01", title: "Отдохнуть"),
        // Corpus Christi 2027 is Thursday 27 May.
        ClassRow(text: "Odpocząć w weekend Bożego Ciała 2027", due: "2027-05-27", start: "2027-05-27", title: "Odpocząć",
                 region: "PL"),
    ])
    func aHolidayWeekend(_ row: ClassRow) { row.check() }

    // MARK: A period to date starts on its first day, and now is no deadline

    @Test(arguments: [
        ClassRow(text: "Check the sales year to date", due: "-", start: "2026-01-01", title: "Check the sales", region: "US"),
        ClassRow(text: "Check the sales MTD", due: "-", start: "2026-12-01", title: "Check the sales", region: "US"),
        ClassRow(text: "Сверить продажи с начала года", due: "-", start: "2026-01-01", title: "Сверить продажи"),
        ClassRow(text: "Сверить продажи с начала месяца", due: "-", start: "2026-12-01", title: "Сверить продажи"),
        ClassRow(text: "Sprawdzić sprzedaż od początku roku", due: "-", start: "2026-01-01", title: "Sprawdzić sprzedaż",
                 region: "PL"),
    ])
    func aPeriodToDate(_ row: ClassRow) { row.check() }

    // MARK: A quarter with its year is a date even where "Q3" is a kept name

    @Test(arguments: ["Plan the budget for Q3 2027", "Plan the budget for q3-2027", "Plan the budget for Q3 of 2027"])
    func aQuarterWithItsYearOutranksItsKeptName(_ text: String) {
        let skills = Skills(keepNames: ["Q1", "Q2", "Q3", "Q4"])
        let draft = BuiltinParser().parse(text, context: ParserFixtures.context(skills: skills, region: "US"))
        #expect(ClassRow.text(draft.due) == "2027-09-30" && ClassRow.text(draft.start) == "2027-07-01", "\(text)")
        #expect(draft.title == "Plan the budget", "\(text)")
    }

    @Test func aKeptQuarterAloneStaysAName() {
        let draft = BuiltinParser().parse("Send the Q3 deck", context: ParserFixtures.context(skills: Skills(keepNames: ["Q3"]),
                                                                                            region: "US"))
        #expect(draft.due == nil && draft.start == nil && draft.title == "Send the Q3 deck")
    }

    // MARK: A count before a part of the day that describes a noun is no hour

    @Test(arguments: [
        ClassRow(text: "Visit three night markets", due: "-", title: "Visit three night markets", region: "US"),
        ClassRow(text: "Sign up at 2 morning sessions", due: "-", title: "Sign up at 2 morning sessions", region: "US"),
        ClassRow(text: "Call Anna at 8 tonight", due: "2026-12-02T20:00", title: "Call Anna", region: "US"),
        ClassRow(text: "Посетить три ночных рынка", due: "-", title: "Посетить три ночных рынка"),
        ClassRow(text: "Odwiedzić trzy nocne targi", due: "-", title: "Odwiedzić trzy nocne targi", region: "PL"),
    ])
    func aCountBeforeAPartOfTheDayIsNoHour(_ row: ClassRow) { row.check() }
}

extension GrammarClassTests {
    // MARK: The present said at a range's end is now; a time alone before now is today's

    @Test(arguments: [
        ClassRow(text: "Export the rows from 2025-01-01 till current date", due: "-", start: "2025-01-01",
                 title: "Export the rows", region: "US"),
        ClassRow(text: "Count the calls between eight o'clock and now", due: "-", start: "2026-12-02T08:00",
                 title: "Count the calls", region: "US"),
        ClassRow(text: "Выгрузить строки с 1 января 2025 года по настоящее время", due: "-", start: "2025-01-01",
                 title: "Выгрузить строки"),
        ClassRow(text: "Посчитать звонки с 8:00 до сейчас", due: "-", start: "2026-12-02T08:00", title: "Посчитать звонки"),
        ClassRow(text: "Wyeksportować wiersze od 1 stycznia 2025 do chwili obecnej", due: "-", start: "2025-01-01",
                 title: "Wyeksportować wiersze", region: "PL"),
        ClassRow(text: "Policzyć połączenia od 8:00 do teraz", due: "-", start: "2026-12-02T08:00",
                 title: "Policzyć połączenia", region: "PL"),
        // The present is no time outside a range.
        ClassRow(text: "Write an essay on present day Russia", due: "-", title: "Write an essay on present day Russia",
                 region: "US"),
    ])
    func thePresentAtARangesEnd(_ row: ClassRow) { row.check() }

    // MARK: The rest of a period starts today and ends with it

    @Test(arguments: [
        ClassRow(text: "Take the rest of the week off", due: "2026-12-04", start: "2026-12-02", region: "US"),
        ClassRow(text: "Freeze deploys for the remainder of the month", due: "2026-12-31", start: "2026-12-02", region: "US"),
        ClassRow(text: "Взять отгул на остаток недели", due: "2026-12-04", start: "2026-12-02", title: "Взять отгул"),
        ClassRow(text: "Wziąć wolne na resztę tygodnia", due: "2026-12-04", start: "2026-12-02", title: "Wziąć wolne",
                 region: "PL"),
    ])
    func theRestOfAPeriod(_ row: ClassRow) { row.check() }

    // MARK: The nth month of this, next or last year

    @Test(arguments: [
        ClassRow(text: "Review the progress in the 9th month of next year", due: "2027-09-30", start: "2027-09-01",
                 title: "Review the progress", region: "US"),
        ClassRow(text: "Подвести итоги в девятый месяц следующего года", due: "2027-09-30", start: "2027-09-01",
                 title: "Подвести итоги"),
        ClassRow(text: "Zaplanować dziewiąty miesiąc przyszłego roku", due: "2027-09-30", start: "2027-09-01",
                 title: "Zaplanować", region: "PL"),
    ])
    func theNthMonthOfANamedYear(_ row: ClassRow) { row.check() }

    // MARK: A year, then its month

    @Test(arguments: [
        ClassRow(text: "Travel to China in 2027 april", due: "2027-04-30", start: "2027-04-01", title: "Travel to China",
                 region: "US"),
        ClassRow(text: "Поехать в Китай в 2027 году в апреле", due: "2027-04-30", start: "2027-04-01",
                 title: "Поехать в Китай"),
        ClassRow(text: "Pojechać do Chin w 2027 roku w kwietniu", due: "2027-04-30", start: "2027-04-01",
                 title: "Pojechać do Chin", region: "PL"),
    ])
    func aYearThenItsMonth(_ row: ClassRow) { row.check() }
}
