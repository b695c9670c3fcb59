import TaskDraftKit

/// Holidays by name: "on Christmas", "three days after Easter", "к Новому году", "на Пасху",
/// "przed Wielkanocą", "easter 2018". A holiday's name is also an adjective and part of names
/// ("Christmas presents", "Easter Island", "новогодний корпоратив"), so it is a date only said
/// as one: after a preposition, with a year, or as the whole utterance.
extension BuiltinParser {
    func holiday(at i: Int, in tokens: [Token]) -> Match? {
        // "под Новый год", "под Рождество": on the eve of it, the last day before it comes.
        if tokens[i].key == "под", i + 1 < tokens.count, let (length, holiday) = Lexicon.holidayNames.longestMatch(tokens, at: i + 1) {
            let (year, end) = yearAfterHoliday(at: i + 1 + length, in: tokens)
            return Match(length: end - i, finding: .day(.shifted(.holiday(holiday, year: year), months: 0, days: -1)))
        }
        // "the last Easter", "the next Christmas", "the following Thanksgiving": counted from today.
        let modifier = tokens[i].key == "the" ? i + 1 : i
        if modifier + 1 < tokens.count, let direction = Lexicon.holidayModifiers[tokens[modifier].key],
           let (length, holiday) = Lexicon.holidayNames.longestMatch(tokens, at: modifier + 1) {
            let end = modifier + 1 + length
            if end < tokens.count, tokens[end].kind == .word, tokens[end].text.first?.isUppercase == true { return nil }
            return Match(length: end - i, finding: .day(.holidayFromToday(holiday, direction)))
        }
        // "the weekend of Thanksgiving 2023", "выходные на Пасху", "weekend Bożego Ciała": the
        // holiday's long weekend, from its first day, as a weekend is from its Saturday.
        let lead = Self.weekendPrepositions.contains(tokens[i].key) && i + 1 < tokens.count ? 1 : 0
        if Lexicon.holidayWeekendWords.contains(tokens[i + lead].key) {
            var k = i + lead + 1
            if k < tokens.count, Self.weekendJoiners.contains(tokens[k].key) { k += 1 }
            guard let (length, holiday) = Lexicon.holidayNames.longestMatch(tokens, at: k) else { return nil }
            let (year, end) = yearAfterHoliday(at: k + length, in: tokens)
            return Self.weekend(of: holiday, year: year, length: end - i)
        }
        guard let (length, holiday) = Lexicon.holidayNames.longestMatch(tokens, at: i)
                ?? holidayAfterBefore(at: i, in: tokens) else { return nil }
        var end = i + length
        // "Labor Day weekend", "Halloween weekend 2021", "Labor Day 2021 weekend".
        do {
            var (year, k) = yearAfterHoliday(at: end, in: tokens)
            if k < tokens.count, Lexicon.holidayWeekendWords.contains(tokens[k].key) {
                k += 1
                if year == nil { (year, k) = yearAfterHoliday(at: k, in: tokens) }
                return Self.weekend(of: holiday, year: year, length: k - i)
            }
        }
        // "Independence Day of this year": this year's, past or not.
        if end + 2 < tokens.count, tokens[end].key == "of", Lexicon.thisModifiers.contains(tokens[end + 1].key),
           ["year", "roku"].contains(tokens[end + 2].key) {
            return Match(length: end + 3 - i, finding: .day(.holidayFromToday(holiday, 0)))
        }
        // A capitalised word after it makes the holiday part of a name ("on Easter Island").
        if end < tokens.count, tokens[end].kind == .word, tokens[end].text.first?.isUppercase == true { return nil }
        var year: Int?
        var k = end
        if k < tokens.count, tokens[k].key == "of" || tokens[k].isSymbol(",") { k += 1 }
        if k < tokens.count, let y = tokens[k].number, tokens[k].digits == 4, (1900...2999).contains(y) {
            year = y
            end = k + 1
            if Self.isYearWord(end < tokens.count ? tokens[end] : nil) {
                end += 1
                if end < tokens.count, tokens[end].isSymbol(".") { end += 1 }
            }
        }
        var before = i - 1
        if before >= 0, tokens[before].key == "the" { before -= 1 }
        let afterPreposition = before >= 0 && (Self.holidayPrepositions.contains(tokens[before].key)
            && !(tokens[before].key == "od" && Self.holidaysThatAreMen.contains(tokens[i].key))
            || Self.holidayRangeOpeners.contains(tokens[before].key) && opensARange(at: end, in: tokens)
            || closesARangeFromAHoliday(at: before, in: tokens))
        let alone = tokens[..<i].allSatisfy { $0.kind == .symbol } && tokens[end...].allSatisfy { $0.kind == .symbol }
        guard year != nil || afterPreposition || alone else { return nil }
        return Match(length: end - i, finding: .day(.holiday(holiday, year: year)))
    }

