import TaskDraftKit

/// The built-in parser's word tables for English, Russian and Polish, as people edit them.
/// Keys are folded (lower case, ё → е). Business vocabulary and the hours words like "EOD"
/// mean are not here: they come from Skills files.
///
/// The parser reads `Lexicon`, the same tables built before run time
/// (`Lexicon+Generated.swift`). After changing a table here, run
/// `scripts/generate-tables.sh`; `GeneratedTablesTests` fails until you do. A new table also
/// needs a line in `TableGenerator.lexiconTables` (Tests/TaskDraftModelsTests).
enum LexiconSource {
    /// Words for "today + n days".
    static let relativeDays: KeyTable<Int> = [
        "today": 0, "tod": 0, "сегодня": 0, "сегодн": 0, "dziś": 0, "dzis": 0, "dzisiaj": 0,
        "tomorrow": 1, "tmr": 1, "tmrw": 1, "tomorow": 1, "завтра": 1, "jutro": 1,
        "послезавтра": 2, "pojutrze": 2,
        "yesterday": -1, "вчера": -1, "wczoraj": -1, "позавчера": -2, "przedwczoraj": -2,
        "позапозавчера": -3, "послепослезавтра": 3,
    ]

    /// Words before a weekday meaning the last one before today.
    static let lastModifiers: KeySet = [
        "last", "previous", "past", "прошлый", "прошлую", "прошлая", "прошлой", "прошлое", "прошлом", "прошлого",
        "zeszły", "zeszly", "zeszłą", "zeszla", "ubiegły", "ubiegly", "poprzedni", "poprzednią",
    ]

    /// Ordinal day words: "first", "twenty-first", "первое", "третьего", "двадцать" + "четвёртое".
    static let ordinals: KeyTable<Int> = {
        var table = KeyTable<Int>(minimumCapacity: 256)
        let english = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                       "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                       "eighteenth", "nineteenth", "twentieth"]
        for (index, word) in english.enumerated() { table[Key(word)] = index + 1 }
        for (index, word) in english.prefix(9).enumerated() {
            table[Key("twenty-" + word)] = 21 + index
            table[Key("twenty" + word)] = 21 + index
        }
        table["thirtieth"] = 30
        table["thirty-first"] = 31
        // Russian ordinals in the cases dates take: "первое", "первого", "к первому".
        let stems: [String: Int] = ["перв": 1, "втор": 2, "четверт": 4, "пят": 5, "шест": 6, "седьм": 7, "восьм": 8, "девят": 9,
                     "десят": 10, "одиннадцат": 11, "двенадцат": 12, "тринадцат": 13, "четырнадцат": 14,
                     "пятнадцат": 15, "шестнадцат": 16, "семнадцат": 17, "восемнадцат": 18, "девятнадцат": 19,
                     "двадцат": 20, "тридцат": 30]
        for (stem, value) in stems {
            for ending in ["ое", "ого", "ому", "ый", "ой", "ая", "ую", "ом"] { table[Key(stem + ending)] = value }
        }
        for ending in ["ье", "ьего", "ьему", "ий", "ья", "ью", "ьем"] { table[Key("трет" + ending)] = 3 }
        // Polish ordinals in the cases dates take: "pierwszy marca", "pierwszego marca", "o trzeciej".
        let polish: [String: Int] = ["pierwsz": 1, "czwart": 4, "piąt": 5, "piat": 5, "szóst": 6, "szost": 6, "siódm": 7,
                                     "siodm": 7, "ósm": 8, "osm": 8, "dziewiąt": 9, "dziewiat": 9, "dziesiąt": 10,
                                     "dziesiat": 10, "jedenast": 11, "dwunast": 12, "trzynast": 13, "czternast": 14,
                                     "piętnast": 15, "pietnast": 15, "szesnast": 16, "siedemnast": 17, "osiemnast": 18,
                                     "dziewiętnast": 19, "dziewietnast": 19, "dwudziest": 20, "trzydziest": 30]
        for (stem, value) in polish {
            for ending in ["y", "ego", "a", "ej", "ym", "ą", "emu", "e"] { table[Key(stem + ending)] = value }
        }
        for ending in ["i", "iego", "a", "iej", "im", "ą", "iemu"] { table[Key("drug" + ending)] = 2 }
        for ending in ["i", "iego", "ia", "iej", "im", "ią", "iemu"] { table[Key("trzec" + ending)] = 3 }
        return table
    }()

