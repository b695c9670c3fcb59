import Testing
@testable import TaskDraftParser

/// "за 2 дня" is a span of two days, not 14:00 as "в 2 дня" is. With no day after its "до" the
/// span moves nothing and stays in the title with its event ("Позвонить за 2 дня до встречи").
/// Alone ("Прочитать за 2 дня") it is no date either, as "за 5 дней" and "за 2 часа" already
/// were: "за" says the span the doing takes or the period the thing is about ("Отчёт за 2 дня",
/// as "Отчёт за март"), where "в течение 2 дней" and "через 2 дня" say when it is due. With a
/// day after the event the span moves that day. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct SpanOfDaysClassTests {
    @Test(arguments: [
        ClassRow(text: "Позвонить за 2 дня до встречи", title: "Позвонить за 2 дня до встречи", warned: .nothing),
        ClassRow(text: "Прочитать за 2 дня", title: "Прочитать за 2 дня", warned: .nothing),
        ClassRow(text: "Прочитать за два дня", title: "Прочитать за два дня", warned: .nothing),
        ClassRow(text: "Отчёт за 3 дня", title: "Отчёт за 3 дня", warned: .nothing),
        ClassRow(text: "Купить цветы за 2 дня до свадьбы 20 декабря", due: "2026-12-18", title: "Купить цветы до свадьбы"),
        ClassRow(text: "Прочитать за 2 дня до пятницы", due: "2026-12-02", title: "Прочитать"),
    ])
    func russianSpansOfDaysAreNoClockTime(_ row: ClassRow) { row.check() }

    /// Must not: after "в" and beside "часа" the count is the hour; a span said to be due in is a due.
    @Test(arguments: [
        ClassRow(text: "Встреча в 2 дня", due: "2026-12-02T14:00", title: "Встреча"),
        ClassRow(text: "Позвонить завтра в 3 часа дня", due: "2026-12-03T15:00", title: "Позвонить"),
        ClassRow(text: "Встреча в два дня", due: "2026-12-02T14:00", title: "Встреча"),
        ClassRow(text: "Прочитать в течение 2 дней", due: "2026-12-04", title: "Прочитать"),
        ClassRow(text: "Позвонить через 2 дня", due: "2026-12-04", title: "Позвонить"),
    ])
    func russianHoursAndDuesStay(_ row: ClassRow) { row.check() }

    /// One rule for a count of days with no event after it: it is a deadline that many days on
    /// wherever its preposition can say a time from now (English "in" and "within", Russian
    /// "через" and "в течение", Polish "za", "w" and "w ciągu"), and stays in the title where
    /// the preposition only says the span the doing takes or the period a thing is about
    /// (Russian "за", above). Polish "w 2 dni" says both "within two days" and "in two days'
    /// work"; said of a task still to do it is when it is due, as Duckling's Polish "w 7 dni"
    /// is seven days on, so "Przeczytać w 2 dni" is due Friday as "za 2 dni" is.
    @Test(arguments: [
        ClassRow(text: "Przeczytać w 2 dni", due: "2026-12-04", title: "Przeczytać", region: "PL"),
        ClassRow(text: "Przeczytać w dwa dni", due: "2026-12-04", title: "Przeczytać", region: "PL"),
        ClassRow(text: "Przeczytać za 2 dni", due: "2026-12-04", title: "Przeczytać", region: "PL"),
        ClassRow(text: "Przeczytać w ciągu 2 dni", due: "2026-12-04", title: "Przeczytać", region: "PL"),
        ClassRow(text: "Read in 2 days", due: "2026-12-04", title: "Read", region: "US"),
        ClassRow(text: "Read within 2 days", due: "2026-12-04", title: "Read", region: "US"),
        ClassRow(text: "Прочитать через 2 дня", due: "2026-12-04", title: "Прочитать"),
    ])
    func aCountOfDaysFromNowIsADeadline(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Call 2 days before the meeting", title: "Call 2 days before the meeting", warned: .nothing, region: "US"),
        ClassRow(text: "Meet at 2 in the afternoon", due: "2026-12-02T14:00", title: "Meet", region: "US"),
        ClassRow(text: "Zadzwonić 2 dni przed spotkaniem", title: "Zadzwonić 2 dni przed spotkaniem", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Spotkanie o 2 po południu", due: "2026-12-02T14:00", title: "Spotkanie", region: "PL"),
    ])
    func englishAndPolishSpansBeforeAnEventStayText(_ row: ClassRow) { row.check() }
}
