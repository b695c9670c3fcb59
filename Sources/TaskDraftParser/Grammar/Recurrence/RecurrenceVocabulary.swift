import TaskDraftKit

/// The words of repeat rules in English, Russian and Polish, by the role they play in
/// `RecurrenceGrammar`. Folded keys (lower case, ё → е); weekdays and months come from the
/// parser's `Lexicon`. Built on first use: only a sentence with a word that can open a repeat
/// rule reaches them.
enum RecurrenceVocabulary {
    /// A length of time a rule steps by.
    enum Unit: Sendable {
        case day, week, fortnight, month, quarter, halfYear, year

        /// The RRULE frequency and how many of it one unit is.
        var cadence: (Recurrence.Frequency, Int) {
            switch self {
            case .day: return (.daily, 1)
            case .week: return (.weekly, 1)
            case .fortnight: return (.weekly, 2)
            case .month: return (.monthly, 1)
            case .quarter: return (.monthly, 3)
            case .halfYear: return (.monthly, 6)
            case .year: return (.yearly, 1)
            }
        }
    }

    /// Words that take days out of a daily rule: "every day except Sunday", "каждый день кроме
    /// субботы", "codziennie oprócz niedzieli", "w dni robocze poza piątkiem" ("but not" is read
    /// as a pair).
    static let exceptWords: KeySet = ["except", "excluding", "кроме", "oprócz", "oprocz", "poza"]
    /// Of those, the words that also place a thing ("codziennie poza domem": away from home):
    /// before a weekday they take it out, before anything else they say nothing of the repeat.
    static let exceptWordsOfPlace: KeySet = ["poza"]
    /// The genitive plural an exception takes in Russian and Polish ("кроме пятниц", "oprócz
    /// piątków"), read only after an except word: alone, "сред" and "niedziel" are other words.
    static let exceptedWeekdays: KeyTable<Weekday> = [
        "понедельников": .monday, "вторников": .tuesday, "сред": .wednesday, "четвергов": .thursday, "пятниц": .friday,
        "суббот": .saturday, "воскресений": .sunday, "воскресеньев": .sunday,
        "poniedziałków": .monday, "poniedzialkow": .monday, "wtorków": .tuesday, "wtorkow": .tuesday, "śród": .wednesday,
        "srod": .wednesday, "czwartków": .thursday, "czwartkow": .thursday, "piątków": .friday, "piatkow": .friday,
        "sobót": .saturday, "sobot": .saturday, "niedziel": .sunday,
    ]
    /// The weekend as an exception: "every day except weekends", "каждый день кроме выходных",
    /// "codziennie oprócz weekendów" leave out Saturday and Sunday.
    static let exceptedWeekends: KeySet = ["weekends", "weekend", "выходных", "выходные", "weekendów", "weekendow", "weekendy"]

    /// "every", "каждый", "co", "każdy": the word that makes what follows repeat.
    static let every: KeySet = [
        "every", "each", "каждый", "каждую", "каждое", "каждые", "каждого", "каждая", "каждой", "каждом", "каждых",
        "co", "każdy", "kazdy", "każdą", "kazda", "każde", "kazde", "każdego", "kazdego", "każdej", "kazdej",
    ]

    /// Cadence words that are also adjectives: before a noun they name a kind of thing
    /// ("the quarterly report", "daily standup"), not a habit. Russian and Polish adverbs
    /// ("ежедневно", "codziennie") are not adjectives and repeat wherever they stand.
    static let adjectives: KeySet = ["daily", "everyday", "weekly", "biweekly", "bi-weekly", "fortnightly", "monthly",
                                     "bimonthly", "bi-monthly", "quarterly", "semiannual", "semiannually", "half-yearly",
                                     "biannually", "yearly", "annually", "weekdays"]

    /// A Polish ordinal's endings in the forms a day's place takes (nominative, accusative,
    /// genitive of each gender): pierwszy, pierwszą, pierwszego; drugi, drugą; ostatni, ostatnią.
    fileprivate static func polishEndings(_ stem: String) -> [String] {
        if stem == "drug" { return ["i", "a", "ą", "ie", "iego", "iej"] }
        if stem.hasSuffix("c") || stem.hasSuffix("n") { return ["i", "ia", "ią", "ie", "iego", "iej"] }
        return ["y", "a", "ą", "e", "ego", "ej"]
    }

