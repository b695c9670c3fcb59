import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A near day's adjective after "for", "to", "к", "на" or "na" before a noun is the day of the thing
/// the task is for, said after it as "for the meeting tomorrow" is: the day is the due and the
/// preposition and its noun stay in the title, where the adjective took the preposition with it
/// and the title was "Prepare slides meeting". Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct DayOfAnEventClassTests {
    @Test(arguments: [
        ClassRow(text: "Prepare slides for tomorrow's meeting", due: "2026-12-03", title: "Prepare slides for the meeting",
                 region: "US"),
        ClassRow(text: "Prepare slides for tomorrow’s meeting at 3pm", due: "2026-12-03T15:00",
                 title: "Prepare slides for the meeting", region: "US"),
        ClassRow(text: "Notes for tomorrow's standup", due: "2026-12-03", title: "Notes for the standup", region: "US"),
        ClassRow(text: "Подготовить слайды к завтрашней встрече", due: "2026-12-03", title: "Подготовить слайды к встрече"),
        ClassRow(text: "Подготовиться на послезавтрашнюю встречу", due: "2026-12-04", title: "Подготовиться на встречу"),
        ClassRow(text: "Przygotować slajdy na jutrzejsze spotkanie", due: "2026-12-03",
                 title: "Przygotować slajdy na spotkanie", region: "PL"),
        // What is brought to the event: "to" as "for" ("Bring slides to the meeting tomorrow").
        ClassRow(text: "Bring slides to tomorrow's meeting", due: "2026-12-03", title: "Bring slides to the meeting",
                 region: "US"),
        ClassRow(text: "Slides to tomorrow's meeting", due: "2026-12-03", title: "Slides to the meeting", region: "US"),
        ClassRow(text: "Принести слайды на завтрашнюю встречу", due: "2026-12-03", title: "Принести слайды на встречу"),
        ClassRow(text: "Przynieść slajdy na jutrzejsze spotkanie", due: "2026-12-03",
                 title: "Przynieść slajdy na spotkanie", region: "PL"),
    ])
    func aDaysAdjectiveBeforeANounIsTheNounsDay(_ row: ClassRow) { row.check() }

    /// After "before", "by", "до", "перед", "przed" and "do" the adjective is the day of the
    /// event the task is due by, said after it: "Finish slides before tomorrow's meeting" is due
    /// tomorrow and titled "Finish slides before the meeting", where the adjective took "before"
    /// with it and the title was "Finish slides meeting".
    @Test(arguments: [
        ClassRow(text: "Finish slides before tomorrow's meeting", due: "2026-12-03", title: "Finish slides before the meeting",
                 region: "US"),
        ClassRow(text: "Finish slides before tomorrow's meeting at 3pm", due: "2026-12-03T15:00",
                 title: "Finish slides before the meeting", region: "US"),
        ClassRow(text: "Finish slides by tomorrow's meeting", due: "2026-12-03", title: "Finish slides by the meeting",
                 region: "US"),
        ClassRow(text: "Сделать слайды до завтрашней встречи", due: "2026-12-03", title: "Сделать слайды до встречи"),
        ClassRow(text: "Повторить перед завтрашней встречей", due: "2026-12-03", title: "Повторить перед встречей"),
        ClassRow(text: "Zrobić slajdy przed jutrzejszym spotkaniem", due: "2026-12-03",
                 title: "Zrobić slajdy przed spotkaniem", region: "PL"),
        ClassRow(text: "Przygotować slajdy do jutrzejszego spotkania", due: "2026-12-03",
                 title: "Przygotować slajdy do spotkania", region: "PL"),
    ])
    func aDaysAdjectiveBeforeTheEventDueByIsItsDay(_ row: ClassRow) { row.check() }

    /// After "after", "после" and "po" the adjective is the day the task may start, said after
    /// the event: "Print handouts after tomorrow's meeting" starts tomorrow and is titled "Print
    /// handouts after the meeting", where the adjective took "after" with it and the title was
    /// "Print handouts meeting".
    @Test(arguments: [
        ClassRow(text: "Print handouts after tomorrow's meeting", start: "2026-12-03", title: "Print handouts after the meeting",
                 region: "US"),
        ClassRow(text: "Print handouts after today's meeting", start: "2026-12-02", title: "Print handouts after the meeting",
                 region: "US"),
        ClassRow(text: "Распечатать раздатку после завтрашней встречи", start: "2026-12-03",
                 title: "Распечатать раздатку после встречи"),
        ClassRow(text: "Распечатать раздатку после послезавтрашней встречи", start: "2026-12-04",
                 title: "Распечатать раздатку после встречи"),
        ClassRow(text: "Wydrukować materiały po jutrzejszym spotkaniu", start: "2026-12-03",
                 title: "Wydrukować materiały po spotkaniu", region: "PL"),
        ClassRow(text: "Wydrukować po dzisiejszym spotkaniu", start: "2026-12-02", title: "Wydrukować po spotkaniu", region: "PL"),
    ])
    func aDaysAdjectiveAfterTheEventIsTheStart(_ row: ClassRow) { row.check() }

    /// The noun "day" after a reminder's "до", "przed" is the day itself, as after "к" and "na":
    /// "напомни за час до завтрашнего дня" is "напомни за час до завтра", titled "Напомни",
    /// where the rewrite moved the adjective and the title was "Напомни за час до дня"; so is
    /// English's after its possessive day ("before tomorrow's day"), where "day" stayed in the title.
    @Test(arguments: [
        ClassRow(text: "напомни за час до завтрашнего дня", due: "2026-12-03", title: "Напомни", reminders: [.relative(-3600)]),
        ClassRow(text: "Напомни за час до завтрашнего дня в 17:00", due: "2026-12-03T17:00", title: "Напомни",
                 reminders: [.relative(-3600)]),
        ClassRow(text: "Przypomnij godzinę przed jutrzejszym dniem", due: "2026-12-03", title: "Przypomnij",
                 reminders: [.relative(-3600)], region: "PL"),
        ClassRow(text: "Remind me an hour before tomorrow's day", due: "2026-12-03", title: "Remind me",
                 reminders: [.relative(-3600)], region: "US"),
        ClassRow(text: "Finish the slides by tomorrow's day", due: "2026-12-03", title: "Finish the slides", region: "US"),
        ClassRow(text: "Plan today's day", due: "2026-12-02", title: "Plan", region: "US"),
        // Must not: another noun is the event, counted back from on its day.
        ClassRow(text: "Напомни за час до завтрашней встречи", due: "2026-12-03", title: "Напомни за час до встречи",
                 reminders: [.relative(-3600)]),
        ClassRow(text: "Przypomnij mi godzinę przed jutrzejszym spotkaniem", due: "2026-12-03",
                 title: "Przypomnij mi godzinę przed spotkaniem", reminders: [.relative(-3600)], region: "PL"),
        ClassRow(text: "Remind me 30 minutes before tomorrow's meeting", due: "2026-12-03",
                 title: "Remind me 30 minutes before the meeting", reminders: [.relative(-1800)], region: "US"),
    ])
    func theNounDayAfterAReminderIsTheDay(_ row: ClassRow) { row.check() }

    /// After a span, with a reminder's verb or without one, the adjective is the event's day as
    /// well, and "before" stays with the span: "Arrive 30 minutes before tomorrow's meeting" is
    /// titled "Arrive 30 minutes before the meeting", where it was "Arrive 30 minutes meeting";
    /// a reminder's verb with the task between it and its span ("Напомни купить хлеб за час до
    /// завтрашней встречи") sets the reminder, where none was set; an English clock time between
    /// the adjective and the noun goes with the day ("before tomorrow's 9am meeting").
    @Test(arguments: [
        ClassRow(text: "Arrive 30 minutes before tomorrow's meeting", due: "2026-12-03",
                 title: "Arrive 30 minutes before the meeting", reminders: [], region: "US"),
        ClassRow(text: "Прийти за 10 минут до завтрашней встречи", due: "2026-12-03", title: "Прийти за 10 минут до встречи",
                 reminders: []),
        ClassRow(text: "Przyjść 10 minut przed jutrzejszym spotkaniem", due: "2026-12-03",
                 title: "Przyjść 10 minut przed spotkaniem", reminders: [], region: "PL"),
        ClassRow(text: "Rehearse for an hour before tomorrow's meeting", due: "2026-12-03", title: "Rehearse before the meeting",
                 estimate: "PT1H", region: "US"),
        ClassRow(text: "Call Bob 30 minutes after tomorrow's meeting", start: "2026-12-03",
                 title: "Call Bob 30 minutes after the meeting", region: "US"),
        ClassRow(text: "Напомни купить хлеб за час до завтрашней встречи", due: "2026-12-03",
                 title: "Напомни купить хлеб за час до встречи", reminders: [.relative(-3600)]),
        ClassRow(text: "Przypomnij kupić chleb godzinę przed jutrzejszym spotkaniem", due: "2026-12-03",
                 title: "Przypomnij kupić chleb godzinę przed spotkaniem", reminders: [.relative(-3600)], region: "PL"),
        ClassRow(text: "Remind me to buy bread an hour before tomorrow's meeting", due: "2026-12-03",
                 title: "Remind me to buy bread an hour before the meeting", reminders: [.relative(-3600)], region: "US"),
        ClassRow(text: "Remind me 30 minutes before tomorrow's 9am meeting", due: "2026-12-03T09:00",
                 title: "Remind me 30 minutes before the meeting", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "Arrive 30 minutes before tomorrow's 9am meeting", due: "2026-12-03T09:00",
                 title: "Arrive 30 minutes before the meeting", region: "US"),
        // Must not: a span before a time after the task is still a reminder's that is cut, the
        // noun after "до" naming the due is no event, and with no day the event has no time.
        ClassRow(text: "Remind me to call Bob tomorrow 30 minutes before 5pm", due: "2026-12-03T17:00",
                 title: "Remind me to call Bob", reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "напомни за час до завтрашнего дедлайна", due: "2026-12-03", title: "Напомни", reminders: [.relative(-3600)]),
        ClassRow(text: "Напомни купить хлеб за час до встречи", title: "Напомни купить хлеб за час до встречи", reminders: [],
                 warned: .with(.reminderWithoutEventTime)),
        ClassRow(text: "Arrive 30 minutes before the meeting tomorrow", due: "2026-12-03",
                 title: "Arrive 30 minutes before the meeting", reminders: [], region: "US"),
        // A person to remind is the task, and the span moves the event's day.
        ClassRow(text: "Напомнить гостям за день до послезавтрашней свадьбы", due: "2026-12-03",
                 title: "Напомнить гостям до свадьбы", reminders: []),
        ClassRow(text: "Remind Bob an hour before tomorrow's meeting", due: "2026-12-03",
                 title: "Remind Bob an hour before the meeting", reminders: [], region: "US"),
    ])
    func aSpanBeforeTheEventKeepsItsPreposition(_ row: ClassRow) { row.check() }

    /// Must not: with no noun after it, the day is read with its preposition as it was; a day
    /// said alone and an adjective after another word are not moved.
    @Test(arguments: [
        ClassRow(text: "Plan for tomorrow", due: "2026-12-03", title: "Plan", region: "US"),
        ClassRow(text: "Plan for tomorrow's", due: "2026-12-03", title: "Plan", region: "US"),
        ClassRow(text: "Prepare slides for the meeting tomorrow", due: "2026-12-03", title: "Prepare slides for the meeting",
                 region: "US"),
        ClassRow(text: "Подготовить слайды на завтра", due: "2026-12-03", title: "Подготовить слайды"),
        ClassRow(text: "Przygotować slajdy na jutro", due: "2026-12-03", title: "Przygotować slajdy", region: "PL"),
        ClassRow(text: "Move the call to tomorrow", due: "2026-12-03", title: "Move the call", region: "US"),
        ClassRow(text: "Finish slides by tomorrow", due: "2026-12-03", title: "Finish slides", region: "US"),
        ClassRow(text: "Сделать слайды до завтра", due: "2026-12-03", title: "Сделать слайды"),
        ClassRow(text: "Zrobić slajdy do jutra", due: "2026-12-03", title: "Zrobić slajdy", region: "PL"),
        // "After" the event said with its day after it is due on that day, as said.
        ClassRow(text: "Print handouts after the meeting tomorrow", due: "2026-12-03", title: "Print handouts after the meeting",
                 region: "US"),
        // After a past day's adjective the words say which event, with no start.
        ClassRow(text: "Print handouts after yesterday's meeting", title: "Print handouts after yesterday's meeting",
                 region: "US"),
        ClassRow(text: "Распечатать раздатку после вчерашней встречи", title: "Распечатать раздатку после вчерашней встречи"),
        ClassRow(text: "Bring slides to the meeting tomorrow", due: "2026-12-03", title: "Bring slides to the meeting",
                 region: "US"),
        // The noun "day" goes with its adjective as the day itself, and leaves the title with it.
        ClassRow(text: "Отчёт к завтрашнему дню", due: "2026-12-03", title: "Отчёт"),
        ClassRow(text: "Raport na jutrzejszy dzień", due: "2026-12-03", title: "Raport", region: "PL"),
    ])
    func aDaysAdjectiveMustNot(_ row: ClassRow) { row.check() }

    /// The words themselves, so a later reading cannot hide a wrong move: the adjective out, the
    /// article in, the day at the end; text with no such adjective is returned as it was.
    @Test(arguments: [
        ("Prepare slides for tomorrow's meeting", "Prepare slides for the meeting tomorrow"),
        ("Подготовить слайды к завтрашней встрече", "Подготовить слайды к встрече завтра"),
        ("Przygotować slajdy na jutrzejsze spotkanie", "Przygotować slajdy na spotkanie jutro"),
        ("Подготовить слайды к позавчерашней встрече", "Подготовить слайды к позавчерашней встрече"),
        ("Przygotować slajdy na przedwczorajsze spotkanie", "Przygotować slajdy na przedwczorajsze spotkanie"),
        ("Bring slides to tomorrow's meeting", "Bring slides to the meeting tomorrow"),
        ("Plan for tomorrow's", "Plan for tomorrow's"),
        ("Move the call to tomorrow", "Move the call to tomorrow"),
        ("for tomorrow's 9am meeting", "for the meeting tomorrow at 9am"),
        ("before tomorrow’s 9 am standup", "before the standup tomorrow at 9 am"),
        ("for tomorrow's 9am", "for tomorrow's 9am"),
        ("Отчёт к завтрашнему дню", "Отчёт к завтрашнему дню"),
        ("Raport na jutrzejszy dzień", "Raport na jutrzejszy dzień"),
        ("Finish slides before tomorrow's meeting", "Finish slides before the meeting tomorrow"),
        ("Zrobić slajdy przed jutrzejszym spotkaniem", "Zrobić slajdy przed spotkaniem jutro"),
        ("remind me 30 minutes before tomorrow's meeting", "remind me 30 minutes before the meeting tomorrow"),
        ("за 30 минут до завтрашней встречи", "за 30 минут до встречи завтра"),
        ("Reply to yesterday's email", "Reply to yesterday's email"),
        ("Print handouts after tomorrow's meeting", "Print handouts after the meeting starting tomorrow"),
        ("Распечатать после завтрашней встречи", "Распечатать после встречи начиная с завтра"),
        ("Wydrukować po jutrzejszym spotkaniu", "Wydrukować po spotkaniu począwszy od jutro"),
        ("Call Bob 30 minutes after tomorrow's meeting", "Call Bob 30 minutes after the meeting starting tomorrow"),
        ("Ответить на вчерашнее письмо", "Ответить на вчерашнее письмо"),
        // Whatever the letters' case.
        ("PREPARE SLIDES FOR TOMORROW'S MEETING", "PREPARE SLIDES FOR the MEETING tomorrow"),
        ("Notes for Tomorrows standup", "Notes for the standup tomorrow"),
        ("Подготовить К ЗАВТРАШНЕЙ встрече", "Подготовить К встрече завтра"),
        ("Przygotować NA JUTRZEJSZE spotkanie", "Przygotować NA spotkanie jutro"),
    ])
    func theWordsSayTheDayAfterTheNoun(_ text: String, _ expected: String) {
        #expect(BuiltinParser.sayingTheDayAfterTheEvent(text) == expected)
    }

    /// The rewrite splits a sentence into words only when it holds a near day's adjective, or an
    /// English day with its "'s" or "s": a day said alone, "на" and "for" are no reason to.
    @Test(arguments: [
        ("Prepare slides for tomorrow's meeting", true), ("Notes for TODAY’S standup", true), ("Notes for yesterdays call", true),
        ("к послезавтрашней встрече", true), ("na przedwczorajsze spotkanie", true), ("НА ВЧЕРАШНЕЙ встрече", true),
        ("Call Bob today at 5 for the report", false), ("Позвонить на завтра", false), ("Zadzwonić na jutro", false),
        ("Plan for the day after tomorrow", false),
    ])
    func onlyAnAdjectivesStemOrAPossessiveDayIsLookedAt(_ text: String, _ looked: Bool) {
        #expect(ReminderWords.mayHoldADaysAdjective(text) == looked, "\(text)")
    }
}
