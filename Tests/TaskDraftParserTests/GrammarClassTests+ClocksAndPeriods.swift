import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// More classes of the grammar (issue 28), each written from its rule, in English and, where
/// the class exists there, Russian and Polish: now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    /// 2026-12-02 00:20 in Moscow: the night of 1–2 December is still under way.
    static let justAfterMidnight = Instant(seconds: 1_796_160_000)

    // MARK: The small hours after an evening are the next calendar day's

    @Test(arguments: [
        ClassRow(text: "Check the backups tonight at 1am", due: "2026-12-03T01:00", title: "Check the backups", region: "US"),
        ClassRow(text: "Check the backups this evening at 12", due: "2026-12-03T00:00", title: "Check the backups",
                 region: "US"),
        ClassRow(text: "Check the backups tomorrow night at 2am", due: "2026-12-04T02:00", title: "Check the backups",
                 region: "US"),
        ClassRow(text: "Check the backups tonight at 11", due: "2026-12-02T23:00", title: "Check the backups", region: "US"),
        ClassRow(text: "Write up the outage last night at 8", due: "2026-12-01T20:00", title: "Write up the outage",
                 region: "US"),
        ClassRow(text: "Проверить бэкапы сегодня ночью в 2", due: "2026-12-03T02:00", title: "Проверить бэкапы"),
        ClassRow(text: "Sprawdzić kopie dziś w nocy o 2", due: "2026-12-03T02:00", title: "Sprawdzić kopie", region: "PL"),
    ])
    func theSmallHoursOfTonightAreTomorrows(_ row: ClassRow) { row.check() }

    @Test func tonightSaidAfterMidnightIsTheNightUnderWay() {
        ClassRow(text: "Check the backups tonight at 1am", due: "2026-12-02T01:00", title: "Check the backups", region: "US",
                 now: Self.justAfterMidnight).check()
    }

    // MARK: A dotted clock time with the half of the day after it

    @Test(arguments: [
        ClassRow(text: "Call Anna 8.10 pm", due: "2026-12-02T20:10", title: "Call Anna", region: "US"),
        ClassRow(text: "Позвонить Анне 8.10 вечера", due: "2026-12-02T20:10", title: "Позвонить Анне"),
        ClassRow(text: "Zadzwonić do Anny 8.10 wieczorem", due: "2026-12-02T20:10", title: "Zadzwonić do Anny", region: "PL"),
    ])
    func aDottedTimeBeforeItsHalfOfTheDay(_ row: ClassRow) { row.check() }

    // MARK: One unit before or after a day ("the day before Friday")

    @Test(arguments: [
        ClassRow(text: "Pack the bags the day before Friday", due: "2026-12-03", title: "Pack the bags", region: "US"),
        ClassRow(text: "Send thank-you notes the day after Christmas", due: "2026-12-26", title: "Send thank-you notes",
                 region: "US"),
        ClassRow(text: "Take down the lights the week after Christmas", due: "2027-01-01", title: "Take down the lights",
                 region: "US"),
        ClassRow(text: "Confirm the booking the day after", due: "2026-12-03", title: "Confirm the booking", region: "US"),
        ClassRow(text: "Confirm the booking the day after.", due: "2026-12-03", title: "Confirm the booking", region: "US"),
        ClassRow(text: "Собрать вещи за день до пятницы", due: "2026-12-03", title: "Собрать вещи"),
        ClassRow(text: "Spakować walizki dzień przed piątkiem", due: "2026-12-03", title: "Spakować walizki", region: "PL"),
    ])
    func theDayBeforeOrAfterADay(_ row: ClassRow) { row.check() }

    // MARK: A holiday counted from today

    @Test(arguments: [
        ClassRow(text: "Book flights for the next Christmas", due: "2026-12-25", title: "Book flights", region: "US"),
        ClassRow(text: "Sort the photos from the last Easter", due: "2026-04-05", title: "Sort the photos", region: "US"),
        ClassRow(text: "Plan the parade for Independence Day of this year", due: "2026-07-04", title: "Plan the parade",
                 region: "US"),
        ClassRow(text: "Book the pub for saint patrick 2027", due: "2027-03-17", title: "Book the pub", region: "US"),
        ClassRow(text: "Испечь кулич к следующей Пасхе", due: "2027-05-02", title: "Испечь кулич"),
        ClassRow(text: "Upiec mazurka na następną Wielkanoc", due: "2027-03-28", title: "Upiec mazurka", region: "PL"),
    ])
    func aHolidayCountedFromToday(_ row: ClassRow) { row.check() }

    // MARK: A range's start takes the half of the day of its end

    @Test(arguments: [
        ClassRow(text: "Book the room tomorrow from 7:00 to 8:00pm", due: "2026-12-03T20:00", start: "2026-12-03T19:00",
                 title: "Book the room", region: "US"),
        ClassRow(text: "Block the calendar between 3 and 8am on Friday", due: "2026-12-04T08:00", start: "2026-12-04T03:00",
                 title: "Block the calendar", region: "US"),
        ClassRow(text: "Support shift from 9 to 5pm on Friday", due: "2026-12-04T17:00", start: "2026-12-04T09:00",
                 title: "Support shift", region: "US"),
        ClassRow(text: "Дежурство в пятницу с 3 до 8 утра", due: "2026-12-04T08:00", start: "2026-12-04T03:00",
                 title: "Дежурство"),
        ClassRow(text: "Dyżur w piątek od 3 do 8 rano", due: "2026-12-04T08:00", start: "2026-12-04T03:00", title: "Dyżur",
                 region: "PL"),
    ])
    func aRangeStartsInTheHalfOfTheDayOfItsEnd(_ row: ClassRow) { row.check() }

    // MARK: A part of a year or a month

    @Test(arguments: [
        ClassRow(text: "Launch the new site mid-2027", due: "2027-08-31", start: "2027-05-01", title: "Launch the new site",
                 region: "US"),
        ClassRow(text: "Move house early 2027", due: "2027-04-30", start: "2027-01-01", title: "Move house", region: "US"),
        ClassRow(text: "Repaint the fence in the middle of 2027", due: "2027-08-31", start: "2027-05-01",
                 title: "Repaint the fence", region: "US"),
        ClassRow(text: "Renew the lease late March", due: "2027-03-31", start: "2027-03-21", title: "Renew the lease",
                 region: "US"),
        ClassRow(text: "Close the books at the end of March", due: "2027-03-31T18:00", title: "Close the books", region: "US"),
        ClassRow(text: "Сдать отчёт в конце марта", due: "2027-03-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Переехать в середине 2027 года", due: "2027-08-31", start: "2027-05-01", title: "Переехать"),
        ClassRow(text: "Przeprowadzka na początku 2027", due: "2027-04-30", start: "2027-01-01", title: "Przeprowadzka",
                 region: "PL"),
    ])
    func aPartOfAYearOrAMonth(_ row: ClassRow) { row.check() }

    // MARK: A quarter and its year, a date and its year

    @Test(arguments: [
        ClassRow(text: "Plan the budget for Q3 2027", due: "2027-09-30", start: "2027-07-01", title: "Plan the budget",
                 region: "US"),
        ClassRow(text: "Close the books 2027-Q1", due: "2027-03-31", start: "2027-01-01", title: "Close the books",
                 region: "US"),
        ClassRow(text: "Review 2027 q2", due: "2027-06-30", start: "2027-04-01", title: "Review", region: "US"),
        ClassRow(text: "Renew the passport on 28 June in 2028", due: "2028-06-28", title: "Renew the passport", region: "US"),
    ])
    func aPeriodWithItsYearWrittenAfter(_ row: ClassRow) { row.check() }

    // MARK: A decade or a century is a span; a count of units after "next" is a deadline

    @Test(arguments: [
        ClassRow(text: "Collect records from the 1990s", due: "1999-12-31", start: "1990-01-01", title: "Collect records",
                 region: "US"),
        ClassRow(text: "List the records in the 21st century", due: "2099-12-31", start: "2000-01-01",
                 title: "List the records", region: "US"),
        ClassRow(text: "Finish the survey next 3 days", due: "2026-12-05", title: "Finish the survey", region: "US"),
        ClassRow(text: "Read about the 15th century", due: "-", title: "Read about the 15th century", region: "US"),
    ])
    func aDecadeACenturyOrTheNextFewDays(_ row: ClassRow) { row.check() }

    // MARK: Not a date: the nth of a period not named, a count from one number to another

    @Test(arguments: ["Show sales in the first week", "Show sales in the 1st week", "Invite two to four people to the review"])
    func anUnanchoredOrdinalOrACountIsNoDate(_ text: String) {
        let draft = Self.draft(text, region: "US")
        #expect(draft.due == nil && draft.start == nil, "\(text)")
        #expect(draft.title == text, "\(text)")
    }
}
