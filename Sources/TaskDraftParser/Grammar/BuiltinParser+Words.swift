import TaskDraftKit

/// Spans that start with a word: relative offsets, month-first dates,
/// weekdays, ordinal days, a month alone, and "полдесятого".
extension BuiltinParser {
    /// "in 2 hours", "через 30 минут", "za 3 dni", "in a week", "через пару дней",
    /// "in a couple of hours", "in 1/2 hour", "in 2.5 hours", "2 minutes from now", "3 days ago".
    func relativeOffset(at i: Int, in tokens: [Token]) -> Match? {
        var leading = Lexicon.offsetWords.contains(tokens[i].key)
        var k = leading ? 1 : 0
        // "the upcoming 2 weeks", "in the coming 3 days"
        if !leading, tokens[i].key == "the", i + 1 < tokens.count, Lexicon.upcomingWords.contains(tokens[i + 1].key) {
            leading = true
            k = 2
        }
        guard let (count, countLength) = offsetCount(at: i + k, in: tokens) else { return nil }
        k += countLength
        if i + k < tokens.count, tokens[i + k].key == "more" { k += 1 }
        guard i + k < tokens.count else { return nil }
        var unit = Lexicon.units[tokens[i + k].key]
        if unit == nil {
            // "2 upcoming weeks" reads as "the upcoming 2 weeks".
            if !leading, i + k < tokens.count, Lexicon.upcomingWords.contains(tokens[i + k].key) {
                leading = true
                k += 1
            }
            // "3 fridays from now", "2 thursdays ago": the nth such weekday after (before) today.
            if !leading, i + k < tokens.count, let weekday = Lexicon.weekdays[tokens[i + k].key], count >= 1, count <= 52 {
                let rest = i + k + 1
                func word(_ o: Int) -> Key? { rest + o < tokens.count ? tokens[rest + o].key : nil }
                var sign = 0, extra = 0
                if word(0) == "from", word(1) == "now" { sign = 1; extra = 2 } else if word(0) == "hence" { sign = 1; extra = 1 }
                else if word(0) == "ago" || word(0) == "back" { sign = -1; extra = 1 }
                guard sign != 0 else { return nil }
                return Match(length: k + 1 + extra, finding: .day(.nthWeekdayFromToday(weekday, sign * Int(count))))
            }
            unit = i + k < tokens.count ? Lexicon.units[tokens[i + k].key] : nil
        }
        guard let unit, count >= 0, count <= 10_000 else { return nil }
        var length = k + 1
        var sign = 1.0
        // Without "in"/"через" the count needs "from now", "hence", "later" or "ago" after it.
        func after(_ words: [Key]) -> Bool {
            for (o, w) in words.enumerated() where i + length + o >= tokens.count || tokens[i + length + o].key != w { return false }
            return true
        }
        if !leading {
            if after(["from", "now"]) || after(["from", "today"]) { length += 2 } else if after(["from", "right", "now"]) {
                length += 3
            } else if after(["hence"]) || after(["later"]) || after(["спустя"]) || after(["później"]) {
                length += 1
            } else if after(["ago"]) || after(["back"]) || after(["назад"]) || after(["temu"]) {
                length += 1
                sign = -1
            } else if after(["тому", "назад"]) {
                length += 2
                sign = -1
            } else {
                return nil
            }
        }
        let amount = count * sign
        // "in half a year", "in 1.5 weeks": a fraction of a calendar unit is read as a duration
        // (six months, ten days and a half), which the chart composes.
        if amount != amount.rounded(), [.week, .month, .quarter, .year].contains(unit) { return nil }
        switch unit {
        case .second, .minute, .hour:
            return Match(length: length, finding: .offset(seconds: Int64((amount * Double(unit.seconds)).rounded())))
        case .day where amount != amount.rounded():
            // "in 1.5 days" is 36 hours from now, not the day after tomorrow.
            return Match(length: length, finding: .offset(seconds: Int64((amount * 86_400).rounded())))
        case .day:
            return Match(length: length, finding: .day(.relative(days: Int(amount.rounded()))))
        case .week:
            return Match(length: length, finding: .day(.relativeWeeks(Int(amount.rounded()))))
        case .month:
            return Match(length: length, finding: .day(.relativeMonths(Int(amount.rounded()))))
        case .quarter:
            return Match(length: length, finding: .day(.relativeMonths(3 * Int(amount.rounded()))))
        case .year:
            return Match(length: length, finding: .day(.relativeYears(Int(amount.rounded()))))
        }
    }

