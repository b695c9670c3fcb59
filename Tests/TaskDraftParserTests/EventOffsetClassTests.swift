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

    /// A span straight before a day, with no event between ("за 2 дня до пятницы", "2 days before
    /// Friday", "na 2 dni przed piątkiem"), is that day moved back, wherever it stands; Russian
    /// "за" opening the sentence is the span's, where it was left as the title's first word
    /// ("За позвонить"). A "за" that says what the task is about, or a span with no day, is no
    /// such span.
    @Test(arguments: [
        ClassRow(text: "за 2 дня до пятницы позвонить", due: "2026-12-02", title: "Позвонить"),
        ClassRow(text: "За неделю до 20 декабря купить подарки", due: "2026-12-13", title: "Купить подарки"),
        ClassRow(text: "позвонить за 2 дня до пятницы", due: "2026-12-02", title: "Позвонить"),
        ClassRow(text: "2 days before Friday call Bob", due: "2026-12-02", title: "Call Bob", region: "US"),
        ClassRow(text: "Call Bob 2 days before Friday", due: "2026-12-02", title: "Call Bob", region: "US"),
        ClassRow(text: "na 2 dni przed piątkiem zadzwonić", due: "2026-12-02", title: "Zadzwonić", region: "PL"),
        ClassRow(text: "Zadzwonić 2 dni przed piątkiem", due: "2026-12-02", title: "Zadzwonić", region: "PL"),
        // Must not: "за" before what the task is about, before a day that no span counts from.
        ClassRow(text: "За март отчитаться до пятницы", due: "2026-12-04", title: "За март отчитаться"),
        ClassRow(text: "Сдать отчёт за март до пятницы", due: "2026-12-04", title: "Сдать отчёт за март"),
        ClassRow(text: "Za marzec rozliczyć się do piątku", due: "2026-12-04", title: "Za marzec rozliczyć się", region: "PL"),
        ClassRow(text: "Report for March before Friday", due: "2026-12-04", title: "Report for March", region: "US"),
    ])
    func aSpanBeforeADayMovesItBack(_ row: ClassRow) { row.check() }
}