    /// English ordinal suffixes and the Russian and Polish endings written after a day number
    /// ("15th", "15-го", "15-е").
    static let daySuffixes: KeySet = ["st", "nd", "rd", "th", "го", "е", "ое", "ого", "ому"]

    /// A count said as a noun, with "of" before its unit: "every couple of days".
    static let countNounsBeforeOf: KeySet = ["couple"]

    /// Nouns of a day of the month after its place: "last day", "последний день", "ostatniego dnia".
    static let dayNouns: KeySet = ["day", "день", "дня", "dzień", "dzien", "dnia"]
    /// Nouns after a day's number: "15 числа", "15. dnia" (not "дня": "2 дня" is two days).
    static let numberedDayNouns: KeySet = ["число", "числа", "числу", "dnia"]

    /// The words that end a plural "working days", which alone after "on", "по", "в", "w" say
    /// "every working day".
    static let pluralWorkdays: KeySet = ["weekdays", "workdays", "days", "будни", "будням", "дням", "дни", "robocze",
                                         "powszednie"]
    /// The second word of a working day: "day", "день", "дням", and Polish's, which follows its noun.
    static let workdayNouns: KeySet = ["day", "days", "день", "дни", "дням", "дня"]
    static let polishWorkdayNouns: KeySet = ["dzień", "dzien", "dni", "dnia"]
    static let polishWorkdayAdjectives: KeySet = ["roboczy", "robocze", "roboczych", "roboczego", "powszedni", "powszednie",
                                                  "powszedniego"]

    /// Saturday and Sunday.
    static let weekend: [Weekday] = [.saturday, .sunday]
    /// A weekend after "every": "every weekend", "каждые выходные", "co weekend", "w każdy weekend".
    static let weekendWords: KeySet = ["weekend", "weekends", "выходные"]
    /// Weekends in the plural after "on", "по", "w", which say every weekend: "on weekends", "по
    /// выходным", "w weekendy". One weekend ("on the weekend", "в выходные", "w weekend") is a day.
    static let pluralWeekends: KeySet = ["weekends", "выходным", "weekendy"]

    /// Words that close a day of the month as "every month's": "of the month", "месяца",
    /// "każdego miesiąca" are read by `RecurrenceGrammar.monthCloser`.
    static let ofWords: KeySet = ["of", "a", "per"]

    /// Words before a day that make it a deadline: "by the last Friday of the month" and "до
    /// последней пятницы месяца" are one day, not a habit.
    static let deadlineWords: KeySet = ["by", "before", "until", "till", "due", "до", "к", "ко", "позже", "позднее",
                                        "do", "przed", "najpóźniej", "najpozniej"]

    /// Words that put an end date after a rule: "until", "до", "do".
    static let untilWords: KeySet = ["until", "till", "til", "through", "thru", "до", "по", "do"]
    /// "until" a month that keeps the month: "through March".
    static let throughWords: KeySet = ["through", "thru"]
    /// "the end of": "until the end of the year", "до конца месяца", "do końca roku".
    static let endWords: KeySet = ["end", "конца", "końca", "konca"]
    /// The period we are in: "the end of this year", "до конца этого месяца", "do końca tego roku".
    static let currentWords: KeySet = ["the", "this", "этого", "этой", "текущего", "текущей", "tego", "bieżącego",
                                       "biezacego"]
    /// A span from today: "for 3 months", "przez 3 miesiące", "в течение двух недель",
    /// "на протяжении года".
    static let spanOpeners: KeySet = ["for", "przez"]
    static let spanOpenerFirstWords: KeySet = ["в", "на"]
    static let spanOpenerSecondWords: KeySet = ["течение", "протяжении"]
    /// "for the next 3 months", "в течение следующих двух недель", "przez następne 3 miesiące".
    static let nextWords: KeySet = ["next", "coming", "following", "следующих", "ближайших", "następne", "nastepne",
                                    "kolejne", "najbliższe", "najblizsze"]
    /// Numbers in the genitive, as a span says them (folded: "трёх" is "трех"): "в течение двух недель".
    static let genitiveNumbers: KeyTable<Int> = [
        "двух": 2, "трех": 3, "четырех": 4, "пяти": 5, "шести": 6, "семи": 7, "восьми": 8,
        "девяти": 9, "десяти": 10, "одиннадцати": 11, "двенадцати": 12, "одного": 1, "одной": 1,
    ]
    /// Short month names that are also words ("may"); after "until" they are the month.
    static let monthsThatAreWords: KeySet = ["may", "maj"]