    /// The count in an offset: `2`, `two`, `a couple of`, `a few`, `1/2`, `2.5`, `half an`.
    func offsetCount(at i: Int, in tokens: [Token]) -> (Double, Int)? {
        guard i < tokens.count else { return nil }
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        if let n = tokens[i].number {
            // 1/2, 3/4
            if at(1)?.isSymbol("/") == true, let d = at(2)?.number, d > 0, !(at(1)!.spaced), !(at(2)!.spaced) {
                return (Double(n) / Double(d), 3)
            }
            // 2.5, 0,5
            if at(1)?.isSymbol(".") == true || at(1)?.isSymbol(",") == true, let f = at(2)?.number, !(at(1)!.spaced), !(at(2)!.spaced), at(2)!.digits <= 2 {
                return (Double(n) + Double(f) / (at(2)!.digits == 1 ? 10 : 100), 3)
            }
            // "2 and a half", "2 i pół", "2 с половиной"
            if at(1)?.key == "and", at(2)?.key == "a" || at(2)?.key == "an", at(3)?.key == "half" { return (Double(n) + 0.5, 4) }
            if at(1)?.key == "i", at(2)?.key == "pół" || at(2)?.key == "pol" { return (Double(n) + 0.5, 3) }
            if at(1)?.key == "с", at(2)?.key == "половиной" { return (Double(n) + 0.5, 3) }
            return (Double(n), 1)
        }
        let key = tokens[i].key
        if key == "a" || key == "an", let next = at(1), ["couple", "few", "pair"].contains(next.key) {
            let value: Double = next.key == "few" ? 3 : 2
            return (value, at(2)?.key == "of" ? 3 : 2)
        }
        if ["couple", "pair"].contains(key) { return (2, at(1)?.key == "of" ? 2 : 1) }
        if key == "half", at(1)?.key == "an" || at(1)?.key == "a" { return (0.5, 2) }
        if let n = Lexicon.numberWords[key] {
            // "двадцать один", "dwadzieścia jeden", "twenty one": tens, then a unit.
            if n >= 20, n % 10 == 0, let next = at(1), next.kind == .word, let unit = Self.unitNumber(next.key) {
                return (Double(n + unit), 2)
            }
            return (Double(n), 1)
        }
        // "twenty-one": the same, written as one word. (Bytes: every word of every sentence
        // passes here, and a String search walks characters.)
        let bytes = key.text.utf8
        if let hyphen = bytes.firstIndex(of: UInt8(ascii: "-")),
           let tens = Lexicon.numberWords[Key(String(Substring(key.text.utf8[..<hyphen])))], tens >= 20, tens % 10 == 0,
           let unit = Self.unitNumber(Key(String(Substring(key.text.utf8[bytes.index(after: hyphen)...])))) {
            return (Double(tens + unit), 1)
        }
        return nil
    }

    /// A number word 1–9 that may follow a ten ("один" of "двадцать один"); not "a", "few" or
    /// "пару", which count alone.
    static func unitNumber(_ key: Key) -> Int? {
        guard let n = Lexicon.numberWords[key], (1...9).contains(n), !Self.vagueNumbers.contains(key) else { return nil }
        return n
    }

    static let vagueNumbers: KeySet = ["a", "an", "couple", "few", "пару", "пара", "несколько", "kilka", "parę"]

    /// "Dec 15", "December 15th", "December 15, 2026".
    func monthFirstDate(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        // "Jan. 5": an abbreviation's dot between.
        var dot = i + 2 < tokens.count && tokens[i + 1].isSymbol(".") && !tokens[i + 1].spaced && tokens[i + 2].spaced ? 1 : 0
        // "jun-15": a hyphen between, written with no spaces (with a year after another hyphen it
        // is `namedMonthDate`'s).
        if dot == 0, i + 2 < tokens.count, tokens[i + 1].isSymbol("-"), !tokens[i + 1].spaced, !tokens[i + 2].spaced,
           !(i + 3 < tokens.count && tokens[i + 3].isSymbol("-") && !tokens[i + 3].spaced) {
            dot = 1
        }
        guard let month = Lexicon.months[tokens[i].key], i + 1 + dot < tokens.count, let day = tokens[i + 1 + dot].number,
              tokens[i + 1 + dot].digits <= 2, (1...31).contains(day) else { return nil }
        var length = 2 + dot + ordinalSuffixLength(after: i + 1 + dot, in: tokens)
        // A following number that is an hour ("Dec 15 3pm") is not a year.
        var year: Int?
        var k = length
        if i + k < tokens.count, tokens[i + k].isSymbol(",") || tokens[i + k].key == "of" { k += 1 }
        if i + k < tokens.count, let y = tokens[i + k].number, tokens[i + k].digits == 4 {
            year = y
            length = k + 1
        } else if k == length, let y = twoDigitYear(at: i + k, in: tokens, context: context) {
            year = y
            length = k + 1
        }
        guard CivilDate.validated(year: year ?? 2000, month: month, day: day) != nil else { return nil }
        return Match(length: length, finding: .day(.date(month: month, day: day, year: year)))
    }