    /// A holiday's name in the instrumental right after "перед" or "przed" ("перед Рождеством",
    /// "перед Новым годом", "przed Wigilią", "przed Nowym Rokiem"): the deadline it is, as "перед
    /// пятницей" is. Only these prepositions take the case for a time; after "с" or "z" it is the
    /// greeting ("Поздравить с Новым годом", "С Рождеством!", "z Nowym Rokiem") and stays text.
    private func holidayAfterBefore(at i: Int, in tokens: [Token]) -> (Int, Holiday)? {
        guard i > 0, Self.prepositionsOfTheInstrumental.contains(tokens[i - 1].key) else { return nil }
        return Lexicon.holidayInstrumentalNames.longestMatch(tokens, at: i)
    }

    static let prepositionsOfTheInstrumental: KeySet = ["перед", "przed"]

    /// Whether the words at `k` close a range a holiday opened: "do", "to", "до" or "по", then a
    /// holiday's name or a day of a month ("od Sylwestra do Nowego Roku", "od Sylwestra do 2
    /// stycznia", "с Рождества до 10 января").
    private func opensARange(at k: Int, in tokens: [Token]) -> Bool {
        guard k + 1 < tokens.count, Self.holidayRangeClosers.contains(tokens[k].key) else { return false }
        return Lexicon.holidayNames.longestMatch(tokens, at: k + 1) != nil || isDayOfAMonth(at: k + 1, in: tokens)
    }

    /// Whether the "do", "to", "до" or "по" at `k` ends a range opened by "od", "from" or "с"
    /// before a holiday's name or a day of a month ("od Wigilii do Trzech Króli", "od 31 grudnia
    /// do Nowego Roku", "from Christmas to New Year", "с 31 декабря по Рождество"): there the
    /// holiday after it is the range's last day, where "do" alone is "to" a person, "to" a
    /// place and "по" what a thing goes by.
    private func closesARangeFromAHoliday(at k: Int, in tokens: [Token]) -> Bool {
        guard Self.holidayRangeClosers.contains(tokens[k].key) else { return false }
        for opener in stride(from: k - 2, through: max(0, k - 6), by: -1)
        where Self.holidayRangeOpeners.contains(tokens[opener].key) {
            if let (length, _) = Lexicon.holidayNames.longestMatch(tokens, at: opener + 1), opener + 1 + length == k { return true }
            if opener + 3 == k, isDayOfAMonth(at: opener + 1, in: tokens) { return true }
        }
        return false
    }

    /// "2 stycznia", "31 December": a day's number, then a month's name.
    private func isDayOfAMonth(at k: Int, in tokens: [Token]) -> Bool {
        k + 1 < tokens.count && tokens[k].kind == .number && tokens[k].digits <= 2
            && tokens[k + 1].kind == .word && Lexicon.months[tokens[k + 1].key] != nil
    }

    /// A year in digits after a holiday's name (", 2027", "of 2027", "2027 r."): the year and
    /// where the words after it start; nil and `k` when there is none.
    private func yearAfterHoliday(at k: Int, in tokens: [Token]) -> (Int?, Int) {
        var j = k
        if j < tokens.count, tokens[j].key == "of" || tokens[j].isSymbol(",") { j += 1 }
        guard j < tokens.count, let y = tokens[j].number, tokens[j].digits == 4, (1900...2999).contains(y) else { return (nil, k) }
        j += 1
        if Self.isYearWord(j < tokens.count ? tokens[j] : nil) {
            j += 1
            if j < tokens.count, tokens[j].isSymbol(".") { j += 1 }
        }
        return (y, j)
    }

    private static func weekend(of holiday: Holiday, year: Int?, length: Int) -> Match {
        Match(length: length, finding: .day(.holidayWeekend(holiday, year: year)))
    }

    static let weekendJoiners: KeySet = ["of", "на", "w"]
    /// Before "weekend", taken with it so the phrase "w weekend" does not split it from its holiday.
    static let weekendPrepositions: KeySet = ["the", "on", "over", "в", "на", "w", "na"]

    /// Holidays said as a man is named: after "od" he is who a thing is from ("paczka od
    /// Sylwestra"), as after "do", "dla" and "z" he is who it is to or with, unless a range's
    /// end follows ("od Sylwestra do Nowego Roku").
    static let holidaysThatAreMen: KeySet = ["sylwester", "sylwestra", "sylwestrze", "sylwestrem"]

    /// The words that open and close a range of days between two holidays. Before a holiday,
    /// "с" opens one only with its end said ("с Рождества до Нового года"); alone it is no
    /// holiday's preposition (`holidayPrepositions`).
    static let holidayRangeOpeners: KeySet = ["od", "from", "с", "со"]
    static let holidayRangeClosers: KeySet = ["do", "to", "до", "по"]

