import Testing
@testable import TaskDraftParser

/// A weekday said as a possessive or an adjective before a noun ("Prepare slides for Monday's
/// meeting", "к пятничной планёрке", "na piątkowe spotkanie") names the day of the thing the
/// task is for, as "for tomorrow's meeting" does: the day is the due and "for the meeting"
/// stays in the title, where the words were read as no day at all. Only after a preposition of
/// purpose or of deadline, where the thing is ahead: after "to", a start's "after" and Russian
/// "на" a weekday's thing is as often past or what a verb governs ("Reply to Monday's email",
/// "ответить на пятничное письмо"), and without a preposition the weekday says which thing
/// ("пятничный выпуск журнала"). Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct WeekdayOfAnEventClassTests {
    @Test(arguments: [
        ClassRow(text: "Prepare slides for Monday's meeting", due: "2026-12-07", title: "Prepare slides for the meeting"),
        ClassRow(text: "Review notes before Friday's call", due: "2026-12-04", title: "Review notes before the call"),
        ClassRow(text: "Buy cake for Saturday's party", due: "2026-12-05", title: "Buy cake for the party"),
        ClassRow(text: "Prepare for Friday’s 9am meeting", due: "2026-12-04T09:00", title: "Prepare for the meeting"),
    ])
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Подготовить слайды к пятничной встрече", due: "2026-12-04", title: "Подготовить слайды к встрече"),
        ClassRow(text: "Купить торт к субботнему празднику", due: "2026-12-05", title: "Купить торт к празднику"),
        ClassRow(text: "Подготовиться к воскресной службе", due: "2026-12-06", title: "Подготовиться к службе"),
        ClassRow(text: "Подготовить слайды ко вторничной встрече", due: "2026-12-08", title: "Подготовить слайды ко встрече"),
        ClassRow(text: "Подготовить слайды к четверговой встрече", due: "2026-12-03", title: "Подготовить слайды к встрече"),
        ClassRow(text: "Сдать отчёт до понедельничного совещания", due: "2026-12-07", title: "Сдать отчёт до совещания"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Przygotować raport na piątkowe spotkanie", due: "2026-12-04", title: "Przygotować raport na spotkanie"),
        ClassRow(text: "Kupić tort na sobotnią imprezę", due: "2026-12-05", title: "Kupić tort na imprezę"),
        ClassRow(text: "Przygotować się do niedzielnego obiadu", due: "2026-12-06", title: "Przygotować się do obiadu"),
        ClassRow(text: "Przygotować slajdy przed czwartkowym spotkaniem", due: "2026-12-03",
                 title: "Przygotować slajdy przed spotkaniem"),
        ClassRow(text: "Przygotowac raport na piatkowe spotkanie", due: "2026-12-04", title: "Przygotowac raport na spotkanie"),
    ].map { var row = $0; row.region = "PL"; return row })
    func polish(_ row: ClassRow) { row.check() }

    /// Polish "na" that a verb before it governs (answer, wait, react, look at), with its object
    /// or a person between them, says what is answered or awaited, as Russian "на" does: the
    /// weekday's thing stays in the title with no due, where it was due on the weekday titled
    /// "Odpowiedzieć na maila"; "na" after another verb says what the task is for, as before.
    @Test(arguments: [
        ClassRow(text: "Odpowiedzieć na piątkowego maila", title: "Odpowiedzieć na piątkowego maila"),
        ClassRow(text: "Odpisać Ani na piątkowego maila", title: "Odpisać Ani na piątkowego maila"),
        ClassRow(text: "Czekać na piątkową dostawę", title: "Czekać na piątkową dostawę"),
        ClassRow(text: "Zapisać się na piątkowe zajęcia", due: "2026-12-04", title: "Zapisać się na zajęcia"),
    ].map { var row = $0; row.region = "PL"; return row })
    func polishNaAVerbGoverns(_ row: ClassRow) { row.check() }

    /// Must not: a weekday's thing that may be past, that a verb governs, or that the weekday
    /// says which of; a weekday's plural, a repeat; and the near day's adjective as before.
    @Test(arguments: [
        ClassRow(text: "Reply to Monday's email", title: "Reply to Monday's email"),
        ClassRow(text: "Follow up after Friday's call", title: "Follow up after Friday's call"),
        ClassRow(text: "Buy Friday's newspaper", title: "Buy Friday's newspaper"),
        ClassRow(text: "Прочитать пятничный выпуск журнала", title: "Прочитать пятничный выпуск журнала"),
        ClassRow(text: "Ответить на пятничное письмо", title: "Ответить на пятничное письмо"),
        ClassRow(text: "Подписаться на пятничную рассылку", title: "Подписаться на пятничную рассылку"),
        ClassRow(text: "Przeczytać piątkowe wydanie gazety", title: "Przeczytać piątkowe wydanie gazety", region: "PL"),
        ClassRow(text: "Gym on Mondays", due: "2026-12-07", title: "Gym", rrule: "FREQ=WEEKLY;BYDAY=MO"),
        ClassRow(text: "Prepare slides for tomorrow's meeting", due: "2026-12-03", title: "Prepare slides for the meeting"),
    ])
    func aWeekdaysThingThatIsNoDayMustNot(_ row: ClassRow) { row.check() }
}
