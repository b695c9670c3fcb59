import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A sentence that is a reminder and its day alone ("напомни мне за 3 дня до 20 декабря",
/// "remind me at 9am tomorrow") is titled by the reminder's verb as written, as "remind me
/// tomorrow" and "напомни мне завтра" already were ("Напомни мне"), where its phrase was cut
/// and the draft was "Untitled task". Where a task is said beside the reminder, the task is the
/// title. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct ReminderOnlyTitleClassTests {
    static let threeDaysBefore = [Reminder.relative(-3 * 86_400)]

    @Test(arguments: [
        ClassRow(text: "напомни мне за 3 дня до 20 декабря", due: "2026-12-20", title: "Напомни мне", reminders: threeDaysBefore,
                 warned: .nothing),
        ClassRow(text: "напомни за 3 дня до 20 декабря", due: "2026-12-20", title: "Напомни", reminders: threeDaysBefore),
        ClassRow(text: "напомни мне за час до 15:00 завтра", due: "2026-12-03T15:00", title: "Напомни мне",
                 reminders: [.relative(-3600)]),
        ClassRow(text: "remind me 3 days before 20 December", due: "2026-12-20", title: "Remind me", reminders: threeDaysBefore,
                 warned: .nothing, region: "US"),
        ClassRow(text: "remind me at 9am tomorrow", due: "2026-12-03", title: "Remind me", region: "US"),
        ClassRow(text: "przypomnij mi 3 dni przed 20 grudnia", due: "2026-12-20", title: "Przypomnij mi",
                 reminders: threeDaysBefore, warned: .nothing, region: "PL"),
    ])
    func aReminderAloneIsTitledByItsVerb(_ row: ClassRow) { row.check() }

    /// As the sentences with no reminder to cut are titled.
    @Test(arguments: [
        ("напомни мне за 3 дня до 20 декабря", "напомни мне 20 декабря", "RU"),
        ("remind me 3 days before 20 December", "remind me on 20 December", "US"),
        ("przypomnij mi 3 dni przed 20 grudnia", "przypomnij mi 20 grudnia", "PL"),
    ])
    func asTheVerbAndItsDayAloneAre(_ text: String, _ plain: String, _ region: String) {
        let context = ParserFixtures.context(region: region, now: ParserFixtures.now)
        #expect(BuiltinParser().parse(text, context: context).title == BuiltinParser().parse(plain, context: context).title, "\(text)")
    }

    /// Must not: a task said before or after the reminder is the title, and the verb is not.
    @Test(arguments: [
        ClassRow(text: "Позвонить маме, напомни за 3 дня до 20 декабря", due: "2026-12-20", title: "Позвонить маме",
                 reminders: threeDaysBefore),
        ClassRow(text: "напомни мне за 3 дня до 20 декабря позвонить маме", due: "2026-12-20", title: "Позвонить маме",
                 reminders: threeDaysBefore),
        ClassRow(text: "Remind me 3 days before December 20 to call Bob", due: "2026-12-20", title: "Remind me to call Bob",
                 reminders: threeDaysBefore, region: "US"),
        ClassRow(text: "Zadzwonić do mamy, przypomnij 3 dni przed 20 grudnia", due: "2026-12-20", title: "Zadzwonić do mamy",
                 reminders: threeDaysBefore, region: "PL"),
    ])
    func aTaskBesideTheReminderIsTheTitle(_ row: ClassRow) { row.check() }

    /// A span before a day said alone and its time, no event named ("remind me 30 minutes
    /// before tomorrow at 5pm"), is a reminder that span before the due, and the sentence is a
    /// reminder alone, titled by its verb, where the span stayed in the title ("Remind me 30
    /// minutes") as before an event's noun.
    @Test(arguments: [
        ClassRow(text: "remind me 30 minutes before tomorrow at 5pm", due: "2026-12-03T17:00", title: "Remind me",
                 reminders: [.relative(-1800)], warned: .nothing, region: "US"),
        ClassRow(text: "remind me 30 minutes before tomorrow", due: "2026-12-03", title: "Remind me",
                 reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "напомни за 30 минут до завтра 17:00", due: "2026-12-03T17:00", title: "Напомни",
                 reminders: [.relative(-1800)], warned: .nothing),
        ClassRow(text: "напомни мне за полчаса до завтра в 17:00", due: "2026-12-03T17:00", title: "Напомни мне",
                 reminders: [.relative(-1800)]),
        ClassRow(text: "przypomnij mi 30 minut przed jutro o 17:00", due: "2026-12-03T17:00", title: "Przypomnij mi",
                 reminders: [.relative(-1800)], warned: .nothing, region: "PL"),
        ClassRow(text: "przypomnij 30 minut przed jutro 17:00", due: "2026-12-03T17:00", title: "Przypomnij",
                 reminders: [.relative(-1800)], region: "PL"),
    ])
    func aSpanBeforeADayAloneIsBeforeTheDue(_ row: ClassRow) { row.check() }

    /// Must not: a task beside it is still the title, and a span before an event's noun, or a
    /// day's adjective before one, stays the event's, in the title.
    @Test(arguments: [
        ClassRow(text: "Call Bob, remind me 30 minutes before tomorrow at 5pm", due: "2026-12-03T17:00", title: "Call Bob",
                 reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "Remind me 30 minutes before tomorrow at 5pm to call Bob", due: "2026-12-03T17:00",
                 title: "Remind me to call Bob", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "Позвонить маме, напомни за 30 минут до завтра 17:00", due: "2026-12-03T17:00", title: "Позвонить маме",
                 reminders: [.relative(-1800)]),
        ClassRow(text: "remind me 30 minutes before the meeting tomorrow at 15:00", due: "2026-12-03T15:00",
                 title: "Remind me 30 minutes before the meeting", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "напомни за 30 минут до встречи завтра в 15:00", due: "2026-12-03T15:00",
                 title: "Напомни за 30 минут до встречи", reminders: [.relative(-1800)]),
    ])
    func aTaskOrAnEventBesideTheSpanKeepsTheTitle(_ row: ClassRow) { row.check() }

    /// A near day's adjective before the event ("before tomorrow's meeting", "до завтрашней
    /// встречи", "przed jutrzejszym spotkaniem") is the event's day, and the draft is the one
    /// the day said after the event gets, where the adjective took "before" with it and the
    /// title was "Remind me 30 minutes meeting".
    @Test(arguments: [
        ("remind me 30 minutes before tomorrow's meeting at 15:00", "remind me 30 minutes before the meeting tomorrow at 15:00", "US"),
        ("Remind me 30 minutes before tomorrow’s team meeting at 15:00", "Remind me 30 minutes before the team meeting tomorrow at 15:00",
         "US"),
        ("remind me 2 days before tomorrow's meeting", "remind me 2 days before the meeting tomorrow", "US"),
        ("напомни за 30 минут до завтрашней встречи в 15:00", "напомни за 30 минут до встречи завтра в 15:00", "RU"),
        ("напомни мне за час до сегодняшней встречи в 15:00", "напомни мне за час до встречи сегодня в 15:00", "RU"),
        ("przypomnij 30 minut przed jutrzejszym spotkaniem o 15:00", "przypomnij 30 minut przed spotkaniem jutro o 15:00", "PL"),
        ("напомни за час до позавчерашней встречи", "напомни за час до встречи позавчера", "RU"),
        ("przypomnij godzinę przed przedwczorajszym spotkaniem", "przypomnij godzinę przed spotkaniem przedwczoraj", "PL"),
    ])
    func aDaysAdjectiveBeforeTheEventIsTheEventsDay(_ text: String, _ plain: String, _ region: String) {
        let context = ParserFixtures.context(region: region, now: ParserFixtures.now)
        let draft = BuiltinParser().parse(text, context: context), expected = BuiltinParser().parse(plain, context: context)
        #expect(draft.title == expected.title, "\(text)")
        #expect(draft.due == expected.due && draft.due != nil, "\(text)")
        #expect(draft.reminders == expected.reminders && !draft.reminders.isEmpty, "\(text)")
    }

    @Test(arguments: [
        ClassRow(text: "remind me 30 minutes before tomorrow's meeting at 15:00", due: "2026-12-03T15:00",
                 title: "Remind me 30 minutes before the meeting", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "напомни за 30 минут до завтрашней встречи в 15:00", due: "2026-12-03T15:00",
                 title: "Напомни за 30 минут до встречи", reminders: [.relative(-1800)]),
        ClassRow(text: "przypomnij 30 minut przed jutrzejszym spotkaniem o 15:00", due: "2026-12-03T15:00",
                 title: "Przypomnij 30 minut przed spotkaniem", reminders: [.relative(-1800)], region: "PL"),
        // A past event's day is the due as any day is, and the draft says it is past: the day
        // before yesterday as yesterday.
        ClassRow(text: "remind me an hour before yesterday's meeting", due: "2026-12-01",
                 title: "Remind me an hour before the meeting", reminders: [.relative(-3600)], warned: .with(.dueInThePast),
                 region: "US"),
        ClassRow(text: "напомни за час до вчерашней встречи", due: "2026-12-01", title: "Напомни за час до встречи",
                 reminders: [.relative(-3600)], warned: .with(.dueInThePast)),
        ClassRow(text: "напомни за час до позавчерашней встречи", due: "2026-11-30", title: "Напомни за час до встречи",
                 reminders: [.relative(-3600)], warned: .with(.dueInThePast)),
        ClassRow(text: "przypomnij godzinę przed wczorajszym spotkaniem", due: "2026-12-01",
                 title: "Przypomnij godzinę przed spotkaniem", reminders: [.relative(-3600)], warned: .with(.dueInThePast),
                 region: "PL"),
        ClassRow(text: "przypomnij godzinę przed przedwczorajszym spotkaniem", due: "2026-11-30",
                 title: "Przypomnij godzinę przed spotkaniem", reminders: [.relative(-3600)], warned: .with(.dueInThePast),
                 region: "PL"),
    ])
    func theEventsDayAdjectiveRows(_ row: ClassRow) { row.check() }

    /// A day said between the reminder's verb and its span ("remind me tomorrow 30 minutes
    /// before 5pm") is the due's, and the span the reminder's, as "remind me 30 minutes before
    /// 5pm tomorrow" reads, where the span moved the due to 16:30 with no reminder.
    @Test(arguments: [
        ClassRow(text: "remind me tomorrow 30 minutes before 5pm", due: "2026-12-03T17:00", title: "Remind me",
                 reminders: [.relative(-1800)], warned: .nothing, region: "US"),
        ClassRow(text: "напомни завтра за 30 минут до 17:00", due: "2026-12-03T17:00", title: "Напомни",
                 reminders: [.relative(-1800)], warned: .nothing),
        ClassRow(text: "напомни мне завтра за полчаса до 17:00", due: "2026-12-03T17:00", title: "Напомни мне",
                 reminders: [.relative(-1800)]),
        ClassRow(text: "przypomnij jutro 30 minut przed 17:00", due: "2026-12-03T17:00", title: "Przypomnij",
                 reminders: [.relative(-1800)], warned: .nothing, region: "PL"),
        ClassRow(text: "Call Bob, remind me tomorrow 30 minutes before 5pm", due: "2026-12-03T17:00", title: "Call Bob",
                 reminders: [.relative(-1800)], region: "US"),
    ])
    func aDayBeforeTheSpanIsTheDues(_ row: ClassRow) { row.check() }

    /// Must not: with no reminder asked for, the span still moves the time; a day with no span
    /// after it is the reminder's day as it was; before an event the day is the event's.
    @Test(arguments: [
        ClassRow(text: "Call Bob tomorrow 30 minutes before 5pm", due: "2026-12-03T16:30", title: "Call Bob", region: "US"),
        ClassRow(text: "remind me tomorrow at 9am", due: "2026-12-03T09:00", title: "Remind me", region: "US"),
        ClassRow(text: "remind me tomorrow 30 minutes before the meeting at 15:00", due: "2026-12-03T15:00",
                 title: "Remind me 30 minutes before the meeting", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "напомни завтра позвонить маме", due: "2026-12-03", title: "Напомни позвонить маме"),
    ])
    func aDayBeforeTheSpanMustNot(_ row: ClassRow) { row.check() }

    /// The task said between the reminder's verb and its span ("Remind me to call Bob tomorrow
    /// 30 minutes before 5pm") leaves the span the reminder's and the time the due's, titled as
    /// "Remind me to call Bob tomorrow" is, where the span moved the due to 16:30 with no reminder.
    @Test(arguments: [
        ClassRow(text: "Remind me to call Bob tomorrow 30 minutes before 5pm", due: "2026-12-03T17:00",
                 title: "Remind me to call Bob", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "Remind me to call Bob 30 minutes before 5pm tomorrow", due: "2026-12-03T17:00",
                 title: "Remind me to call Bob", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "Напомни позвонить Бобу завтра за 30 минут до 17:00", due: "2026-12-03T17:00",
                 title: "Напомни позвонить Бобу", reminders: [.relative(-1800)]),
        ClassRow(text: "Przypomnij mi zadzwonić do Boba jutro 30 minut przed 17:00", due: "2026-12-03T17:00",
                 title: "Przypomnij mi zadzwonić do Boba", reminders: [.relative(-1800)], region: "PL"),
    ])
    func aTaskBeforeTheSpanLeavesItTheReminders(_ row: ClassRow) { row.check() }

    /// "Remind me to leave 30 minutes before 5pm" reads as "Remind me to call Bob 30 minutes
    /// before 5pm": due at 17:00, reminded at 16:30. Both readings a person may mean (leave at
    /// 16:30 and be told then; be told at 16:30 to leave) ring at 16:30, and only this one rings
    /// at all: a due of 16:30 with no reminder tells no one unless a default is set. The due
    /// stays the one time the person said, the thing they leave for, with no list of verbs of
    /// leaving to keep. With no reminder's verb the span still moves the time.
    @Test(arguments: [
        ClassRow(text: "Remind me to leave 30 minutes before 5pm", due: "2026-12-02T17:00", title: "Remind me to leave",
                 reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "Напомни мне уйти за 30 минут до 17:00", due: "2026-12-02T17:00", title: "Напомни мне уйти",
                 reminders: [.relative(-1800)]),
        ClassRow(text: "Przypomnij mi wyjść 30 minut przed 17:00", due: "2026-12-02T17:00", title: "Przypomnij mi wyjść",
                 reminders: [.relative(-1800)], region: "PL"),
        ClassRow(text: "Leave 30 minutes before 5pm", due: "2026-12-02T16:30", title: "Leave", reminders: [], region: "US"),
        ClassRow(text: "Уйти за 30 минут до 17:00", due: "2026-12-02T16:30", title: "Уйти", reminders: []),
        ClassRow(text: "Wyjść 30 minut przed 17:00", due: "2026-12-02T16:30", title: "Wyjść", reminders: [], region: "PL"),
    ])
    func leavingBeforeATimeIsRemindedThen(_ row: ClassRow) { row.check() }

    /// Must not: with no reminder's verb opening the sentence the span still moves the time.
    @Test(arguments: [
        ClassRow(text: "Call Bob 30 minutes before 5pm tomorrow", due: "2026-12-03T16:30", title: "Call Bob", region: "US"),
        ClassRow(text: "Позвонить Бобу завтра за 30 минут до 17:00", due: "2026-12-03T16:30", title: "Позвонить Бобу"),
        ClassRow(text: "Zadzwonić do Boba jutro 30 minut przed 17:00", due: "2026-12-03T16:30", title: "Zadzwonić do Boba",
                 region: "PL"),
    ])
    func aTaskBeforeTheSpanMustNot(_ row: ClassRow) { row.check() }
}