    /// `friday`, `next Friday`, `в следующую пятницу`, `this Friday`, `w piątek`, `last Tuesday`,
    /// `wednesday of next week`, `friday after next`.
    func weekday(at i: Int, in tokens: [Token]) -> Match? {
        let key = tokens[i].key
        func keys(_ k: Int, _ words: [Key]) -> Bool {
            for (offset, word) in words.enumerated() where i + k + offset >= tokens.count || tokens[i + k + offset].key != word {
                return false
            }
            return true
        }
        if let day = Lexicon.weekdays[key] {
            if let list = weekdayList(startingWith: day, at: i, in: tokens) { return list }
            if Lexicon.ambiguousWeekdays.contains(key) && !isTimeContext(tokens, before: i) && !isAlone(i, in: tokens) {
                return nil
            }
            // Modifiers after the weekday.
            for (words, nextWeek): ([Key], Bool) in [(["of", "next", "week"], true), (["next", "week"], true), (["on", "next", "week"], true),
                                      (["следующей", "недели"], true), (["на", "следующей", "неделе"], true)] where keys(1, words) {
                return Match(length: 1 + words.count, finding: .day(.weekday(day, nextWeek: nextWeek, includingToday: false)))
            }
            for words: [Key] in [["of", "last", "week"], ["from", "last", "week"], ["прошлой", "недели"], ["на", "прошлой", "неделе"]]
                where keys(1, words) {
                return Match(length: 1 + words.count, finding: .day(.weekdayOfWeek(day, weeks: -1)))
            }
            for words: [Key] in [["of", "this", "week"], ["this", "week"], ["этой", "недели"], ["на", "этой", "неделе"]] where keys(1, words) {
                return Match(length: 1 + words.count, finding: .day(.weekdayThisWeek(day)))
            }
            if let words = Self.afterNext(at: i + 1, in: tokens) {
                return Match(length: 1 + words, finding: .day(.weekdayAfterNext(day)))
            }
            return Match(length: 1, finding: .day(.weekday(day, nextWeek: false, includingToday: false)))
        }
        // "this coming Friday", "the upcoming Friday", "w ten nadchodzący piątek": "this" or "the"
        // adds nothing to the word after it.
        if key == "the" || Lexicon.thisModifiers.contains(key), i + 2 < tokens.count, Lexicon.comingModifiers.contains(tokens[i + 1].key),
           let day = Lexicon.weekdays[tokens[i + 2].key] {
            return Match(length: 3, finding: .day(.weekday(day, nextWeek: false, includingToday: false)))
        }
        guard i + 1 < tokens.count, let day = Lexicon.weekdays[tokens[i + 1].key] else { return nil }
        // "coming Friday", "najbliższy piątek": the one still to come, which is this week's
        // while it is ahead, where "next Friday" and "przyszły piątek" skip to next week's.
        if Lexicon.comingModifiers.contains(key) {
            return Match(length: 2, finding: .day(.weekday(day, nextWeek: false, includingToday: false)))
        }
        if Lexicon.nextModifiers.contains(key) {
            return Match(length: 2, finding: .day(.weekday(day, nextWeek: true, includingToday: false)))
        }
        if Lexicon.thisModifiers.contains(key) {
            // "this Friday" said on a Friday is today.
            return Match(length: 2, finding: .day(.weekday(day, nextWeek: false, includingToday: true)))
        }
        if Lexicon.lastModifiers.contains(key) {
            return Match(length: 2, finding: .day(.lastWeekday(day)))
        }
        return nil
    }

