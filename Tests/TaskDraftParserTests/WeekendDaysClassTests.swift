import Testing
@testable import TaskDraftParser

/// Russian says the weekend with its noun "days" ("в выходные дни", "по выходным дням"): one
/// phrase, the weekend or every weekend, where "дни" and "дням" were left in the title ("Дни
/// гулять с собакой"). As an object, not after "в" or "по", the words are the title's. Written
/// from the rule. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct WeekendDaysClassTests {
    @Test(arguments: [
        ClassRow(text: "В выходные дни гулять с собакой", due: "2026-12-05", start: "2026-12-05", title: "Гулять с собакой",
                 rrule: "-", warned: .nothing),
        ClassRow(text: "Гулять с собакой в выходные дни", due: "2026-12-05", start: "2026-12-05", title: "Гулять с собакой"),
        ClassRow(text: "По выходным дням гулять", due: "2026-12-05", title: "Гулять", rrule: "FREQ=WEEKLY;BYDAY=SA,SU",
                 warned: .nothing),
        ClassRow(text: "Гулять по выходным дням в 9", due: "2026-12-05T09:00", title: "Гулять", rrule: "FREQ=WEEKLY;BYDAY=SA,SU"),
        // Must not: the weekend's days as what a verb acts on, and the weekend alone as before.
        ClassRow(text: "Проверить выходные дни сотрудников", title: "Проверить выходные дни сотрудников", rrule: "-"),
        ClassRow(text: "В выходные гулять", due: "2026-12-05", start: "2026-12-05", title: "Гулять"),
        ClassRow(text: "По выходным гулять", due: "2026-12-05", title: "Гулять", rrule: "FREQ=WEEKLY;BYDAY=SA,SU"),
    ])
    func theWeekendWithItsDaysIsOnePhrase(_ row: ClassRow) { row.check() }
}
