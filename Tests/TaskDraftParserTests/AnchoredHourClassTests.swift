import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// A bare hour after "at", "в", "o" with title words after it: the time when a day, a part of
/// the day or a repeat rule is said just before the preposition or just after the hour
/// ("tomorrow at 9 standup", "в 9 каждый будний день планёрка"); a count, an address or a
/// governed noun stays title text whatever day is said. Written from the rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct AnchoredHourClassTests {
    static let weekdays = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"

    @Test(arguments: [
        ClassRow(text: "tomorrow at 9 standup", due: "2026-12-03T09:00", title: "Standup", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "tomorrow at 9 call Bob", due: "2026-12-03T09:00", title: "Call Bob", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "Friday at 3 budget review", due: "2026-12-04T15:00", title: "Budget review", rrule: "-",
                 warned: .readAs(["\"3\" read as 15:00"])),
        ClassRow(text: "next Monday at 10 sync with Anna", due: "2026-12-07T10:00", title: "Sync with Anna", rrule: "-",
                 warned: .readAs(["\"10\" read as 10:00"])),
        ClassRow(text: "in 2 days at 9 standup", due: "2026-12-04T09:00", title: "Standup", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "December 5 at 9 standup", due: "2026-12-05T09:00", title: "Standup", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        // The part of the day says the half of the day: nothing to warn of.
        ClassRow(text: "tonight at 9 call Bob", due: "2026-12-02T21:00", title: "Call Bob", rrule: "-", warned: .readAs([])),
        ClassRow(text: "tomorrow at 0 deploy", due: "2026-12-03T00:00", title: "Deploy", rrule: "-", warned: .readAs([])),
        ClassRow(text: "tomorrow at 23 deploy", due: "2026-12-03T23:00", title: "Deploy", rrule: "-", warned: .readAs([])),
        ClassRow(text: "tomorrow at 09 standup", due: "2026-12-03T09:00", title: "Standup", rrule: "-", warned: .readAs([])),
        ClassRow(text: "tomorrow at 9.30 standup", due: "2026-12-03T09:30", title: "Standup", rrule: "-", warned: .readAs([])),
        // A US clock's one-digit hour may be either half of the day, as it always was.
        ClassRow(text: "tomorrow at 9:30 standup", due: "2026-12-03T09:30", title: "Standup", rrule: "-",
                 warned: .readAs(["\"9:30\" read as 09:30"])),
        ClassRow(text: "every Monday at 9 standup", due: "2026-12-07T09:00", title: "Standup", rrule: "FREQ=WEEKLY;BYDAY=MO",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "every day at 9 standup", due: "2026-12-03T09:00", title: "Standup", rrule: "FREQ=DAILY",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "every weekday at 18 standup", due: "2026-12-02T18:00", title: "Standup", rrule: weekdays,
                 warned: .readAs([])),
        ClassRow(text: "at 9 every weekday standup", due: "2026-12-03T09:00", title: "Standup", rrule: weekdays,
                 warned: .readAs(["\"9\" read as 09:00"])),
        // Already read before: the hour says its half of the day, or the day follows it.
        ClassRow(text: "every weekday at 9am standup", due: "2026-12-03T09:00", title: "Standup", rrule: weekdays,
                 warned: .readAs([])),
        ClassRow(text: "at 9 tomorrow standup", due: "2026-12-03T09:00", title: "Standup", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "standup every weekday at 9", due: "2026-12-03T09:00", title: "Standup", rrule: weekdays,
                 warned: .readAs(["\"9\" read as 09:00"])),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "завтра в 9 планёрка", due: "2026-12-03T09:00", title: "Планёрка", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "в пятницу в 3 созвон с Анной", due: "2026-12-04T15:00", title: "Созвон с Анной", rrule: "-",
                 warned: .readAs(["\"3\" read as 15:00"])),
        ClassRow(text: "в следующий понедельник в 10 планёрка", due: "2026-12-07T10:00", title: "Планёрка", rrule: "-",
                 warned: .readAs(["\"10\" read as 10:00"])),
        ClassRow(text: "через 2 дня в 9 планёрка", due: "2026-12-04T09:00", title: "Планёрка", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "5 марта в 9 планёрка", due: "2027-03-05T09:00", title: "Планёрка", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "завтра утром в 9 планёрка", due: "2026-12-03T09:00", title: "Планёрка", rrule: "-",
                 warned: .readAs([])),
        ClassRow(text: "завтра в 0 выкатка", due: "2026-12-03T00:00", title: "Выкатка", rrule: "-", warned: .readAs([])),
        ClassRow(text: "завтра в 23 выкатка", due: "2026-12-03T23:00", title: "Выкатка", rrule: "-", warned: .readAs([])),
        ClassRow(text: "завтра в 9.30 планёрка", due: "2026-12-03T09:30", title: "Планёрка", rrule: "-", warned: .readAs([])),
        ClassRow(text: "завтра в 9:30 планёрка", due: "2026-12-03T09:30", title: "Планёрка", rrule: "-", warned: .readAs([])),
        ClassRow(text: "завтра в 9 совещание", due: "2026-12-03T09:00", title: "Совещание", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "каждый понедельник в 9 планёрка", due: "2026-12-07T09:00", title: "Планёрка",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "каждый день в 9 планёрка", due: "2026-12-03T09:00", title: "Планёрка", rrule: "FREQ=DAILY",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "в 9 каждый будний день планёрка", due: "2026-12-03T09:00", title: "Планёрка", rrule: weekdays,
                 warned: .readAs(["\"9\" read as 09:00"])),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "jutro o 9 standup", due: "2026-12-03T09:00", title: "Standup", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "w piątek o 3 spotkanie z Anną", due: "2026-12-04T15:00", title: "Spotkanie z Anną", rrule: "-",
                 warned: .readAs(["\"3\" read as 15:00"])),
        ClassRow(text: "w przyszły poniedziałek o 10 planowanie", due: "2026-12-07T10:00", title: "Planowanie", rrule: "-",
                 warned: .readAs(["\"10\" read as 10:00"])),
        ClassRow(text: "5 marca o 9 spotkanie", due: "2027-03-05T09:00", title: "Spotkanie", rrule: "-",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "jutro o 0 wdrożenie", due: "2026-12-03T00:00", title: "Wdrożenie", rrule: "-", warned: .readAs([])),
        ClassRow(text: "jutro o 23 wdrożenie", due: "2026-12-03T23:00", title: "Wdrożenie", rrule: "-", warned: .readAs([])),
        ClassRow(text: "jutro o 9.30 standup", due: "2026-12-03T09:30", title: "Standup", rrule: "-", warned: .readAs([])),
        ClassRow(text: "jutro o 9:30 standup", due: "2026-12-03T09:30", title: "Standup", rrule: "-", warned: .readAs([])),
        ClassRow(text: "codziennie o 9 standup", due: "2026-12-03T09:00", title: "Standup", rrule: "FREQ=DAILY",
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "w każdy dzień roboczy o 9 standup", due: "2026-12-03T09:00", title: "Standup", rrule: weekdays,
                 warned: .readAs(["\"9\" read as 09:00"])),
        ClassRow(text: "co poniedziałek o 9 planowanie", due: "2026-12-07T09:00", title: "Planowanie",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .readAs(["\"9\" read as 09:00"])),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ row: ClassRow) { row.check() }

    /// What the number counts, orders or addresses stays in the title, with the day said: an
    /// address ("at 9 Elm Street"), a count of a measure ("o 9 osób"), a noun the Russian
    /// preposition governs ("в 9 классе", "в 2 магазинах"), a day not beside the hour, a year,
    /// and a number no preposition introduces ("room 9 review").
    @Test(arguments: [
        ClassRow(text: "meet at 9 Elm Street tomorrow", due: "2026-12-03", title: "Meet at 9 Elm Street", rrule: "-",
                 warned: .readAs([]), region: "US"),
        ClassRow(text: "tomorrow at 9 Elm Street", due: "2026-12-03", title: "At 9 Elm Street", rrule: "-",
                 warned: .readAs([]), region: "US"),
        ClassRow(text: "Pick up flyers at 3 stores tomorrow", due: "2026-12-03", title: "Pick up flyers at 3 stores",
                 rrule: "-", warned: .readAs([]), region: "US"),
        ClassRow(text: "room 9 review tomorrow", due: "2026-12-03", title: "Room 9 review", rrule: "-", warned: .readAs([]),
                 region: "US"),
        ClassRow(text: "tomorrow room 9 review", due: "2026-12-03", title: "Room 9 review", rrule: "-", warned: .readAs([]),
                 region: "US"),
        ClassRow(text: "Meet at 10 Downing Street", due: "-", title: "Meet at 10 Downing Street", rrule: "-",
                 warned: .readAs([]), region: "US"),
        // A year names no day for the hour to be at.
        ClassRow(text: "в 2027 году в 9 планёрка", due: "2027-12-31", start: "2027-01-01", title: "В 9 планёрка", rrule: "-",
                 warned: .readAs([])),
        ClassRow(text: "Завтра в 9 классе родительское собрание", due: "2026-12-03", title: "В 9 классе родительское собрание",
                 rrule: "-", warned: .readAs([])),
        ClassRow(text: "завтра в 2 магазинах проверить цены", due: "2026-12-03", title: "В 2 магазинах проверить цены",
                 rrule: "-", warned: .readAs([])),
        ClassRow(text: "Зайти в 2 магазина завтра", due: "2026-12-03", title: "Зайти в 2 магазина", rrule: "-",
                 warned: .readAs([])),
        ClassRow(text: "Zwiększyć limit jutro o 9 osób", due: "2026-12-03", title: "Zwiększyć limit o 9 osób", rrule: "-",
                 warned: .readAs([]), region: "PL"),
    ])
    func notAnHour(_ row: ClassRow) { row.check() }
}