    /// "mon wed fri", "пн, ср, пт", "Monday and Thursday": several weekdays named together are
    /// the days of one weekly habit. Short forms that are ordinary words ("wed", "ср") count
    /// inside such a list, since the weekday beside them settles what they are.
    func weekdayList(startingWith first: Weekday, at i: Int, in tokens: [Token]) -> Match? {
        // The common case, one weekday alone, is ruled out before anything is allocated.
        guard nextListedWeekday(after: i, in: tokens) != nil else { return nil }
        // "between Monday and Friday" is a span of one week, not a habit.
        if i > 0, Lexicon.rangeOpeners.contains(tokens[i - 1].key) { return nil }
        var days = [first]
        var end = i + 1
        while let (day, next) = nextListedWeekday(after: end - 1, in: tokens) {
            if !days.contains(day) { days.append(day) }
            end = next + 1
        }
        guard days.count >= 2 else { return nil }
        return Match(length: end - i, finding: .recurrence(Recurrence(frequency: .weekly, byDay: days)))
    }

    /// The weekday listed right after token `i`, directly or after one joiner, and its index.
    private func nextListedWeekday(after i: Int, in tokens: [Token]) -> (Weekday, Int)? {
        var k = i + 1
        guard k < tokens.count else { return nil }
        if Lexicon.weekdayJoiners.contains(tokens[k].key) { k += 1 }
        guard k < tokens.count, let day = Lexicon.weekdays[tokens[k].key] else { return nil }
        return (day, k)
    }


    /// "first of march", "the third of March 2015", "march first", "первое марта",
    /// "к третьему марта 2015", "двадцать четвёртое февраля", "on the first".
    /// "пятого", "третьего", "piątego", "pierwszego": the genitive an ordinal day takes after "до", "do".
    static func isGenitiveOrdinal(_ key: Key) -> Bool {
        let text = key.text
        return text.hasSuffix("ого") || text.hasSuffix("его") || text.hasSuffix("ego")
    }

    func ordinalWordDate(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        var k = 0
        if at(k)?.key == "the" { k += 1 }
        var day: Int?
        if let tens = at(k).flatMap({ Lexicon.ordinalTens[$0.key] }), let unit = at(k + 1).flatMap({ Lexicon.ordinals[$0.key] }),
           unit < 10 {
            day = tens + unit
            k += 2
        } else if let value = at(k).flatMap({ Lexicon.ordinals[$0.key] }) {
            day = value
            k += 1
        }
        if let day, day >= 1, day <= 31 {
            var m = k
            if at(m)?.key == "of" { m += 1 }
            if let monthToken = at(m), let month = Lexicon.months[monthToken.key] {
                var length = m + 1
                if at(length)?.isSymbol(".") == true { length += 1 }
                if at(length)?.key == "of" || at(length)?.isSymbol(",") == true, at(length + 1)?.digits == 4 { length += 1 }
                var year: Int?
                if let y = at(length)?.number, at(length)!.digits == 4 {
                    year = y
                    length += 1
                } else if let y = twoDigitYear(at: i + length, in: tokens, context: context) {
                    year = y
                    length += 1
                }
                guard CivilDate.validated(year: year ?? 2000, month: month, day: day) != nil else { return nil }
                return Match(length: length, finding: .day(.date(month: month, day: day, year: year)))
            }
            // "до пятого числа", "первого числа": the noun makes the ordinal a day of the month.
            if at(k)?.key == "числа" || at(k)?.key == "dnia" {
                return Match(length: k + 1, finding: .day(.dayOfMonth(day)))
            }
            // "до пятого", "do piątego": after a deadline's "до"/"do", an ordinal in the genitive
            // with no noun after it is a day of the month ("числа", "dnia" understood), as "do 5-go"
            // is; "до пятого этажа" is a floor.
            if k == 1, i > 0, tokens[i - 1].key == "до" || tokens[i - 1].key == "do", Self.isGenitiveOrdinal(tokens[i].key),
               at(k).map({ $0.kind == .symbol || isDateOrTimeWord($0.key) }) ?? true {
                return Match(length: k, finding: .day(.dayOfMonth(day)))
            }
            // "on the first": a day of the month, only with "the" so "first" alone stays a word,
            // and not before a noun it qualifies ("The first artificial satellite").
            if k >= 2, tokens[i].key == "the", !beginsNounPhrase(at: i + k, in: tokens) {
                return Match(length: k, finding: .day(.dayOfMonth(day)))
            }
            return nil
        }
        // "march first", "March third 2015"
        if let month = Lexicon.months[tokens[i].key], let value = at(1).flatMap({ Lexicon.ordinals[$0.key] }), value <= 31 {
            var length = 2
            var year: Int?
            if let y = at(2)?.number, at(2)!.digits == 4 {
                year = y
                length = 3
            }
            guard CivilDate.validated(year: year ?? 2000, month: month, day: value) != nil else { return nil }
            return Match(length: length, finding: .day(.date(month: month, day: value, year: year)))
        }
        return nil
    }

