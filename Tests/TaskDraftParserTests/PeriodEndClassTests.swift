import Testing
@testable import TaskDraftParser

/// The end of a period said with any opener a month's name takes ("pod koniec miesiąca", "z
/// końcem tygodnia", "под конец месяца", "towards the end of the week"): a deadline at the end
/// of the period's last working day, as "do końca miesiąca" and "end of the month" are, with
/// the opener out of the title. The period's end as a thing talked about ("koniec roku", "the
/// end of the movie") stays title text. Written from the rule, per language. Now is Wednesday
/// 2026-12-02 10:00 in Moscow.
@Suite struct PeriodEndClassTests {
    @Test(arguments: [
        ClassRow(text: "Send the report towards the end of the month", due: "2026-12-31T18:00", title: "Send the report"),
        ClassRow(text: "Send the report toward the end of the week", due: "2026-12-04T18:00", title: "Send the report"),
        ClassRow(text: "Send the report towards the end of the day", due: "2026-12-02T18:00", title: "Send the report"),
        ClassRow(text: "Send the report towards the end of the year", due: "2026-12-31T18:00", title: "Send the report"),
        ClassRow(text: "Send the report towards the end of March", due: "2027-03-31T18:00", title: "Send the report"),
        ClassRow(text: "Send the report by the end of the week", due: "2026-12-04T18:00", title: "Send the report"),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Сдать отчёт под конец месяца", due: "2026-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт под конец недели", due: "2026-12-04T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт под конец дня", due: "2026-12-02T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт под конец года", due: "2026-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт в конце месяца", due: "2026-12-31T18:00", title: "Сдать отчёт"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Wysłać raport pod koniec miesiąca", due: "2026-12-31T18:00", title: "Wysłać raport"),
        ClassRow(text: "Wysłać raport pod koniec tygodnia", due: "2026-12-04T18:00", title: "Wysłać raport"),
        ClassRow(text: "Wysłać raport pod koniec dnia", due: "2026-12-02T18:00", title: "Wysłać raport"),
        ClassRow(text: "Wysłać raport pod koniec roku", due: "2026-12-31T18:00", title: "Wysłać raport"),
        ClassRow(text: "Wysłać raport pod koniec kwartału", due: "2026-12-31T18:00", title: "Wysłać raport"),
        ClassRow(text: "Wysłać raport z końcem miesiąca", due: "2026-12-31T18:00", title: "Wysłać raport"),
        ClassRow(text: "Wyslac raport pod koniec miesiaca", due: "2026-12-31T18:00", title: "Wyslac raport"),
        ClassRow(text: "Wysłać raport na koniec miesiąca", due: "2026-12-31T18:00", title: "Wysłać raport"),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ row: ClassRow) { row.check() }

    /// The end talked about, with no opener, names no deadline; "z" before anything else is
    /// the preposition it was.
    @Test(arguments: [
        ClassRow(text: "Watch the end of the movie", due: "-", title: "Watch the end of the movie", region: "US"),
        ClassRow(text: "Обсудить конец года", due: "-", title: "Обсудить конец года"),
        ClassRow(text: "Omówić koniec roku", due: "-", title: "Omówić koniec roku", region: "PL"),
        ClassRow(text: "Omówić podsumowanie z końcem", due: "-", title: "Omówić podsumowanie z końcem", region: "PL"),
        ClassRow(text: "Spotkanie z Anną jutro", due: "2026-12-03", title: "Spotkanie z Anną", region: "PL"),
    ])
    func mustNotParse(_ row: ClassRow) { row.check() }
}
