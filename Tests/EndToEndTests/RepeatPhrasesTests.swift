import Foundation
import Testing

/// Repeat rules as people say them, through the real binary: each class of phrase, in English,
/// Russian and Polish each, drafts (`draft --json`) and commits (`add --yes --json`) with its rule, the
/// rest as the title and the first due on the rule's first day; completing it gives the rule's
/// next day; `edit --recur` and `modify recur:` read the same words, and refuse, in the
/// terminal's language, words that say more than a rule. Today is Wednesday 2 December 2026.
@Suite struct RepeatPhrasesTests {
    /// (sentence, title, RRULE, first due's day)
    static let sentences: [(String, String, String, String)] = [
        // Every so many weeks on a weekday.
        ("Team sync every other Tuesday", "Team sync", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-12-08"),
        ("Планёрка каждую вторую среду", "Планёрка", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", "2026-12-02"),
        ("Sprawozdanie co drugi piątek", "Sprawozdanie", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "2026-12-04"),
        ("Сверка раз в две недели по средам", "Сверка", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", "2026-12-02"),
        ("Review every 2nd Thursday", "Review", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH", "2026-12-03"),
        // A cadence word.
        ("Payroll review biweekly", "Payroll review", "FREQ=WEEKLY;INTERVAL=2", "2026-12-02"),
        ("Clean the filters fortnightly", "Clean the filters", "FREQ=WEEKLY;INTERVAL=2", "2026-12-02"),
        ("Отчёт ежеквартально", "Отчёт", "FREQ=MONTHLY;INTERVAL=3", "2026-12-02"),
        ("Przegląd auta co pół roku", "Przegląd auta", "FREQ=MONTHLY;INTERVAL=6", "2026-12-02"),
        // A weekday's place in the month.
        ("Pay rent on the last Friday of the month", "Pay rent", "FREQ=MONTHLY;BYDAY=-1FR", "2026-12-25"),
        ("Оплатить аренду в последнюю пятницу месяца", "Оплатить аренду", "FREQ=MONTHLY;BYDAY=-1FR", "2026-12-25"),
        ("Board report first Monday of every month", "Board report", "FREQ=MONTHLY;BYDAY=1MO", "2026-12-07"),
        ("Zebranie w pierwszy poniedziałek każdego miesiąca", "Zebranie", "FREQ=MONTHLY;BYDAY=1MO", "2026-12-07"),
        // A working day's place.
        ("Payroll on the last working day of the month", "Payroll", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "2026-12-31"),
        ("Зарплата в последний рабочий день месяца", "Зарплата", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "2026-12-31"),
        ("Przelew w pierwszy dzień roboczy miesiąca", "Przelew", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1", "2027-01-01"),
        // A day of the month.
        ("Pay the card on the 15th of every month", "Pay the card", "FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"),
        ("Оплатить ипотеку 15-го числа каждого месяца", "Оплатить ипотеку", "FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"),
        ("Czynsz 10. dnia każdego miesiąca", "Czynsz", "FREQ=MONTHLY;BYMONTHDAY=10", "2026-12-10"),
        // Weekends.
        ("Mow the lawn every other weekend", "Mow the lawn", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU", "2026-12-05"),
        ("Ездить на дачу по выходным", "Ездить на дачу", "FREQ=WEEKLY;BYDAY=SA,SU", "2026-12-05"),
        ("Sprzątanie w weekendy", "Sprzątanie", "FREQ=WEEKLY;BYDAY=SA,SU", "2026-12-05"),
        // A place or a day in a year.
        ("Thanksgiving dinner on the fourth Thursday of November every year", "Thanksgiving dinner",
         "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", "2027-11-25"),
        ("Продлить страховку каждый год 14 марта", "Продлить страховку", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=14", "2027-03-14"),
        ("Zapłacić podatek 30 kwietnia co roku", "Zapłacić podatek", "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=30", "2027-04-30"),
        // A count.
        ("Water the plants every 3 days for 5 times", "Water the plants", "FREQ=DAILY;INTERVAL=3;COUNT=5", "2026-12-02"),
        ("Сделать укол каждый день 10 раз", "Сделать укол", "FREQ=DAILY;COUNT=10", "2026-12-02"),
        ("Zastrzyk codziennie, 5 razy", "Zastrzyk", "FREQ=DAILY;COUNT=5", "2026-12-02"),
        // An end date.
        ("Stand-up every weekday until 31 January", "Stand-up", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270131", "2026-12-02"),
        ("Полить цветы каждую пятницу до 31 января", "Полить цветы", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20270131", "2026-12-04"),
        ("Podlać kwiaty w każdy piątek do 31 stycznia", "Podlać kwiaty", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20270131", "2026-12-04"),
        // A span from today, the end of a period.
        ("Stretch every day for two weeks", "Stretch", "FREQ=DAILY;UNTIL=20261215", "2026-12-02"),
        ("Витамины каждый день до конца года", "Витамины", "FREQ=DAILY;UNTIL=20261231", "2026-12-02"),
        ("Ćwiczenia co tydzień przez 3 miesiące", "Ćwiczenia", "FREQ=WEEKLY;UNTIL=20270301", "2026-12-02"),
    ]

    @Test func draftAndAddReadTheRule() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (sentence, title, rrule, due) in Self.sentences {
            let draft = try td.json(["draft", sentence, "--json"]) as! [String: Any]
            #expect(draft["title"] as? String == title, "\(sentence)")
            #expect(draft["recurrence"] as? String == rrule, "\(sentence)")
            #expect(draft["due_date"] as? String == due, "\(sentence)")
            let added = try td.json(["add", sentence, "--yes", "--json"]) as! [String: Any]
            let task = added["task"] as! [String: Any]
            #expect(task["title"] as? String == title, "\(sentence)")
            #expect(task["recurrence"] as? String == rrule, "\(sentence)")
            #expect(task["due_date"] as? String == due, "\(sentence)")
        }
    }

    /// The next occurrence of a rule read from words, as `done` makes it.
    @Test func doneMovesToTheRulesNextDay() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (sentence, next) in [("Pay rent on the last Friday of the month", "2027-01-29"),
                                 ("Зарплата в последний рабочий день месяца", "2027-01-29"),
                                 ("Spotkanie co drugi wtorek", "2026-12-22"),
                                 ("Thanksgiving dinner on the fourth Thursday of November every year", "2028-11-23")] {
            let added = try td.json(["add", sentence, "--yes", "--json"]) as! [String: Any]
            let id = (added["task"] as! [String: Any])["id"] as! Int
            let done = try td.json(["done", String(id), "--yes", "--json"]) as! [String: Any]
            #expect((done["next"] as? [String: Any])?["due_date"] as? String == next, "\(sentence)")
        }
    }

    @Test func editAndModifyReadTheWordsAsThePromptDoes() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Stand-up", "--yes"])
        func rule() throws -> String? { (try td.json(["show", "1", "--json"]) as! [String: Any])["recurrence"] as? String }
        for (words, rrule) in [("every other Tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
                               ("в последнюю пятницу месяца", "FREQ=MONTHLY;BYDAY=-1FR"),
                               ("co drugi piątek", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
                               ("last working day of the month", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
                               ("каждую пятницу до 31 января", "FREQ=WEEKLY;BYDAY=FR;UNTIL=20270131"),
                               ("every weekend", "FREQ=WEEKLY;BYDAY=SA,SU"),
                               // One word after an implied "every".
                               ("friday", "FREQ=WEEKLY;BYDAY=FR"), ("2 weeks", "FREQ=WEEKLY;INTERVAL=2")] {
            try td.run(["edit", "1", "--recur", words, "--yes"])
            #expect(try rule() == rrule, "edit --recur \(words)")
            try td.run(["modify", "1", "recur:none", "--yes"])
            #expect(try rule() == nil)
            try td.run(["modify", "1", "recur:\(words)", "--yes"])
            #expect(try rule() == rrule, "modify recur:\(words)")
        }
        // Words that say a time or a day as well are refused, not cut down to their rule.
        let more = try td.run(["edit", "1", "--recur", "every day at 9", "--yes"])
        #expect(more.status == 2)
        #expect(more.stderr.contains("recurrence 'every day at 9' says more than a repeat rule: only \"every day\" would be kept"),
                "\(more.stderr)")
        let russian = try td.run(["modify", "1", "recur:каждый понедельник в 10:00", "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.status == 2)
        #expect(russian.stderr.contains("повтор «каждый понедельник в 10:00» — больше, чем правило повтора: сохранилось бы только «каждый понедельник»"),
                "\(russian.stderr)")
        #expect(try rule() == "FREQ=WEEKLY;INTERVAL=2")
    }
}