    /// Whether the word at `i` goes on a noun phrase an ordinal before it qualifies ("the first
    /// artificial satellite"), rather than a date ("the first at 9", "the first and the third").
    func beginsNounPhrase(at i: Int, in tokens: [Token]) -> Bool {
        guard i < tokens.count, tokens[i].kind == .word else { return false }
        let key = tokens[i].key
        return !(isDateOrTimeWord(key) || Lexicon.joiners.contains(key) || Lexicon.hourPrepositions.contains(key)
            || Lexicon.units[key] != nil || Lexicon.numberWords[key] != nil || Lexicon.hourNumbers[key] != nil
            || ["of", "to", "for", "with", "until", "till", "through"].contains(key))
    }

    /// "the third quarter", "3rd qtr 2018", "the 4th qtr of 2018", "в третьем квартале", "2018Q4".
    func quarter(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        // 2018Q4, 18q4; with a four-digit year also 2019 Q1, 2019-Q1.
        let dash = at(1)?.isSymbol("-") == true && at(1)?.spaced == false && at(2)?.spaced == false ? 1 : 0
        if let year = tokens[i].number, tokens[i].digits == 4 || tokens[i].digits == 2 && dash == 0 && at(1)?.spaced == false,
           at(1 + dash)?.key == "q", let n = at(2 + dash)?.number, at(2 + dash)?.spaced == false, (1...4).contains(n) {
            return Match(length: 3 + dash, finding: .day(.quarter(n, year: tokens[i].digits == 2 ? 2000 + year : year)))
        }
        var k = at(0)?.key == "the" ? 1 : 0
        let n: Int
        if let value = at(k).flatMap({ Lexicon.ordinals[$0.key] }) {
            n = value
            k += 1
        } else if let value = at(k)?.number, case let suffix = ordinalSuffixLength(after: i + k, in: tokens), suffix > 0 {
            n = value
            k += 1 + suffix
        } else {
            return nil
        }
        guard (1...4).contains(n), let unit = at(k), Lexicon.units[unit.key] == .quarter || unit.key == "квартале" else { return nil }
        k += 1
        var year: Int?
        if at(k)?.key == "of", let y = at(k + 1)?.number, at(k + 1)!.digits == 4 {
            year = y
            k += 2
        } else if let y = at(k)?.number, at(k)!.digits == 4 {
            year = y
            k += 1
        }
        return Match(length: k, finding: .day(.quarter(n, year: year)))
    }

    /// "Q3 2019", "q1-2019", "Q1 of 2017": a quarter written short, then its year (without a
    /// year, "Q3" may name a report or a product line as well as a date).
    func quarterThenYear(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        guard let n = at(1)?.number, at(1)?.spaced == false, at(1)?.digits == 1, (1...4).contains(n) else { return nil }
        var k = 2
        if at(k)?.isSymbol("-") == true || at(k)?.key == "of" || at(k)?.isSymbol(",") == true { k += 1 }
        guard let year = at(k)?.number, at(k)?.digits == 4, (1000...2999).contains(year) else { return nil }
        return Match(length: k + 1, finding: .day(.quarter(n, year: year)))
    }

