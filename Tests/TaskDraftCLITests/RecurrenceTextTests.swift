import RecurrenceSamples
import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// Repeat rules in words, as the draft card, `show` and `e` print them, in English, Russian and
/// Polish: every class of rule, the grammar of numbers, genders and cases, and the RRULE itself
/// for a rule nobody says in words.
@Suite struct RecurrenceTextTests {
    static let cases: [(rrule: String, english: String, russian: String, polish: String)] = [
        ("FREQ=DAILY", "every day", "каждый день", "codziennie"),
        ("FREQ=DAILY;INTERVAL=3", "every 3 days", "каждые 3 дня", "co 3 dni"),
        ("FREQ=DAILY;INTERVAL=5", "every 5 days", "каждые 5 дней", "co 5 dni"),
        ("FREQ=WEEKLY", "every week", "каждую неделю", "co tydzień"),
        ("FREQ=WEEKLY;INTERVAL=2", "every 2 weeks", "каждые 2 недели", "co 2 tygodnie"),
        ("FREQ=WEEKLY;INTERVAL=5", "every 5 weeks", "каждые 5 недель", "co 5 tygodni"),
        ("FREQ=WEEKLY;INTERVAL=22", "every 22 weeks", "каждые 22 недели", "co 22 tygodnie"),
        ("FREQ=WEEKLY;INTERVAL=12", "every 12 weeks", "каждые 12 недель", "co 12 tygodni"),
        ("FREQ=WEEKLY;BYDAY=FR", "every Friday", "каждую пятницу", "w każdy piątek"),
        ("FREQ=WEEKLY;BYDAY=MO", "every Monday", "каждый понедельник", "w każdy poniedziałek"),
        ("FREQ=WEEKLY;BYDAY=WE", "every Wednesday", "каждую среду", "w każdą środę"),
        ("FREQ=WEEKLY;BYDAY=SU", "every Sunday", "каждое воскресенье", "w każdą niedzielę"),
        ("FREQ=WEEKLY;BYDAY=TH,MO", "every Monday and Thursday", "по понедельникам и четвергам", "w poniedziałki i czwartki"),
        ("FREQ=WEEKLY;BYDAY=TU,TH", "every Tuesday and Thursday", "по вторникам и четвергам", "we wtorki i czwartki"),
        ("FREQ=WEEKLY;BYDAY=MO,WE,FR", "every Monday, Wednesday and Friday", "по понедельникам, средам и пятницам",
         "w poniedziałki, środy i piątki"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday", "по будням", "w dni robocze"),
        ("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "every weekday", "по будням", "w dni robocze"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "every 2 weeks on Tuesday", "каждые 2 недели по вторникам", "co 2 tygodnie we wtorek"),
        ("FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TH", "every 3 weeks on Monday and Thursday", "каждые 3 недели по понедельникам и четвергам",
         "co 3 tygodnie w poniedziałek i czwartek"),
        ("FREQ=MONTHLY", "every month", "каждый месяц", "co miesiąc"),
        ("FREQ=MONTHLY;BYMONTHDAY=1", "every month on the 1st", "каждый месяц 1-го", "co miesiąc 1. dnia"),
        ("FREQ=MONTHLY;BYMONTHDAY=1,15", "every month on the 1st and 15th", "каждый месяц 1-го и 15-го", "co miesiąc 1. i 15. dnia"),
        ("FREQ=MONTHLY;BYMONTHDAY=22", "every month on the 22nd", "каждый месяц 22-го", "co miesiąc 22. dnia"),
        ("FREQ=MONTHLY;BYMONTHDAY=13", "every month on the 13th", "каждый месяц 13-го", "co miesiąc 13. dnia"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day", "каждый месяц в последний день", "co miesiąc ostatniego dnia"),
        ("FREQ=MONTHLY;BYMONTHDAY=-2", "every month on the second-to-last day", "каждый месяц в предпоследний день",
         "co miesiąc przedostatniego dnia"),
        ("FREQ=MONTHLY;INTERVAL=6", "every 6 months", "каждые 6 месяцев", "co 6 miesięcy"),
        ("FREQ=MONTHLY;INTERVAL=3", "every 3 months", "каждые 3 месяца", "co 3 miesiące"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "every month on the last Friday", "каждый месяц в последнюю пятницу", "co miesiąc w ostatni piątek"),
        ("FREQ=MONTHLY;BYDAY=1MO", "every month on the first Monday", "каждый месяц в первый понедельник",
         "co miesiąc w pierwszy poniedziałek"),
        ("FREQ=MONTHLY;BYDAY=2TU", "every month on the second Tuesday", "каждый месяц во второй вторник", "co miesiąc w drugi wtorek"),
        ("FREQ=MONTHLY;BYDAY=3WE", "every month on the third Wednesday", "каждый месяц в третью среду", "co miesiąc w trzecią środę"),
        ("FREQ=MONTHLY;BYDAY=-1SU", "every month on the last Sunday", "каждый месяц в последнее воскресенье",
         "co miesiąc w ostatnią niedzielę"),
        ("FREQ=MONTHLY;BYDAY=1MO,3MO", "every month on the first and third Monday", "каждый месяц в первый и третий понедельник",
         "co miesiąc w pierwszy i trzeci poniedziałek"),
        ("FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1", "every month on the last Friday", "каждый месяц в последнюю пятницу",
         "co miesiąc w ostatni piątek"),
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "every month on the last working day", "каждый месяц в последний рабочий день",
         "co miesiąc w ostatni dzień roboczy"),
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=2", "every month on the second working day", "каждый месяц во второй рабочий день",
         "co miesiąc w drugi dzień roboczy"),
        ("FREQ=MONTHLY;INTERVAL=2;BYDAY=-2TH", "every 2 months on the second-to-last Thursday",
         "каждые 2 месяца в предпоследний четверг", "co 2 miesiące w przedostatni czwartek"),
        ("FREQ=YEARLY", "every year", "каждый год", "co rok"),
        ("FREQ=YEARLY;INTERVAL=2", "every 2 years", "каждые 2 года", "co 2 lata"),
        ("FREQ=YEARLY;INTERVAL=5", "every 5 years", "каждые 5 лет", "co 5 lat"),
        ("FREQ=YEARLY;INTERVAL=21", "every 21 years", "каждый 21 год", "co 21 lat"),
        ("FREQ=WEEKLY;INTERVAL=21", "every 21 weeks", "каждую 21 неделю", "co 21 tygodni"),
        ("FREQ=YEARLY;BYMONTH=3", "every year in March", "каждый год в марте", "co rok w marcu"),
        ("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14", "every year on 14 March", "каждый год 14 марта", "co rok 14 marca"),
        ("FREQ=YEARLY;BYMONTH=9;BYDAY=1MO", "every year on the first Monday of September", "каждый год в первый понедельник сентября",
         "co rok w pierwszy poniedziałek września"),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1", "every year on the last day of February", "каждый год в последний день февраля",
         "co rok ostatniego dnia lutego"),
        ("FREQ=WEEKLY;BYDAY=FR;UNTIL=20261231", "every Friday until 31 December 2026", "каждую пятницу до 31 декабря 2026",
         "w każdy piątek do 31 grudnia 2026"),
        ("FREQ=DAILY;UNTIL=20270105T170000Z", "every day until 5 January 2027 17:00 UTC", "каждый день до 5 января 2027 17:00 UTC",
         "codziennie do 5 stycznia 2027 17:00 UTC"),
        ("FREQ=DAILY;UNTIL=20270105T170000", "every day until 5 January 2027 17:00", "каждый день до 5 января 2027 17:00",
         "codziennie do 5 stycznia 2027 17:00"),
        ("FREQ=WEEKLY;BYDAY=MO;COUNT=5", "every Monday, 5 times", "каждый понедельник, 5 раз", "w każdy poniedziałek, 5 razy"),
        ("FREQ=DAILY;COUNT=3", "every day, 3 times", "каждый день, 3 раза", "codziennie, 3 razy"),
        ("FREQ=DAILY;COUNT=21", "every day, 21 times", "каждый день, 21 раз", "codziennie, 21 razy"),
        ("FREQ=MONTHLY;COUNT=1", "every month, once", "каждый месяц, 1 раз", "co miesiąc, 1 raz"),
        // WKST changes nothing here (one day a week), so the words say the rule.
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=SU", "every 2 weeks on Tuesday", "каждые 2 недели по вторникам", "co 2 tygodnie we wtorek"),
    ]

