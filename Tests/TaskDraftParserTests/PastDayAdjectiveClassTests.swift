import Testing
@testable import TaskDraftParser

/// A past day's adjective before the noun it describes ("Review yesterday's notes", "Ответить на
/// вчерашнее письмо", "Opisać notatki z wczorajszego spotkania") says which thing, not when the
/// task is due: the words stay in the title and set no due, where the draft was due yesterday,
/// in the past, with the adjective and its preposition gone ("Reply email"). A day said besides
/// is the due. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct PastDayAdjectiveClassTests {
    @Test(arguments: [
        ClassRow(text: "Review yesterday's notes", title: "Review yesterday's notes", warned: .nothing, region: "US"),
        ClassRow(text: "Reply to yesterday's email", title: "Reply to yesterday's email", warned: .nothing, region: "US"),
        ClassRow(text: "Write up notes from yesterday's meeting", title: "Write up notes from yesterday's meeting",
                 warned: .nothing, region: "US"),
        ClassRow(text: "Review yesterday’s notes tomorrow", due: "2026-12-03", title: "Review yesterday’s notes",
                 warned: .nothing, region: "US"),
        ClassRow(text: "Ответить на вчерашнее письмо", title: "Ответить на вчерашнее письмо", warned: .nothing),
        ClassRow(text: "Разобрать заметки со вчерашней встречи", title: "Разобрать заметки со вчерашней встречи",
                 warned: .nothing),
        ClassRow(text: "Разобрать вчерашние заметки завтра", due: "2026-12-03", title: "Разобрать вчерашние заметки",
                 warned: .nothing),
        ClassRow(text: "Позавчерашний отчёт переслать", title: "Позавчерашний отчёт переслать", warned: .nothing),
        // The day before yesterday after a preposition, as yesterday, where it was due in the past.
        ClassRow(text: "Ответить на позавчерашнее письмо", title: "Ответить на позавчерашнее письмо", warned: .nothing),
        ClassRow(text: "Подготовить слайды к позавчерашней встрече", title: "Подготовить слайды к позавчерашней встрече",
                 warned: .nothing),
        ClassRow(text: "Odpowiedzieć na przedwczorajszego maila", title: "Odpowiedzieć na przedwczorajszego maila",
                 warned: .nothing, region: "PL"),
        ClassRow(text: "Przygotować slajdy na przedwczorajsze spotkanie", title: "Przygotować slajdy na przedwczorajsze spotkanie",
                 warned: .nothing, region: "PL"),
        ClassRow(text: "Odpowiedzieć na wczorajszego maila", title: "Odpowiedzieć na wczorajszego maila", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Opisać notatki z wczorajszego spotkania", title: "Opisać notatki z wczorajszego spotkania",
                 warned: .nothing, region: "PL"),
    ])
    func aPastDaysAdjectiveBeforeANounIsNoDue(_ row: ClassRow) { row.check() }

    /// Must not: yesterday said as a day, with a part of the day or with the noun "day", is that
    /// day as before; a near day ahead before a noun is still the day.
    @Test(arguments: [
        ClassRow(text: "Call Bob yesterday", due: "2026-12-01", title: "Call Bob", region: "US"),
        ClassRow(text: "Позвонить вчера вечером", due: "2026-12-01T19:00", title: "Позвонить"),
        ClassRow(text: "Отчёт со вчерашнего дня", start: "2026-12-01", title: "Отчёт"),
        ClassRow(text: "Raport od wczorajszego dnia", start: "2026-12-01", title: "Raport", region: "PL"),
        ClassRow(text: "Spacer wczorajszy wieczór", due: "2026-12-01T19:00", title: "Spacer", region: "PL"),
        ClassRow(text: "Review today's notes", due: "2026-12-02", title: "Review notes", region: "US"),
        ClassRow(text: "Notes for tomorrow's meeting", due: "2026-12-03", title: "Notes for the meeting", region: "US"),
    ])
    func aPastDaysAdjectiveMustNot(_ row: ClassRow) { row.check() }
}