    /// "the first Monday of October", "last Friday in October 2014", "the second Tuesday of
    /// this month", "first monday of last month", "last day of October 2015".
    func nthWeekdayOfMonth(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        var k = 0
        if at(k)?.key == "the" { k += 1 }
        guard let ordinalToken = at(k), Lexicon.lastWords.contains(ordinalToken.key) || Lexicon.ordinals[ordinalToken.key] != nil
                || ordinalToken.kind == .number else { return nil }
        var n: Int
        if Lexicon.lastWords.contains(ordinalToken.key) {
            n = -1
        } else if let value = Lexicon.ordinals[ordinalToken.key], value <= 31 {
            n = value
        } else if let value = ordinalToken.number, value <= 31, case let suffix = ordinalSuffixLength(after: i + k, in: tokens),
                  suffix > 0 {
            n = value
            k += suffix
        } else {
            return nil
        }
        k += 1
        // "the third last week of 2018", "fifth last day of May": counted from the end.
        if n > 0, let last = at(k), Lexicon.lastWords.contains(last.key) {
            n = -n
            k += 1
        }
        guard let dayToken = at(k) else { return nil }
        let weekday = Lexicon.weekdays[dayToken.key]
        let isDayWord = Self.dayWords.contains(dayToken.key)
        let isWeekWord = Self.weekWords.contains(dayToken.key)
        let isMonthWord = Self.monthWords.contains(dayToken.key)
        guard weekday != nil && abs(n) <= 5 || isDayWord || isWeekWord && abs(n) <= 5 || isMonthWord && (1...12).contains(n)
        else { return nil }
        k += 1
        // "the first Monday evening of next month", "the last Friday afternoon of the month": the
        // part of the day said between the weekday and its month is that weekday's.
        var partOfDay: String?
        if weekday != nil, let part = at(k).flatMap({ Lexicon.partsOfDay[$0.key] }) {
            partOfDay = part
            k += 1
        }
        // "the third month of 2027", "третий месяц 2027 года", "trzeci miesiąc 2027 roku": that
        // month of the year (the genitive needs no "of").
        if isMonthWord {
            if let joiner = at(k), ["of", "in"].contains(joiner.key) { k += 1 }
            // "the 9th month of next year", "девятый месяц следующего года": the first day of last
            // year, moved on to that month (a span of the month).
            if let modifier = at(k), let noun = at(k + 1), Lexicon.periodNouns[noun.key] == .year,
               let years = Lexicon.nextModifiers.contains(modifier.key) ? 2 : Lexicon.thisModifiers.contains(modifier.key) ? 1
                   : Lexicon.lastModifiers.contains(modifier.key) ? 0 : nil {
                let first = DaySpec.shifted(.lastYear, months: 12 * years + n - 1, days: 0)
                return Match(length: k + 2, finding: .interval(start: Moment(day: first),
                                                               end: Moment(day: .shifted(first, months: 1, days: -1))))
            }
            guard let y = at(k)?.number, at(k)!.digits == 4, (1900...2999).contains(y) else { return nil }
            k += 1
            if Self.isYearWord(at(k)) { k += 1 }
            return Match(length: k, finding: .day(.month(n, year: y)))
        }
        // "of", "in", "w"; or none before a month in the genitive ("ostatni poniedziałek marca").
        if let joiner = at(k), ["of", "in", "w", "we"].contains(joiner.key) {
            k += 1
        } else if at(k).flatMap({ Lexicon.months[$0.key] }) == nil, Self.monthNamedByModifier(at: i + k, in: tokens) == nil,
                  Self.monthNamedByModifier(at: i + k, in: tokens, unit: .quarter) == nil {
            return nil
        }
        // "the first Monday of the quarter", "в последнюю пятницу этого квартала", "w pierwszy
        // poniedziałek kwartału": one day of a quarter, in its first month or, from the end, its last.
        if let weekday, let (length, offset) = Self.monthNamedByModifier(at: i + k, in: tokens, unit: .quarter) {
            let day = DaySpec.nthWeekdayOfQuarter(n, weekday, quarters: offset)
            return Match(length: k + length, finding: partOfDay.map { .dayTime(day, .named($0)) } ?? .day(day))
        }
        var month: Int?
        var year: Int?
        var monthOffset = 0
        if let m = at(k).flatMap({ Lexicon.months[$0.key] }) {
            month = m
            k += 1
            if let y = at(k)?.number, at(k)!.digits == 4 { year = y; k += 1 }
        } else if let y = at(k)?.number, at(k)!.digits == 4, !isDayWord || n < 0 {
            k += 1
            // "the first week of 2015", "the third last week of 2018": the year's ISO weeks, the
            // first being the one with its first Thursday.
            if isWeekWord, let first = CivilDate.validated(year: y, month: 1, day: 4),
               let last = CivilDate.validated(year: y, month: 12, day: 28) {
                let monday = n > 0 ? first.startOfWeek.adding(days: 7 * (n - 1)) : last.startOfWeek.adding(days: 7 * (n + 1))
                return Match(length: k, finding: .day(.week(startingOn: .date(month: monday.month, day: monday.day,
                                                                              year: monday.year))))
            }
            // "the last Friday of 2027", "the first Monday of 2027": of the year's last or first month.
            month = n < 0 ? 12 : 1
            year = y
        } else if let (length, offset) = Self.monthNamedByModifier(at: i + k, in: tokens) {
            // "of the month", "of next month", "этого месяца", "следующего месяца", "miesiąca".
            monthOffset = offset
            k += length
        } else {
            return nil
        }
        if isDayWord {
            // "the last day of October", "the third day of October": a date of the month.
            guard let month else { return nil }
            if n < 0 {
                let last = DaySpec.lastDayOfMonth(month: month, year: year)
                return Match(length: k, finding: .day(n == -1 ? last : .shifted(last, months: 0, days: n + 1)))
            }
            guard CivilDate.validated(year: year ?? 2000, month: month, day: n) != nil else { return nil }
            return Match(length: k, finding: .day(.date(month: month, day: n, year: year)))
        }
        if isWeekWord {
            // "the first week of October": the working week that starts on its first Monday; "the
            // last week of September", the last that ends in it.
            return Match(length: k, finding: .day(.week(startingOn: .nthWeekday(n, .monday, month: month, year: year,
                                                                                monthOffset: monthOffset))))
        }
        let day = DaySpec.nthWeekday(n, weekday!, month: month, year: year, monthOffset: monthOffset)
        return Match(length: k, finding: partOfDay.map { .dayTime(day, .named($0)) } ?? .day(day))
    }

