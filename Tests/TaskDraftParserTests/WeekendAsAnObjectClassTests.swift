import Testing
@testable import TaskDraftParser

/// A weekend right after a verb, with no preposition and no word that picks one, is what the
/// verb acts on (or is about): "Plan weekend", "Plan the weekend", "Enjoy the weekend", "Spend the
/// weekend with family", "Talk about the weekend", "Zaplanować weekend" keep their words and
/// have no date, where each was titled "Plan" and due and started on Saturday. After the verb's
/// object, after a preposition or a word that picks a weekend, and before "of" a holiday, it is
/// the weekend as before. Russian's bare "выходные" was already no date. Written from the rule,
/// per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct WeekendAsAnObjectClassTests {
    @Test(arguments: [
        ClassRow(text: "Plan weekend", title: "Plan weekend", warned: .nothing, region: "US"),
        ClassRow(text: "Plan the weekend", title: "Plan the weekend", region: "US"),
        ClassRow(text: "Plan our weekend with Anna", title: "Plan our weekend with Anna", region: "US"),
        ClassRow(text: "Plan a weekend", title: "Plan a weekend", region: "US"),
        ClassRow(text: "Book a weekend in Rome", title: "Book a weekend in Rome", region: "US"),
        ClassRow(text: "Plan weekend on Friday", due: "2026-12-04", title: "Plan weekend", warned: .nothing, region: "US"),
        ClassRow(text: "Enjoy the weekend", title: "Enjoy the weekend", region: "US"),
        ClassRow(text: "Spend the weekend with family", title: "Spend the weekend with family", region: "US"),
        ClassRow(text: "Talk about the weekend", title: "Talk about the weekend", region: "US"),
        ClassRow(text: "Ask about the weekend", title: "Ask about the weekend", region: "US"),
        ClassRow(text: "Провести выходные с семьёй", title: "Провести выходные с семьёй"),
        ClassRow(text: "Spędzić weekend z rodziną", title: "Spędzić weekend z rodziną", region: "PL"),
        ClassRow(text: "Спланировать выходные", title: "Спланировать выходные"),
        ClassRow(text: "Zaplanować weekend", title: "Zaplanować weekend", warned: .nothing, region: "PL"),
        ClassRow(text: "Zaplanować weekend w piątek", due: "2026-12-04", title: "Zaplanować weekend", region: "PL"),
    ])
    func theWeekendAVerbActsOnIsNoDate(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Plan this weekend", due: "2026-12-05", start: "2026-12-05", title: "Plan", region: "US"),
        ClassRow(text: "Plan a trip on the weekend", due: "2026-12-05", start: "2026-12-05", title: "Plan a trip", region: "US"),
        ClassRow(text: "Clean garage this weekend", due: "2026-12-05", start: "2026-12-05", title: "Clean garage", region: "US"),
        ClassRow(text: "Call mom on the weekend", due: "2026-12-05", start: "2026-12-05", title: "Call mom", region: "US"),
        ClassRow(text: "Spend time with family on the weekend", due: "2026-12-05", start: "2026-12-05",
                 title: "Spend time with family", region: "US"),
        ClassRow(text: "Talk to Bob about the budget this weekend", due: "2026-12-05", start: "2026-12-05",
                 title: "Talk to Bob about the budget", region: "US"),
        ClassRow(text: "Clean garage weekend", due: "2026-12-05", start: "2026-12-05", title: "Clean garage", region: "US"),
        ClassRow(text: "Weekend call mom", due: "2026-12-05", start: "2026-12-05", title: "Call mom", region: "US"),
        ClassRow(text: "Take weekend of Thanksgiving off", due: "2027-11-25", start: "2027-11-25", title: "Take off", region: "US"),
        ClassRow(text: "Спланировать поездку на выходных", due: "2026-12-05", start: "2026-12-05", title: "Спланировать поездку"),
        ClassRow(text: "Zaplanować wyjazd na weekend", due: "2026-12-05", start: "2026-12-05", title: "Zaplanować wyjazd",
                 region: "PL"),
        ClassRow(text: "Zaplanować w ten weekend", due: "2026-12-05", start: "2026-12-05", title: "Zaplanować", region: "PL"),
    ])
    func theWeekendSaidAsADayMustNot(_ row: ClassRow) { row.check() }
}
