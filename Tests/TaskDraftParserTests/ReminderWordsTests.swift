import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Reminder phrases in English, Russian and Polish: read into the `reminders` field and cut
/// from the title and from the task's own date and time.
@Suite struct ReminderWordsTests {
    let parser = BuiltinParser()
    let context = ParserFixtures.draftContext()
    let zone = ParserFixtures.moscow

    func draft(_ text: String, skills: Skills = .none) -> TaskDraft {
        parser.parse(text, context: ParserFixtures.context(skills: skills))
    }

    func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Instant {
        zone.instant(of: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: day), time: LocalTime(hour: hour, minute: minute)))
    }

    static let phrases: [(String, String, [Reminder])] = [
        ("Call Anna tomorrow at 15:00, remind me 30 minutes before", "Call Anna", [Reminder.relative(-1800)]),
        ("Submit the report tomorrow at 15:00 with a reminder at 9am", "Submit the report", [Reminder.relative(-6 * 3600)]),
        ("Pay rent on friday, remind me at 9am", "Pay rent", [Reminder.relative(9 * 3600)]),
        ("Dentist tomorrow at 10:00, remind me a day before", "Dentist", [Reminder.relative(-86_400)]),
        ("Позвонить маме завтра в 18:00, напомни за час", "Позвонить маме", [Reminder.relative(-3600)]),
        ("Сдать отчёт завтра в 15:00, напомнить в 9 утра", "Сдать отчёт", [Reminder.relative(-6 * 3600)]),
        ("Созвон в пятницу в 11:00 с напоминанием за 15 минут", "Созвон", [Reminder.relative(-900)]),
        ("Zadzwonić do Anny jutro o 15:00, przypomnij 15 minut wcześniej", "Zadzwonić do Anny", [Reminder.relative(-900)]),
        ("Spotkanie jutro o 12:00, przypomnij mi godzinę wcześniej", "Spotkanie", [Reminder.relative(-3600)]),
    ]

    @Test(arguments: phrases)
    func aPhraseBecomesReminders(text: String, title: String, reminders: [Reminder]) {
        let d = draft(text)
        #expect(d.title == title)
        #expect(d.reminders == reminders)
        #expect(!d.remindersFromDefault)
    }

    /// The phrases asking for a reminder before an event stay in what `extract` leaves, and the
    /// spans it gives are their words there up to "before" (a day said inside left out), wherever
    /// other cuts, an adjective said after its event (by the rewrite the parser runs first) or the
    /// trimmed start moved them; none where what follows "до" is the due's noun or was trimmed
    /// away, or the day is the due's.
    @Test(arguments: [
        ("remind me 2 days before the meeting on Friday", ["remind me 2 days"]),
        ("Call Bob, remind me 30 minutes before tomorrow's meeting", ["remind me 30 minutes"]),
        ("  remind me at 9am remind me 30 minutes before the meeting", ["remind me 30 minutes"]),
        ("напомни за час до завтрашней встречи в 15:00, напомни в 9 утра", ["напомни за час"]),
        ("przypomnij mi 15 minut przed jutrzejszym spotkaniem", ["przypomnij mi 15 minut"]),
        ("remind me tomorrow 30 minutes before the meeting at 15:00", ["remind me", "30 minutes"]),
        ("remind me an hour before the call and remind me 2 days before the meeting", ["remind me an hour", "and remind me 2 days"]),
        ("напомни за час до завтрашнего дедлайна", []),
        ("remind me an hour before tomorrow's deadline", []),
        ("напомни за час до и, напомни в 9 утра", []),
        ("remind me 2 days before Friday", []),
        ("Call Anna tomorrow at 15:00, remind me 30 minutes before", []),
    ])
    func theSpansBeforeEventsAreThePhrasesWordsInTheRest(_ text: String, _ spans: [String]) {
        let extracted = ReminderWords.extract(BuiltinParser.sayingTheDayAfterTheEvent(text))
        #expect(extracted.spansBeforeEvents.map { String(extracted.rest[$0]) } == spans, "\(text) → \(extracted.rest)")
    }

    @Test func theReminderTimeIsNotTheTasksTime() {
        let d = draft("Сдать отчёт в пятницу, напомнить в 9 утра")
        #expect(d.due == .date(CivilDate(year: 2026, month: 12, day: 4)))
        #expect(d.reminders == [.relative(9 * 3600)])
        #expect(d.reminders.first?.fireTime(due: d.due, zone: zone) == at(4, 9))
    }

    @Test func aTimeWithoutADueIsTheNextSuchMoment() {
        #expect(draft("Water the plants, remind me at 9am").reminders == [.absolute(at(3, 9))])
        #expect(draft("Water the plants, remind me at 11am").reminders == [.absolute(at(2, 11))])
    }

    @Test func sentencesThatOnlyMentionRemindingStayTasks() {
        let anna = draft("Remind Anna about the invoice tomorrow")
        #expect(anna.title == "Remind Anna about the invoice")
        #expect(anna.reminders.isEmpty)
        let call = draft("Remind me to call mom at 5pm")
        #expect(call.due == .dateTime(zone.zoned(at(2, 17))))
        #expect(call.reminders.isEmpty)
    }

    /// A `workday.md` default as long as a duration may be (999,999,999 weeks, either way) fires
    /// outside the supported dates for any due: it is left out and the draft still validates,
    /// where the draft was refused for a reminder the words never named; a year either way stays.
    @Test func aSkillDefaultFiringOutsideTheSupportedDatesIsLeftOut() throws {
        for far in [Reminder.maximumDurationSeconds, -Reminder.maximumDurationSeconds] {
            var skills = Skills()
            skills.timedReminder = .relative(far)
            skills.datedReminder = .relative(far)
            for words in ["Call Anna tomorrow at 15:00", "Pay rent on friday", "Позвонить Анне завтра в 10", "Zapłacić czynsz w piątek"] {
                let d = draft(words, skills: skills)
                #expect(d.due != nil && d.reminders.isEmpty && !d.remindersFromDefault, "\(far) \(words)")
                _ = try d.validated()
            }
        }
        var skills = Skills()
        skills.timedReminder = .relative(-366 * 86_400)
        skills.datedReminder = .relative(366 * 86_400)
        #expect(draft("Call Anna tomorrow at 15:00", skills: skills).reminders == [.relative(-366 * 86_400)])
        #expect(draft("Pay rent on friday", skills: skills).reminders == [.relative(366 * 86_400)])
    }

    @Test func aSkillDefaultAppliesUnlessTheWordsSayNone() {
        var skills = Skills()
        skills.timedReminder = .relative(-900)
        skills.datedReminder = .relative(9 * 3600)
        let timed = draft("Call Anna tomorrow at 15:00", skills: skills)
        #expect(timed.reminders == [.relative(-900)])
        #expect(timed.remindersFromDefault)
        #expect(draft("Pay rent on friday", skills: skills).reminders == [.relative(9 * 3600)])
        #expect(draft("Read a book", skills: skills).reminders.isEmpty)
        let named = draft("Call Anna tomorrow at 15:00, remind me an hour before", skills: skills)
        #expect(named.reminders == [.relative(-3600)])
        #expect(!named.remindersFromDefault)
        for none in ["Купить хлеб завтра в 10:00 без напоминания", "Buy bread tomorrow at 10:00 without a reminder",
                     "Kupić chleb jutro o 10:00 bez przypomnienia"] {
            let d = draft(none, skills: skills)
            #expect(d.reminders.isEmpty, "\(none)")
            #expect(d.due != nil && !d.title.contains("напомин") && !d.title.contains("reminder") && !d.title.contains("przypomn"))
        }
        #expect(draft("Call Anna tomorrow at 15:00").reminders.isEmpty)
    }

    @Test func oneReminderOnItsOwn() {
        #expect(ReminderWords.request("30 minutes before") == .before(1800))
        #expect(ReminderWords.request("за полчаса") == .before(1800))
        #expect(ReminderWords.request("9am") == .at(LocalTime(hour: 9, minute: 0)))
        #expect(ReminderWords.request("21:30") == .at(LocalTime(hour: 21, minute: 30)))
        #expect(ReminderWords.request("soon") == nil)
    }

    /// A reminder the model added on its own is dropped; one the words ask for is the words' reading.
    @Test func theCrossCheckKeepsOnlyTheRemindersTheWordsGive() {
        let check = DraftCrossCheck()
        var proposed = TaskDraft(title: "Call Anna", due: .dateTime(zone.zoned(at(3, 15))), reminders: [.relative(-600)])
        let dropped = check.check(proposed, words: "Call Anna tomorrow at 15:00", context: context)
        #expect(dropped.reminders.isEmpty)
        #expect(dropped.warnings.contains { $0.english.hasPrefix("the model proposed a reminder you did not ask for") })
        proposed.reminders = [.relative(-3600)]
        let kept = check.check(proposed, words: "Call Anna tomorrow at 15:00, remind me 30 minutes before", context: context)
        #expect(kept.reminders == [.relative(-1800)])
        #expect(!kept.warnings.contains { $0.english.hasPrefix("the model proposed a reminder you did not ask for") })
    }

    @Test func draftJSONCarriesTheReminders() throws {
        let d = draft("Call Anna tomorrow at 15:00, remind me 30 minutes before")
        #expect(d.json["reminders"] == .array([.string("-PT30M")]))
        #expect(d.json["reminders_default"] == .bool(false))
        var writer = JSONWriter()
        d.writeJSON(into: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self).contains("\"reminders\":[\"-PT30M\"],\"reminders_default\":false"))
        let back = try TaskDraft(json: d.json, zone: zone, backend: "builtin", strict: true)
        #expect(back.reminders == d.reminders)
    }
}