    @Test(arguments: cases.indices) func readsInEnglishRussianAndPolish(_ index: Int) throws {
        let (rrule, english, russian, polish) = Self.cases[index]
        let rule = try Recurrence(rrule: rrule)
        #expect(RecurrenceText.words(rule, language: .english) == english)
        #expect(RecurrenceText.words(rule, language: .russian) == russian)
        #expect(RecurrenceText.words(rule, language: .polish) == polish)
    }

    /// Rules no one says in words are shown as themselves, in every language.
    @Test(arguments: ["FREQ=MONTHLY;BYDAY=TU,SA;BYSETPOS=2", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU", "FREQ=YEARLY;BYMONTH=3,9",
                      "FREQ=MONTHLY;BYMONTH=3;BYMONTHDAY=1", "FREQ=MONTHLY;BYDAY=1MO,-1FR", "FREQ=MONTHLY;BYMONTHDAY=-7",
                      "FREQ=YEARLY;BYDAY=20MO", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1", "FREQ=DAILY;INTERVAL=2;BYDAY=MO",
                      "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", "FREQ=WEEKLY;BYMONTH=6"])
    func aRuleWithoutWordsIsShownAsItsRRULE(_ rrule: String) throws {
        let rule = try Recurrence(rrule: rrule)
        for language in Language.allCases { #expect(RecurrenceText.words(rule, language: language) == rule.rrule) }
    }

    /// Every rule the type holds is shown, one way or the other, without a trap; words never
    /// show a number the rule does not have.
    @Test func everyRuleIsShown() {
        var rng = SplitMix(state: 3)
        for _ in 0..<3000 {
            let rule = RandomRules.rule(using: &rng)
            for language in Language.allCases {
                let text = RecurrenceText.words(rule, language: language)
                #expect(!text.isEmpty)
                if text != rule.rrule && rule.interval > 1 { #expect(text.contains(String(rule.interval)), "\(rule.rrule): \(text)") }
            }
        }
    }
}
