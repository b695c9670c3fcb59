import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Intervals (issue 28: Duckling's interval starts in Russian and Polish), each class written
/// from its rule in English, Russian and Polish: now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: Two clock times written together, with a dash or a slash

    @Test(arguments: [
        ClassRow(text: "Support shift 11:30-13:30", due: "2026-12-02T13:30", start: "2026-12-02T11:30", title: "Support shift",
                 region: "US"),
        ClassRow(text: "Office hours 16:00/17:00", due: "2026-12-02T17:00", start: "2026-12-02T16:00", title: "Office hours",
                 region: "US"),
        ClassRow(text: "Дежурство 14:00-15:30", due: "2026-12-02T15:30", start: "2026-12-02T14:00", title: "Дежурство"),
        ClassRow(text: "Приём 18:30/19:00", due: "2026-12-02T19:00", start: "2026-12-02T18:30", title: "Приём"),
        ClassRow(text: "Dyżur 12:15-14:45", due: "2026-12-02T14:45", start: "2026-12-02T12:15", title: "Dyżur", region: "PL"),
        ClassRow(text: "Konsultacje 16:00/17:30", due: "2026-12-02T17:30", start: "2026-12-02T16:00", title: "Konsultacje",
                 region: "PL"),
    ])
    func twoClockTimesWrittenTogether(_ row: ClassRow) { row.check() }

    // MARK: Two dates of one kind joined by a word, with no opener

    @Test(arguments: [
        ClassRow(text: "Leave Oct 14 through Oct 16", due: "2027-10-16", start: "2027-10-14", title: "Leave", region: "US"),
        ClassRow(text: "Отпуск 14.10 по 16.10", due: "2027-10-16", start: "2027-10-14", title: "Отпуск"),
        ClassRow(text: "Дежурство 10:30 до 12:00", due: "2026-12-02T12:00", start: "2026-12-02T10:30", title: "Дежурство"),
        ClassRow(text: "Urlop 14.10 do 16.10", due: "2027-10-16", start: "2027-10-14", title: "Urlop", region: "PL"),
        ClassRow(text: "Dyżur 10:30 do 12:00", due: "2026-12-02T12:00", start: "2026-12-02T10:30", title: "Dyżur",
                 region: "PL"),
    ])
    func twoMomentsOfOneKindJoinedByAWord(_ row: ClassRow) { row.check() }

    /// "по" and "до" join only moments of one kind: a count after a time, or a time after a
    /// day, is no range.
    @Test(arguments: [
        ClassRow(text: "Созвон в 15:00 по 3 вопросам", due: "2026-12-02T15:00", title: "Созвон по 3 вопросам"),
        ClassRow(text: "Сдать отчёт в пятницу до 15:00", due: "2026-12-04T15:00", title: "Сдать отчёт"),
        ClassRow(text: "Oddać raport w piątek do 15:00", due: "2026-12-04T15:00", title: "Oddać raport", region: "PL"),
    ])
    func wordsBetweenMomentsOfTwoKindsMakeNoRange(_ row: ClassRow) { row.check() }

    // MARK: Days of one month, the first with its ordinal dot or a slash

    @Test(arguments: [
        ClassRow(text: "Workshop 14/15 October", due: "2027-10-15", start: "2027-10-14", title: "Workshop", region: "US"),
        ClassRow(text: "Отпуск 14.-16.10.", due: "2027-10-16", start: "2027-10-14", title: "Отпуск"),
        ClassRow(text: "Отпуск 14./16.10.", due: "2027-10-16", start: "2027-10-14", title: "Отпуск"),
        ClassRow(text: "Urlop 14.-16.10.", due: "2027-10-16", start: "2027-10-14", title: "Urlop", region: "PL"),
        ClassRow(text: "Urlop 14./16.10.2027", due: "2027-10-16", start: "2027-10-14", title: "Urlop", region: "PL"),
    ])
    func daysOfOneMonthWithADotOrASlash(_ row: ClassRow) { row.check() }

    // MARK: A range of bare hours is in working hours, the end after the start

    @Test(arguments: [
        ClassRow(text: "Support shift between 2 and 4", due: "2026-12-02T16:00", start: "2026-12-02T14:00",
                 title: "Support shift", region: "US"),
        ClassRow(text: "Interviews tomorrow from 9 to 11", due: "2026-12-03T11:00", start: "2026-12-03T09:00",
                 title: "Interviews", region: "US"),
        ClassRow(text: "Дежурство между 2 и 4", due: "2026-12-02T16:00", start: "2026-12-02T14:00", title: "Дежурство"),
        ClassRow(text: "Собеседования завтра с 11 до 1", due: "2026-12-03T13:00", start: "2026-12-03T11:00",
                 title: "Собеседования"),
        ClassRow(text: "Dyżur pomiędzy 2 a 4", due: "2026-12-02T16:00", start: "2026-12-02T14:00", title: "Dyżur",
                 region: "PL"),
        ClassRow(text: "Rozmowy jutro od 9 do 5", due: "2026-12-03T17:00", start: "2026-12-03T09:00", title: "Rozmowy",
                 region: "PL"),
    ])
    func aRangeOfBareHours(_ row: ClassRow) { row.check() }

    // MARK: The next units from now: due at their end, no start (a deadline)

    @Test(arguments: [
        ClassRow(text: "Check the logs in the coming 3 days", due: "2026-12-05", title: "Check the logs", region: "US"),
        ClassRow(text: "Проверить логи в следующие 3 дня", due: "2026-12-05", title: "Проверить логи"),
        ClassRow(text: "Сдать проект в ближайшие две недели", due: "2026-12-16", title: "Сдать проект"),
        ClassRow(text: "Sprawdzić logi w ciągu kolejnych 3 dni", due: "2026-12-05", title: "Sprawdzić logi", region: "PL"),
        ClassRow(text: "Oddać projekt w najbliższe dwa tygodnie", due: "2026-12-16", title: "Oddać projekt", region: "PL"),
    ])
    func theNextUnitsAreADeadline(_ row: ClassRow) { row.check() }

    // MARK: The previous units: a span that ends now starts that long ago

    @Test(arguments: [
        ClassRow(text: "Review the previous 2 days", due: "-", start: "2026-11-30", title: "Review", region: "US"),
        ClassRow(text: "Проверить предыдущие 2 дня", due: "-", start: "2026-11-30", title: "Проверить"),
        ClassRow(text: "Sprawdzić poprzednie 2 dni", due: "-", start: "2026-11-30", title: "Sprawdzić", region: "PL"),
        ClassRow(text: "Sprawdzić ostatnia 1 godzina", due: "-", start: "2026-12-02T09:00", title: "Sprawdzić", region: "PL"),
    ])
    func thePreviousUnitsEndNow(_ row: ClassRow) { row.check() }

    // MARK: A weekend picked by a word, or counted in a month: it starts and is due on its Saturday

    @Test(arguments: [
        ClassRow(text: "Relax this weekend", due: "2026-12-05", start: "2026-12-05", title: "Relax", region: "US"),
        ClassRow(text: "Relax next weekend", due: "2026-12-12", start: "2026-12-12", title: "Relax", region: "US"),
        ClassRow(text: "Sum up last weekend", due: "2026-11-28", start: "2026-11-28", title: "Sum up", region: "US"),
        ClassRow(text: "Visit the cottage the last weekend of October", due: "2027-10-30", start: "2027-10-30",
                 title: "Visit the cottage", region: "US"),
        ClassRow(text: "Отдохнуть в эти выходные", due: "2026-12-05", start: "2026-12-05", title: "Отдохнуть"),
        ClassRow(text: "Отдохнуть на следующих выходных", due: "2026-12-12", start: "2026-12-12", title: "Отдохнуть"),
        ClassRow(text: "Поехать на дачу в последние выходные октября", due: "2027-10-30", start: "2027-10-30",
                 title: "Поехать на дачу"),
        ClassRow(text: "Поехать на дачу в первые выходные мая", due: "2027-05-01", start: "2027-05-01",
                 title: "Поехать на дачу"),
        ClassRow(text: "Odpocząć w ten weekend", due: "2026-12-05", start: "2026-12-05", title: "Odpocząć", region: "PL"),
        ClassRow(text: "Odpocząć w przyszły weekend", due: "2026-12-12", start: "2026-12-12", title: "Odpocząć", region: "PL"),
        ClassRow(text: "Pojechać na działkę w ostatni weekend października", due: "2027-10-30", start: "2027-10-30",
                 title: "Pojechać na działkę", region: "PL"),
    ])
    func aWeekendPickedByAWord(_ row: ClassRow) { row.check() }

    // MARK: The nth week of a month, said with the month's name or as this, next or last month

    @Test(arguments: [
        ClassRow(text: "Report in the last week of next month", due: "2027-01-29", start: "2027-01-25", title: "Report",
                 region: "US"),
        ClassRow(text: "Планировать на первой неделе июня", due: "2027-06-11", start: "2027-06-07", title: "Планировать"),
        ClassRow(text: "Отчёт в последнюю неделю месяца", due: "2026-12-25", start: "2026-12-21", title: "Отчёт"),
        ClassRow(text: "Oddać raport w drugim tygodniu maja", due: "2027-05-14", start: "2027-05-10", title: "Oddać raport",
                 region: "PL"),
        ClassRow(text: "Raport w ostatnim tygodniu miesiąca", due: "2026-12-25", start: "2026-12-21", title: "Raport",
                 region: "PL"),
    ])
    func theNthWeekOfAMonth(_ row: ClassRow) { row.check() }

    // MARK: An open interval's bound may keep its own preposition

    @Test(arguments: [
        ClassRow(text: "Call the bank no earlier than on Friday", due: "-", start: "2026-12-04", title: "Call the bank",
                 region: "US"),
        ClassRow(text: "Позвонить в банк не раньше чем в пятницу", due: "-", start: "2026-12-04", title: "Позвонить в банк"),
        ClassRow(text: "Zadzwonić do banku nie wcześniej niż w piątek", due: "-", start: "2026-12-04",
                 title: "Zadzwonić do banku", region: "PL"),
    ])
    func anOpenIntervalWithAPreposition(_ row: ClassRow) { row.check() }

    // MARK: Days of a month said with their article or their ordinal dot

    @Test(arguments: [
        ClassRow(text: "Leave from the 13th to the 15th July", due: "2027-07-15", start: "2027-07-13", title: "Leave",
                 region: "US"),
        ClassRow(text: "Leave from 13 to the 15 of July", due: "2027-07-15", start: "2027-07-13", title: "Leave", region: "US"),
        ClassRow(text: "Отпуск с 13. по 15. октября", due: "2027-10-15", start: "2027-10-13", title: "Отпуск"),
        ClassRow(text: "Urlop od 13. do 15. lipca", due: "2027-07-15", start: "2027-07-13", title: "Urlop", region: "PL"),
        ClassRow(text: "Zapłacić do 15. lipca", due: "2027-07-15", title: "Zapłacić", region: "PL"),
    ])
    func daysOfAMonthWithTheirArticleOrDot(_ row: ClassRow) { row.check() }

    /// The article stays before a weekday, and a capital after a dot is no month.
    @Test(arguments: ["Read the Friday memo", "Rozdział 5. Marzec"])
    func anArticleOrADotAloneMakesNoDay(_ text: String) {
        let draft = Self.draft(text, region: text.hasPrefix("Read") ? "US" : "PL")
        #expect(draft.title == text, "\(text)")
    }

    // MARK: The beginning of a period named bare is this one's, or the next one's once its
    // window is past (in December the year's, as BarePeriodPartClassTests decides)

    @Test(arguments: [
        ("Pay at the beginning of month", "Pay at the beginning of this month", "US"),
        ("Pay BOM", "Pay at the beginning of this month", "US"),
        ("Pay BOY", "Pay at the beginning of this year", "US"),
        ("Оплатить в начале месяца", "Оплатить в начале этого месяца", "RU"),
        ("Оплатить в начале года", "Оплатить в начале следующего года", "RU"),
        ("Zapłacić na początku miesiąca", "Zapłacić na początku tego miesiąca", "PL"),
        ("Zapłacić na początku roku", "Zapłacić na początku następnego roku", "PL"),
    ])
    func theBeginningOfABarePeriodIsThisOnes(_ bare: String, _ this: String, _ region: String) {
        let a = Self.draft(bare, region: region), b = Self.draft(this, region: region)
        #expect(a.start != nil, "\(bare)")
        #expect(ClassRow.text(a.start) == ClassRow.text(b.start) && ClassRow.text(a.due) == ClassRow.text(b.due), "\(bare)")
        #expect(a.title == b.title, "\(bare): \(a.title)")
    }

    @Test func aBoyInLowerCaseIsABoy() {
        let draft = Self.draft("Buy a gift for the boy", region: "US")
        #expect(draft.start == nil && draft.due == nil)
        #expect(draft.title == "Buy a gift for the boy")
    }

    // MARK: A year or a time as where an open interval starts

    @Test(arguments: [
        ClassRow(text: "Plan the move anytime after 2028", due: "-", start: "2028-01-01", title: "Plan the move", region: "US"),
        ClassRow(text: "Call the bank since 2pm", due: "-", start: "2026-12-02T14:00", title: "Call the bank", region: "US"),
        ClassRow(text: "Переезд не раньше 2028", due: "-", start: "2028-01-01", title: "Переезд"),
        ClassRow(text: "Przeprowadzka nie wcześniej niż 2028", due: "-", start: "2028-01-01", title: "Przeprowadzka",
                 region: "PL"),
    ])
    func aYearOrATimeStartsAnOpenInterval(_ row: ClassRow) { row.check() }

    // MARK: Seasons: a span; Russian counts them in whole months, English and Polish from the
    // solstices and equinoxes; one under way starts today

    @Test(arguments: [
        ClassRow(text: "Paint the fence this summer", due: "2027-09-22", start: "2027-06-21", title: "Paint the fence",
                 region: "US"),
        ClassRow(text: "Plant the garden in the spring", due: "2027-06-20", start: "2027-03-20", title: "Plant the garden",
                 region: "US"),
        ClassRow(text: "Review last season", due: "2026-09-22", start: "2026-06-21", title: "Review", region: "US"),
        ClassRow(text: "Покрасить забор летом", due: "2027-08-31", start: "2027-06-01", title: "Покрасить забор"),
        ClassRow(text: "Купить шины на зиму", due: "2027-02-28", start: "2026-12-02", title: "Купить шины"),
        ClassRow(text: "Поездка следующей зимой", due: "2028-02-29", start: "2027-12-01", title: "Поездка"),
        ClassRow(text: "Pomalować płot tego lata", due: "2027-09-22", start: "2027-06-21", title: "Pomalować płot",
                 region: "PL"),
        ClassRow(text: "Wyjazd tej zimy", due: "2027-03-19", start: "2026-12-21", title: "Wyjazd", region: "PL"),
    ])
    func aSeasonIsASpan(_ row: ClassRow) { row.check() }

    /// A season's name that is not a time stays in the title: an English one needs a word that
    /// makes it one, and Polish "lata" alone is years.
    @Test(arguments: [("Spring cleaning", "US"), ("Fall back to the old plan", "US"), ("Mam 2 lata doświadczenia", "PL")])
    func aSeasonsNameAloneIsNoTime(_ text: String, _ region: String) {
        let draft = Self.draft(text, region: region)
        #expect(draft.start == nil && draft.due == nil, "\(text)")
        #expect(draft.title == text, "\(text)")
    }

    // MARK: The whole or the rest of this week, month or year is the period under way

    @Test(arguments: [
        ClassRow(text: "Be on call all week", due: "2026-12-04", start: "2026-12-02", title: "Be on call", region: "US"),
        ClassRow(text: "Finish it the rest of the month", due: "2026-12-31", start: "2026-12-02", title: "Finish it",
                 region: "US"),
        ClassRow(text: "Дежурить всю неделю", due: "2026-12-04", start: "2026-12-02", title: "Дежурить"),
        ClassRow(text: "Дежурить остаток месяца", due: "2026-12-31", start: "2026-12-02", title: "Дежурить"),
        ClassRow(text: "Dyżur przez cały tydzień", due: "2026-12-04", start: "2026-12-02", title: "Dyżur", region: "PL"),
        ClassRow(text: "Dyżur przez resztę miesiąca", due: "2026-12-31", start: "2026-12-02", title: "Dyżur", region: "PL"),
    ])
    func theWholeOrTheRestOfThisPeriod(_ row: ClassRow) { row.check() }

    @Test func allWithoutAPeriodIsNoDate() {
        let draft = Self.draft("All the best to the team", region: "US")
        #expect(draft.start == nil && draft.due == nil)
        #expect(draft.title == "All the best to the team")
    }

    // MARK: An open interval's start, then its end

    @Test(arguments: [
        ClassRow(text: "Call later than 9:30 but before 11:00 on Thursday", due: "2026-12-03T11:00", start: "2026-12-03T09:30",
                 title: "Call", region: "US"),
        ClassRow(text: "Call not before 10:30, but no later than 12:00", due: "2026-12-02T12:00", start: "2026-12-02T10:30",
                 title: "Call", region: "US"),
        ClassRow(text: "Позвонить не раньше 10:30, но до 12:00", due: "2026-12-02T12:00", start: "2026-12-02T10:30",
                 title: "Позвонить"),
        ClassRow(text: "Позвонить не раньше 15:00 и не позже 17:00", due: "2026-12-02T17:00", start: "2026-12-02T15:00",
                 title: "Позвонить"),
        ClassRow(text: "Zadzwonić nie wcześniej niż 10:30, ale przed 12:00", due: "2026-12-02T12:00",
                 start: "2026-12-02T10:30", title: "Zadzwonić", region: "PL"),
        ClassRow(text: "Zadzwonić nie wcześniej niż 15:00 i nie później niż 17:00", due: "2026-12-02T17:00",
                 start: "2026-12-02T15:00", title: "Zadzwonić", region: "PL"),
    ])
    func anOpenStartThenItsEnd(_ row: ClassRow) { row.check() }
}
