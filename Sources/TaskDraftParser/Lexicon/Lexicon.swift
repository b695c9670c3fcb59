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
    /// The adjectives too, in every form: "today's", "завтрашняя", "dzisiejszy", "jutrzejszą", and
    /// the Polish nouns in the genitive and instrumental their prepositions take: "do jutra", "od
    /// jutra", "do pojutrza", "przed jutrem".
    static let relativeDays: KeyTable<Int> = table([
        (0, ["today", "tod", "today's", "todays", "сегодня", "сегодн", "dziś", "dzisiaj"] + adjectiveForms(ofDay: 0)),
        (1, ["tomorrow", "tmr", "tmrw", "tomorow", "tomorrow's", "tomorrows", "завтра", "jutro", "jutra", "jutrem"]
            + adjectiveForms(ofDay: 1)),
        (2, ["послезавтра", "pojutrze", "pojutrza", "pojutrzem"] + adjectiveForms(ofDay: 2)),
        (-1, ["yesterday", "yesterday's", "вчера", "wczoraj"] + adjectiveForms(ofDay: -1)),
        (-2, ["позавчера", "przedwczoraj"] + adjectiveForms(ofDay: -2)),
        (-3, ["позапозавчера"]),
        (3, ["послепослезавтра"]),
    ])

    /// The near days that have an adjective, by their offset from today: the day's word in
    /// English, Russian and Polish, and the stem its adjective takes every ending on ("завтрашн"
    /// of "завтрашняя", "jutrzejsz" of "jutrzejszą"). The one list of them: the lexicon reads the
    /// adjectives as their days, alone and with the noun "day" (`phrases`), and the day-of-an-event
    /// rewrite says an event's adjective after the event as the day's word
    /// (`ReminderWords.dayOfAnAdjective`).
    static let nearDayAdjectives: [(days: Int, english: String, russian: String, russianStem: String, polish: String,
                                    polishStem: String)] = [
        (0, "today", "сегодня", "сегодняшн", "dziś", "dzisiejsz"),
        (1, "tomorrow", "завтра", "завтрашн", "jutro", "jutrzejsz"),
        (2, "the day after tomorrow", "послезавтра", "послезавтрашн", "pojutrze", "pojutrzejsz"),
        (-1, "yesterday", "вчера", "вчерашн", "wczoraj", "wczorajsz"),
        (-2, "the day before yesterday", "позавчера", "позавчерашн", "przedwczoraj", "przedwczorajsz"),
    ]

    /// The weekdays that have an adjective, Monday first: the day as a day's words say it in
    /// English, Russian and Polish, and the stem each language's adjective takes its endings on
    /// ("пятничн" of "пятничной", "piątkow" of "piątkowe"), with the endings of its declension.
    /// The day-of-an-event rewrite says a thing's weekday after it as that day ("к пятничной
    /// планёрке" as "к планёрке в пятницу": `ReminderWords.dayOfAWeekdaysAdjective`). Russian has
    /// no adjective of Wednesday in use ("средний" is "middle").
    static let weekdayAdjectives: [(english: String, russian: String, russianStem: String, russianEndings: [String],
                                    polish: String, polishStem: String, polishEndings: [String])] = [
        ("Monday", "в понедельник", "понедельничн", russianHard, "w poniedziałek", "poniedziałkow", polishHard),
        ("Tuesday", "во вторник", "вторничн", russianHard, "we wtorek", "wtorkow", polishHard),
        ("Wednesday", "в среду", "", [], "w środę", "środow", polishHard),
        ("Thursday", "в четверг", "четвергов", russianHard, "w czwartek", "czwartkow", polishHard),
        ("Friday", "в пятницу", "пятничн", russianHard, "w piątek", "piątkow", polishHard),
        ("Saturday", "в субботу", "субботн", russianSoft, "w sobotę", "sobotn", polishSoft),
        ("Sunday", "в воскресенье", "воскресн", russianHard, "w niedzielę", "niedzieln", polishHard),
    ]

    /// Every form of the adjective of the day `days` from today, Russian then Polish.
    private static func adjectiveForms(ofDay days: Int) -> [String] {
        nearDayAdjectives.filter { $0.days == days }
            .flatMap { forms([$0.russianStem], russianSoft) + forms([$0.polishStem], polishHard) }
    }

    /// Words before a weekday or a period meaning the last one before this: "last Friday",
    /// "в прошлую пятницу", "w zeszły piątek", "poprzedniego tygodnia".
    static let lastModifiers: KeySet = words(
        ["last", "previous", "past", "prior"]
        + forms(["прошл", "минувш"], russianMixed) + forms(["прошл"], russianHard) + forms(["предыдущ"], russianMixed)
        + forms(["zeszł", "ubiegł", "przeszł"], polishHard) + forms(["poprzedn", "ostatn"], polishSoft))

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
            for ending in ["y", "ego", "a", "ej", "ym", "ą", "emu", "e"] {
                table[Key(stem + ending)] = value
                table[Key(plainLetters(stem + ending))] = value
            }
        }
        for ending in ["i", "iego", "a", "iej", "im", "ą", "iemu"] { table[Key(plainLetters("drug" + ending))] = 2 }
        for ending in ["i", "iego", "ia", "iej", "im", "ią", "iemu"] { table[Key(plainLetters("trzec" + ending))] = 3 }
        for ending in ["ą", "ią"] { table[Key("drug" + ending)] = 2; table[Key("trzec" + ending)] = 3 }
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

    /// The English weekday names, each with its plural and the abbreviations people write.
    static let englishWeekdays: [(Weekday, [String])] = [
        (.monday, ["monday", "mon", "mondays"]), (.tuesday, ["tuesday", "tue", "tues", "tuesdays"]),
        (.wednesday, ["wednesday", "wed", "weds", "wednesdays"]), (.thursday, ["thursday", "thu", "thur", "thurs", "thursdays"]),
        (.friday, ["friday", "fri", "fridays"]), (.saturday, ["saturday", "sat", "saturdays"]),
        (.sunday, ["sunday", "sun", "sundays"]),
    ]

    /// Weekday names in every case form people write, with common abbreviations: the English
    /// ones (`englishWeekdays`), and every case of every weekday in Russian and Polish
    /// (nominative, genitive, dative, accusative, instrumental, locative) with the abbreviations
    /// each language writes.
    static let weekdays: KeyTable<Weekday> = table(englishWeekdays + [
        (.monday, ["понедельник", "понедельника", "понедельнику", "понедельником", "понедельнике", "пн", "пон",
                   "poniedziałek", "poniedziałku", "poniedziałkowi", "poniedziałkiem", "pon", "pn", "pon"]),
        (.tuesday, ["вторник", "вторника", "вторнику", "вторником", "вторнике", "вт", "втр", "wtorek", "wtorku", "wtorkowi",
                    "wtorkiem", "wt", "wtr", "wto"]),
        (.wednesday, ["среда", "среду", "среды", "среде", "средой", "ср", "срд", "środa", "środę", "środy", "środzie", "środą",
                      "śr", "śro"]),
        (.thursday, ["четверг", "четверга", "четвергу", "четвергом", "четверге", "чт", "чтв", "czwartek", "czwartku",
                     "czwartkowi", "czwartkiem", "czw"]),
        (.friday, ["пятница", "пятницу", "пятницы", "пятнице", "пятницей", "пт", "птн", "piątek", "piątku", "piątkowi",
                   "piątkiem", "pt", "pią", "piąt"]),
        (.saturday, ["суббота", "субботу", "субботы", "субботе", "субботой", "сб", "суб", "sobota", "sobotę", "soboty",
                     "sobocie", "sobotą", "sob"]),
        (.sunday, ["воскресенье", "воскресенья", "воскресенью", "воскресеньем", "вс", "вск", "niedziela", "niedzielę",
                   "niedzieli", "niedzielą", "niedz", "nd", "ndz"]),
    ])

    /// "по понедельникам": the plural dative that means "every Monday".
    static let weekdaysPlural: KeyTable<Weekday> = table([
        (.monday, ["понедельникам"]), (.tuesday, ["вторникам"]), (.wednesday, ["средам"]), (.thursday, ["четвергам"]),
        (.friday, ["пятницам"]), (.saturday, ["субботам"]), (.sunday, ["воскресеньям"]),
    ])

    /// Short weekday forms that are also ordinary words; they count only after a date preposition.
    static let ambiguousWeekdays: KeySet = words(["sun", "sat", "wed", "pon", "pt", "wt", "ср", "вс", "nd", "суб",
                                                  "пон", "wto", "piąt", "sob"])

    /// Words before a weekday or a period meaning the next one: "next Friday", "в следующую
    /// пятницу", "w przyszły piątek", "następnego tygodnia", "kolejny rok".
    static let nextModifiers: KeySet = words(
        ["next", "following", "след"] + forms(["следующ", "будущ"], russianMixed)
        + forms(["następn", "przyszł", "kolejn"], polishHard) + forms(["najbliższ"], polishHard))

    /// Words before a weekday or a period meaning this one: "this Friday", "в эту пятницу",
    /// "ten piątek", "w tym tygodniu", "obecny rok", "текущий месяц".
    static let thisModifiers: KeySet = words(
        ["this", "coming", "current", "present", "этот", "эту", "эта", "этой", "этого", "этом", "этим", "ten", "ta", "tę",
         "te", "tej", "tego", "tym", "tą"]
        + forms(["ближайш", "текущ"], russianMixed) + forms(["нынешн"], russianSoft) + forms(["obecn", "bieżąc"], polishHard))

    /// Words before a weekday meaning the one still to come, never today: "this coming Friday",
    /// "the upcoming Friday", "в наступающую пятницу", "w najbliższy piątek", "w nadchodzący piątek".
    static let comingModifiers: KeySet = words(
        ["coming", "upcoming"] + forms(["наступающ", "грядущ"], russianMixed) + forms(["najbliższ", "nadchodząc"], polishHard))

    /// The periods a modifier names ("next week", "в этом месяце", "poprzedniego roku") in
    /// every case, with the unit of each.
    static let periodNouns: KeyTable<Unit> = table([
        (.week, ["week", "week's", "wk", "неделя", "неделю", "недели", "неделе", "неделей", "tydzień", "tygodnia", "tygodniu",
                 "tygodniem", "tyg"]),
        (.month, ["month", "month's", "mo", "месяц", "месяца", "месяце", "месяцем", "miesiąc", "miesiąca", "miesiącu", "miesiącem"]),
        (.quarter, ["quarter", "qtr", "квартал", "квартала", "квартале", "кварталом", "kwartał", "kwartału", "kwartale",
                    "kwartałem"]),
        (.year, ["year", "year's", "yr", "год", "года", "году", "годом", "rok", "roku", "rokiem"]),
    ])

    /// What is written against a number to make it an ordinal: "1st", "15-го", "1-й", "3ci",
    /// "15stej", "2ego", "10-tego", "4ty". (The one-letter Russian endings only after a hyphen.)
    static let ordinalSuffixes: KeySet = words([
        "st", "nd", "rd", "th",
        "го", "ого", "его", "е", "ое", "ее", "ему", "ому", "му", "й", "ый", "ий", "ой", "я", "ая", "ю", "ую", "м", "ом",
        "szy", "sza", "sze", "szego", "szej", "szym", "szą", "gi", "ga", "gie", "giego", "giej", "gim", "gą",
        "ci", "cia", "cie", "ciego", "ciej", "cim", "cią", "ty", "ta", "te", "tego", "tej", "tym", "tą",
        "my", "ma", "me", "mego", "mej", "mym", "mą", "sty", "sta", "ste", "stego", "stej", "stym", "stą",
        "go", "ego", "ej", "ym",
    ])

    /// The English month names, with the abbreviations people write.
    static let englishMonths: [(Int, [String])] = [
        (1, ["january", "jan"]), (2, ["february", "feb"]), (3, ["march", "mar"]), (4, ["april", "apr"]), (5, ["may"]),
        (6, ["june", "jun"]), (7, ["july", "jul"]), (8, ["august", "aug"]), (9, ["september", "sep", "sept"]),
        (10, ["october", "oct"]), (11, ["november", "nov"]), (12, ["december", "dec"]),
    ]

    /// Every month: the English names (`englishMonths`), and every case of every month in Russian
    /// and Polish with the abbreviations each language writes.
    static let months: KeyTable<Int> = table(englishMonths + [
        (1, ["январь", "января", "январе", "январю", "январем", "янв", "styczeń", "stycznia", "styczniu", "styczniem",
             "styczniowi", "sty", "stycz"]),
        (2, ["февраль", "февраля", "феврале", "февралю", "февралем", "фев", "февр", "luty", "lutego", "lutym", "lutemu",
             "lut"]),
        (3, ["март", "марта", "марте", "марту", "мартом", "мар", "marzec", "marca", "marcu", "marcem", "marcowi"]),
        (4, ["апрель", "апреля", "апреле", "апрелю", "апрелем", "апр", "kwiecień", "kwietnia", "kwietniu", "kwietniem",
             "kwietniowi", "kwi", "kwiec"]),
        (5, ["май", "мая", "мае", "маю", "маем", "maj", "maja", "maju", "majem", "majowi"]),
        (6, ["июнь", "июня", "июне", "июню", "июнем", "июн", "czerwiec", "czerwca", "czerwcu", "czerwcem", "czerwcowi",
             "cze", "czerw"]),
        (7, ["июль", "июля", "июле", "июлю", "июлем", "июл", "lipiec", "lipca", "lipcu", "lipcem", "lipcowi", "lip"]),
        (8, ["август", "августа", "августе", "августу", "августом", "авг", "sierpień", "sierpnia", "sierpniu", "sierpniem",
             "sierpniowi", "sie", "sier", "sierp"]),
        (9, ["сентябрь", "сентября", "сентябре", "сентябрю", "сентябрем", "сен", "сент", "wrzesień", "września",
             "wrześniu", "wrześniem", "wrześniowi", "wrz", "wrzes"]),
        (10, ["октябрь", "октября", "октябре", "октябрю", "октябрем", "окт", "październik", "października",
              "październiku", "październikiem", "październikowi", "paź", "paźdz"]),
        (11, ["ноябрь", "ноября", "ноябре", "ноябрю", "ноябрем", "ноя", "нояб", "listopad", "listopada", "listopadzie",
              "listopadem", "listopadowi", "lis"]),
        (12, ["декабрь", "декабря", "декабре", "декабрю", "декабрем", "дек", "grudzień", "grudnia", "grudniu", "grudniem",
              "grudniowi", "gru", "grud"]),
    ])

    /// Month words that are also common words ("may", "mar", "sie"); they need a day number
    /// beside them.
    static let ambiguousMonths: KeySet = words(["may", "mar", "jun", "sie", "lip", "lis", "gru", "sty", "lut", "cze", "maj",
                                                "kwi", "wrz", "paź", "sep", "sier", "sierp", "stycz", "czerw",
                                                "wrzes", "grud", "kwiec", "paźdz", "мар", "сен", "дек", "нояб", "февр"])

    /// Counts in words, as a duration or a repeat takes them ("two weeks", "три дня", "pięć minut").
    static let numberWords: KeyTable<Int> = table([
        (1, ["a", "an", "one", "один", "одну", "одна", "одно", "jeden", "jedną", "jedna", "jedno"]),
        (2, ["two", "couple", "два", "две", "пару", "пара", "dwa", "dwie", "parę"]),
        (3, ["three", "few", "три", "несколько", "trzy", "kilka"]), (4, ["four", "четыре", "cztery"]),
        (5, ["five", "пять", "pięć"]), (6, ["six", "шесть", "sześć"]), (7, ["seven", "семь", "siedem"]),
        (8, ["eight", "восемь", "osiem"]), (9, ["nine", "девять", "dziewięć"]), (10, ["ten", "десять", "dziesięć"]),
        (11, ["eleven", "одиннадцать", "jedenaście"]), (12, ["twelve", "двенадцать", "dwanaście"]),
        (13, ["thirteen", "тринадцать", "trzynaście"]), (14, ["fourteen", "четырнадцать", "czternaście"]),
        (15, ["fifteen", "пятнадцать", "piętnaście"]), (16, ["sixteen", "шестнадцать", "szesnaście"]),
        (17, ["seventeen", "семнадцать", "siedemnaście"]), (18, ["eighteen", "восемнадцать", "osiemnaście"]),
        (19, ["nineteen", "девятнадцать", "dziewiętnaście"]), (20, ["twenty", "двадцать", "dwadzieścia"]),
        (30, ["thirty", "тридцать", "trzydzieści"]), (40, ["forty", "сорок", "czterdzieści"]),
        (50, ["fifty", "пятьдесят", "pięćdziesiąt"]), (60, ["sixty", "шестьдесят", "sześćdziesiąt"]),
        (70, ["seventy", "семьдесят", "siedemdziesiąt"]), (80, ["eighty", "восемьдесят", "osiemdziesiąt"]),
        (90, ["ninety", "девяносто", "dziewięćdziesiąt"]),
    ])

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

    /// Units of a duration in the forms a count takes ("2 часа", "5 часов", "za 2 godziny",
    /// "po 5 dniach", "через 3 недели").
    static let units: KeyTable<Unit> = table([
        (.second, ["second", "seconds", "sec", "secs", "секунда", "секунду", "секунды", "секунд", "секундах", "сек",
                   "sekunda", "sekundę", "sekundy", "sekund", "sekundach", "sek"]),
        (.minute, ["minute", "minutes", "min", "mins", "минута", "минуту", "минуты", "минут", "минутах", "мин", "minuta",
                   "minutę", "minuty", "minut", "minutach"]),
        (.hour, ["hour", "hours", "hr", "hrs", "h", "час", "часа", "часов", "часах", "ч", "godzina", "godzinę", "godziny",
                 "godzin", "godzinach", "godz"]),
        (.day, ["day", "days", "день", "дня", "дней", "днях", "сутки", "суток", "dzień", "dni", "dniach"]),
        (.week, ["week", "weeks", "wk", "wks", "неделя", "неделю", "недели", "недель", "неделях", "неделька", "tydzień",
                 "tygodnie", "tygodni", "tygodnia", "tygodniach"]),
        (.month, ["month", "months", "месяц", "месяца", "месяцев", "месяцах", "miesiąc", "miesiące", "miesięcy",
                  "miesiąca", "miesiącach"]),
        (.quarter, ["quarter", "quarters", "qtr", "qtrs", "квартал", "квартала", "кварталов", "kwartał", "kwartały",
                    "kwartałów"]),
        (.year, ["year", "years", "год", "года", "лет", "годах", "rok", "lata", "lat", "latach"]),
    ])

    /// Words that open a relative offset: "in 2 hours", "через час", "za tydzień".
    /// "upcoming 2 weeks" reads as "in 2 weeks".
    static let offsetWords: KeySet = ["in", "через", "спустя", "za", "within", "upcoming", "coming", "ближайшие", "najbliższe",
                                      "najblizsze"]

    /// One word for a part of the day, resolved to a Skills hour.
    static let partsOfDay: KeyTable<String> = table([
        ("morning", ["morning", "утром", "утра", "rano", "рано", "rankiem", "poranek", "porankiem"]),
        ("afternoon", ["afternoon", "днем", "popołudniu", "popołudnie"]),
        ("evening", ["evening", "вечером", "wieczorem", "wieczór", "wieczora", "wieczoru"]),
        ("night", ["night", "ночью", "nocą"]),
        ("lunch", ["lunchtime", "lunch"]),
    ])

    /// Parts of the day that are adverbs of time wherever they stand.
    static let partOfDayAdverbs: KeySet = words(["утром", "днем", "вечером", "ночью", "rano", "rankiem", "wieczorem", "nocą",
                                                 "popołudniu"])

    /// After an hour number: which half of the day it is in.
    enum Meridiem: Sendable { case am, pm, night }

    static let hourQualifiers: KeyTable<Meridiem> = table([
        (.am, ["am", "утра", "утром", "rano", "rankiem"]),
        (.pm, ["pm", "дня", "днем", "вечера", "вечером", "wieczorem", "wieczór", "wieczora", "popołudniu", "po"]),
        (.night, ["ночи", "ночью", "nocą", "nocy"]),
    ])

    /// "час", "часа", "часов" after an hour number ("в 3 часа дня", "15sta godzina").
    static let hourWords: KeySet = words(["час", "часа", "часов", "ч", "o'clock", "oclock", "godz", "godzina", "godzinie",
                                          "godzinę"])

    /// "полдесятого" = 9:30: "пол" + the genitive ordinal of the next hour.
    static let halfPastOrdinals: KeyTable<Int> = [
        "первого": 1, "второго": 2, "третьего": 3, "четвертого": 4, "пятого": 5, "шестого": 6, "седьмого": 7,
        "восьмого": 8, "девятого": 9, "десятого": 10, "одиннадцатого": 11, "двенадцатого": 12,
    ]

    /// Words that mark a priority on their own; `p1`–`p4` are Todoist's, p4 its "no priority".
    static let priorityWords: KeyTable<Priority> = [
        "urgent": .high, "urgently": .high, "asap": .high, "important": .high, "critical": .high, "p1": .high,
        "срочно": .high, "срочная": .high, "срочный": .high, "срочное": .high, "срочную": .high, "горит": .high,
        "важно": .high, "важная": .high, "важный": .high, "важное": .high, "важную": .high, "срочняк": .high,
        "pilne": .high, "pilny": .high, "pilna": .high, "pilnie": .high, "ważne": .high, "wazne": .high,
        "someday": .low, "sometime": .low, "p3": .low, "когда-нибудь": .low, "когда-то": .low, "kiedyś": .low,
        "kiedys": .low, "p2": .medium, "p4": .unset,
    ]

    /// Prepositions that lose their meaning once the date or time after them is parsed.
    static let datePrepositions: KeySet = [
        "at", "on", "by", "before", "until", "till", "due", "for", "around", "about", "@", "to", "from",
        "в", "во", "к", "ко", "до", "перед", "на", "около", "с", "со", "к", "не", "позже", "позднее",
        "w", "we", "do", "o", "na", "przed", "od", "około", "okolo", "koło", "kolo", "najpóźniej", "najpozniej",
    ]

    /// Prepositions that say the hour a thing happens at ("at 3", "about 3", "в 15", "o 9"): the
    /// ones a repeat rule's time is said with ("every weekday at 8am", "w dni robocze o 8").
    static let clockPrepositions: KeySet = words(["at", "@", "around", "about", "approximately", "в", "во", "около",
                                                  "o", "około", "koło"])

    /// Words that make the date or time after them approximate ("approximately at 3pm", "at
    /// roughly 8am", "примерно в 15", "приблизительно к 9"): they leave the title with it, as the
    /// prepositions "about" and "около" do. Not date prepositions: before a length they hedge an
    /// estimate ("roughly 2h", `LexiconSource.connectors`).
    static let timeHedges: KeySet = words(["approximately", "approx", "roughly", "примерно", "приблизительно"])

    /// Prepositions after which a bare number is an hour ("at 3", "в 15", "o 9", "by 5", "после 6"):
    /// those that say the hour and those that put the task before or after it, which after a
    /// repeat rule open its end or a deadline instead ("every day until 5 May").
    static let hourPrepositions: KeySet = {
        var keys = clockPrepositions
        keys.formUnion(words(["к", "by", "до", "until", "till", "przed", "po", "после", "перед"]))
        return keys
    }()

    /// Hour words for clock times said in words ("at three", "в девять", "в пятнадцать часов").
    /// Polish says an hour as a feminine ordinal, "godzina" understood: "ósma", "o ósmej",
    /// "przed ósmą", "dwudziesta pierwsza" (written as one word too, "dwudziestapierwsza").
    static let hourNumbers: KeyTable<Int> = {
        var groups: [(Int, [String])] = [
            (1, ["one", "час"]), (2, ["two", "два"]), (3, ["three", "три"]), (4, ["four", "четыре"]), (5, ["five", "пять"]),
            (6, ["six", "шесть"]), (7, ["seven", "семь"]), (8, ["eight", "восемь"]), (9, ["nine", "девять"]),
            (10, ["ten", "десять"]), (11, ["eleven", "одиннадцать"]), (12, ["twelve", "двенадцать"]),
            (13, ["тринадцать"]), (14, ["четырнадцать"]), (15, ["пятнадцать"]), (16, ["шестнадцать"]),
            (17, ["семнадцать"]), (18, ["восемнадцать"]), (19, ["девятнадцать"]), (20, ["двадцать"]),
        ]
        let stems = ["pierwsz", "drug", "trzec", "czwart", "piąt", "szóst", "siódm", "ósm", "dziewiąt", "dziesiąt",
                     "jedenast", "dwunast", "trzynast", "czternast", "piętnast", "szesnast", "siedemnast", "osiemnast",
                     "dziewiętnast", "dwudziest"]
        // The feminine nominative, genitive/locative and instrumental: "druga", "drugiej", "drugą".
        func feminine(_ stem: String) -> [String] {
            switch stem {
            case "drug": return ["druga", "drugiej", "drugą"]
            case "trzec": return ["trzecia", "trzeciej", "trzecią"]
            default: return [stem + "a", stem + "ej", stem + "ą"]
            }
        }
        for (index, stem) in stems.enumerated() {
            groups.append((index + 1, feminine(stem)))
        }
        for (index, stem) in stems.prefix(3).enumerated() {
            groups.append((21 + index, zip(feminine("dwudziest"), feminine(stem)).map { $0 + $1 }))
        }
        return table(groups)
    }()

    /// Minute words after an hour word ("three twenty", "ten thirty").
    static let minuteNumbers: KeyTable<Int> = {
        var table = Self.table([
            (5, ["five", "oh-five", "пять", "pięć"]), (10, ["ten", "десять", "dziesięć"]),
            (15, ["fifteen", "пятнадцать", "piętnaście"]), (20, ["twenty", "двадцать", "dwadzieścia"]),
            (30, ["thirty", "тридцать", "trzydzieści"]), (40, ["forty", "сорок", "czterdzieści"]),
            (45, ["forty-five"]), (50, ["fifty", "пятьдесят", "pięćdziesiąt"]),
        ])
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
    static let trailingFunctionWords: KeySet = ["для", "dla", "of", "with", "про", "about", "от", "from", "per", "z", "ze", "из",
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

    /// Which field of the task the value after a word fills, when the word names it: "срок
    /// пятница", "deadline w piątek" a due; "начать в понедельник", "zacząć od poniedziałku" a
    /// start; "оценка 2 часа", "szacowany czas 2h" how long it takes. A colon or a dash may stand
    /// between the word and its value ("срок: пятница", "крайний срок — пятница").
    enum FieldWord: Sendable, Equatable {
        case due, start, estimate

        /// The word as the connector the compositions join to its moment: a start word opens an
        /// interval, as "from" does ("начать в понедельник" is "с понедельника"), a due word
        /// names a deadline; nil for an estimate's, which is read with the length after it
        /// (`BuiltinParser.notADate`).
        var connector: Connector? {
            switch self {
            case .due: .deadline
            case .start: .openAfter
            case .estimate: nil
            }
        }

        /// Whether the word says that the count after it is how long a task takes ("takes",
        /// "займёт"), which keeps a compact count after a verb of a moment a length.
        var namesALength: Bool { self == .estimate }
    }

    /// The words of `FieldWord`, one phrase or word each. A wait is said with a joining word
    /// ("wait until", "не показывать до": `connectors`), and "due", "by", "до", "do" are date
    /// prepositions, which a date takes with it whatever field it fills.
    static let fieldWords: PhraseTable<FieldWord> = {
        let rows: [(FieldWord, [String])] = [
            // What ends the work is due then too: "начать в понедельник, закончить в пятницу".
            (.due, ["deadline", "due date", "finish", "срок", "крайний срок", "срок сдачи", "срок выполнения",
                    "срок исполнения", "сроком", "со сроком", "дедлайн", "закончить", "завершить",
                    "termin", "ostateczny termin", "nieprzekraczalny termin", "termin oddania", "termin wykonania",
                    "terminem", "z terminem", "skończyć", "zakończyć"]),
            // "Start 2027/mar/14", "Начать в понедельник": a start word alone before its moment names
            // the task (`BuiltinParser.analyze`).
            (.start, ["start", "starts", "start on", "begin", "begins", "старт", "стартовать", "начать", "начни",
                      "начинать", "начинаем", "начнем", "начало", "приступить", "приступи", "приступаем",
                      "zacząć", "zacznij", "zaczynamy", "zaczynam", "rozpocząć", "rozpocznij", "rozpoczynamy",
                      "rozpoczęcie", "początek"]),
            (.estimate, ["estimate", "estimated", "estimated time", "est", "eta", "~", "takes", "duration", "effort",
                         "оценка", "оценкой", "оценка времени", "займет", "займут", "потребуется", "понадобится",
                         "уйдет", "длительность", "трудоемкость",
                         "szacunek", "zajmie", "zajmą", "potrwa", "czas", "szacowany czas", "szacunkowy czas",
                         "czas trwania"]),
        ]
        var entries: [PhraseTable<FieldWord>.Entry] = []
        for (field, phrases) in rows {
            for phrase in phrases {
                entries.append(.init(phrase, field))
                if plainLetters(phrase) != phrase { entries.append(.init(plainLetters(phrase), field)) }
            }
        }
        return PhraseTable(entries)
    }()

    /// `key:value` keys the tokenizer keeps whole as one attribute token (`due:friday`): every
    /// attribute name `modify` reads (`TaskField.attributeNameGroups`, one table for both), and
    /// the tags' and todo.txt's threshold (`t:`), which only a new task's words take.
    static let attributeKeys = KeySet(TaskField.attributeNameGroups.joined().map { Key(Substring($0)) } + ["tag", "tags", "t"])

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
    static let lastWords: KeySet = words(["last"] + forms(["последн"], russianSoft) + forms(["ostatn"], polishSoft))

    /// A table of words, each also written without its Polish letters ("piątek" and "piatek",
    /// "przyszły" and "przyszly"): people type Polish without them as often as with them.
    static func table<Value>(_ groups: [(Value, [String])]) -> KeyTable<Value> {
        var result = KeyTable<Value>(minimumCapacity: 2 * groups.reduce(0) { $0 + $1.1.count })
        for (value, words) in groups {
            for word in words {
                result[Key(word)] = value
                let plain = plainLetters(word)
                if plain != word, result[Key(plain)] == nil { result[Key(plain)] = value }
            }
        }
        return result
    }

    /// A set of words, each also without its Polish letters (see `table`).
    static func words(_ words: [String]) -> KeySet {
        var result = KeySet(minimumCapacity: 2 * words.count)
        for word in words {
            result.insert(Key(word))
            result.insert(Key(plainLetters(word)))
        }
        return result
    }

    /// The word with Polish letters written as their base letters (`PolishLetters`).
    static func plainLetters(_ word: String) -> String { PolishLetters.plain(word) }

    /// Every form of adjectives from their stems: `forms(["następn"], polishHard)` is "następny",
    /// "następna", "następnego" … A modifier agrees with the noun after it in gender and case.
    static func forms(_ stems: [String], _ endings: [String]) -> [String] {
        stems.flatMap { stem in endings.map { stem + $0 } }
    }

    static let polishHard = ["y", "a", "e", "ego", "ej", "ą", "ym", "ych", "emu"]
    static let polishSoft = ["i", "ia", "ie", "iego", "iej", "ią", "im", "ich", "iemu"]
    static let russianHard = ["ый", "ая", "ое", "ого", "ой", "ую", "ом", "ому", "ым", "ые", "ых"]
    /// After ж, ш, щ, ч and for soft stems: "следующий", "следующая", "следующую".
    static let russianMixed = ["ий", "ая", "ее", "его", "ей", "ую", "ем", "ему", "им", "ие", "их"]
    static let russianSoft = ["ий", "яя", "ее", "его", "ей", "юю", "ем", "ему", "им", "ие", "их"]
}