    /// Words of a count of occurrences: "5 times", "5 раз", "5 razy".
    static let countWords: KeySet = ["times", "time", "раз", "раза", "razy", "raz"]
    /// Words after a year number: "2027 года", "2027 г", "2027 r".
    static let yearWords: KeySet = ["года", "год", "г", "r", "roku", "rok", "year"]
    /// "раз в", "raz w", "raz na", "once a", "once every": a count of one per period.
    static let onceWords: KeySet = ["раз", "raz", "once"]
    /// "twice", "thrice": a count of times in one word.
    static let timesAdverbs: KeyTable<Int> = ["twice": 2, "thrice": 3, "дважды": 2, "трижды": 3, "dwukrotnie": 2,
                                              "trzykrotnie": 3]
    /// The noun after a count of times: "3 times", "два раза", "пять раз", "dwa razy".
    static let timesWords: KeySet = ["times", "раза", "раз", "razy"]

    fileprivate static func table<Value>(_ groups: [(Value, [String])]) -> KeyTable<Value> {
        var result = KeyTable<Value>(minimumCapacity: groups.reduce(0) { $0 + $1.1.count })
        for (value, words) in groups { for word in words { result[Key(word)] = value } }
        return result
    }
}

/// The small word sets the reader asks at one place each; static, so that asking does not
/// build a table (a repeat rule is tried at every number and opener of every sentence).
extension RecurrenceVocabulary {
    /// "on every Friday", "в каждый понедельник", "w każdy piątek".
    static let beforeEvery: KeySet = ["w", "we", "в", "во", "on"]

    /// "once a month", "раз в неделю", "raz na kwartał".
    static let afterOnce: KeySet = ["в", "w", "na", "a", "an", "every", "per", "each"]

    /// "twice a week", "два раза в месяц", "dwa razy w tygodniu".
    static let afterTimes: KeySet = ["a", "an", "per", "every", "each", "в", "во", "w", "na", "we"]

    /// "по понедельникам", "on Mondays", "w poniedziałki".
    static let beforePluralDays: KeySet = ["по", "on", "w", "we", "в", "во"]

    /// "on Friday", "в пятницу", "we wtorek".
    static let beforeDay: KeySet = ["on", "в", "во", "w", "we"]

    /// "in March", "в марте", "w marcu", "of March".
    static let beforeMonth: KeySet = ["in", "в", "во", "w", "of"]

    /// "of the month", "a month", "в месяц", "w miesiącu".
    static let beforeMonthNoun: KeySet = ["the", "a", "per", "в", "w"]

    /// the ending of a Russian ordinal in digits: "2-й", "3-ю".
    static let ordinalEndings: KeySet = ["й", "ю", "ую", "е", "ой", "ый"]

    /// an ordinal ending against its digits ("2й"), or a dot ("2.").
    static let ordinalEndingsOrDot: KeySet = ["й", "ю", "ую", "ой", "ый", "."]

    /// "half a year", "pół roku".
    static let halfWords: KeySet = ["half", "pół", "pol"]

    /// "Monday, and Friday".
    static let andWords: KeySet = ["and", "и", "i"]

    /// "Mondays and the Fridays", "по понедельникам и в среды".
    static let beforeListedWeekday: KeySet = ["в", "во", "w", "the"]
}

