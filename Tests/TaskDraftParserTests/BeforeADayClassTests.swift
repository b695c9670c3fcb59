import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// "Before" a day or a time is a deadline on it, in English, Russian and Polish alike: "before
/// Friday", "перед пятницей", "до пятницы", "przed piątkiem" are due on Friday, "before
/// tomorrow", "przed jutrem" tomorrow, and the preposition leaves the title with the day. A
/// reminder's span before an event says "перед" as it says "до". "Before" a thing that is no
/// day stays in the title. Written from the rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct BeforeADayClassTests {
    @Test(arguments: [
        ClassRow(text: "Send the report before Friday", due: "2026-12-04", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report before tomorrow", due: "2026-12-03", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report before 5pm", due: "2026-12-02T17:00", title: "Send the report", region: "US"),
        ClassRow(text: "Отправить отчёт перед пятницей", due: "2026-12-04", title: "Отправить отчёт"),
        ClassRow(text: "Отправить отчёт до пятницы", due: "2026-12-04", title: "Отправить отчёт"),
        ClassRow(text: "Перед пятницей отправить отчёт", due: "2026-12-04", title: "Отправить отчёт"),
        ClassRow(text: "Отправить отчёт перед завтрашним днём", due: "2026-12-03", title: "Отправить отчёт"),
        ClassRow(text: "Отправить отчёт перед 17:00", due: "2026-12-02T17:00", title: "Отправить отчёт"),
        ClassRow(text: "Wysłać raport przed piątkiem", due: "2026-12-04", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport przed jutrem", due: "2026-12-03", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport przed pojutrzem", due: "2026-12-04", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport przed 17:00", due: "2026-12-02T17:00", title: "Wysłać raport", region: "PL"),
        // Must not: before a thing that is no day.
        ClassRow(text: "Stretch before the run", due: "-", title: "Stretch before the run", region: "US"),
        ClassRow(text: "Размяться перед пробежкой", due: "-", title: "Размяться перед пробежкой"),
        ClassRow(text: "Проверить почту перед встречей", due: "-", title: "Проверить почту перед встречей"),
        ClassRow(text: "Umyć ręce przed jedzeniem", due: "-", title: "Umyć ręce przed jedzeniem", region: "PL"),
    ])
    func beforeADayIsDueOnIt(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Напомни за 30 минут перед встречей в 15:00", due: "2026-12-02T15:00", title: "Напомни за 30 минут перед встречей",
                 reminders: [.relative(-1800)]),
        ClassRow(text: "Напомни за 30 минут до встречи в 15:00", due: "2026-12-02T15:00", title: "Напомни за 30 минут до встречи",
                 reminders: [.relative(-1800)]),
        ClassRow(text: "Remind me 30 minutes before the meeting at 15:00", due: "2026-12-02T15:00",
                 title: "Remind me 30 minutes before the meeting", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "Przypomnij 30 minut przed spotkaniem o 15:00", due: "2026-12-02T15:00",
                 title: "Przypomnij 30 minut przed spotkaniem", reminders: [.relative(-1800)], region: "PL"),
        // Must not: "перед" with no span is no reminder's.
        ClassRow(text: "Напомни перед встречей в 15:00", due: "2026-12-02T15:00", title: "Напомни перед встречей", reminders: []),
    ])
    func aReminderSpanBeforeAnEventEndsInEitherWord(_ row: ClassRow) { row.check() }
}
