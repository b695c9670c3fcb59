import Testing
@testable import TaskDraftParser

/// A span before or after an event that has its own day, the event named between them ("book
/// flights 3 weeks before the conference on March 3", "забронировать билеты за 3 недели до
/// конференции 3 марта", "zarezerwować loty 3 tygodnie przed konferencją 3 marca"): the task is
/// due on the event's day moved by the span, and the event stays in the title with its "before"
/// or "after". A span with no day ("3 weeks before the conference") is text, a day with no span
/// is that day, and a length in hours moves no day. Written from the rule, per language. Now is
/// Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct EventOffsetClassTests {
    @Test(arguments: [
        ClassRow(text: "Book flights 3 weeks before the conference on March 3", due: "2027-02-10",
                 title: "Book flights before the conference", warned: .nothing, region: "US"),
        ClassRow(text: "Book flights 3 weeks before the conference, March 3", due: "2027-02-10",
                 title: "Book flights before the conference", region: "US"),
        ClassRow(text: "Order the cake a week before the party on December 20", due: "2026-12-13",
                 title: "Order the cake before the party", region: "US"),
        ClassRow(text: "Send thank-you notes 2 days after the wedding on June 5", due: "2027-06-07",
                 title: "Send thank-you notes after the wedding", region: "US"),
        ClassRow(text: "Book a hotel 3 weeks before the annual team offsite on March 3", due: "2027-02-10",
                 title: "Book a hotel before the annual team offsite", region: "US"),
    ])
    func englishSpansMoveTheEventsDay(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "за 3 недели до конференции 3 марта", due: "2027-02-10", title: "До конференции", warned: .nothing),
        ClassRow(text: "забронировать билеты за 3 недели до конференции 3 марта", due: "2027-02-10",
                 title: "Забронировать билеты до конференции"),
        ClassRow(text: "отправить отчёт через 2 дня после встречи 10 декабря", due: "2026-12-12",
                 title: "Отправить отчёт после встречи", warned: .nothing),
        ClassRow(text: "купить подарок за неделю до свадьбы 20 декабря", due: "2026-12-13", title: "Купить подарок до свадьбы"),
        ClassRow(text: "напомнить гостям за 2 дня до свадьбы 20 декабря", due: "2026-12-18", title: "Напомнить гостям до свадьбы",
                 warned: .nothing),
    ])
    func russianSpansMoveTheEventsDay(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "3 tygodnie przed konferencją 3 marca", due: "2027-02-10", title: "Przed konferencją", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Zarezerwować loty 3 tygodnie przed konferencją 3 marca", due: "2027-02-10",
                 title: "Zarezerwować loty przed konferencją", region: "PL"),
        ClassRow(text: "Wysłać podziękowania 2 dni po weselu 5 czerwca", due: "2027-06-07",
                 title: "Wysłać podziękowania po weselu", region: "PL"),
    ])
    func polishSpansMoveTheEventsDay(_ row: ClassRow) { row.check() }

    /// Must not: a span with no day stays text, a day with no span is that day, a span beside
    /// its day is read as before, a length in hours is no span of days, and "2 дня" with no
    /// "за" before it is still 14:00.
    @Test(arguments: [
        ClassRow(text: "Book flights 3 weeks before the conference", title: "Book flights 3 weeks before the conference",
                 region: "US"),
        ClassRow(text: "the conference on March 3", due: "2027-03-03", title: "The conference", region: "US"),
        ClassRow(text: "Renew passport two weeks before June 10", due: "2027-05-27", title: "Renew passport", region: "US"),
        ClassRow(text: "Spend 2 hours before the meeting on Friday", due: "2026-12-04", title: "Spend 2 hours before the meeting",
                 region: "US"),
        ClassRow(text: "за 3 недели до конференции", title: "За 3 недели до конференции"),
        ClassRow(text: "конференция 3 марта", due: "2027-03-03", title: "Конференция"),
        ClassRow(text: "созвон 3 марта в 2 дня", due: "2027-03-03T14:00", title: "Созвон"),
        ClassRow(text: "3 tygodnie przed konferencją", title: "3 tygodnie przed konferencją", region: "PL"),
        ClassRow(text: "konferencja 3 marca", due: "2027-03-03", title: "Konferencja", region: "PL"),
    ])
    func whatStaysAsItWas(_ row: ClassRow) { row.check() }
}
