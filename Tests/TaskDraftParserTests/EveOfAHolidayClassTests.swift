import Testing
@testable import TaskDraftParser

/// "Под" before a holiday's name is just before it comes: due on its eve ("под Новый год" on
/// 31 December, "под Рождество" on 6 January), where the words stayed in the title with no due.
/// Polish has no such preposition: "na Sylwestra" is 31 December by its own name, and "pod"
/// before a thing is where it goes.
/// Written from the rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct EveOfAHolidayClassTests {
    @Test(arguments: [
        ClassRow(text: "Купить подарки под Новый год", due: "2026-12-31", title: "Купить подарки"),
        ClassRow(text: "Под Новый год купить мандарины", due: "2026-12-31", title: "Купить мандарины"),
        ClassRow(text: "Испечь пирог под Рождество", due: "2027-01-06", title: "Испечь пирог"),
        ClassRow(text: "Покрасить яйца под Пасху", due: "2027-05-01", title: "Покрасить яйца"),
        ClassRow(text: "Купить подарки под Новый год 2028", due: "2027-12-31", title: "Купить подарки"),
        ClassRow(text: "Kupić szampana na Sylwestra", due: "2026-12-31", title: "Kupić szampana", region: "PL"),
        // Must not: "под" before a thing is where something goes; the holiday itself after "на".
        ClassRow(text: "Положить подарки под ёлку", title: "Положить подарки под ёлку"),
        ClassRow(text: "Купить подставку под ёлку", title: "Купить подставку под ёлку"),
        ClassRow(text: "Купить подарки на Новый год", due: "2027-01-01", title: "Купить подарки"),
        ClassRow(text: "Купить подарки перед Новым годом", due: "2027-01-01", title: "Купить подарки"),
        ClassRow(text: "Доделать отчёт под конец года", due: "2026-12-31T18:00", title: "Доделать отчёт"),
        ClassRow(text: "Położyć prezenty pod choinkę", title: "Położyć prezenty pod choinkę", region: "PL"),
        ClassRow(text: "Buy gifts before New Year", due: "2027-01-01", title: "Buy gifts", region: "US"),
    ])
    func underAHolidayIsItsEve(_ row: ClassRow) { row.check() }
}