    /// Words after which a holiday's name is its day. Not "to" ("a trip to Easter Island") or
    /// "с" ("поздравить с Рождеством" is a greeting), and not "do" (Polish "to" a person).
    static let holidayPrepositions: KeySet = [
        "on", "by", "before", "after", "until", "till", "for", "from", "at", "over", "during", "since", "around", "through",
        "до", "к", "ко", "на", "после", "перед", "в", "во", "около",
        "na", "po", "przed", "w", "we", "od", "przy", "około", "kolo", "koło",
    ]
}

extension LexiconSource {
    /// The names of holidays, each with its day (`Holiday`).
    static let holidayNames: PhraseTable<Holiday> = {
        let rows: [(Holiday, [String])] = [
            (.fixed(month: 12, day: 25), ["christmas", "christmas day", "xmas", "boże narodzenie", "bożego narodzenia",
                                          "bożym narodzeniu", "boze narodzenie", "bozego narodzenia",
                                          "święta bożego narodzenia", "świąt bożego narodzenia", "swieta bozego narodzenia"]),
            (.fixed(month: 12, day: 24), ["christmas eve", "wigilia", "wigilii", "wigilię", "wigilie", "wigilia bożego narodzenia",
                                          "wigilię bożego narodzenia", "wigilii bożego narodzenia", "wigilia bozego narodzenia"]),
            (.fixed(month: 12, day: 26), ["drugi dzień świąt", "drugiego dnia świąt", "drugi dzien swiat",
                                          "drugi dzień świąt bożego narodzenia"]),
            (.fixed(month: 1, day: 1), ["new year's day", "new years day", "new year day", "new year's", "new year", "новый год", "нового года",
                                        "новому году", "nowy rok", "nowego roku"]),
            // "Sylwester" is also a man's name: "do", "dla", "z" and, before it alone, "od" are not a
            // day's prepositions ("Zadzwonić do Sylwestra", "Spotkanie z Sylwestrem", "Paczka od
            // Sylwestra"; `holidaysThatAreMen`).
            (.fixed(month: 12, day: 31), ["new year's eve", "new years eve", "sylwester", "sylwestra", "sylwestrze", "sylwestrem"]),
            (.fixed(month: 10, day: 31), ["halloween"]),
            (.fixed(month: 2, day: 14), ["valentine's day", "valentines day", "valentine's", "walentynki", "walentynek",
                                         "walentynkach"]),
            (.fixed(month: 7, day: 4), ["independence day"]),
            (.fixed(month: 3, day: 17), ["st patrick's day", "st. patrick's day", "saint patrick's day", "st patrick",
                                         "saint patrick", "st patricks day", "saint patricks day", "st. patrick"]),
            (.fixed(month: 4, day: 22), ["earth day"]),
            (.fixed(month: 1, day: 7), ["рождество", "рождества", "рождеству"]),
            (.fixed(month: 5, day: 9), ["день победы", "дня победы", "дню победы"]),
            (.fixed(month: 3, day: 8), ["международный женский день", "международного женского дня"]),
            (.fixed(month: 2, day: 23), ["день защитника отечества", "дня защитника отечества"]),
            (.fixed(month: 1, day: 6), ["trzech króli", "trzech kroli", "święto trzech króli"]),
            (.fixed(month: 11, day: 1), ["wszystkich świętych", "wszystkich swietych", "święto wszystkich świętych",
                                         "swieto wszystkich swietych"]),
            (.fixed(month: 11, day: 11), ["święto niepodległości", "święta niepodległości", "swieto niepodleglosci",
                                          "narodowe święto niepodległości"]),
            (.fixed(month: 5, day: 1), ["święto pracy", "święta pracy", "swieto pracy"]),
            (.fixed(month: 5, day: 3), ["święto konstytucji", "święta konstytucji", "swieto konstytucji"]),
            (.fixed(month: 8, day: 15), ["wniebowzięcie", "wniebowzięcie najświętszej maryi panny", "święto wojska polskiego"]),
            (.fixed(month: 3, day: 8), ["dzień kobiet", "dnia kobiet", "dniu kobiet", "dzien kobiet"]),
            // Poland's Mother's and Father's Days are fixed, not counted in weeks as elsewhere.
            (.fixed(month: 5, day: 26), ["dzień matki", "dnia matki", "dniu matki", "dzien matki", "dzień mamy", "dnia mamy",
                                         "dzien mamy"]),
            (.fixed(month: 6, day: 23), ["dzień ojca", "dnia ojca", "dniu ojca", "dzien ojca", "dzień taty", "dnia taty",
                                         "dzien taty"]),
            // "Mikołajki" is also a town: its locative ("w Mikołajkach") is left out.
            (.fixed(month: 12, day: 6), ["mikołajki", "mikołajek", "mikołajkami", "mikolajki", "mikolajek"]),
            (.easter(days: 0, orthodox: false), ["easter", "easter sunday", "wielkanoc", "wielkanocy", "wielkanocą",
                                                 "wielkanoca", "niedziela wielkanocna", "niedzielę wielkanocną",
                                                 "niedzieli wielkanocnej"]),
            (.easter(days: -52, orthodox: false), ["tłusty czwartek", "tłustego czwartku", "tlusty czwartek", "tlustego czwartku"]),
            (.easter(days: -46, orthodox: false), ["popielec", "popielca", "środa popielcowa", "środę popielcową",
                                                   "środy popielcowej"]),
            (.easter(days: -7, orthodox: false), ["niedziela palmowa", "niedzielę palmową", "niedzieli palmowej"]),
            (.easter(days: -1, orthodox: false), ["wielka sobota", "wielką sobotę", "wielkiej soboty"]),
            (.easter(days: 49, orthodox: false), ["zielone świątki", "zielonych świątek", "zesłanie ducha świętego",
                                                  "zesłania ducha świętego"]),
            (.easter(days: -2, orthodox: false), ["good friday", "wielki piątek", "wielki piatek", "wielkiego piątku"]),
            (.easter(days: 1, orthodox: false), ["easter monday", "poniedziałek wielkanocny", "poniedzialek wielkanocny",
                                                 "lany poniedziałek"]),
            (.easter(days: 60, orthodox: false), ["boże ciało", "bożego ciała", "boze cialo", "bozego ciala"]),
            (.easter(days: 0, orthodox: true), ["пасха", "пасхи", "пасху", "пасхе"]),
            (.nthWeekday(4, .thursday, month: 11, days: 0), ["thanksgiving", "thanksgiving day"]),
            (.nthWeekday(4, .thursday, month: 11, days: 1), ["black friday"]),
            (.nthWeekday(1, .monday, month: 9, days: 0), ["labor day", "labour day"]),
            (.nthWeekday(-1, .monday, month: 5, days: 0), ["memorial day"]),
        ]
        return holidayTable(rows)
    }()

