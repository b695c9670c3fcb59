import Testing
@testable import TaskDraftParser
import TaskDraftKit

/// Before a holiday or the weekend is a deadline on it, as "before Friday" is on Friday: "before
/// Christmas", "перед Рождеством", "przed Wigilią" are due on the holiday, "before the weekend",
/// "перед выходными", "przed weekendem" at the end of the Friday before it, and the
/// preposition leaves the title with the day. A holiday's name in the instrumental is a day only
/// after "перед" or "przed": after "с" or "z" it is the greeting, which stays text, a year said
/// or not.
/// Written from the rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct BeforeAHolidayClassTests {
    @Test(arguments: [
        ClassRow(text: "Buy gifts before Christmas", due: "2026-12-25", title: "Buy gifts", region: "US"),
        ClassRow(text: "Clean up before New Year", due: "2027-01-01", title: "Clean up", region: "US"),
        ClassRow(text: "Купить подарки перед Рождеством", due: "2027-01-07", title: "Купить подарки"),
        ClassRow(text: "Убраться перед Новым годом", due: "2027-01-01", title: "Убраться"),
        ClassRow(text: "Перед Новым годом убраться", due: "2027-01-01", title: "Убраться"),
        ClassRow(text: "Испечь кулич перед Пасхой", due: "2027-05-02", title: "Испечь кулич"),
        ClassRow(text: "Купить цветы перед Днём Победы", due: "2027-05-09", title: "Купить цветы"),
        ClassRow(text: "Kupić prezenty przed Wigilią", due: "2026-12-24", title: "Kupić prezenty", region: "PL"),
        ClassRow(text: "Posprzątać przed Nowym Rokiem", due: "2027-01-01", title: "Posprzątać", region: "PL"),
        ClassRow(text: "Ubrać choinkę przed Bożym Narodzeniem", due: "2026-12-25", title: "Ubrać choinkę", region: "PL"),
        // Must not: the greeting.
        ClassRow(text: "Wish Anna a Merry Christmas", due: "-", title: "Wish Anna a Merry Christmas", region: "US"),
        ClassRow(text: "Поздравить с Новым годом", due: "-", title: "Поздравить с Новым годом"),
        ClassRow(text: "С Рождеством!", due: "-", title: "С Рождеством!"),
        ClassRow(text: "Поздравить маму с Рождеством 2027", due: "-", title: "Поздравить маму с Рождеством 2027"),
        ClassRow(text: "Поздравить с Новым годом до 10 января", due: "2027-01-10", title: "Поздравить с Новым годом"),
        ClassRow(text: "Złożyć życzenia z Nowym Rokiem", due: "-", title: "Złożyć życzenia z Nowym Rokiem", region: "PL"),
    ])
    func beforeAHolidayIsDueOnIt(_ row: ClassRow) { row.check() }

    /// Before the weekend is the working week's end, as "end of the week" is: due Friday at the
    /// end of the working day, with no start, where it was due and started on the Saturday, a
    /// day the person meant to be done by. In the weekend the words say what happens then.
    @Test(arguments: [
        ClassRow(text: "Finish the report before the weekend", due: "2026-12-04T18:00", title: "Finish the report", region: "US"),
        ClassRow(text: "Finish the report by the weekend", due: "2026-12-04T18:00", title: "Finish the report", region: "US"),
        ClassRow(text: "Finish the report until the weekend", due: "2026-12-04T18:00", title: "Finish the report", region: "US"),
        ClassRow(text: "Закончить отчёт перед выходными", due: "2026-12-04T18:00", title: "Закончить отчёт"),
        ClassRow(text: "Закончить отчёт до выходных", due: "2026-12-04T18:00", title: "Закончить отчёт"),
        ClassRow(text: "Купить продукты к выходным", due: "2026-12-04T18:00", title: "Купить продукты"),
        ClassRow(text: "Skończyć raport przed weekendem", due: "2026-12-04T18:00", title: "Skończyć raport", region: "PL"),
        ClassRow(text: "Skończyć raport do weekendu", due: "2026-12-04T18:00", title: "Skończyć raport", region: "PL"),
        // Said on a Saturday: the coming Friday's end.
        ClassRow(text: "Finish the report before the weekend", due: "2026-12-11T18:00", title: "Finish the report", region: "US",
                 now: Instant(seconds: ParserFixtures.now.seconds + 3 * 86_400)),
        // Must not: time in the weekend starts and is due on its Saturday.
        ClassRow(text: "Clean the garage over the weekend", due: "2026-12-05", start: "2026-12-05", title: "Clean the garage",
                 region: "US"),
        ClassRow(text: "Call mom on the weekend", due: "2026-12-05", start: "2026-12-05", title: "Call mom", region: "US"),
        ClassRow(text: "Убраться в гараже на выходных", due: "2026-12-05", start: "2026-12-05", title: "Убраться в гараже"),
        ClassRow(text: "Posprzątać garaż w weekend", due: "2026-12-05", start: "2026-12-05", title: "Posprzątać garaż",
                 region: "PL"),
        // Must not: the weekend a thing is about.
        ClassRow(text: "Прочитать отчёт о выходных", due: "-", title: "Прочитать отчёт о выходных"),
        ClassRow(text: "Przeczytać wydanie weekendowe", due: "-", title: "Przeczytać wydanie weekendowe", region: "PL"),
    ])
    func beforeTheWeekendIsDueAtTheWorkingWeeksEnd(_ row: ClassRow) { row.check() }
}
