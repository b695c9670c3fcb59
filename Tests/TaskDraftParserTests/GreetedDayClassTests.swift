import Testing
@testable import TaskDraftParser

/// The day a greeting is for ("Поздравить с Днём Победы", "с днём учителя") is the noun "day"
/// with its name after it, not "днём", the afternoon: the words stay in the title and set no
/// time, as "Wish Anna a happy Teachers' Day" and "Pogratulować z Dniem Nauczyciela" do. "Днём"
/// said as the time of day is still 15:00, as "in the afternoon" and "po południu" are.
/// Written from the rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct GreetedDayClassTests {
    @Test(arguments: [
        ClassRow(text: "Поздравить с Днём Победы", due: "-", start: "-", title: "Поздравить с Днём Победы"),
        ClassRow(text: "Поздравить коллег с днём победы", due: "-", start: "-", title: "Поздравить коллег с днём победы"),
        ClassRow(text: "Поздравить маму с Днём матери", due: "-", start: "-", title: "Поздравить маму с Днём матери"),
        ClassRow(text: "Поздравить с Днём защитника Отечества", due: "-", start: "-",
                 title: "Поздравить с Днём защитника Отечества"),
        ClassRow(text: "Поздравить с днём учителя в пятницу", due: "2026-12-04", start: "-", title: "Поздравить с днём учителя"),
        ClassRow(text: "Поздравить с днём рождения", due: "-", start: "-", title: "Поздравить с днём рождения"),
        ClassRow(text: "Wish Anna a happy Teachers' Day", due: "-", start: "-", title: "Wish Anna a happy Teachers' Day",
                 region: "US"),
        ClassRow(text: "Pogratulować z Dniem Nauczyciela", due: "-", start: "-", title: "Pogratulować z Dniem Nauczyciela",
                 region: "PL"),
        // Must not: the time of day.
        ClassRow(text: "Позвонить днём", due: "2026-12-02T15:00", start: "-", title: "Позвонить"),
        ClassRow(text: "Позвонить днём в пятницу", due: "2026-12-04T15:00", start: "-", title: "Позвонить"),
        ClassRow(text: "Call in the afternoon", due: "2026-12-02T15:00", start: "-", title: "Call", region: "US"),
        ClassRow(text: "Zadzwonić po południu", due: "2026-12-02T15:00", start: "-", title: "Zadzwonić", region: "PL"),
    ])
    func aGreetedDayIsNoTime(_ row: ClassRow) { row.check() }
}
