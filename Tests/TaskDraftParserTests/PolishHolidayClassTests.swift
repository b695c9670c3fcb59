import Testing
@testable import TaskDraftParser

/// The holidays a Polish planner names a day by ("na Wigilię", "na Sylwestra", "w tłusty
/// czwartek", "na Dzień Matki") are their days, fixed or counted from Easter, said as a date is:
/// after a preposition, or alone. Names they share stay names ("Zadzwonić do Sylwestra", "Paczka
/// od Sylwestra", "w Mikołajkach" the town), and an adjective made from one names no day
/// ("wigilijny barszcz"). English and Russian say the same days as they did. Written from the
/// rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow; Easter 2027 is 28 March.
@Suite struct PolishHolidayClassTests {
    @Test(arguments: [
        ClassRow(text: "Kupić choinkę na Wigilię", due: "2026-12-24", title: "Kupić choinkę"),
        ClassRow(text: "Wigilia Bożego Narodzenia", due: "2026-12-24"),
        ClassRow(text: "Prezenty na Święta Bożego Narodzenia", due: "2026-12-25", title: "Prezenty"),
        ClassRow(text: "Impreza na Sylwestra", due: "2026-12-31", title: "Impreza"),
        ClassRow(text: "Sylwester", due: "2026-12-31"),
        ClassRow(text: "Odpocząć po Sylwestrze", start: "2026-12-31", title: "Odpocząć"),
        ClassRow(text: "Dieta od Trzech Króli", start: "2027-01-06", title: "Dieta"),
        ClassRow(text: "Prezenty na Mikołajki", due: "2026-12-06", title: "Prezenty"),
        ClassRow(text: "Kupić pączki w tłusty czwartek", due: "2027-02-04", title: "Kupić pączki"),
        ClassRow(text: "Wyjazd na Wielkanoc", due: "2027-03-28", title: "Wyjazd"),
        ClassRow(text: "Odpocząć w Poniedziałek Wielkanocny", due: "2027-03-29", title: "Odpocząć"),
        ClassRow(text: "Procesja na Boże Ciało", due: "2027-05-27", title: "Procesja"),
        ClassRow(text: "Kwiaty na Dzień Matki", due: "2027-05-26", title: "Kwiaty"),
        ClassRow(text: "Znicze na Wszystkich Świętych", due: "2027-11-01", title: "Znicze"),
        ClassRow(text: "Flaga na Święto Niepodległości", due: "2027-11-11", title: "Flaga"),
        // Must not: a man named Sylwester, the town of Mikołajki, an adjective, a mother.
        ClassRow(text: "Zadzwonić do Sylwestra", due: "-", title: "Zadzwonić do Sylwestra"),
        ClassRow(text: "Spotkanie z Sylwestrem", due: "-", title: "Spotkanie z Sylwestrem"),
        ClassRow(text: "Paczka od Sylwestra", due: "-", start: "-", title: "Paczka od Sylwestra"),
        ClassRow(text: "Prezent dla Sylwestra", due: "-", start: "-", title: "Prezent dla Sylwestra"),
        ClassRow(text: "List od Mikołaja", due: "-", start: "-", title: "List od Mikołaja"),
        ClassRow(text: "Wakacje w Mikołajkach", due: "-", title: "Wakacje w Mikołajkach"),
        ClassRow(text: "Przepis na wigilijny barszcz", due: "-", title: "Przepis na wigilijny barszcz"),
        ClassRow(text: "Kupić prezent dla matki", due: "-", title: "Kupić prezent dla matki"),
    ].map { var row = $0; row.region = "PL"; return row })
    func polish(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Buy a tree for Christmas Eve", due: "2026-12-24", title: "Buy a tree", region: "US"),
        ClassRow(text: "Party on New Year's Eve", due: "2026-12-31", title: "Party", region: "US"),
        ClassRow(text: "Купить ёлку к Новому году", due: "2027-01-01", title: "Купить ёлку"),
        // Must not: a holiday's name before a noun is the thing's name.
        ClassRow(text: "Wrap Christmas presents", due: "-", title: "Wrap Christmas presents", region: "US"),
        ClassRow(text: "Посмотреть фильм про Новый год", due: "-", title: "Посмотреть фильм про Новый год"),
    ])
    func englishAndRussian(_ row: ClassRow) { row.check() }

    /// "od" a holiday "do" a day or another holiday is a range, whatever the holiday's name may
    /// also be: it starts on the first day and is due on the last ("Urlop od Sylwestra do Nowego
    /// Roku" starts on 31 December and is due on 1 January), as "od 24 grudnia do 6 stycznia"
    /// was; a man named Sylwester with no day after "do" stays text.
    @Test(arguments: [
        ClassRow(text: "Urlop od Sylwestra do Nowego Roku", due: "2027-01-01", start: "2026-12-31", title: "Urlop", region: "PL"),
        ClassRow(text: "Urlop od Wigilii do Trzech Króli", due: "2027-01-06", start: "2026-12-24", title: "Urlop", region: "PL"),
        ClassRow(text: "Urlop od Sylwestra do 2 stycznia", due: "2027-01-02", start: "2026-12-31", title: "Urlop", region: "PL"),
        ClassRow(text: "Urlop od 31 grudnia do Nowego Roku", due: "2027-01-01", start: "2026-12-31", title: "Urlop", region: "PL"),
        ClassRow(text: "Vacation from Christmas to New Year", due: "2027-01-01", start: "2026-12-25", title: "Vacation",
                 region: "US"),
        // Must not: "od" and "do" a person or a place.
        ClassRow(text: "Paczka od Sylwestra", due: "-", start: "-", title: "Paczka od Sylwestra", region: "PL"),
        ClassRow(text: "Paczka od Sylwestra do Anny", due: "-", start: "-", title: "Paczka od Sylwestra do Anny", region: "PL"),
        ClassRow(text: "Wyjazd od Sylwestra do Zakopanego", due: "-", start: "-", title: "Wyjazd od Sylwestra do Zakopanego",
                 region: "PL"),
        ClassRow(text: "Zadzwonić do Sylwestra", due: "-", start: "-", title: "Zadzwonić do Sylwestra", region: "PL"),
        ClassRow(text: "Trip from Christmas to Easter Island", due: "-", start: "2026-12-25", title: "Trip to Easter Island",
                 region: "US"),
    ])
    func aRangeFromAHolidayReadsAsOne(_ row: ClassRow) { row.check() }
}