    static let dayWords: KeySet = LexiconSource.words(["day", "день", "dzień"])
    static let weekWords: KeySet = LexiconSource.words(["week", "неделя", "неделю", "неделе", "недели", "tydzień", "tygodniu",
                                                                "tygodnia"])

    /// "the month", "this month", "next month", "месяца", "этого месяца", "прошлого месяца",
    /// "miesiąca", "przyszłego miesiąca": a month counted from this one (0 this, 1 next, -1 last),
    /// and how many tokens say it; "the quarter", "этого квартала", "kwartału" with `unit` a quarter.
    static func monthNamedByModifier(at i: Int, in tokens: [Token], unit: Lexicon.Unit = .month) -> (length: Int, offset: Int)? {
        var k = i
        var offset = 0
        if k < tokens.count, tokens[k].key == "the" { k += 1 }
        if k < tokens.count {
            let key = tokens[k].key
            if Lexicon.nextModifiers.contains(key) {
                offset = 1
                k += 1
            } else if Lexicon.lastModifiers.contains(key) {
                offset = -1
                k += 1
            } else if Lexicon.thisModifiers.contains(key) {
                k += 1
            }
        }
        guard k < tokens.count, tokens[k].kind == .word, Lexicon.periodNouns[tokens[k].key] == unit else { return nil }
        return (k + 1 - i, offset)
    }
    static let monthWords: KeySet = LexiconSource.words(["month", "месяц", "miesiąc"])

    /// "after next" and its Polish and Russian forms after a weekday or a month ("Friday after
    /// next", "piątek po następnym", "март после следующего"): how many tokens, or nil.
    static func afterNext(at i: Int, in tokens: [Token]) -> Int? {
        guard i + 1 < tokens.count else { return nil }
        let first = tokens[i].key, second = tokens[i + 1].key
        guard ["after", "po", "после"].contains(first), Lexicon.nextModifiers.contains(second) else { return nil }
        return 2
    }

    /// "the 15th", "on the 3rd" (a day of this month or the next).
    func ordinalDay(at i: Int, in tokens: [Token]) -> Match? {
        guard tokens[i].key == "the", i + 2 < tokens.count, let day = tokens[i + 1].number, (1...31).contains(day),
              ["st", "nd", "rd", "th"].contains(tokens[i + 2].key), !tokens[i + 2].spaced,
              ordinalBeforeANoun(at: i + 1, in: tokens) == nil else { return nil }
        var length = 3
        if i + 4 < tokens.count, tokens[i + 3].key == "of", let month = Lexicon.months[tokens[i + 4].key] {
            length = 5
            return Match(length: length, finding: .day(.date(month: month, day: day, year: nil)))
        }
        return Match(length: length, finding: .day(.dayOfMonth(day)))
    }

