import TaskDraftKit

/// Lengths of time: a count and a unit ("2 часа", "5 days", "1.5 hours", "a couple of weeks",
/// "двух дней", "2h"), or one word that is both ("полгода", "полчаса", "fortnight", "pół roku").
/// A duration is a part (`ChartValue.duration`): it means a moment only composed ("через …",
/// "… ago", "… after Friday"), so "поспать 3 часа" keeps its words in the title.
extension BuiltinParser {
    func duration(at i: Int, in tokens: [Token]) -> Reading? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        if let approximate = unitBeforeItsCount(at: i, in: tokens) { return approximate }
        if let whole = Lexicon.durationWords[tokens[i].key] {
            return Reading(length: 1, value: .duration(whole))
        }
        // "the day before Friday", "the week after Christmas", "the day after": one unit, said
        // with the article only right before the word that counts it from its anchor.
        if tokens[i].key == "the", let unit = at(1).flatMap({ Self.theUnitWords[$0.key] }),
           let joiner = at(2), ["before", "after"].contains(joiner.key), let d = Duration(1, unit) {
            return Reading(length: 2, value: .duration(d))
        }
        // "за день до пятницы", "через день после праздника": "день" counts only before its anchor
        // ("через день" alone is every other day).
        if tokens[i].key == "день", let joiner = at(1), ["до", "после"].contains(joiner.key) {
            return Reading(length: 1, value: .duration(Duration(days: 1)))
        }
        // "пол года", "pół roku", "half a year", "half an hour"
        if Self.halfWords.contains(tokens[i].key), let unit = at(1).flatMap({ Lexicon.units[$0.key] ?? Lexicon.periodNouns[$0.key] }),
           let d = Duration(0.5, unit) {
            return Reading(length: 2, value: .duration(d))
        }
        if tokens[i].key == "half", at(1)?.key == "a" || at(1)?.key == "an", let unit = at(2).flatMap({ Lexicon.units[$0.key] }),
           let d = Duration(0.5, unit) {
            return Reading(length: 3, value: .duration(d))
        }
        var count: Double
        var length: Int
        if Self.oneAndAHalfWords.contains(tokens[i].key) {
            count = 1.5
            length = 1
        } else if let genitive = Lexicon.durationGenitiveNumbers[tokens[i].key] {
            count = Double(genitive)
            length = 1
        } else if let (value, used) = offsetCount(at: i, in: tokens) {
            count = value
            length = used
        } else {
            return nil
        }
        // "a" alone is no count ("a day" is one, but "a" before a non-unit is an article).
        if at(length)?.key == "more" { length += 1 }
        guard let unitToken = at(length) else { return nil }
        // A prime against the number: 15' is 15 minutes (a typographic apostrophe is folded to
        // it). It is also a length in feet, so it is a moment only composed: "in 15'".
        if unitToken.isSymbol("'"), !unitToken.spaced {
            guard let d = Duration(count, .minute) else { return nil }
            return Reading(length: length + 1, value: .duration(d))
        }
        if let (unit, factor) = Lexicon.durationShortUnits[unitToken.key], unitToken.kind == .word {
            // "1d", "2y", "3w" only against the number: "2 d" is no duration.
            if factor == 1, unitToken.spaced { return nil }
            guard let d = Duration(count * Double(factor), unit) else { return nil }
            return Reading(length: length + 1 + abbreviationDot(after: i + length, in: tokens), value: .duration(d))
        }
        // "in a week's time", "in a fortnight's time": the unit as a possessive before "time".
        if let whole = possessiveUnit(unitToken), at(length + 1)?.key == "time" {
            guard count == count.rounded(.down), let d = whole.times(Int(count)) else { return nil }
            return Reading(length: length + 2, value: .duration(d))
        }
        guard let unit = Lexicon.units[unitToken.key] else { return nil }
        // "2h", "30min" are written against the number; "2 h" too, but not "2 m" (metres).
        if unitToken.key == "m" { return nil }
        guard let d = Duration(count, unit) else { return nil }
        return Reading(length: length + 1 + abbreviationDot(after: i + length, in: tokens), value: .duration(d))
    }

    /// "часа два", "минут двадцать", "недели две": Russian says "about" by putting the unit before
    /// its count in words. Not after a count ("в 3 часа две минуты"), and not before another unit.
    private func unitBeforeItsCount(at i: Int, in tokens: [Token]) -> Reading? {
        guard Self.unitsBeforeACount.contains(tokens[i].key), let unit = Lexicon.units[tokens[i].key], i + 1 < tokens.count,
              tokens[i + 1].kind == .word, let count = Lexicon.numberWords[tokens[i + 1].key], count >= 2,
              i == 0 || tokens[i - 1].kind != .number && Lexicon.numberWords[tokens[i - 1].key] == nil,
              i + 2 == tokens.count || Lexicon.units[tokens[i + 2].key] == nil,
              let d = Duration(Double(count), unit) else { return nil }
        return Reading(length: 2, value: .duration(d))
    }

    /// The genitive units a count in words may follow ("часа два", "лет пять").
    static let unitsBeforeACount: KeySet = ["минут", "минуты", "часа", "часов", "дня", "дней", "недели", "недель",
                                            "месяца", "месяцев", "года", "лет"]

    /// One unit of a "week's", "month's", "fortnight's": the word with its possessive ending.
    private func possessiveUnit(_ token: Token) -> Duration? {
        guard token.kind == .word, token.key.text.hasSuffix("'s") else { return nil }
        let stem = Key(String(token.key.text.dropLast(2)))
        if let whole = Lexicon.durationWords[stem] { return whole }
        return Lexicon.units[stem].flatMap { Duration(1, $0) }
    }

    /// 1 when the unit at `unit` is a shortened word and its full stop follows it ("2 ч. 21 мин.
    /// назад", "1 godz. 2 minuty temu"): the stop belongs to the word, so the parts it stands
    /// between still compose.
    private func abbreviationDot(after unit: Int, in tokens: [Token]) -> Int {
        guard unit + 1 < tokens.count, Self.shortenedUnits.contains(tokens[unit].key),
              tokens[unit + 1].isSymbol("."), !tokens[unit + 1].spaced else { return 0 }
        return 1
    }

    /// Unit words that are shortened forms, written with a full stop.
    static let shortenedUnits: KeySet = [
        "sec", "secs", "min", "mins", "hr", "hrs", "h", "wk", "wks", "qtr", "qtrs", "yr", "yrs", "mo",
        "сек", "мин", "ч", "sek", "godz",
    ]

    /// The units "the … before/after" counts in ("the day before", not "the hour before").
    /// "the 5 past minutes", "the 10 previous weeks", "за 5 последних минут", "z 5 ostatnich minut":
    /// a span that ends now said with its count before the word that says so (the other order of
    /// "the last 5 minutes", `Edge.pastSpan`). It starts that long ago.
    func countFirstPastSpan(at i: Int, in tokens: [Token]) -> Match? {
        var k = i
        if Self.pastSpanPrepositions.contains(tokens[k].key) { k += 1 }
        if k < tokens.count, tokens[k].key == "the" { k += 1 }
        guard k < tokens.count, tokens[k].kind == .number || Lexicon.numberWords[tokens[k].key] != nil,
              let (count, used) = offsetCount(at: k, in: tokens), k + used + 1 < tokens.count,
              Self.pastAdjectives.contains(tokens[k + used].key), let unit = Lexicon.units[tokens[k + used + 1].key],
              let length = Duration(count, unit), let moment = Moment(length.negated.fromNow) else { return nil }
        // "I counted 13 last minute": a count of things, then "last minute"; a count of English
        // units is plural.
        if count != 1, Self.englishPastAdjectives.contains(tokens[k + used].key), !tokens[k + used + 1].key.hasSuffix("s") {
            return nil
        }
        return Match(length: k + used + 2 - i, finding: .startsAt(moment))
    }

    /// Between a count and its unit: "5 past minutes", "5 последних минут", "5 ostatnich minut".
    static let pastAdjectives: KeySet = ["past", "previous", "last", "последних", "последние", "прошедших", "прошедшие",
                                         "прошлых", "ostatnich", "ostatnie", "minionych", "minione"]
    static let englishPastAdjectives: KeySet = ["past", "previous", "last"]
    /// Before such a span: "in the 5 past minutes", "за 5 последних минут", "z 5 ostatnich minut".
    static let pastSpanPrepositions: KeySet = ["in", "during", "over", "for", "of", "за", "в", "z", "ze", "w", "przez"]

    /// "пол года", "pół roku": half of the unit after it.
    static let halfWords: KeySet = ["пол", "pół", "pol"]
    static let oneAndAHalfWords: KeySet = ["полтора", "полторы", "półtora", "poltora", "półtorej", "poltorej"]
    static let theUnitWords: KeyTable<LexiconSource.Unit> = ["day": .day, "week": .week, "month": .month, "year": .year]
}

