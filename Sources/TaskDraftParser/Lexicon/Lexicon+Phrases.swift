import TaskDraftKit

extension LexiconSource {
    /// Every word a word-led recognizer can start with. Built from the same tables the
    /// recognizers read, so it cannot drift from them.
    static let wordStarts: KeySet = {
        var keys = KeySet(minimumCapacity: wordStartsCapacity)
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
        for set in [nextModifiers, thisModifiers, comingModifiers, lastModifiers, offsetWords, everyWords, projectWords,
                    lastWords] {
            keys.formUnion(set)
        }
        // Openers the recognizers test by name.
        keys.formUnion(["the", "a", "an", "half", "quarter", "couple", "pair", "for", "по", "w", "we", "kwadrans", "pół", "pol",
                        "wpół", "wpol", "без", "четверть", "половина", "половине", "пол"] as KeySet)
        keys.formUnion(periodNouns.hashedKeys)
        return keys
    }()

    /// How many keys `wordStarts` is sized for at once: growing rehashes every key already in,
    /// and the generated table keeps the slots it was built with. `GeneratedTablesTests` checks
    /// that they all fit.
    static let wordStartsCapacity = 2_048

    /// The noun "day" by the ending its adjective takes in each case, Russian then Polish (keys are
    /// folded: "днём" is "днем").
    static let dayNounCases: [(russian: String, polish: String, nouns: [String])] = [
        ("ий", "y", ["день", "dzień"]), ("его", "ego", ["дня", "dnia"]), ("ему", "emu", ["дню", "dniowi"]),
        ("им", "ym", ["днем", "dniem", "dniu"]), ("ем", "ym", ["дне", "dniu"]),
    ]

