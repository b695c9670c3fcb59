import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Leftovers of earlier rounds of issue 28, each a rule with cases in English, Russian and
/// Polish where the class exists there: now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: So many times a period, with no days named: the days are spread, and it says so

    struct Times: CustomStringConvertible, Sendable {
        let text: String
        let rrule: String
        var region = "RU"
        var description: String { text }
    }

    @Test(arguments: [
        Times(text: "Gym twice a week", rrule: "FREQ=WEEKLY;BYDAY=MO,TH", region: "US"),
        Times(text: "Gym three times a week", rrule: "FREQ=WEEKLY;BYDAY=MO,WE,FR", region: "US"),
        Times(text: "Water the plants twice a month", rrule: "FREQ=MONTHLY;BYMONTHDAY=1,15", region: "US"),
        Times(text: "Service the boiler twice a year", rrule: "FREQ=MONTHLY;INTERVAL=6", region: "US"),
        Times(text: "Спортзал два раза в неделю", rrule: "FREQ=WEEKLY;BYDAY=MO,TH"),
        Times(text: "Поливать цветы три раза в месяц", rrule: "FREQ=MONTHLY;BYMONTHDAY=1,11,21"),
        Times(text: "Siłownia dwa razy w tygodniu", rrule: "FREQ=WEEKLY;BYDAY=MO,TH", region: "PL"),
        Times(text: "Podlewać kwiaty 2 razy w miesiącu", rrule: "FREQ=MONTHLY;BYMONTHDAY=1,15", region: "PL"),
    ])
    func timesAPeriodSpreadsTheDays(_ c: Times) {
        let draft = Self.draft(c.text, region: c.region)
        #expect(draft.recurrence?.rrule == c.rrule, "\(c.text)")
        #expect(draft.warnings.contains { $0.as(ParserWarning.self).map { if case .repeatDaysChosen = $0 { true } else { false } } ?? false },
                "\(c.text)")
    }

    @Test func timesAPeriodWithItsDaysNamedIsNoGuess() {
        let draft = Self.draft("Gym twice a week on Tuesday and Friday", region: "US")
        #expect(draft.recurrence?.rrule == "FREQ=WEEKLY;BYDAY=TU,FR")
        #expect(!draft.warnings.contains { $0.as(ParserWarning.self).map { if case .repeatDaysChosen = $0 { true } else { false } } ?? false })
    }

    // MARK: A bare hour right after a day word is the time on that day

    @Test(arguments: [
        ClassRow(text: "Call Anna tomorrow 9", due: "2026-12-03T09:00", title: "Call Anna", region: "US"),
        ClassRow(text: "Call Anna on Friday 10", due: "2026-12-04T10:00", title: "Call Anna", region: "US"),
        ClassRow(text: "Позвонить Анне завтра 9", due: "2026-12-03T09:00", title: "Позвонить Анне"),
        ClassRow(text: "Zadzwonić do Anny jutro 9", due: "2026-12-03T09:00", title: "Zadzwonić do Anny", region: "PL"),
        ClassRow(text: "Buy tomorrow 2 tickets", due: "2026-12-03", title: "Buy 2 tickets", region: "US"),
    ])
    func aBareHourAfterADayWord(_ row: ClassRow) { row.check() }

    // MARK: An ordinal day after "до"/"do" with no noun after it

    @Test(arguments: [
        ClassRow(text: "Zapłacić ZUS do piątego", due: "2026-12-05", title: "Zapłacić ZUS", region: "PL"),
        ClassRow(text: "Оплатить аренду до пятого", due: "2026-12-05", title: "Оплатить аренду"),
        ClassRow(text: "Dojść do piątego piętra", due: "-", title: "Dojść do piątego piętra", region: "PL"),
        ClassRow(text: "Подняться до пятого этажа", due: "-", title: "Подняться до пятого этажа"),
    ])
    func anOrdinalDayAfterUntil(_ row: ClassRow) { row.check() }

    // MARK: A capitalised weekday after a noun is a name (Russian and Polish write days in lower case)

    @Test(arguments: [
        ClassRow(text: "Купить газету Пятница", due: "-", title: "Купить газету Пятница"),
        ClassRow(text: "Купить газету в пятницу", due: "2026-12-04", title: "Купить газету"),
        ClassRow(text: "Kupić tygodnik Sobota", due: "-", title: "Kupić tygodnik Sobota", region: "PL"),
        ClassRow(text: "Kupić tygodnik w sobotę", due: "2026-12-05", title: "Kupić tygodnik", region: "PL"),
    ])
    func aCapitalisedWeekdayAfterANounIsAName(_ row: ClassRow) { row.check() }

    // MARK: Minutes said digit by digit

    @Test(arguments: [
        ClassRow(text: "Позвонить в пятнадцать ноль ноль", due: "2026-12-02T15:00", title: "Позвонить"),
        ClassRow(text: "Позвонить в пятнадцать ноль пять", due: "2026-12-02T15:05", title: "Позвонить"),
        ClassRow(text: "Call Bob at seven oh five pm", due: "2026-12-02T19:05", title: "Call Bob", region: "US"),
        ClassRow(text: "Zadzwonić o piętnastej zero zero", due: "2026-12-02T15:00", title: "Zadzwonić", region: "PL"),
    ])
    func minutesSaidDigitByDigit(_ row: ClassRow) { row.check() }

    // MARK: A two-digit year says which year it was read as

    @Test(arguments: [
        ClassRow(text: "Pay the rent 1/2/27", due: "2027-01-02", title: "Pay the rent", region: "US"),
        ClassRow(text: "Оплатить аренду 14.02.27", due: "2027-02-14", title: "Оплатить аренду"),
        ClassRow(text: "Zapłacić czynsz 14.02.27", due: "2027-02-14", title: "Zapłacić czynsz", region: "PL"),
    ])
    func aTwoDigitYearIsNamed(_ row: ClassRow) {
        row.check()
        #expect(Self.draft(row.text, region: row.region).warnings.contains { $0.as(ParserWarning.self).map {
            if case .twoDigitYear(_, 2027) = $0 { true } else { false } } ?? false }, "\(row.text)")
    }

    @Test func aFourDigitYearNeedsNoWord() {
        let draft = Self.draft("Оплатить аренду 14.02.2027")
        #expect(!draft.warnings.contains { $0.as(ParserWarning.self).map { if case .twoDigitYear = $0 { true } else { false } } ?? false })
    }
}