extension LexiconSource {
    /// Words that are a whole duration.
    static let durationWords: KeyTable<Duration> = [
        "полгода": Duration(months: 6), "полугода": Duration(months: 6), "полчаса": Duration(seconds: 1800),
        "получаса": Duration(seconds: 1800), "полдня": Duration(seconds: 43_200), "полмесяца": Duration(days: 15),
"fortnight": Duration(days: 14), "fortnights": Duration(days: 28),
        "сутки": Duration(days: 1), "суток": Duration(days: 1), "неделю": Duration(days: 7), "месяц": Duration(months: 1),
        "год": Duration(months: 12), "час": Duration(seconds: 3600), "минуту": Duration(seconds: 60),
        "tydzień": Duration(days: 7), "tydzien": Duration(days: 7), "miesiąc": Duration(months: 1),
        "miesiac": Duration(months: 1), "rok": Duration(months: 12), "godzinę": Duration(seconds: 3600),
        "godzine": Duration(seconds: 3600), "minutę": Duration(seconds: 60), "dzień": Duration(days: 1), "dzien": Duration(days: 1),
        "kwadrans": Duration(seconds: 900), "четверть": Duration(seconds: 900),
        "sekundę": Duration(seconds: 1), "sekunde": Duration(seconds: 1), "секунду": Duration(seconds: 1),
        // The genitive after "w ciągu", "w przeciągu", "в течение": "w ciągu godziny", "в течение часа".
        "godziny": Duration(seconds: 3600), "minuty": Duration(seconds: 60), "sekundy": Duration(seconds: 1),
        "doby": Duration(days: 1), "tygodnia": Duration(days: 7), "miesiąca": Duration(months: 1),
        "miesiaca": Duration(months: 1), "часа": Duration(seconds: 3600), "минуты": Duration(seconds: 60),
        "секунды": Duration(seconds: 1), "дня": Duration(days: 1), "недели": Duration(days: 7), "месяца": Duration(months: 1),
    ]