extension LexiconSource {
    /// Words that can open a repeat rule and are not already in `Lexicon.wordStarts`: the
    /// sentence's words `RecurrenceGrammar` is tried at (as `Lexicon.recurrenceOpeners`).
    static let recurrenceOpeners: KeySet = {
        var keys = KeySet()
        keys.formUnion(RecurrenceVocabulary.every)
        keys.formUnion(recurrenceAdverbs.hashedKeys)
        keys.formUnion(recurrencePositions.hashedKeys)
        keys.formUnion(recurrenceWorkdayWords.hashedKeys)
        keys.formUnion(RecurrenceVocabulary.onceWords)
        keys.formUnion(RecurrenceVocabulary.timesAdverbs.hashedKeys)
        keys.formUnion(numberWords.hashedKeys)
        keys.formUnion(["on", "по", "в", "во", "w", "we", "the"] as KeySet)
        return keys
    }()
}

/// The repeat rules' word tables, generated into `Lexicon` (`RecurrenceVocabulary` reads them there).
extension LexiconSource {
    /// Parts of the day a daily habit is said with ("every morning", "каждый вечер", "co rano",
    /// "по утрам", "in the evenings"): the Skills hour each names, which is the habit's time.
    static let recurrencePartsOfDay: KeyTable<String> = RecurrenceVocabulary.table([
        ("morning", ["morning", "утро", "rano", "ranek", "утрам", "mornings"]),
        ("afternoon", ["afternoon", "afternoons", "popołudnie", "popoludnie"]),
        ("evening", ["evening", "вечер", "wieczór", "wieczor", "вечерам", "evenings"]),
        ("night", ["night", "ночь", "noc", "ночам", "nights"]),
    ])

    /// Units in the forms they take after "every", a number, "раз в" or "co".
    static let recurrenceUnits: KeyTable<RecurrenceVocabulary.Unit> = RecurrenceVocabulary.table([
        (.day, ["day", "days", "день", "дня", "дней", "сутки", "суток", "dzień", "dzien", "dni", "dnia"]),
        (.week, ["week", "weeks", "неделю", "недели", "недель", "неделя", "tydzień", "tydzien", "tygodnie", "tygodni",
                 "tygodniu", "tygodnia"]),
        (.fortnight, ["fortnight", "fortnights"]),
        (.month, ["month", "months", "месяц", "месяца", "месяцев", "miesiąc", "miesiac", "miesiące", "miesiace", "miesięcy",
                  "miesiecy", "miesiącu", "miesiacu", "miesiąca", "miesiaca"]),
        (.quarter, ["quarter", "quarters", "квартал", "квартала", "кварталов", "kwartał", "kwartal", "kwartały", "kwartaly",
                    "kwartałów", "kwartalow", "kwartale", "kwartału", "kwartalu"]),
        (.halfYear, ["полгода", "полугодие", "полугода", "półrocze", "polrocze", "półrocza", "polrocza"]),
        (.year, ["year", "years", "год", "года", "лет", "rok", "roku", "lata", "lat"]),
    ])

    /// One word that is a whole cadence: "daily", "fortnightly", "ежеквартально", "corocznie".
    static let recurrenceAdverbs: KeyTable<(RecurrenceVocabulary.Unit, Int)> = RecurrenceVocabulary.table([
        ((.day, 1), ["daily", "everyday", "ежедневно", "каждодневно", "codziennie", "dziennie"]),
        ((.week, 1), ["weekly", "еженедельно", "cotygodniowo", "tygodniowo"]),
        ((.week, 2), ["biweekly", "fortnightly", "bi-weekly", "раздвухнедельно"]),
        ((.month, 1), ["monthly", "ежемесячно", "comiesięcznie", "comiesiecznie", "miesięcznie", "miesiecznie"]),
        ((.month, 2), ["bimonthly", "bi-monthly"]),
        ((.month, 3), ["quarterly", "ежеквартально", "kwartalnie", "cokwartalnie"]),
        ((.month, 6), ["semiannually", "semi-annually", "half-yearly", "biannually", "раз-в-полгода", "półrocznie", "polrocznie"]),
        ((.year, 1), ["yearly", "annually", "ежегодно", "corocznie", "rocznie"]),
    ])