    /// Holidays' names in the instrumental, read only after "перед" and "przed"
    /// (`BuiltinParser.holidayAfterBefore`): the case a greeting takes too.
    static let holidayInstrumentalNames: PhraseTable<Holiday> = {
        let rows: [(Holiday, [String])] = [
            (.fixed(month: 12, day: 25), ["bożym narodzeniem", "bozym narodzeniem", "świętami bożego narodzenia",
                                          "swietami bozego narodzenia"]),
            (.fixed(month: 12, day: 24), ["wigilią", "wigilią bożego narodzenia"]),
            (.fixed(month: 1, day: 1), ["новым годом", "nowym rokiem"]),
            (.fixed(month: 1, day: 7), ["рождеством"]),
            (.fixed(month: 5, day: 9), ["днём победы"]),
            (.fixed(month: 2, day: 23), ["днём защитника отечества"]),
            (.fixed(month: 3, day: 8), ["международным женским днём", "dniem kobiet"]),
            (.fixed(month: 5, day: 26), ["dniem matki", "dniem mamy"]),
            (.fixed(month: 6, day: 23), ["dniem ojca", "dniem taty"]),
            (.easter(days: 0, orthodox: true), ["пасхой"]),
        ]
        return holidayTable(rows)
    }()

    private static func holidayTable(_ rows: [(Holiday, [String])]) -> PhraseTable<Holiday> {
        PhraseTable(rows.flatMap { holiday, names in names.map { PhraseTable.Entry($0, holiday) } })
    }

    /// "weekend" before or after a holiday's name: its long weekend.
    static let holidayWeekendWords: KeySet = LexiconSource.words(["weekend", "выходные", "выходных", "wekend", "łikend"])

    /// Words before a holiday's name that count it from today.
    static let holidayModifiers: KeyTable<Int> = [
        "last": -1, "previous": -1, "past": -1, "next": 1, "following": 1, "coming": 1, "upcoming": 1,
        "прошлая": -1, "прошлую": -1, "прошлой": -1, "прошлый": -1, "прошлого": -1, "следующая": 1, "следующую": 1,
        "следующей": 1, "следующий": 1, "следующего": 1, "ubiegła": -1, "ubiegłą": -1, "zeszła": -1, "zeszłą": -1,
        "zeszłe": -1, "zeszłym": -1, "następna": 1, "następną": 1, "następne": 1, "następnym": 1, "przyszła": 1,
        "przyszłą": 1, "przyszłe": 1,
    ]
}
