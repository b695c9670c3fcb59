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

    /// A reminder days before an event said with its day ("remind me 2 days before the meeting
    /// on Friday") is what "remind me an hour before the meeting tomorrow at 15:00" is: the event's
    /// day is the due, the reminder is the span before it, and the words stay in the title, where
    /// the span also moved the day ("przypomnij 2 dni przed spotkaniem w piątek" was due
    /// Wednesday, its reminder on Monday) or was read as 14:00 ("напомни за 2 дня до встречи в
    /// пятницу"). Said before a day itself ("remind me 2 days before Friday"), the day is the
    /// due with its "before" and only the span leaves the title. A span with no reminder asked
    /// for still moves the event's day.
    @Test(arguments: [
        ClassRow(text: "remind me 2 days before the meeting on Friday", due: "2026-12-04",
                 title: "Remind me 2 days before the meeting", reminders: [.relative(-172_800)], region: "US"),
        ClassRow(text: "remind me 3 days before the wedding on December 20", due: "2026-12-20",
                 title: "Remind me 3 days before the wedding", reminders: [.relative(-259_200)], region: "US"),
        ClassRow(text: "Remind me 2 days before Friday to call Bob", due: "2026-12-04", title: "Remind me to call Bob",
                 reminders: [.relative(-172_800)], region: "US"),
        ClassRow(text: "Call Bob, remind me 2 days before Friday", due: "2026-12-04", title: "Call Bob",
                 reminders: [.relative(-172_800)], region: "US"),
        ClassRow(text: "напомни за 2 дня до встречи в пятницу", due: "2026-12-04", title: "Напомни за 2 дня до встречи",
                 reminders: [.relative(-172_800)]),
        ClassRow(text: "напомни мне за 3 дня до свадьбы 20 декабря", due: "2026-12-20", title: "Напомни мне за 3 дня до свадьбы",
                 reminders: [.relative(-259_200)]),
        ClassRow(text: "напомни за 2 дня до пятницы позвонить", due: "2026-12-04", title: "Напомни позвонить",
                 reminders: [.relative(-172_800)]),
        ClassRow(text: "Позвонить маме, напомни за 2 дня до пятницы", due: "2026-12-04", title: "Позвонить маме",
                 reminders: [.relative(-172_800)]),
        ClassRow(text: "przypomnij 2 dni przed spotkaniem w piątek", due: "2026-12-04", title: "Przypomnij 2 dni przed spotkaniem",
                 reminders: [.relative(-172_800)], region: "PL"),
        ClassRow(text: "przypomnij mi 3 dni przed weselem 20 grudnia", due: "2026-12-20", title: "Przypomnij mi 3 dni przed weselem",
                 reminders: [.relative(-259_200)], region: "PL"),
        ClassRow(text: "przypomnij 2 dni przed piątkiem zadzwonić", due: "2026-12-04", title: "Przypomnij zadzwonić",
                 reminders: [.relative(-172_800)], region: "PL"),
        // Must not: no reminder asked for, the span moves the day; one counted from the due.
        ClassRow(text: "Book flights 3 weeks before the conference on March 3", due: "2027-02-10",
                 title: "Book flights before the conference", reminders: [], region: "US"),
        ClassRow(text: "Купить билеты за 3 недели до конференции 3 марта", due: "2027-02-10",
                 title: "Купить билеты до конференции", reminders: []),
        ClassRow(text: "Zarezerwować loty 3 tygodnie przed konferencją 3 marca", due: "2027-02-10",
                 title: "Zarezerwować loty przed konferencją", reminders: [], region: "PL"),
        ClassRow(text: "Встреча в пятницу, напомни за 2 дня", due: "2026-12-04", title: "Встреча",
                 reminders: [.relative(-172_800)]),
    ])
    func daysBeforeAnEventWithItsDay(_ row: ClassRow) { row.check() }
}