    /// Ordinal words that count periods ("every second week", "каждый второй вторник",
    /// "co drugi piątek"): the interval they say.
    static let recurrenceIntervalOrdinals: KeyTable<Int> = {
        var table: KeyTable<Int> = ["other": 2, "alternate": 2, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
                                    "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10]
        let russian: [(String, Int)] = [("втор", 2), ("четверт", 4), ("пят", 5), ("шест", 6), ("седьм", 7), ("восьм", 8),
                                        ("девят", 9), ("десят", 10)]
        for (stem, value) in russian {
            for ending in ["ой", "ую", "ое", "ые", "ого", "ый"] { table[Key(stem + ending)] = value }
        }
        for form in ["третий", "третью", "третье", "третьи", "третьего"] { table[Key(form)] = 3 }
        let polish: [(String, Int)] = [("drug", 2), ("trzec", 3), ("czwart", 4), ("piąt", 5), ("piat", 5), ("szóst", 6),
                                       ("szost", 6), ("siódm", 7), ("siodm", 7), ("ósm", 8), ("osm", 8), ("dziewiąt", 9),
                                       ("dziewiat", 9), ("dziesiąt", 10), ("dziesiat", 10)]
        for (stem, value) in polish {
            for ending in RecurrenceVocabulary.polishEndings(stem) { table[Key(stem + ending)] = value }
        }
        return table
    }()

    /// A weekday's or a day's place in its month: first to fifth, or from the end (-1 the
    /// last, -2 the one before it).
    static let recurrencePositions: KeyTable<Int> = {
        var table: KeyTable<Int> = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1, "final": -1,
                                    "second-to-last": -2, "penultimate": -2, "next-to-last": -2, "second-last": -2]
        let russian: [(String, Int)] = [("перв", 1), ("втор", 2), ("четверт", 4), ("пят", 5), ("последн", -1), ("предпоследн", -2)]
        for (stem, value) in russian {
            let endings = value < 0 ? ["ий", "юю", "ее", "яя", "его", "ей", "ие", "ем"] : ["ый", "ой", "ую", "ое", "ая", "ого", "ой", "ом"]
            for ending in endings { table[Key(stem + ending)] = value }
        }
        for form in ["третий", "третью", "третье", "третья", "третьего", "третьей", "третьем"] { table[Key(form)] = 3 }
        let polish: [(String, Int)] = [("pierwsz", 1), ("drug", 2), ("trzec", 3), ("czwart", 4), ("piąt", 5), ("piat", 5),
                                       ("ostatn", -1), ("przedostatn", -2)]
        for (stem, value) in polish {
            for ending in RecurrenceVocabulary.polishEndings(stem) { table[Key(stem + ending)] = value }
        }
        return table
    }()

    /// Plural weekdays that mean "on every such day": "on Mondays", "по понедельникам" (the
    /// dative is `Lexicon.weekdaysPlural`), "w poniedziałki".
    static let recurrencePluralWeekdays: KeyTable<Weekday> = RecurrenceVocabulary.table([
        (.monday, ["mondays", "poniedziałki", "poniedzialki"]), (.tuesday, ["tuesdays", "wtorki"]),
        (.wednesday, ["wednesdays", "środy", "srody"]), (.thursday, ["thursdays", "czwartki"]),
        (.friday, ["fridays", "piątki", "piatki"]), (.saturday, ["saturdays", "soboty"]),
        (.sunday, ["sundays", "niedziele"]),
    ])

    /// Monday to Friday as one word or two: "weekday", "business day", "будни", "dzień roboczy".
    /// The value says whether a second word must follow ("business" → "day").
    static let recurrenceWorkdayWords: KeyTable<Bool> = [
        "weekday": false, "weekdays": false, "workday": false, "workdays": false, "business": true, "working": true,
        "будни": false, "будням": false, "будний": true, "будние": true, "будним": true, "рабочий": true, "рабочие": true,
        "рабочим": true, "рабочего": true, "рабочему": true,
    ]
}
