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
    @Test(arguments: [
        ClassRow(text: "remind me an hour before the meeting", due: "-", title: "Remind me an hour before the meeting",
                 reminders: [], warned: .with(.reminderWithoutEventTime)),
        ClassRow(text: "remind me 30 minutes before the meeting tomorrow at 15:00", due: "2026-12-03T15:00",
                 title: "Remind me 30 minutes before the meeting", reminders: [.relative(-1800)],
                 warned: .without(.reminderWithoutEventTime)),
        ClassRow(text: "remind me an hour prior to the call", due: "-", title: "Remind me an hour prior to the call",
                 reminders: [], warned: .with(.reminderWithoutEventTime)),
        // Must not: counted from the due.
        ClassRow(text: "meeting tomorrow at 15:00, remind me 30 minutes before", due: "2026-12-03T15:00", title: "Meeting",
                 reminders: [.relative(-1800)], warned: .without(.reminderWithoutEventTime)),
        ClassRow(text: "pay the rent tomorrow at 15:00, remind me an hour before the deadline", due: "2026-12-03T15:00",
                 title: "Pay the rent", reminders: [.relative(-3600)], warned: .without(.reminderWithoutEventTime)),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "напомни за час до встречи", due: "-", title: "Напомни за час до встречи", reminders: [],
                 warned: .with(.reminderWithoutEventTime)),
        ClassRow(text: "напомни за час до встречи завтра в 15:00", due: "2026-12-03T15:00", title: "Напомни за час до встречи",
                 reminders: [.relative(-3600)], warned: .without(.reminderWithoutEventTime)),
        ClassRow(text: "напомни мне за 15 минут до созвона", due: "-", title: "Напомни мне за 15 минут до созвона",
                 reminders: [], warned: .with(.reminderWithoutEventTime)),
        // Must not: counted from the due.
        ClassRow(text: "Встреча завтра в 15:00, напомни за час", due: "2026-12-03T15:00", title: "Встреча",
                 reminders: [.relative(-3600)], warned: .without(.reminderWithoutEventTime)),
        ClassRow(text: "Встреча завтра в 15:00, напомни за час до неё", due: "2026-12-03T15:00", title: "Встреча",
                 reminders: [.relative(-3600)], warned: .without(.reminderWithoutEventTime)),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "przypomnij godzinę przed spotkaniem", due: "-", title: "Przypomnij godzinę przed spotkaniem",
                 reminders: [], warned: .with(.reminderWithoutEventTime)),
        ClassRow(text: "przypomnij godzinę przed spotkaniem jutro o 15:00", due: "2026-12-03T15:00",
                 title: "Przypomnij godzinę przed spotkaniem", reminders: [.relative(-3600)],
                 warned: .without(.reminderWithoutEventTime)),
        // Must not: counted from the due.
        ClassRow(text: "Spotkanie jutro o 15:00, przypomnij godzinę wcześniej", due: "2026-12-03T15:00", title: "Spotkanie",
                 reminders: [.relative(-3600)], warned: .without(.reminderWithoutEventTime)),
        ClassRow(text: "Raport jutro o 15:00, przypomnij godzinę przed terminem", due: "2026-12-03T15:00", title: "Raport",
                 reminders: [.relative(-3600)], warned: .without(.reminderWithoutEventTime)),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ row: ClassRow) { row.check() }
}