    /// "twenty", "двадцать": the tens that join an ordinal ("twenty first", "двадцать четвёртое").
    static let ordinalTens: KeyTable<Int> = ["twenty": 20, "thirty": 30, "двадцать": 20, "тридцать": 30,
                                             "dwudziesty": 20, "dwudziestego": 20, "dwudziesta": 20, "dwudziestej": 20,
                                             "trzydziesty": 30, "trzydziestego": 30]

    /// Fixed-offset zone abbreviations people write after a time ("9am PST"), in seconds east of UTC.
    static let zoneAbbreviations: KeyTable<Int> = [
        "utc": 0, "gmt": 0, "z": 0, "wet": 0, "bst": 3600, "cet": 3600, "cest": 7200, "eet": 7200, "eest": 10_800,
        "msk": 10_800, "мск": 10_800, "ist": 19_800, "jst": 32_400, "aest": 36_000,
        "est": -18_000, "edt": -14_400, "cst": -21_600, "cdt": -18_000, "mst": -25_200, "mdt": -21_600,
        "pst": -28_800, "pdt": -25_200,
    ]

    /// Weekday names in every case form people write, with common abbreviations.
    static let weekdays: KeyTable<Weekday> = table([
        (.monday, ["monday", "mon", "mondays", "понедельник", "понедельника", "понедельнику", "понедельником",
                   "понедельнике", "пн", "poniedziałek", "poniedzialek", "poniedziałku", "poniedzialku", "pon"]),
        (.tuesday, ["tuesday", "tue", "tues", "tuesdays", "вторник", "вторника", "вторнику", "вторником", "вторнике",
                    "вт", "wtorek", "wtorku", "wt"]),
        (.wednesday, ["wednesday", "wed", "wednesdays", "среда", "среду", "среды", "среде", "средой", "ср", "środa",
                      "sroda", "środę", "srode", "środy", "srody", "śr"]),
        (.thursday, ["thursday", "thu", "thur", "thurs", "thursdays", "четверг", "четверга", "четвергу", "четвергом",
                     "четверге", "чт", "czwartek", "czwartku", "czw"]),
        (.friday, ["friday", "fri", "fridays", "пятница", "пятницу", "пятницы", "пятнице", "пятницей", "пт", "piątek",
                   "piatek", "piątku", "piatku", "pt"]),
        (.saturday, ["saturday", "sat", "saturdays", "суббота", "субботу", "субботы", "субботе", "субботой", "сб",
                     "sobota", "sobotę", "sobote", "soboty", "sob"]),
        (.sunday, ["sunday", "sun", "sundays", "воскресенье", "воскресенья", "воскресенью", "воскресеньем", "вс",
                   "niedziela", "niedzielę", "niedziele", "niedzieli", "nd"]),
    ])

    /// "по понедельникам": the plural dative that means "every Monday".
    static let weekdaysPlural: KeyTable<Weekday> = table([
        (.monday, ["понедельникам"]), (.tuesday, ["вторникам"]), (.wednesday, ["средам"]), (.thursday, ["четвергам"]),
        (.friday, ["пятницам"]), (.saturday, ["субботам"]), (.sunday, ["воскресеньям"]),
    ])

    /// Short weekday forms that are also ordinary words; they count only after a date preposition.
    static let ambiguousWeekdays: KeySet = ["sun", "sat", "wed", "pon", "pt", "wt", "ср", "вс"]

    /// Words before a weekday meaning "of next week".
    static let nextModifiers: KeySet = [
        "next", "следующий", "следующую", "следующая", "следующей", "следующего", "следующем", "след",
        "przyszły", "przyszly", "przyszłą", "przyszla", "przyszłej", "następny", "nastepny", "następną", "nastepna",
        "najbliższy", "najblizszy",
    ]

    /// Words before a weekday meaning this week's, today included.
    static let thisModifiers: KeySet = [
        "this", "coming", "этот", "эту", "эта", "этой", "этого", "ближайший", "ближайшую", "ten", "tę", "te",
    ]

