import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Repeat rules as people say them, class by class, in English, Russian and Polish: each
/// phrase read whole (`RecurrenceGrammar.rule(of:)`, what `edit --recur` takes) and inside a
/// task (the parser's scan), where the rest stays the title and the first due is the rule's
/// first day. Today is Wednesday 2 December 2026.
@Suite struct RecurrenceGrammarTests {
    static let today = CivilDate(year: 2026, month: 12, day: 2)
    let context = ParserFixtures.context(region: "RU")

    static let phrases: [(String, String)] = [
        // An interval of a unit.
        ("every 3 days", "FREQ=DAILY;INTERVAL=3"), ("every other week", "FREQ=WEEKLY;INTERVAL=2"),
        ("biweekly", "FREQ=WEEKLY;INTERVAL=2"), ("fortnightly", "FREQ=WEEKLY;INTERVAL=2"), ("every fortnight", "FREQ=WEEKLY;INTERVAL=2"),
        ("every six months", "FREQ=MONTHLY;INTERVAL=6"), ("every half year", "FREQ=MONTHLY;INTERVAL=6"),
        ("quarterly", "FREQ=MONTHLY;INTERVAL=3"), ("every second month", "FREQ=MONTHLY;INTERVAL=2"),
        ("once every two weeks", "FREQ=WEEKLY;INTERVAL=2"), ("once a month", "FREQ=MONTHLY"), ("every 21 years", "FREQ=YEARLY;INTERVAL=21"),
        ("каждые 3 дня", "FREQ=DAILY;INTERVAL=3"), ("каждую вторую неделю", "FREQ=WEEKLY;INTERVAL=2"),
        ("раз в две недели", "FREQ=WEEKLY;INTERVAL=2"), ("раз в полгода", "FREQ=MONTHLY;INTERVAL=6"), ("каждые полгода", "FREQ=MONTHLY;INTERVAL=6"),
        ("ежеквартально", "FREQ=MONTHLY;INTERVAL=3"), ("раз в квартал", "FREQ=MONTHLY;INTERVAL=3"),
        ("каждый третий месяц", "FREQ=MONTHLY;INTERVAL=3"), ("каждый 21 год", "FREQ=YEARLY;INTERVAL=21"),
        ("co 3 dni", "FREQ=DAILY;INTERVAL=3"), ("co drugi tydzień", "FREQ=WEEKLY;INTERVAL=2"), ("co dwa tygodnie", "FREQ=WEEKLY;INTERVAL=2"),
        ("co pół roku", "FREQ=MONTHLY;INTERVAL=6"), ("co kwartał", "FREQ=MONTHLY;INTERVAL=3"), ("raz w miesiącu", "FREQ=MONTHLY"),
        ("co trzeci miesiąc", "FREQ=MONTHLY;INTERVAL=3"), ("raz na dwa tygodnie", "FREQ=WEEKLY;INTERVAL=2"),
        // A weekday every so many weeks.
        ("every other Tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"), ("every 2nd Tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        ("every second Tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"), ("every third Thursday", "FREQ=WEEKLY;INTERVAL=3;BYDAY=TH"),
        ("every other Monday and Friday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR"), ("every 2 weeks on Tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        ("каждый второй вторник", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"), ("каждую вторую среду", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
        ("раз в две недели по средам", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"), ("каждые две недели по пятницам", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
        ("co drugi piątek", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"), ("co drugą środę", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
        ("co 2 tygodnie we wtorek", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"), ("co dwa tygodnie w czwartek", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH"),
        // The ordinal as a number: "2-й", "2й", "2.".
        ("каждый 2-й вторник", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"), ("каждый 2й вторник", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        ("каждую 3ю пятницу", "FREQ=WEEKLY;INTERVAL=3;BYDAY=FR"), ("co 2. wtorek", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        ("every 3rd Monday", "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO"),
        // Weekdays.
        ("every Monday and Thursday", "FREQ=WEEKLY;BYDAY=MO,TH"), ("on Mondays", "FREQ=WEEKLY;BYDAY=MO"),
        ("on Tuesdays and Thursdays", "FREQ=WEEKLY;BYDAY=TU,TH"), ("weekly on Friday", "FREQ=WEEKLY;BYDAY=FR"),
        ("по понедельникам", "FREQ=WEEKLY;BYDAY=MO"), ("каждую неделю во вторник", "FREQ=WEEKLY;BYDAY=TU"), ("каждый четверг", "FREQ=WEEKLY;BYDAY=TH"),
        ("w każdy piątek", "FREQ=WEEKLY;BYDAY=FR"), ("w poniedziałki i czwartki", "FREQ=WEEKLY;BYDAY=MO,TH"),
        ("co tydzień we wtorek", "FREQ=WEEKLY;BYDAY=TU"), ("co środę", "FREQ=WEEKLY;BYDAY=WE"),
        ("every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), ("on weekdays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("every business day", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), ("по будням", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("w dni robocze", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        // Weekends: every one, or every so many.
        ("every weekend", "FREQ=WEEKLY;BYDAY=SA,SU"), ("on weekends", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("every other weekend", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU"),
        ("по выходным", "FREQ=WEEKLY;BYDAY=SA,SU"), ("каждые выходные", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("каждые вторые выходные", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU"),
        ("w weekendy", "FREQ=WEEKLY;BYDAY=SA,SU"), ("co weekend", "FREQ=WEEKLY;BYDAY=SA,SU"), ("w każdy weekend", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("co drugi weekend", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU"),
        // The nth weekday of the month.
        ("last Friday of the month", "FREQ=MONTHLY;BYDAY=-1FR"), ("the last Friday of every month", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("first Monday of every month", "FREQ=MONTHLY;BYDAY=1MO"), ("every first Monday", "FREQ=MONTHLY;BYDAY=1MO"),
        ("every last Friday", "FREQ=MONTHLY;BYDAY=-1FR"), ("every month on the second Tuesday", "FREQ=MONTHLY;BYDAY=2TU"),
        ("every 2nd Tuesday of the month", "FREQ=MONTHLY;BYDAY=2TU"), ("on the first and third Monday of the month", "FREQ=MONTHLY;BYDAY=1MO,3MO"),
        ("every 3 months on the second-to-last Thursday", "FREQ=MONTHLY;INTERVAL=3;BYDAY=-2TH"),
        ("в последнюю пятницу месяца", "FREQ=MONTHLY;BYDAY=-1FR"), ("каждую последнюю пятницу месяца", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("в первый понедельник каждого месяца", "FREQ=MONTHLY;BYDAY=1MO"), ("каждый месяц во второй вторник", "FREQ=MONTHLY;BYDAY=2TU"),
        ("каждый второй вторник месяца", "FREQ=MONTHLY;BYDAY=2TU"), ("в первый и третий понедельник месяца", "FREQ=MONTHLY;BYDAY=1MO,3MO"),
        ("w ostatni piątek miesiąca", "FREQ=MONTHLY;BYDAY=-1FR"), ("w pierwszy poniedziałek każdego miesiąca", "FREQ=MONTHLY;BYDAY=1MO"),
        ("co miesiąc w ostatni piątek", "FREQ=MONTHLY;BYDAY=-1FR"), ("w drugi wtorek miesiąca", "FREQ=MONTHLY;BYDAY=2TU"),
        ("co drugi wtorek miesiąca", "FREQ=MONTHLY;BYDAY=2TU"), ("co miesiąc w ostatnią niedzielę", "FREQ=MONTHLY;BYDAY=-1SU"),
        // Days of the month.
        ("every month on the 15th", "FREQ=MONTHLY;BYMONTHDAY=15"), ("on the 1st and 15th of every month", "FREQ=MONTHLY;BYMONTHDAY=1,15"),
        ("the last day of the month", "FREQ=MONTHLY;BYMONTHDAY=-1"), ("every 15th", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("monthly on the last day", "FREQ=MONTHLY;BYMONTHDAY=-1"),
        ("каждый месяц 15-го", "FREQ=MONTHLY;BYMONTHDAY=15"), ("15-го числа каждого месяца", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("в последний день месяца", "FREQ=MONTHLY;BYMONTHDAY=-1"), ("каждое 15 число", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("ежемесячно 1-го и 15-го", "FREQ=MONTHLY;BYMONTHDAY=1,15"),
        ("co miesiąc 15. dnia", "FREQ=MONTHLY;BYMONTHDAY=15"), ("15. dnia każdego miesiąca", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("ostatniego dnia miesiąca", "FREQ=MONTHLY;BYMONTHDAY=-1"), ("co miesiąc 1. i 15. dnia", "FREQ=MONTHLY;BYMONTHDAY=1,15"),
        // Working days by place.
        ("the last working day of the month", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
        ("every month on the first business day", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1"),
        ("last weekday of the month", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
        ("в последний рабочий день месяца", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
        ("каждый месяц в первый рабочий день", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1"),
        ("w ostatni dzień roboczy miesiąca", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
        ("co miesiąc w pierwszy dzień roboczy", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1"),
        // A day or a place in a year.
        ("every year on 14 March", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"), ("every March 14", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"),
        ("annually on 1 September", "FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1"), ("every year in March", "FREQ=YEARLY;BYMONTH=3"),
        ("every year on the first Monday of September", "FREQ=YEARLY;BYMONTH=9;BYDAY=1MO"),
        ("каждый год 14 марта", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"), ("ежегодно 1 сентября", "FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1"),
        ("каждое 14 марта", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"), ("каждый год в первый понедельник сентября", "FREQ=YEARLY;BYMONTH=9;BYDAY=1MO"),
        ("co rok 14 marca", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"), ("co roku 1 września", "FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1"),
        ("corocznie 14 marca", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"),
        ("co rok w pierwszy poniedziałek września", "FREQ=YEARLY;BYMONTH=9;BYDAY=1MO"),
        // A place or a day in a month, then "every year".
        ("the last Thursday of November every year", "FREQ=YEARLY;BYMONTH=11;BYDAY=-1TH"),
        ("first Monday of September each year", "FREQ=YEARLY;BYMONTH=9;BYDAY=1MO"), ("14 March every year", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"),
        ("on the 1st of July annually", "FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=1"),
        ("в последний четверг ноября каждого года", "FREQ=YEARLY;BYMONTH=11;BYDAY=-1TH"), ("14 марта каждый год", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"),
        ("1 сентября ежегодно", "FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1"),
        ("w ostatni czwartek listopada każdego roku", "FREQ=YEARLY;BYMONTH=11;BYDAY=-1TH"), ("1 września co roku", "FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1"),
        ("14 marca corocznie", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14"),
        // A count of times.
        ("every day for 10 times", "FREQ=DAILY;COUNT=10"), ("every Monday, 5 times", "FREQ=WEEKLY;BYDAY=MO;COUNT=5"),
        ("каждый день 10 раз", "FREQ=DAILY;COUNT=10"), ("каждую пятницу, 3 раза", "FREQ=WEEKLY;BYDAY=FR;COUNT=3"),
        ("codziennie 5 razy", "FREQ=DAILY;COUNT=5"), ("co tydzień, 4 razy", "FREQ=WEEKLY;COUNT=4"),
        // An end date.
        ("every Friday until 31 December 2027", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20271231"),
        ("every week until March 1", "FREQ=WEEKLY;UNTIL=20270301"),
        ("каждую пятницу до 31 декабря 2027", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20271231"), ("каждый день до 1 июня", "FREQ=DAILY;UNTIL=20270601"),
        ("w każdy piątek do 31 grudnia 2027", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20271231"), ("codziennie do 1 czerwca", "FREQ=DAILY;UNTIL=20270601"),
        ("last Friday of the month until 2027-06-30", "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270630"),
        // A month: until it begins, or through it.
        ("every Monday until March", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270228"), ("every week through March", "FREQ=WEEKLY;UNTIL=20270331"),
        ("every day until May 2027", "FREQ=DAILY;UNTIL=20270430"), ("every week until December", "FREQ=WEEKLY;UNTIL=20271130"),
        ("каждую пятницу до марта", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20270228"), ("co tydzień do marca", "FREQ=WEEKLY;UNTIL=20270228"),
        // The end of a period we are in.
        ("каждый день до конца года", "FREQ=DAILY;UNTIL=20261231"), ("every day until the end of the month", "FREQ=DAILY;UNTIL=20261231"),
        ("codziennie do końca miesiąca", "FREQ=DAILY;UNTIL=20261231"), ("every Friday until the end of March", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20270331"),
        ("co tydzień do końca marca", "FREQ=WEEKLY;UNTIL=20270331"), ("по будням до конца недели", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261206"),
        ("every day till the end of this year", "FREQ=DAILY;UNTIL=20261231"), ("co dzień do końca tego roku", "FREQ=DAILY;UNTIL=20261231"),
        // A moment, as the card shows one: floating, or in UTC.
        ("every day until 5 January 2027 17:00", "FREQ=DAILY;UNTIL=20270105T170000"),
        ("каждый день до 5 января 2027 17:00 UTC", "FREQ=DAILY;UNTIL=20270105T170000Z"),
        ("codziennie do 5 stycznia 2027 17:00", "FREQ=DAILY;UNTIL=20270105T170000"),
        // A span from today.
        ("every week for 3 months", "FREQ=WEEKLY;UNTIL=20270301"), ("co tydzień przez 3 miesiące", "FREQ=WEEKLY;UNTIL=20270301"),
        ("каждую неделю в течение трёх месяцев", "FREQ=WEEKLY;UNTIL=20270301"), ("every day for two weeks", "FREQ=DAILY;UNTIL=20261215"),
        ("codziennie przez pół roku", "FREQ=DAILY;UNTIL=20270601"), ("каждый день в течение года", "FREQ=DAILY;UNTIL=20271201"),
        ("every Monday for the next 3 months", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270301"),
        ("каждый понедельник на протяжении двух недель", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261215"),
        ("w każdy piątek przez rok", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20271201"),
    ]

    @Test(arguments: phrases.indices) func aPhraseIsItsRule(_ index: Int) {
        let (phrase, rrule) = Self.phrases[index]
        #expect(RecurrenceGrammar.rule(of: phrase, today: Self.today)?.rrule == rrule, "\(phrase)")
    }

    /// Inside a task: the rule, the title without it, and the first due on the rule's first day.
    static let tasks: [(String, String, String, String)] = [
        ("Pay rent on the last Friday of the month", "Pay rent", "FREQ=MONTHLY;BYDAY=-1FR", "2026-12-25"),
        ("Оплатить аренду в последнюю пятницу месяца", "Оплатить аренду", "FREQ=MONTHLY;BYDAY=-1FR", "2026-12-25"),
        ("Zapłacić czynsz w ostatni piątek miesiąca", "Zapłacić czynsz", "FREQ=MONTHLY;BYDAY=-1FR", "2026-12-25"),
        ("Team sync every other Tuesday", "Team sync", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-12-08"),
        ("Созвон с командой каждый второй вторник", "Созвон с командой", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-12-08"),
        ("Spotkanie zespołu co drugi wtorek", "Spotkanie zespołu", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-12-08"),
        ("Board report first Monday of every month", "Board report", "FREQ=MONTHLY;BYDAY=1MO", "2026-12-07"),
        ("Сверка раз в две недели по средам", "Сверка", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", "2026-12-02"),
        ("Przegląd co pół roku", "Przegląd", "FREQ=MONTHLY;INTERVAL=6", "2026-12-02"),
        ("Payroll on the last working day of the month", "Payroll", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "2026-12-31"),
        ("Зарплата в последний рабочий день месяца", "Зарплата", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "2026-12-31"),
        ("Water the plants every 3 days for 5 times", "Water the plants", "FREQ=DAILY;INTERVAL=3;COUNT=5", "2026-12-02"),
        ("Полить цветы каждую пятницу до 31 января", "Полить цветы", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20270131", "2026-12-04"),
        ("Podlać kwiaty w każdy piątek do 31 stycznia", "Podlać kwiaty", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20270131", "2026-12-04"),
        ("Renew insurance every year on 14 March", "Renew insurance", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14", "2027-03-14"),
        ("Продлить страховку каждый год 14 марта", "Продлить страховку", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14", "2027-03-14"),
        // An hour after "в", "w" is the habit's time, not a day of the month.
        ("Зарядка каждый день в 7:00", "Зарядка", "FREQ=DAILY", "2026-12-03"),
        ("Проверять почту каждый день в 8", "Проверять почту", "FREQ=DAILY", "2026-12-03"),
        ("Gimnastyka codziennie o 7", "Gimnastyka", "FREQ=DAILY", "2026-12-03"),
        // An end after the rule is the rule's, not a deadline of the task.
        ("Витамины каждый день до конца года", "Витамины", "FREQ=DAILY;UNTIL=20261231", "2026-12-02"),
        ("Stretch every day for two weeks", "Stretch", "FREQ=DAILY;UNTIL=20261215", "2026-12-02"),
        ("Ćwiczenia co tydzień przez 3 miesiące", "Ćwiczenia", "FREQ=WEEKLY;UNTIL=20270301", "2026-12-02"),
        // "for 30 minutes" is how long each time takes (GrammarClassTests.aLengthOfWorkIsAnEstimate).
        ("Practice piano every day for 30 minutes", "Practice piano", "FREQ=DAILY", "2026-12-02"),
        ("Mow the lawn every other weekend", "Mow the lawn", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU", "2026-12-05"),
        ("Ездить на дачу по выходным", "Ездить на дачу", "FREQ=WEEKLY;BYDAY=SA,SU", "2026-12-05"),
        ("Sprzątanie co drugi weekend", "Sprzątanie", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU", "2026-12-05"),
        ("Thanksgiving dinner on the fourth Thursday of November every year", "Thanksgiving dinner", "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH",
         "2027-11-25"),
        ("Поздравить коллег в первое воскресенье октября каждого года", "Поздравить коллег",
         "FREQ=YEARLY;BYMONTH=10;BYDAY=1SU", "2027-10-03"),
        ("Zapłacić podatek 30 kwietnia co roku", "Zapłacić podatek", "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=30", "2027-04-30"),
    ]

    @Test(arguments: tasks.indices) func insideATaskTheRestIsTheTitle(_ index: Int) {
        let (text, title, rrule, due) = Self.tasks[index]
        let draft = BuiltinParser().parse(text, context: context)
        #expect(draft.title == title, "\(text)")
        #expect(draft.recurrence?.rrule == rrule, "\(text)")
        #expect(draft.due?.calendarDate.description == due, "\(text)")
    }

    /// Words that look like a rule's and are not one: a kind of report, a pronoun, a first
    /// time, one Monday, a unit of time, a count that is no series.
    @Test(arguments: ["Write the weekly report", "Co robić z fakturą", "Впервые в первый раз", "Call on Monday", "Позвонить в понедельник",
                      "Each team member signs", "Every time it rains", "Wait every second", "Send the last day report",
                      "Сдать отчёт в последний день", "Check the first Monday of March", "Dzwonić w poniedziałek",
                      "Write the quarterly report", "Plan the fortnightly review", "Submit the report by the last Friday of the month",
                      "Send the invoice before the first Monday of the month",
                      // One weekend is a day, not a habit.
                      "Clean the garage on the weekend", "Съездить на дачу в выходные", "Posprzątać w weekend",
                      "Call Anna this weekend", "Book the venue by 14 March next year"])
    func notARule(_ text: String) {
        #expect(BuiltinParser().parse(text, context: context).recurrence == nil, "\(text)")
    }

    /// A stranger's text at every position never traps and never reads past the tokens.
    @Test func anyTokensAnywhere() {
        let words = ["every", "каждый", "co", "other", "2", "nd", "-", "го", ".", "last", "последнюю", "ostatni", "friday", "пятницу",
                     "of", "the", "month", "месяца", "miesiąca", "until", "до", "do", "31", "december", "2027", "for", "times", "раз",
                     "razy", ",", "and", "и", "i", "по", "средам", "w", "dni", "robocze", "pół", "roku", "раз", "в", "half", "year",
                     "on", "mondays", "9999", "0", "99999999999", "once", "a"]
        var state: UInt64 = 1
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<8 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += words[Int(state >> 33) % words.count] + " "
            }
            let tokens = Tokenizer.tokenize(text)
            for start in tokens.indices {
                if let reading = RecurrenceGrammar.longestReading(in: tokens, from: start, today: Self.today) {
                    #expect(reading.tokens.lowerBound == start && reading.tokens.upperBound <= tokens.count)
                    #expect((try? Recurrence(rrule: reading.rule.rrule)) == reading.rule)
                }
            }
        }
    }
}
