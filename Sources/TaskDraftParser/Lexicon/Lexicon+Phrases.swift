import TaskDraftKit

extension LexiconSource {
    /// Every word a word-led recognizer can start with. Built from the same tables the
    /// recognizers read, so it cannot drift from them.
    static let wordStarts: KeySet = {
        // Sized for all of them at once: growing rehashes every key already in.
        var keys = KeySet(minimumCapacity: 2_048)
        keys.formUnion(phrases.firstKeys)
        keys.formUnion(eventNames.firstKeys)
        for table in [relativeDays, ordinals, ordinalTens, numberWords, hourNumbers, minuteNumbers] {
            keys.formUnion(table.hashedKeys)
        }
        keys.formUnion(weekdays.hashedKeys)
        keys.formUnion(months.hashedKeys)
        keys.formUnion(units.hashedKeys)
        keys.formUnion(priorityWords.hashedKeys)
        keys.formUnion(partsOfDay.hashedKeys)
        for set in [nextModifiers, thisModifiers, lastModifiers, offsetWords, everyWords, projectWords,
                    lastWords] {
            keys.formUnion(set)
        }
        // Openers the recognizers test by name.
        keys.formUnion(["the", "a", "an", "half", "quarter", "couple", "pair", "for", "по", "w", "we"] as KeySet)
        assert(keys.keys.count <= 2_048, "wordStarts outgrew its initial size: \(keys.keys.count)")
        return keys
    }()