    static let months: KeyTable<Int> = table([
        (1, ["january", "jan", "январь", "января", "январе", "янв", "styczeń", "styczen", "stycznia", "styczniu", "sty"]),
        (2, ["february", "feb", "февраль", "февраля", "феврале", "фев", "luty", "lutego", "lutym", "lut"]),
        (3, ["march", "mar", "март", "марта", "марте", "мар", "marzec", "marca", "marcu"]),
        (4, ["april", "apr", "апрель", "апреля", "апреле", "апр", "kwiecień", "kwiecien", "kwietnia", "kwietniu", "kwi"]),
        (5, ["may", "май", "мая", "мае", "maj", "maja", "maju"]),
        (6, ["june", "jun", "июнь", "июня", "июне", "июн", "czerwiec", "czerwca", "czerwcu", "cze"]),
        (7, ["july", "jul", "июль", "июля", "июле", "июл", "lipiec", "lipca", "lipcu", "lip"]),
        (8, ["august", "aug", "август", "августа", "августе", "авг", "sierpień", "sierpien", "sierpnia", "sierpniu", "sie"]),
        (9, ["september", "sep", "sept", "сентябрь", "сентября", "сентябре", "сен", "сент", "wrzesień", "wrzesien",
             "września", "wrzesnia", "wrześniu", "wrz"]),
        (10, ["october", "oct", "октябрь", "октября", "октябре", "окт", "październik", "pazdziernik", "października",
              "pazdziernika", "październiku", "paź"]),
        (11, ["november", "nov", "ноябрь", "ноября", "ноябре", "ноя", "listopad", "listopada", "listopadzie", "lis"]),
        (12, ["december", "dec", "декабрь", "декабря", "декабре", "дек", "grudzień", "grudzien", "grudnia", "grudniu", "gru"]),
    ])

    /// Month words that are also common words ("may", "mar"); they need a day number beside them.
    static let ambiguousMonths: KeySet = ["may", "mar", "jun", "sie", "lip", "lis", "gru", "sty", "lut", "cze", "maj",
                                               "kwi", "wrz", "paź", "sep"]

