import Testing
@testable import TaskDraftParser

/// A weekday or a month right after "about" ("про", "о", "об", Polish "o") is what the words
/// are about, not the day the task is due: "Ask Will about Monday", "Спросить Васю про
/// понедельник", "Zapytać Wojtka o poniedziałek" keep the day in the title with no due, as "Talk
/// about the weekend" does, where the day left the title ("Ask Will", "Поговорить о") and became
/// the due. The day a task is done on is said with a preposition of time, and "about" after one
/// is its hedge. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct DayAsTheTopicClassTests {
    @Test(arguments: [
        ClassRow(text: "Ask Will about Monday", title: "Ask Will about Monday", region: "US"),
        ClassRow(text: "Ask Bob about Friday", title: "Ask Bob about Friday", region: "US"),
        ClassRow(text: "Email Anna about Tuesday", title: "Email Anna about Tuesday", region: "US"),
        ClassRow(text: "Talk about next Friday", title: "Talk about next Friday", region: "US"),
        ClassRow(text: "Ask about March", title: "Ask about March", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Спросить Васю про понедельник", title: "Спросить Васю про понедельник"),
        ClassRow(text: "Поговорить о понедельнике", title: "Поговорить о понедельнике"),
        ClassRow(text: "Напомнить про понедельник", title: "Напомнить про понедельник"),
        ClassRow(text: "Спросить про следующую пятницу", title: "Спросить про следующую пятницу"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Zapytać Wojtka o poniedziałek", title: "Zapytać Wojtka o poniedziałek", region: "PL"),
        ClassRow(text: "Porozmawiać o poniedziałku", title: "Porozmawiać o poniedziałku", region: "PL"),
        ClassRow(text: "Zapytać o marzec", title: "Zapytać o marzec", region: "PL"),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// Must not: the day said with a preposition of time is the due, beside a topic or after
    /// "about" as a hedge; "about" and "o" before an hour still say it.
    @Test(arguments: [
        ClassRow(text: "Talk to Bob about the budget on Monday", due: "2026-12-07", title: "Talk to Bob about the budget", region: "US"),
        ClassRow(text: "Finish by about Friday", due: "2026-12-04", title: "Finish", region: "US"),
        ClassRow(text: "Call about 3pm", due: "2026-12-02T15:00", title: "Call", region: "US"),
        ClassRow(text: "Поговорить о бюджете в понедельник", due: "2026-12-07", title: "Поговорить о бюджете"),
        ClassRow(text: "Поговорить о понедельнике в пятницу", due: "2026-12-04", title: "Поговорить о понедельнике"),
        ClassRow(text: "Porozmawiać o budżecie w poniedziałek", due: "2026-12-07", title: "Porozmawiać o budżecie", region: "PL"),
        ClassRow(text: "Spotkanie o 15", due: "2026-12-02T15:00", title: "Spotkanie", region: "PL"),
    ])
    func aDayOfTimeMustNot(_ row: ClassRow) { row.check() }
}