    /// "in December", "в декабре", "w grudniu", "October 2014", "next March": a month alone
    /// means by its end.
    func monthOnly(at i: Int, in tokens: [Token]) -> Match? {
        var i = i
        var start = i
        let nextModifier = Lexicon.nextModifiers.contains(tokens[i].key) && i + 1 < tokens.count
        if nextModifier { i += 1 }
        let key = tokens[i].key
        // Three letters are an abbreviation ("mar", "jan") but for May's own forms in Russian
        // ("в мае", "к маю", "до мая").
        // "from May to October", "between August and October": a month at either end of a range of months.
        guard let month = Lexicon.months[key] else { return nil }
        let rangeOfMonths = !nextModifier && Self.isEndOfRangeOfMonths(i, in: tokens)
        // "pay taxes in May", "by May": the month, as "в мае" and "w maju" are; "may" the verb
        // is never capitalised mid-sentence, and "log in may fail" keeps it.
        let mayAfterPreposition = key == "may" && !nextModifier && i > 0 && Self.englishMonthPrepositions.contains(tokens[i - 1].key)
            && tokens[i].text.first == "M"
        guard !Lexicon.ambiguousMonths.contains(key) || key == "may" && (nextModifier || rangeOfMonths || mayAfterPreposition),
              key.count > 3 || nextModifier || rangeOfMonths || mayAfterPreposition || Self.shortMonthNames.contains(key)
        else { return nil }
        // "March after next", "marzec po następnym": the one a year after the next.
        if !nextModifier, let words = Self.afterNext(at: i + 1, in: tokens) {
            return Match(length: 1 + words, finding: .day(.shifted(.month(month, year: nil), months: 12, days: 0)))
        }
        let hasYear = i + 1 < tokens.count && tokens[i + 1].number != nil && tokens[i + 1].digits == 4
        // "in 2017 april", "в 2027 году в апреле": after its year.
        let afterIn = i > 0 && Self.monthPrepositions.contains(tokens[i - 1].key)
            || i > 0 && tokens[i - 1].kind == .number && tokens[i - 1].digits == 4
            || i > 0 && Self.monthStartOpeners.contains(tokens[i - 1].key)
            || i > 1 && tokens[i - 2].key == "as" && tokens[i - 1].key == "of"
        guard nextModifier || hasYear || afterIn || rangeOfMonths || isTimeContext(tokens, before: i) || key.hasSuffix("е") || key.hasSuffix("u")
                || isAlone(i, in: tokens)
        else { return nil }
        if start > i { start = i }
        var length = i - start + 1
        var year: Int?
        if hasYear {
            year = tokens[i + 1].number
            length += 1
        }
        return Match(length: length, finding: .day(.month(month, year: year)),
                     warning: .onlyMonth(month))
    }

    /// Whether the month word at `i` opens ("from May to", "between August and", "May to") or
    /// closes ("from May to October", "between August and October") a range whose other end is a
    /// month too.
    static func isEndOfRangeOfMonths(_ i: Int, in tokens: [Token]) -> Bool {
        func word(_ k: Int) -> Key? { k >= 0 && k < tokens.count ? tokens[k].key : nil }
        func isMonth(_ k: Int) -> Bool { word(k).map { Lexicon.months[$0] != nil } ?? false }
        if let after = word(i + 1), monthRangeClosers.contains(after), isMonth(i + 2),
           word(i - 1).map({ monthRangeOpeners.contains($0) }) ?? true || after != "and" {
            return true
        }
        if let before = word(i - 1), monthRangeClosers.contains(before), isMonth(i - 2), let opener = word(i - 3),
           monthRangeOpeners.contains(opener) {
            return true
        }
        return false
    }

    /// Before a month alone that is a date: "in March", "до марта", "do marca".
    static let monthPrepositions: KeySet = ["in", "during", "в", "w", "до", "к", "ко", "by", "until", "do"]
    /// The English ones, before which a capitalised "May" is the month.
    static let englishMonthPrepositions: KeySet = ["in", "during", "by", "until"]
    /// "every 3 months starting January", "as of December": a start said with its month alone.
    static let monthStartOpeners: KeySet = ["starting", "beginning"]
    static let monthRangeOpeners: KeySet = ["from", "between", "с", "od", "między", "miedzy"]
    static let monthRangeClosers: KeySet = ["to", "and", "through", "thru", "till", "until", "-", "–", "по", "до", "i", "do"]

    /// Month names that are whole words of three letters.
    static let shortMonthNames: KeySet = ["май", "мая", "мае", "маю"]

    /// Whether the word at `i` is all the utterance says, punctuation aside ("March", "sat.").
    func isAlone(_ i: Int, in tokens: [Token]) -> Bool {
        for (index, token) in tokens.enumerated() where index != i && token.kind != .symbol { return false }
        return true
    }

    /// "в полдесятого" = 9:30 (and 21:30 in the evening).
    func halfPast(at i: Int, in tokens: [Token]) -> Match? {
        let key = tokens[i].key
        guard key.text.utf8.starts(with: "пол".utf8), let next = Lexicon.halfPastOrdinals[Key(String(key.text.dropFirst(3)))] else { return nil }
        let hour = next == 1 ? 12 : next - 1
        return Match(length: 1, finding: .time(.ambiguous(hour: hour, minute: 30)))
    }
}
