import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A reminder counted from an event the sentence names by a noun ("an hour before the meeting",
/// "за час до встречи", "godzinę przed spotkaniem") keeps its words in the title, where cutting
/// it left the event's inflected noun as the title ("Встречи", "Spotkaniem"); it is a reminder
/// before the due when the sentence says one, and none without, since nothing else says when the
/// event is; then the draft warns that the reminder asked for was not set. A phrase counted from
/// the due ("remind me an hour before", "за час до неё") is cut as it was. Now is Wednesday
/// 2026-12-02 10:00 in Moscow, as every table of the parser's classes has it.
@Suite struct EventReminderClassTests {
    struct Case: CustomStringConvertible, Sendable {
        let text: String
        let title: String
        let due: String
        /// What the words set, in `Reminder.normalized` order.
        let reminders: [Reminder]
        /// The draft says the reminder asked for was not set, since no time is said for the event.
        var dropped = false
        var region = "RU"
        var description: String { text }
    }

    static func check(_ c: Case) {
        let draft = GrammarClassTests.draft(c.text, region: c.region)
        #expect(GrammarClassTests.text(draft.due) == c.due, "due of \(c.text)")
        #expect(draft.title == c.title, "title of \(c.text)")
        #expect(draft.reminders == c.reminders, "reminders of \(c.text)")
        #expect(draft.warnings.contains(ParserWarning.reminderWithoutEventTime) == c.dropped, "warning of \(c.text)")
    }

    @Test(arguments: [
        Case(text: "remind me an hour before the meeting", title: "Remind me an hour before the meeting", due: "-",
             reminders: [], dropped: true),
        Case(text: "remind me 30 minutes before the meeting tomorrow at 15:00", title: "Remind me 30 minutes before the meeting",
             due: "2026-12-03T15:00", reminders: [.relative(-1800)]),
        Case(text: "remind me an hour prior to the call", title: "Remind me an hour prior to the call", due: "-",
             reminders: [], dropped: true),
        // Must not: counted from the due.
        Case(text: "meeting tomorrow at 15:00, remind me 30 minutes before", title: "Meeting",
             due: "2026-12-03T15:00", reminders: [.relative(-1800)]),
        Case(text: "pay the rent tomorrow at 15:00, remind me an hour before the deadline", title: "Pay the rent",
             due: "2026-12-03T15:00", reminders: [.relative(-3600)]),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(text: "напомни за час до встречи", title: "Напомни за час до встречи", due: "-", reminders: [], dropped: true),
        Case(text: "напомни за час до встречи завтра в 15:00", title: "Напомни за час до встречи",
             due: "2026-12-03T15:00", reminders: [.relative(-3600)]),
        Case(text: "напомни мне за 15 минут до созвона", title: "Напомни мне за 15 минут до созвона", due: "-",
             reminders: [], dropped: true),
        // Must not: counted from the due.
        Case(text: "Встреча завтра в 15:00, напомни за час", title: "Встреча", due: "2026-12-03T15:00",
             reminders: [.relative(-3600)]),
        Case(text: "Встреча завтра в 15:00, напомни за час до неё", title: "Встреча", due: "2026-12-03T15:00",
             reminders: [.relative(-3600)]),
    ])
    func russian(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(text: "przypomnij godzinę przed spotkaniem", title: "Przypomnij godzinę przed spotkaniem", due: "-",
             reminders: [], dropped: true),
        Case(text: "przypomnij godzinę przed spotkaniem jutro o 15:00", title: "Przypomnij godzinę przed spotkaniem",
             due: "2026-12-03T15:00", reminders: [.relative(-3600)]),
        // Must not: counted from the due.
        Case(text: "Spotkanie jutro o 15:00, przypomnij godzinę wcześniej", title: "Spotkanie", due: "2026-12-03T15:00",
             reminders: [.relative(-3600)]),
        Case(text: "Raport jutro o 15:00, przypomnij godzinę przed terminem", title: "Raport", due: "2026-12-03T15:00",
             reminders: [.relative(-3600)]),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ c: Case) { Self.check(c) }
}