    static let numberWords: KeyTable<Int> = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
        "couple": 2, "few": 3,
        "один": 1, "одну": 1, "одна": 1, "одно": 1, "два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6,
        "семь": 7, "восемь": 8, "девять": 9, "десять": 10, "одиннадцать": 11, "двенадцать": 12, "пятнадцать": 15,
        "двадцать": 20, "тридцать": 30, "сорок": 40, "пару": 2, "пара": 2, "несколько": 3,
        "jeden": 1, "jedną": 1, "jedna": 1, "dwa": 2, "dwie": 2, "trzy": 3, "cztery": 4, "pięć": 5, "piec": 5,
        "sześć": 6, "siedem": 7, "osiem": 8, "dziewięć": 9, "dziesięć": 10, "piętnaście": 15, "dwadzieścia": 20,
        "trzydzieści": 30, "kilka": 3,
    ]

    enum Unit: Sendable {
        case second, minute, hour, day, week, month, quarter, year

        var seconds: Int64 {
            switch self {
            case .second: return 1
            case .minute: return 60
            case .hour: return 3600
            case .day: return 86_400
            case .week: return 604_800
            case .month: return 2_592_000
            case .quarter: return 7_776_000
            case .year: return 31_536_000
            }
        }
    }

    static let units: KeyTable<Unit> = table([
        (.second, ["second", "seconds", "sec", "secs", "секунду", "секунды", "секунд", "сек", "sekundę", "sekundy", "sekund"]),
        (.minute, ["minute", "minutes", "min", "mins", "минуту", "минуты", "минут", "мин", "minutę", "minute", "minuty",
                   "minut"]),
        (.hour, ["hour", "hours", "hr", "hrs", "h", "час", "часа", "часов", "ч", "godzinę", "godzine", "godziny", "godzin"]),
        (.day, ["day", "days", "день", "дня", "дней", "сутки", "суток", "dzień", "dzien", "dni"]),
        (.week, ["week", "weeks", "wk", "неделю", "недели", "недель", "неделька", "tydzień", "tydzien", "tygodnie",
                 "tygodni"]),
        (.month, ["month", "months", "месяц", "месяца", "месяцев", "miesiąc", "miesiac", "miesiące", "miesiace",
                  "miesięcy", "miesiecy"]),
        (.quarter, ["quarter", "quarters", "qtr", "qtrs", "квартал", "квартала", "кварталов", "kwartał", "kwartal",
                    "kwartały", "kwartaly", "kwartałów"]),
        (.year, ["year", "years", "год", "года", "лет", "rok", "lata", "lat"]),
    ])

    /// Words that open a relative offset: "in 2 hours", "через час", "za tydzień".
    /// "upcoming 2 weeks" reads as "in 2 weeks".
    static let offsetWords: KeySet = ["in", "через", "спустя", "za", "within", "upcoming", "coming", "ближайшие", "najbliższe",
                                      "najblizsze"]

    /// One word for a part of the day, resolved to a Skills hour.
    static let partsOfDay: KeyTable<String> = [
        "morning": "morning", "утром": "morning", "утра": "morning", "rano": "morning", "рано": "morning",
        "afternoon": "afternoon", "днем": "afternoon", "popołudniu": "afternoon",
        "evening": "evening", "вечером": "evening", "wieczorem": "evening", "wieczór": "evening",
        "night": "night", "ночью": "night", "nocą": "night", "noca": "night",
        "lunchtime": "lunch", "lunch": "lunch",
    ]

    /// Parts of the day that are adverbs of time wherever they stand.
    static let partOfDayAdverbs: KeySet = ["утром", "днем", "вечером", "ночью", "rano", "wieczorem", "nocą", "noca"]

    /// After an hour number: which half of the day it is in.
    enum Meridiem: Sendable { case am, pm, night }

    static let hourQualifiers: KeyTable<Meridiem> = [
        "am": .am, "pm": .pm, "утра": .am, "утром": .am, "дня": .pm, "днем": .pm, "вечера": .pm, "вечером": .pm,
        "ночи": .night, "ночью": .night, "rano": .am, "wieczorem": .pm, "wieczór": .pm, "po": .pm,
    ]

    /// "час", "часа", "часов" after an hour number ("в 3 часа дня").
    static let hourWords: KeySet = ["час", "часа", "часов", "ч", "o'clock", "oclock", "godz", "godzina", "godzinie"]

    /// "полдесятого" = 9:30: "пол" + the genitive ordinal of the next hour.
    static let halfPastOrdinals: KeyTable<Int> = [
        "первого": 1, "второго": 2, "третьего": 3, "четвертого": 4, "пятого": 5, "шестого": 6, "седьмого": 7,
        "восьмого": 8, "девятого": 9, "десятого": 10, "одиннадцатого": 11, "двенадцатого": 12,
    ]

    /// Words that mark high or low priority on their own.
    static let priorityWords: KeyTable<Priority> = [
        "urgent": .high, "urgently": .high, "asap": .high, "important": .high, "critical": .high, "p1": .high,
        "срочно": .high, "срочная": .high, "срочный": .high, "срочное": .high, "срочную": .high, "горит": .high,
        "важно": .high, "важная": .high, "важный": .high, "важное": .high, "важную": .high, "срочняк": .high,
        "pilne": .high, "pilny": .high, "pilna": .high, "pilnie": .high, "ważne": .high, "wazne": .high,
        "someday": .low, "sometime": .low, "p3": .low, "когда-нибудь": .low, "когда-то": .low, "kiedyś": .low,
        "kiedys": .low, "p2": .normal, "p4": .normal,
    ]

    /// Prepositions that lose their meaning once the date or time after them is parsed.
    static let datePrepositions: KeySet = [
        "at", "on", "by", "before", "until", "till", "due", "for", "around", "about", "@", "to", "from",
        "в", "во", "к", "ко", "до", "на", "около", "с", "со", "к", "не", "позже", "позднее",
        "w", "we", "do", "o", "na", "przed", "od", "około", "okolo", "najpóźniej", "najpozniej",
    ]

    /// Prepositions after which a bare number is an hour ("at 3", "в 15", "o 9").
    static let hourPrepositions: KeySet = ["at", "@", "around", "about", "approximately", "в", "во", "около",
                                                "o", "około", "okolo", "к", "by", "до", "until", "till"]

    /// Hour words for clock times said in words ("at three", "в девять", "в пятнадцать часов").
    static let hourNumbers: KeyTable<Int> = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12,
        "час": 1, "два": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6, "семь": 7, "восемь": 8, "девять": 9,
        "десять": 10, "одиннадцать": 11, "двенадцать": 12, "тринадцать": 13, "четырнадцать": 14, "пятнадцать": 15,
        "шестнадцать": 16, "семнадцать": 17, "восемнадцать": 18, "девятнадцать": 19, "двадцать": 20,
        "pierwszej": 1, "drugiej": 2, "trzeciej": 3, "czwartej": 4, "piątej": 5, "piatej": 5, "szóstej": 6, "szostej": 6,
        "siódmej": 7, "siodmej": 7, "ósmej": 8, "osmej": 8, "dziewiątej": 9, "dziewiatej": 9, "dziesiątej": 10,
        "dziesiatej": 10, "jedenastej": 11, "dwunastej": 12, "trzynastej": 13, "czternastej": 14, "piętnastej": 15,
        "pietnastej": 15, "szesnastej": 16, "siedemnastej": 17, "osiemnastej": 18, "dziewiętnastej": 19,
        "dziewietnastej": 19, "dwudziestej": 20,
    ]

    /// Minute words after an hour word ("three twenty", "ten thirty").
    static let minuteNumbers: KeyTable<Int> = {
        var table: KeyTable<Int> = ["five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
                                    "fifty": 50, "forty-five": 45, "oh-five": 5]
        let ones = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        for (tens, value) in [("twenty", 20), ("thirty", 30), ("forty", 40), ("fifty", 50)] {
            for (index, one) in ones.enumerated() { table[Key("\(tens)-\(one)")] = value + index + 1 }
        }
        return table
    }()

    /// One-word repeat rules that are also adjectives before a noun ("weekly report").
    static let recurrenceAdjectives: KeySet = ["daily", "weekly", "monthly", "yearly", "annually", "biweekly",
                                                    "everyday", "weekdays"]

    /// Words that cannot end a title: left dangling when what followed them was parsed.
    static let trailingFunctionWords: KeySet = ["для", "dla", "of", "with", "про", "about", "от", "from", "per",
                                                     "за", "after", "после", "po", "in", "при", "the", "a"]

    /// Words that start a repeat rule: "every", "каждый", "co", "по" (with a plural weekday).
    static let everyWords: KeySet = [
        "every", "each", "каждый", "каждую", "каждое", "каждые", "каждого", "каждая", "co", "każdy", "kazdy",
        "każdą", "kazda", "każdego", "kazdego",
    ]

    /// Prefixes that turn the next words into a project name.
    static let projectWords: KeySet = ["project", "проект", "проекта", "проекту", "проекте", "projekt", "projektu",
                                            "projekcie"]

    /// Words that name the next word as a tag ("tagged errands", "с тегом покупки"). The parser
    /// reads tags from `#` and `@`; these let a model's tag the words name in prose stand.
    static let tagWords: KeySet = ["tag", "tags", "tagged", "label", "labels", "labelled", "labeled", "тег", "тега",
                                   "тегом", "теги", "тегами", "метка", "метку", "меткой", "метки", "ярлык", "ярлыком",
                                   "tagiem", "tagi", "etykieta", "etykietą", "etykietę"]

    /// Words a title can go without: fillers, hedges and the "I need to" of a dictated task
    /// ("ну короче надо бы маме позвонить" is the task "позвонить маме").
    static let titleFillers: KeySet = [
        "so", "well", "um", "uh", "hmm", "erm", "ok", "okay", "just", "maybe", "probably", "actually", "basically",
        "gotta", "need", "should", "must", "remember", "don't", "dont", "forget", "guess",
        "так", "ну", "вот", "короче", "типа", "вообще", "кстати", "надо", "нужно", "бы", "забыть", "забудь",
        "пожалуйста", "наверное", "обязательно",
        "no", "więc", "wiec", "trzeba", "muszę", "musze", "chyba", "pamiętaj", "pamietaj", "zapomnij",
    ]

    /// `key:value` keys the tokenizer keeps whole as one attribute token (`due:friday`).
    static let attributeKeys: KeySet = ["due", "priority", "pri", "project", "proj", "pro", "recur", "tag", "tags",
                                        "scheduled", "wait", "t"]

    /// Words joining the parts of a title; one left where parsed words were cut out goes.
    static let joiners: KeySet = ["and", "и", "i", "or", "или", "lub", "albo", "then", "потом", "а"]

    /// Words that may follow a clock number and still leave it a time ("at 3 and", "at 3 next
    /// Monday"), beside the date and time words themselves (`isDateOrTimeWord`).
    static let joinersBeforeDates: KeySet = ["and", "и", "i", "or", "или", "next", "this", "every", "in", "tonight",
                                             "o'clock", "oclock"]

    /// Words between a name and its version number ("upgrade Python to 3.12").
    static let versionJoiners: KeySet = ["to", "до", "do", "на"]

    /// Words between weekdays listed together ("mon, wed and fri").
    static let weekdayJoiners: KeySet = [",", "and", "и", "i", "&", "/"]

    /// Words that open a span of days ("between Monday and Friday"), not a weekly habit.
    static let rangeOpeners: KeySet = ["between", "from", "между", "с", "со", "od", "między", "miedzy", "pomiędzy", "pomiedzy"]

    /// "the upcoming 2 weeks", "2 upcoming weeks": read as "in 2 weeks".
    static let upcomingWords: KeySet = ["upcoming", "coming", "ближайшие", "najbliższe", "najblizsze"]

    /// "last" as an ordinal ("the last Friday of the month").
    static let lastWords: KeySet = ["last", "последний", "последнюю", "последняя", "ostatni", "ostatnią", "ostatnia",
                                    "ostatniego", "ostatniej"]

    private static func table<Value>(_ groups: [(Value, [String])]) -> KeyTable<Value> {
        var result = KeyTable<Value>(minimumCapacity: groups.reduce(0) { $0 + $1.1.count })
        for (value, words) in groups { for word in words { result[Key(word)] = value } }
        return result
    }
}
