import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// Repeat rules in words, as the draft card and `show` print them.
@Suite struct RecurrenceTextTests {
    static let cases: [(rrule: String, english: String, russian: String)] = [
        ("FREQ=DAILY", "every day", "каждый день"),
        ("FREQ=DAILY;INTERVAL=3", "every 3 days", "каждые 3 дня"),
        ("FREQ=DAILY;INTERVAL=5", "every 5 days", "каждые 5 дней"),
        ("FREQ=WEEKLY", "every week", "каждую неделю"),
        ("FREQ=WEEKLY;INTERVAL=2", "every 2 weeks", "каждые 2 недели"),
        ("FREQ=WEEKLY;BYDAY=FR", "every Friday", "каждую пятницу"),
        ("FREQ=WEEKLY;BYDAY=MO", "every Monday", "каждый понедельник"),
        ("FREQ=WEEKLY;BYDAY=SU", "every Sunday", "каждое воскресенье"),
        ("FREQ=WEEKLY;BYDAY=TH,MO", "every Monday and Thursday", "по понедельникам и четвергам"),
        ("FREQ=WEEKLY;BYDAY=MO,WE,FR", "every Monday, Wednesday and Friday", "по понедельникам, средам и пятницам"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday", "по будням"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "every 2 weeks on Tuesday", "каждые 2 недели по вторникам"),
        ("FREQ=MONTHLY", "every month", "каждый месяц"),
        ("FREQ=MONTHLY;BYMONTHDAY=1", "every month on the 1st", "каждый месяц 1-го"),
        ("FREQ=MONTHLY;BYMONTHDAY=1,15", "every month on the 1st and 15th", "каждый месяц 1-го и 15-го"),
        ("FREQ=MONTHLY;BYMONTHDAY=22", "every month on the 22nd", "каждый месяц 22-го"),
        ("FREQ=MONTHLY;BYMONTHDAY=13", "every month on the 13th", "каждый месяц 13-го"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day", "каждый месяц в последний день"),
        ("FREQ=MONTHLY;INTERVAL=6", "every 6 months", "каждые 6 месяцев"),
        ("FREQ=YEARLY", "every year", "каждый год"),
        ("FREQ=YEARLY;INTERVAL=2", "every 2 years", "каждые 2 года"),
        ("FREQ=YEARLY;INTERVAL=21", "every 21 years", "каждый 21 год"),
        ("FREQ=WEEKLY;INTERVAL=21", "every 21 weeks", "каждую 21 неделю"),
        ("FREQ=WEEKLY;BYDAY=FR;UNTIL=20261231", "every Friday until Thu 31 Dec 2026", "каждую пятницу до 2026-12-31"),
    ]

    @Test(arguments: cases.indices) func readsInEnglishAndRussian(_ index: Int) throws {
        let (rrule, english, russian) = Self.cases[index]
        let rule = try Recurrence(rrule: rrule)
        #expect(RecurrenceText.words(rule, language: "en") == english)
        #expect(RecurrenceText.words(rule, language: "ru") == russian)
    }

    @Test func otherLanguagesReadEnglish() throws {
        #expect(RecurrenceText.words(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=FR"), language: "pl") == "every Friday")
    }
}