    /// Fixed multi-word (and some one-word) phrases with a meaning of their own. Longest match
    /// wins, so "end of the day" is read before "day".
    static let phrases: PhraseTable<Finding> = {
        var entries: [PhraseTable<Finding>.Entry] = []
        func add(_ finding: Finding, _ phrases: [String]) {
            for phrase in phrases { entries.append(.init(phrase, finding)) }
        }
        let workdayEnd = TimeSpec.named("workday-end")

        // Days.
        add(.day(.relative(days: 2)), ["day after tomorrow", "the day after tomorrow", "after tomorrow"])
        add(.day(.relative(days: -2)), ["day before yesterday", "the day before yesterday"])
        add(.dayTime(.relative(days: 0), .named("evening")), ["tonight", "this evening", "сегодня вечером", "dziś wieczorem",
                                                               "dzisiaj wieczorem"])
        add(.dayTime(.relative(days: 0), .named("morning")), ["this morning", "сегодня утром", "dziś rano", "dzisiaj rano"])
        add(.dayTime(.relative(days: 0), .named("afternoon")), ["this afternoon", "сегодня днем"])
        add(.dayTime(.relative(days: 1), .named("morning")), ["tomorrow morning", "завтра утром", "jutro rano"])
        add(.dayTime(.relative(days: 1), .named("evening")), ["tomorrow evening", "tomorrow night", "завтра вечером",
                                                               "jutro wieczorem"])

        // Parts of the day, with their prepositions.
        add(.time(.named("morning")), ["in the morning", "с утра", "z rana"])
        add(.time(.named("afternoon")), ["in the afternoon", "после обеда", "po południu", "po poludniu", "во второй половине дня"])
        add(.time(.named("evening")), ["in the evening", "до вечера", "к вечеру"])
        add(.time(.named("night")), ["at night", "w nocy"])
        add(.time(.named("lunch")), ["в обед", "до обеда", "к обеду", "at lunch", "by lunch", "before lunch", "w porze lunchu"])
        add(.time(.exact(LocalTime(hour: 12, minute: 0))), ["noon", "at noon", "midday", "полдень", "в полдень", "w południe",
                                                            "w poludnie", "południe"])
        add(.time(.exact(LocalTime(hour: 0, minute: 0))), ["midnight", "at midnight", "полночь", "в полночь", "północ",
                                                           "o północy", "o polnocy"])

        // Periods: the end of the working day is a Skill's hour, not a constant here.
        add(.dayTime(.todayOrNext, workdayEnd), [
            "eod", "cob", "end of day", "end of the day", "by end of day", "by the end of the day", "by eod", "by cob",
            "close of business", "end of business", "до конца дня", "к концу дня", "в конце дня", "конец дня",
            "до конца рабочего дня", "к концу рабочего дня", "do końca dnia", "do konca dnia", "na koniec dnia",
        ])
        // The end of a period is a deadline at the end of its last working day, as EOD is;
        // "this week", "в этом месяце" name the period and leave the hour open.
        add(.dayTime(.endOfWeek, workdayEnd), [
            "eow", "end of week", "end of the week", "by end of week", "by the end of the week",
            "до конца недели", "к концу недели", "в конце недели", "do końca tygodnia",
            "do konca tygodnia", "na koniec tygodnia",
        ])
        add(.day(.endOfWeek), ["this week", "на этой неделе", "w tym tygodniu"])
        add(.dayTime(.endOfMonth, workdayEnd), [
            "eom", "end of month", "end of the month", "by end of month", "by the end of the month",
            "до конца месяца", "к концу месяца", "в конце месяца", "do końca miesiąca",
            "do konca miesiaca", "na koniec miesiąca",
        ])
        add(.day(.endOfMonth), ["this month", "в этом месяце", "w tym miesiącu"])
        add(.day(.nextWeek), ["next week", "на следующей неделе", "на будущей неделе", "w przyszłym tygodniu",
                              "w przyszlym tygodniu", "w następnym tygodniu"])
        add(.day(.nextMonth), ["next month", "в следующем месяце", "w przyszłym miesiącu", "w przyszlym miesiacu"])
        add(.day(.relativeYears(1)), ["next year", "в следующем году", "w przyszłym roku"])
        add(.day(.weekend), ["weekend", "this weekend", "on the weekend", "at the weekend", "на выходных", "в выходные",
                             "w weekend", "na weekend"])
        add(.dayTime(.todayOrNext, .named("evening")), ["по окончании дня"])

        add(.offset(seconds: 0), ["now", "right now", "just now", "at the moment", "immediately", "сейчас", "прямо сейчас",
                                  "немедленно", "teraz", "natychmiast"])
        add(.time(.exact(LocalTime(hour: 12, minute: 0))), ["mid day", "mid-day"])
        add(.day(.endOfQuarter), ["this quarter", "this qtr", "этот квартал", "в этом квартале", "w tym kwartale"])
        add(.dayTime(.endOfQuarter, workdayEnd), ["end of quarter", "end of the quarter", "eoq", "by the end of the quarter",
                                                  "до конца квартала", "к концу квартала", "в конце квартала",
                                                  "do końca kwartału", "do konca kwartalu"])
        add(.day(.nextQuarter), ["next quarter", "next qtr", "следующий квартал", "в следующем квартале",
                                 "w przyszłym kwartale"])
        add(.day(.endOfYear), ["this year", "this yr", "current year", "этот год", "в этом году", "w tym roku"])
        add(.dayTime(.endOfYear, workdayEnd), ["end of year", "end of the year", "eoy", "by the end of the year",
                                               "до конца года", "к концу года", "в конце года", "do końca roku",
                                               "do konca roku"])
        add(.day(.relativeYears(1)), ["next yr", "следующий год"])
        add(.day(.lastYear), ["last year", "last yr", "previous year", "прошлый год", "в прошлом году", "w zeszłym roku"])
        add(.day(.nextWeek), ["coming week", "upcoming week", "the following week", "следующая неделя", "следующую неделю"])
        add(.day(.lastWeek), ["last week", "past week", "previous week", "прошлая неделя", "на прошлой неделе",
                              "w zeszłym tygodniu", "w poprzednim tygodniu"])
        add(.day(.endOfWeek), ["current week", "эта неделя"])
        add(.day(.nextMonth), ["следующий месяц"])
        add(.day(.lastMonth(1)), ["last month", "previous month", "прошлый месяц", "в прошлом месяце", "w zeszłym miesiącu"])
        add(.day(.lastMonth(2)), ["позапрошлый месяц", "в позапрошлом месяце"])
        add(.day(.endOfMonth), ["этот месяц", "current month", "ten miesiąc", "ten miesiac", "tym miesiącu", "tego miesiąca"])
        add(.day(.endOfWeek), ["ten tydzień", "ten tydzien", "ten tyg", "tym tygodniu", "tego tygodnia", "bieżący tydzień"])
        add(.day(.endOfQuarter), ["ten kwartał", "ten kwartal", "tym kwartale", "tego kwartału", "tego kwartalu"])
        add(.day(.nextQuarter), ["następny kwartał", "nastepny kwartal", "przyszły kwartał", "przyszly kwartal",
                                 "następnego kwartału", "nastepnego kwartalu"])
        add(.day(.lastWeek), ["ostatni tydzień", "ostatni tydzien", "poprzedni tydzień", "poprzedni tydzien",
                              "poprzedniego tygodnia", "zeszły tydzień", "zeszly tydzien", "zeszłego tygodnia"])
        add(.day(.lastMonth(1)), ["ostatni miesiąc", "ostatni miesiac", "poprzedni miesiąc", "poprzedni miesiac",
                                  "poprzedniego miesiąca", "poprzedniego miesiaca", "zeszły miesiąc", "zeszly miesiac",
                                  "zeszłego miesiąca"])
        add(.day(.nextWeek), ["przyszły tydzień", "przyszly tydzien", "następny tydzień", "nastepny tydzien",
                              "przyszłego tygodnia", "następnego tygodnia"])
        add(.day(.nextMonth), ["przyszły miesiąc", "przyszly miesiac", "następny miesiąc", "nastepny miesiac",
                               "przyszłego miesiąca", "następnego miesiąca"])
        add(.day(.lastYear), ["ostatni rok", "poprzedni rok", "zeszły rok", "zeszly rok", "poprzedniego roku", "zeszłego roku"])
        add(.day(.relativeYears(1)), ["przyszły rok", "przyszly rok", "następny rok", "nastepny rok", "przyszłego roku"])
        add(.day(.endOfYear), ["ten rok", "tego roku", "bieżący rok"])
        add(.offset(seconds: 0), ["w tej chwili", "w tym momencie", "obecnie"])
        add(.day(.relative(days: 0)), ["tego dnia", "obecnego dnia", "dzisiejszego dnia"])
        add(.day(.relative(days: 2)), ["dzień po jutrze", "dzien po jutrze"])

        // Relative offsets said as one phrase.
        add(.offset(seconds: 1800), ["in half an hour", "in about half an hour", "in 30 min", "через полчаса",
                                     "za pół godziny", "za pol godziny"])
        add(.offset(seconds: 900), ["in a quarter of an hour", "in a quarter hour", "через четверть часа", "za kwadrans"])
        add(.offset(seconds: 2700), ["in three-quarters of an hour", "in three quarters of an hour"])
        add(.offset(seconds: 1), ["in a sec", "in a second", "через секунду", "za sekundę"])
        add(.offset(seconds: 3600), ["in an hour", "через час", "za godzinę", "za godzine"])
        add(.day(.relativeWeeks(-1)), ["неделю назад", "неделю тому назад", "a week ago", "tydzień temu", "tydzien temu"])
        add(.day(.relativeWeeks(1)), ["in a week", "через неделю", "za tydzień", "za tydzien"])
        add(.day(.relativeWeeks(2)), ["in two weeks", "in a fortnight", "через две недели", "za dwa tygodnie"])
        add(.day(.relativeMonths(1)), ["in a month", "через месяц", "za miesiąc", "za miesiac"])

        // Priority.
        add(.priority(.high), ["high priority", "top priority", "highest priority", "as soon as possible", "high prio",
                               "высокий приоритет", "в приоритете", "приоритет высокий", "как можно скорее",
                               "wysoki priorytet", "jak najszybciej", "priorytet wysoki"])
        add(.priority(.low), ["low priority", "no rush", "not urgent", "when possible", "низкий приоритет", "не срочно",
                              "не горит", "приоритет низкий", "niski priorytet", "nie pilne", "bez pośpiechu"])
        add(.priority(.high), ["p1", "P1"])
        add(.priority(.low), ["p3"])
        add(.priority(.normal), ["p2", "p4", "normal priority", "medium priority", "обычный приоритет", "средний приоритет"])

        // Repeat rules said as one phrase.
        let daily = Recurrence(frequency: .daily)
        let workdays = Recurrence(frequency: .weekly, byDay: Recurrence.weekdays)
        add(.recurrence(daily), ["every day", "daily", "each day", "everyday", "каждый день", "ежедневно", "каждодневно",
                                 "codziennie", "co dzień", "co dzien", "każdego dnia"])
        add(.recurrence(workdays), ["every weekday", "every workday", "every business day", "on weekdays", "weekdays",
                                    "по будням", "каждый будний день", "в будни", "по рабочим дням",
                                    "w dni robocze", "w dni powszednie", "co dzień roboczy"])
        add(.recurrence(Recurrence(frequency: .weekly)), ["weekly", "every week", "each week", "еженедельно", "каждую неделю",
                                                          "раз в неделю", "co tydzień", "co tydzien", "raz w tygodniu",
                                                          "cotygodniowo"])
        add(.recurrence(Recurrence(frequency: .weekly, interval: 2)), ["every other week", "biweekly", "every two weeks",
                                                                       "раз в две недели", "каждые две недели",
                                                                       "co dwa tygodnie"])
        add(.recurrence(Recurrence(frequency: .monthly)), ["monthly", "every month", "each month", "ежемесячно",
                                                           "каждый месяц", "раз в месяц", "co miesiąc", "co miesiac",
                                                           "raz w miesiącu"])
        add(.recurrence(Recurrence(frequency: .yearly)), ["yearly", "annually", "every year", "each year", "ежегодно",
                                                          "каждый год", "раз в год", "co rok", "corocznie"])
        return PhraseTable(entries)
    }()
}