    /// Fixed multi-word (and some one-word) phrases with a meaning of their own. Longest match
    /// wins, so "end of the day" is read before "day".
    static let phrases: PhraseTable<Finding> = {
        var entries: [PhraseTable<Finding>.Entry] = []
        // Each phrase also without its Polish letters ("w przyszłym tygodniu", "w przyszlym tygodniu").
        var seen = Set<String>()
        func add(_ finding: Finding, _ phrases: [String]) {
            for phrase in phrases {
                for form in [phrase, plainLetters(phrase)] where seen.insert(form).inserted {
                    entries.append(.init(form, finding))
                }
            }
        }
        let workdayEnd = TimeSpec.named("workday-end")

        // Days.
        add(.day(.relative(days: 2)), ["day after tomorrow", "the day after tomorrow", "after tomorrow", "po jutrze",
                                       "dzień po jutrze"])
        add(.day(.relative(days: -2)), ["day before yesterday", "the day before yesterday", "dzień przed wczoraj",
                                        "przed wczoraj"])
        // A near day's adjective with the noun "day" it agrees with is that day, whatever its case:
        // "с завтрашнего дня", "к завтрашнему дню", "od jutrzejszego dnia"; so is the English
        // possessive's ("before tomorrow's day").
        for adjective in nearDayAdjectives {
            var phrases = adjective.english.contains(" ") ? [] : [adjective.english + "'s day", adjective.english + "s day"]
            for (russian, polish, nouns) in dayNounCases {
                for noun in nouns {
                    let stem = noun.unicodeScalars.first.map { $0.value >= 0x400 && $0.value <= 0x4FF } == true
                        ? adjective.russianStem + russian : adjective.polishStem + polish
                    phrases.append(stem + " " + noun)
                }
            }
            add(.day(.relative(days: adjective.days)), phrases)
        }
        add(.dayTime(.relative(days: 0), .named("evening")), ["tonight", "tonite", "this evening", "сегодня вечером", "dziś wieczorem",
                                                               "dzisiaj wieczorem", "tego wieczora", "tego wieczoru",
                                                               "этим вечером"])
        add(.dayTime(.relative(days: 0), .named("morning")), ["this morning", "сегодня утром", "dziś rano", "dzisiaj rano",
                                                               "этим утром", "tego ranka", "dzisiejszego ranka"])
        add(.dayTime(.relative(days: 0), .named("afternoon")), ["this afternoon", "сегодня днем"])
        add(.dayTime(.relative(days: 1), .named("morning")), ["tomorrow morning", "завтра утром", "jutro rano"])
        // The night before today: "last night at 8" is yesterday 20:00.
        add(.dayTime(.relative(days: -1), .named("night")), ["last night", "yesterday night", "вчера ночью",
                                                              "wczoraj w nocy"])
        add(.dayTime(.relative(days: 1), .named("evening")), ["tomorrow evening", "tomorrow night", "завтра вечером",
                                                               "jutro wieczorem"])

        // Parts of the day, with their prepositions.
        add(.time(.named("morning")), ["in the morning", "с утра", "z rana", "przed południem", "in the am", "early morning",
                                       "early in the morning", "рано утром", "wczesnym rankiem", "wcześnie rano"])
        add(.time(.named("evening")), ["late evening", "late in the evening", "поздно вечером", "późnym wieczorem"])
        add(.time(.named("afternoon")), ["in the afternoon", "после обеда", "po południu", "po poludniu", "во второй половине дня",
                                         "after lunch", "po obiedzie"])
        add(.time(.named("evening")), ["in the evening", "до вечера", "к вечеру"])
        // The working day over: its evening, as "по окончании дня" is.
        add(.time(.named("evening")), ["after work", "после работы", "po pracy"])
        add(.time(.named("night")), ["at night", "w nocy", "в ночи"])
        add(.time(.named("lunch")), ["в обед", "до обеда", "к обеду", "at lunch", "by lunch", "before lunch", "w porze lunchu"])
        add(.time(.exact(LocalTime(hour: 12, minute: 0))), ["noon", "at noon", "midday", "полдень", "в полдень", "w południe",
                                                            "w poludnie", "południe"])
        add(.time(.exact(LocalTime(hour: 0, minute: 0))), ["midnight", "at midnight", "mid night", "mid-night", "полночь", "в полночь", "północ",
                                                           "o północy", "o polnocy"])

        // Periods: the end of the working day is a Skill's hour, not a constant here.
        add(.dayTime(.todayOrNext, workdayEnd), [
            "eod", "cob", "end of day", "end of the day", "by end of day", "by the end of the day", "by eod", "by cob",
            "close of business", "end of business", "до конца дня", "к концу дня", "в конце дня", "конец дня",
            "до конца рабочего дня", "к концу рабочего дня", "do końca dnia", "do konca dnia", "na koniec dnia",
            "towards the end of the day", "toward the end of the day", "под конец дня", "pod koniec dnia",
            "z końcem dnia", "z koncem dnia",
        ])
        // The end of a period is a deadline at the end of its last working day, as EOD is;
        // "this week", "в этом месяце" name the period and leave the hour open.
        add(.dayTime(.endOfWeek, workdayEnd), [
            "eow", "end of week", "end of the week", "by end of week", "by the end of the week",
            "до конца недели", "к концу недели", "в конце недели", "do końca tygodnia",
            "do konca tygodnia", "na koniec tygodnia", "towards the end of the week", "toward the end of the week",
            "под конец недели", "pod koniec tygodnia", "z końcem tygodnia", "z koncem tygodnia",
            "конец недели", "koniec tygodnia",
        ])
        add(.periodEndDeadline(.endOfMonth), [
            "eom", "end of month", "end of the month", "by end of month", "by the end of the month",
            "до конца месяца", "к концу месяца", "в конце месяца", "do końca miesiąca",
            "do konca miesiaca", "na koniec miesiąca", "na koniec miesiaca", "towards the end of the month",
            "toward the end of the month", "под конец месяца", "pod koniec miesiąca", "pod koniec miesiaca",
            "z końcem miesiąca", "z koncem miesiaca",
            // Said bare, as "end of month" and "конец дня" are ("Raport koniec miesiąca"); right
            // after a verb it is the verb's object (`BuiltinParser.notADate`).
            "конец месяца", "koniec miesiąca", "koniec miesiaca",
        ])
        // "на выходные", "na weekend": the weekend a task is for, as "for the weekend" is.
        add(.day(.weekend), ["weekend", "this weekend", "on the weekend", "at the weekend", "over the weekend", "на выходных",
                             "в выходные", "на выходные", "w weekend", "na weekend"])
        // Before the weekend is a deadline, not time in it: the working week's end, as "end of
        // the week" is. Said on a weekend, it is the coming Friday's.
        add(.dayTime(.weekday(.friday, nextWeek: false, includingToday: true), workdayEnd), [
            "before the weekend", "by the weekend", "until the weekend", "till the weekend", "перед выходными", "до выходных",
            "к выходным", "przed weekendem", "do weekendu",
        ])
        add(.dayTime(.todayOrNext, .named("evening")), ["по окончании дня"])

        add(.offset(seconds: 0), ["now", "right now", "just now", "at the moment", "immediately", "сейчас", "прямо сейчас",
                                  "немедленно", "teraz", "natychmiast"])
        add(.time(.exact(LocalTime(hour: 12, minute: 0))), ["mid day", "mid-day", "noonish", "middayish"])
        add(.offset(seconds: 0), ["at present", "at the present time", "at this time", "at this moment", "в данный момент",
                                  "в настоящее время", "w chwili obecnej"])
        add(.periodEndDeadline(.endOfQuarter), ["end of quarter", "end of the quarter", "eoq", "by the end of the quarter",
                                                "до конца квартала", "к концу квартала", "в конце квартала",
                                                "do końca kwartału", "do konca kwartalu", "towards the end of the quarter",
                                                "toward the end of the quarter", "под конец квартала", "pod koniec kwartału",
                                                "pod koniec kwartalu", "z końcem kwartału", "z koncem kwartalu",
                                                "конец квартала", "koniec kwartału", "koniec kwartalu"])
        add(.periodEndDeadline(.endOfYear), ["end of year", "end of the year", "eoy", "by the end of the year",
                                             "до конца года", "к концу года", "в конце года", "do końca roku",
                                             "do konca roku", "towards the end of the year", "toward the end of the year",
                                             "под конец года", "pod koniec roku", "z końcem roku", "z koncem roku",
                                             "конец года", "koniec roku"])
        add(.day(.nextWeek), ["coming week", "upcoming week", "the following week", "следующая неделя", "следующую неделю"])
        add(.day(.lastMonth(2)), ["позапрошлый месяц", "в позапрошлом месяце"])
        add(.offset(seconds: 0), ["w tej chwili", "w tym momencie", "obecnie"])
        add(.day(.relative(days: 0)), ["tego dnia", "obecnego dnia", "dzisiejszego dnia"])

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
        add(.priority(.medium), ["p2", "medium priority", "med priority", "средний приоритет", "приоритет средний",
                                 "średni priorytet", "sredni priorytet", "priorytet średni"])
        // A normal priority is the level nobody named: the same as saying none.
        add(.priority(.unset), ["p4", "normal priority", "no priority", "обычный приоритет", "без приоритета",
                                "normalny priorytet", "bez priorytetu"])

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