    /// Units a duration may be written in beyond the parser's shared table: letters written
    /// against the number ("1d", "2y", "3w"; factor 1) and decades (factor 10 years).
    static let durationShortUnits: KeyTable<(LexiconSource.Unit, Int)> = [
        "d": (.day, 1), "y": (.year, 1), "w": (.week, 1), "yr": (.year, 1), "yrs": (.year, 1), "mo": (.month, 1),
        "decade": (.year, 10), "decades": (.year, 10), "десятилетие": (.year, 10), "десятилетия": (.year, 10),
        "десятилетий": (.year, 10), "dekada": (.year, 10), "dekady": (.year, 10), "dekad": (.year, 10),
        "лет": (.year, 1), "tygodnia": (.week, 1),
    ]

    /// Number words in the genitive a duration takes after "в течение", "около", "до": "двух дней".
    static let durationGenitiveNumbers: KeyTable<Int> = [
        "одного": 1, "одной": 1, "двух": 2, "трех": 3, "четырех": 4, "пяти": 5, "шести": 6, "семи": 7, "восьми": 8,
        "девяти": 9, "десяти": 10, "пятнадцати": 15, "двадцати": 20, "тридцати": 30, "нескольких": 3,
        "dwóch": 2, "dwoch": 2, "trzech": 3, "czterech": 4, "pięciu": 5, "pieciu": 5, "kilku": 3,
    ]
}
