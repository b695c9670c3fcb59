import Testing
@testable import TaskDraftParser

/// A holiday opening a range ("с Рождества до 10 января", "od Wigilii do Trzech Króli", "from
/// Christmas to New Year") starts on its day and is due on the range's last, a holiday's or a
/// date's, in Russian as in Polish and English. Russian "с" opens the range only with its end
/// said: alone, after a greeting ("поздравить с Рождеством") or before a person, the words stay
/// as they were. Written from the rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow; Russian Christmas is 7 January.
@Suite struct HolidayRangeClassTests {
    @Test(arguments: [
        ClassRow(text: "Отпуск с Нового года до Рождества", due: "2027-01-07", start: "2027-01-01", title: "Отпуск"),
        ClassRow(text: "Отпуск с Рождества до 10 января", due: "2027-01-10", start: "2027-01-07", title: "Отпуск"),
        ClassRow(text: "Отпуск с Дня Победы до 15 мая", due: "2027-05-15", start: "2027-05-09", title: "Отпуск"),
        ClassRow(text: "Дежурство со Дня Победы по 12 мая", due: "2027-05-12", start: "2027-05-09", title: "Дежурство"),
        ClassRow(text: "Каникулы с 31 декабря по Рождество", due: "2027-01-07", start: "2026-12-31", title: "Каникулы"),
        ClassRow(text: "Отпуск с 1 мая до Дня Победы", due: "2027-05-09", start: "2027-05-01", title: "Отпуск"),
        // Its end before its start is read as said, as Polish "od Trzech Króli do Nowego Roku" is.
        ClassRow(text: "Отпуск с Рождества до Нового года", due: "2027-01-01", start: "2027-01-07", title: "Отпуск"),
        // Must not: "с" a holiday alone, a greeting, a person after "до", "по" with no range.
        ClassRow(text: "Отпуск с Рождества", due: "-", start: "-", title: "Отпуск с Рождества"),
        ClassRow(text: "Поздравить с Рождеством", due: "-", start: "-", title: "Поздравить с Рождеством"),
        ClassRow(text: "Поздравить с Новым годом до 10 января", due: "2027-01-10", start: "-", title: "Поздравить с Новым годом"),
        ClassRow(text: "Посылка с Рождества до Анны", due: "-", start: "-", title: "Посылка с Рождества до Анны"),
        ClassRow(text: "Скидки по Новый год", due: "-", start: "-", title: "Скидки по Новый год"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Urlop od Bożego Narodzenia do Nowego Roku", due: "2027-01-01", start: "2026-12-25", title: "Urlop"),
        ClassRow(text: "Urlop od Wigilii do 2 stycznia", due: "2027-01-02", start: "2026-12-24", title: "Urlop"),
        ClassRow(text: "Urlop od Trzech Króli do Nowego Roku", due: "2027-01-01", start: "2027-01-06", title: "Urlop"),
        // Must not: a man named Sylwester, "do" a person.
        ClassRow(text: "Paczka od Sylwestra do Anny", due: "-", start: "-", title: "Paczka od Sylwestra do Anny"),
    ].map { var row = $0; row.region = "PL"; return row })
    func polish(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Vacation from Christmas until New Year", due: "2027-01-01", start: "2026-12-25", title: "Vacation"),
        ClassRow(text: "Vacation from New Year's Eve to January 2", due: "2027-01-02", start: "2026-12-31", title: "Vacation"),
        // Must not: a holiday's name that is part of a place's.
        ClassRow(text: "Trip from Christmas to Easter Island", due: "-", start: "2026-12-25", title: "Trip to Easter Island"),
    ].map { var row = $0; row.region = "US"; return row })
    func english(_ row: ClassRow) { row.check() }
}
