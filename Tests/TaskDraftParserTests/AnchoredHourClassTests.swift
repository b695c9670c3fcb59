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
    struct Case: CustomStringConvertible, Sendable {
        let text: String
        /// The due as `GrammarClassTests.text` writes it ("-" for none).
        let due: String
        let title: String
        /// The repeat rule, if the words say one.
        var rrule: String? = nil
        /// The reading of a 12-hour bare hour the draft must warn of ("\"9\" read as 09:00"),
        /// nil where the hour or a part of the day says its half of the day (0, 13–23, "9:30",
        /// "tonight") or it is no time.
        var reading: String? = nil
        var region = "RU"
        var description: String { text }
    }

    static func check(_ c: Case) {
        let draft = GrammarClassTests.draft(c.text, region: c.region)
        #expect(GrammarClassTests.text(draft.due) == c.due, "due of \(c.text)")
        #expect(draft.title == c.title, "title of \(c.text)")
        #expect(draft.recurrence?.rrule == c.rrule, "repeat of \(c.text)")
        let readings = draft.warnings.map(\.english).filter { $0.contains(" read as ") }
        #expect(readings == (c.reading.map { [$0] } ?? []), "warnings of \(c.text): \(draft.warnings.map(\.english))")
    }

    static let weekdays = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"

    @Test(arguments: [
        Case(text: "tomorrow at 9 standup", due: "2026-12-03T09:00", title: "Standup", reading: "\"9\" read as 09:00"),
        Case(text: "tomorrow at 9 call Bob", due: "2026-12-03T09:00", title: "Call Bob", reading: "\"9\" read as 09:00"),
        Case(text: "Friday at 3 budget review", due: "2026-12-04T15:00", title: "Budget review", reading: "\"3\" read as 15:00"),
        Case(text: "next Monday at 10 sync with Anna", due: "2026-12-07T10:00", title: "Sync with Anna",
             reading: "\"10\" read as 10:00"),
        Case(text: "in 2 days at 9 standup", due: "2026-12-04T09:00", title: "Standup", reading: "\"9\" read as 09:00"),
        Case(text: "December 5 at 9 standup", due: "2026-12-05T09:00", title: "Standup", reading: "\"9\" read as 09:00"),
        // The part of the day says the half of the day: nothing to warn of.
        Case(text: "tonight at 9 call Bob", due: "2026-12-02T21:00", title: "Call Bob"),
        Case(text: "tomorrow at 0 deploy", due: "2026-12-03T00:00", title: "Deploy"),
        Case(text: "tomorrow at 23 deploy", due: "2026-12-03T23:00", title: "Deploy"),
        Case(text: "tomorrow at 09 standup", due: "2026-12-03T09:00", title: "Standup"),
        Case(text: "tomorrow at 9.30 standup", due: "2026-12-03T09:30", title: "Standup"),
        // A US clock's one-digit hour may be either half of the day, as it always was.
        Case(text: "tomorrow at 9:30 standup", due: "2026-12-03T09:30", title: "Standup", reading: "\"9:30\" read as 09:30"),
        Case(text: "every Monday at 9 standup", due: "2026-12-07T09:00", title: "Standup", rrule: "FREQ=WEEKLY;BYDAY=MO",
             reading: "\"9\" read as 09:00"),
        Case(text: "every day at 9 standup", due: "2026-12-03T09:00", title: "Standup", rrule: "FREQ=DAILY",
             reading: "\"9\" read as 09:00"),
        Case(text: "every weekday at 18 standup", due: "2026-12-02T18:00", title: "Standup", rrule: weekdays),
        Case(text: "at 9 every weekday standup", due: "2026-12-03T09:00", title: "Standup", rrule: weekdays,
             reading: "\"9\" read as 09:00"),
        // Already read before: the hour says its half of the day, or the day follows it.
        Case(text: "every weekday at 9am standup", due: "2026-12-03T09:00", title: "Standup", rrule: weekdays),
        Case(text: "at 9 tomorrow standup", due: "2026-12-03T09:00", title: "Standup", reading: "\"9\" read as 09:00"),
        Case(text: "standup every weekday at 9", due: "2026-12-03T09:00", title: "Standup", rrule: weekdays,
             reading: "\"9\" read as 09:00"),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(text: "завтра в 9 планёрка", due: "2026-12-03T09:00", title: "Планёрка", reading: "\"9\" read as 09:00"),
        Case(text: "в пятницу в 3 созвон с Анной", due: "2026-12-04T15:00", title: "Созвон с Анной",
             reading: "\"3\" read as 15:00"),
        Case(text: "в следующий понедельник в 10 планёрка", due: "2026-12-07T10:00", title: "Планёрка",
             reading: "\"10\" read as 10:00"),
        Case(text: "через 2 дня в 9 планёрка", due: "2026-12-04T09:00", title: "Планёрка", reading: "\"9\" read as 09:00"),
        Case(text: "5 марта в 9 планёрка", due: "2027-03-05T09:00", title: "Планёрка", reading: "\"9\" read as 09:00"),
        Case(text: "завтра утром в 9 планёрка", due: "2026-12-03T09:00", title: "Планёрка"),
        Case(text: "завтра в 0 выкатка", due: "2026-12-03T00:00", title: "Выкатка"),
        Case(text: "завтра в 23 выкатка", due: "2026-12-03T23:00", title: "Выкатка"),
        Case(text: "завтра в 9.30 планёрка", due: "2026-12-03T09:30", title: "Планёрка"),
        Case(text: "завтра в 9:30 планёрка", due: "2026-12-03T09:30", title: "Планёрка"),
        Case(text: "завтра в 9 совещание", due: "2026-12-03T09:00", title: "Совещание", reading: "\"9\" read as 09:00"),
        Case(text: "каждый понедельник в 9 планёрка", due: "2026-12-07T09:00", title: "Планёрка",
             rrule: "FREQ=WEEKLY;BYDAY=MO", reading: "\"9\" read as 09:00"),
        Case(text: "каждый день в 9 планёрка", due: "2026-12-03T09:00", title: "Планёрка", rrule: "FREQ=DAILY",
             reading: "\"9\" read as 09:00"),
        Case(text: "в 9 каждый будний день планёрка", due: "2026-12-03T09:00", title: "Планёрка", rrule: weekdays,
             reading: "\"9\" read as 09:00"),
    ])
    func russian(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(text: "jutro o 9 standup", due: "2026-12-03T09:00", title: "Standup", reading: "\"9\" read as 09:00"),
        Case(text: "w piątek o 3 spotkanie z Anną", due: "2026-12-04T15:00", title: "Spotkanie z Anną",
             reading: "\"3\" read as 15:00"),
        Case(text: "w przyszły poniedziałek o 10 planowanie", due: "2026-12-07T10:00", title: "Planowanie",
             reading: "\"10\" read as 10:00"),
        Case(text: "5 marca o 9 spotkanie", due: "2027-03-05T09:00", title: "Spotkanie", reading: "\"9\" read as 09:00"),
        Case(text: "jutro o 0 wdrożenie", due: "2026-12-03T00:00", title: "Wdrożenie"),
        Case(text: "jutro o 23 wdrożenie", due: "2026-12-03T23:00", title: "Wdrożenie"),
        Case(text: "jutro o 9.30 standup", due: "2026-12-03T09:30", title: "Standup"),
        Case(text: "jutro o 9:30 standup", due: "2026-12-03T09:30", title: "Standup"),
        Case(text: "codziennie o 9 standup", due: "2026-12-03T09:00", title: "Standup", rrule: "FREQ=DAILY",
             reading: "\"9\" read as 09:00"),
        Case(text: "w każdy dzień roboczy o 9 standup", due: "2026-12-03T09:00", title: "Standup", rrule: weekdays,
             reading: "\"9\" read as 09:00"),
        Case(text: "co poniedziałek o 9 planowanie", due: "2026-12-07T09:00", title: "Planowanie",
             rrule: "FREQ=WEEKLY;BYDAY=MO", reading: "\"9\" read as 09:00"),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ c: Case) { Self.check(c) }

    /// What the number counts, orders or addresses stays in the title, with the day said: an
    /// address ("at 9 Elm Street"), a count of a measure ("o 9 osób"), a noun the Russian
    /// preposition governs ("в 9 классе", "в 2 магазинах"), a day not beside the hour, a year,
    /// and a number no preposition introduces ("room 9 review").
    @Test(arguments: [
        Case(text: "meet at 9 Elm Street tomorrow", due: "2026-12-03", title: "Meet at 9 Elm Street", region: "US"),
        Case(text: "tomorrow at 9 Elm Street", due: "2026-12-03", title: "At 9 Elm Street", region: "US"),
        Case(text: "Pick up flyers at 3 stores tomorrow", due: "2026-12-03", title: "Pick up flyers at 3 stores", region: "US"),
        Case(text: "room 9 review tomorrow", due: "2026-12-03", title: "Room 9 review", region: "US"),
        Case(text: "tomorrow room 9 review", due: "2026-12-03", title: "Room 9 review", region: "US"),
        Case(text: "Meet at 10 Downing Street", due: "-", title: "Meet at 10 Downing Street", region: "US"),
        // A year names no day for the hour to be at.
        Case(text: "в 2027 году в 9 планёрка", due: "2027-12-31", title: "В 9 планёрка"),
        Case(text: "Завтра в 9 классе родительское собрание", due: "2026-12-03", title: "В 9 классе родительское собрание"),
        Case(text: "завтра в 2 магазинах проверить цены", due: "2026-12-03", title: "В 2 магазинах проверить цены"),
        Case(text: "Зайти в 2 магазина завтра", due: "2026-12-03", title: "Зайти в 2 магазина"),
        Case(text: "Zwiększyć limit jutro o 9 osób", due: "2026-12-03", title: "Zwiększyć limit o 9 osób", region: "PL"),
    ])
    func notAnHour(_ c: Case) { Self.check(c) }
}
