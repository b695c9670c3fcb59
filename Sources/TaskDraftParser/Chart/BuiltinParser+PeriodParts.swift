import TaskDraftKit

/// A part of a named year or month: "early 2027", "mid-2027", "mid-October", "mid-month", "the middle of 2000", "late
/// March", "the beginning of May", "end of March", "в начале марта", "в середине 2027 года",
/// "pod koniec marca", "na początku 2027". A year's parts are its thirds (January–April,
/// May–August, September–December), a month's its first ten days, the ten after, and the
/// rest: the task starts on the part's first day and is due on its last; a part of this period
/// said bare ("в начале года", "the middle of the month") is the next period's once its whole
/// window is past. "The end of" a period is a deadline, as "end of month" is: due at the end of
/// its last working day, with no start; so is "by the beginning of" one, "к началу", due on
/// its first day.
extension BuiltinParser {
    enum PeriodPart: Sendable { case early, middle, late, end }

    func periodPart(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        var k = at(0)?.key == "the" ? 1 : 0
        // "pod koniec", "под конец", "z końcem": a preposition no other rule takes, said only
        // with these part words.
        if k == 0, let lead = at(0), let taken = Self.periodPartLeads[lead.key], let next = at(1), taken.contains(next.key) { k = 1 }
        guard let word = at(k) else { return nil }
        // "BOM", "the BOY": the beginning of this month or year, written short (in capitals: "the
        // boy" is a boy). Business shorthand for the period's first days as a point of reference,
        // it stays this period's once they are past, where a part said in words rolls on.
        if let unit = Lexicon.beginningAbbreviations[word.key], word.text.allSatisfy(\.isUppercase) {
            return Match(length: k + 1, finding: Self.finding(.early, of: unit, shift: 0, today: context.today))
        }
        if k == 0, let joined = hyphenatedPart(word, at: i, in: tokens, context: context) { return joined }
        let part: PeriodPart
        if let said = Lexicon.periodPartWords[word.key] {
            // "the beginning of", "в начале", "na początku": the noun, then "of" in English.
            part = said
            k += 1
            if Self.englishPartNouns.contains(word.key) {
                guard at(k)?.key == "of" else { return nil }
                k += 1
                if at(k)?.key == "the" { k += 1 }
            }
        } else if let said = Self.periodPartAdjectives[word.key], k == 0 {
            // "early 2027", "mid-March", "late May".
            part = said
            k += 1
            if at(k)?.isSymbol("-") == true, at(k)?.spaced == false { k += 1 }
            // "early in the year", "late in the month": this period's part, said bare.
            if at(k)?.key == "in", at(k + 1)?.key == "the", let noun = at(k + 2), let unit = Self.periodNouns[noun.key] {
                return Match(length: k + 3, finding: Self.finding(part, ofBare: unit, today: context.today))
            }
        } else {
            return nil
        }
        guard let target = at(k) else { return nil }
        // "к началу следующего месяца", "by the start of January": it must be done when the
        // period starts, where "в начале" and "at the beginning of" name its first days.
        let byItsStart = part == .early && i > 0 && Self.startDeadlineLeads[tokens[i - 1].key]?.contains(word.key) == true
        // "the end of next week", "the beginning of this month", "в начале следующей недели",
        // "pod koniec tego miesiąca", "конец следующего квартала", "the beginning of the year": a
        // part of a week, month, quarter or year counted from this one.
        if let shift = Self.periodShifts[target.key], let noun = at(k + 1), let unit = Self.periodNouns[noun.key] {
            let window = Self.finding(part, of: unit, shift: shift, today: context.today)
            return Match(length: k + 2, finding: byItsStart ? Self.firstDay(of: window) : window)
        }
        // "mid month", "mid-year": this one's middle, as "в середине месяца" is.
        if part == .middle, Self.periodPartAdjectives[word.key] != nil, let unit = Self.periodNouns[target.key] {
            return Match(length: k + 1, finding: Self.finding(part, ofBare: unit, today: context.today))
        }
        // "the beginning of the month"; "beginning of year", "в начале месяца", "na początku roku"
        // (not the end: "end of month" is a deadline its own phrase reads).
        if k > 0, let before = at(k - 1), before.key == "the" || part != .end
            && (before.key == "of" || Lexicon.periodPartWords[before.key] != nil && !Self.englishPartNouns.contains(before.key)
                && !Self.partWordsOfACountedPeriod.contains(before.key)),
           let unit = Self.periodNouns[target.key] {
            return Match(length: k + 1, finding: Self.finding(part, ofBare: unit, today: context.today))
        }
        if let year = target.number, target.digits == 4, (1000...2999).contains(year) {
            var length = k + 1
            if Self.isYearWord(at(length)) { length += 1 }
            let window = Self.finding(part, ofYear: year)
            return Match(length: length, finding: byItsStart ? Self.firstDay(of: window) : window)
        }
        guard target.kind == .word, let month = Lexicon.months[target.key] else { return nil }
        return monthPart(part, month: month, length: k + 1, byItsStart: byItsStart, at: i, in: tokens, context: context)
    }

    /// `part` of `month`, said in the `length` tokens from `i`, with the year that may follow;
    /// `byItsStart`, the month's first day, this year's or next year's once it has passed.
    private func monthPart(_ part: PeriodPart, month: Int, length said: Int, byItsStart: Bool = false, at i: Int,
                           in tokens: [Token], context: ReadingContext) -> Match {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        var length = said
        var year: Int?
        if let y = at(length)?.number, at(length)!.digits == 4, (1000...2999).contains(y) {
            year = y
            length += 1
            if Self.isYearWord(at(length)) { length += 1 }
        }
        if byItsStart {
            let y = DayResolver.rolledYear(year, today: context.today) { CivilDate(year: $0, month: month, day: 1) }
            return Match(length: length, finding: .day(.date(month: month, day: 1, year: y)))
        }
        return Match(length: length, finding: Self.finding(part, ofMonth: month, year: year, today: context.today))
    }

    /// "mid-October", "late-May", "mid-month": the adjective and the month, or the middle and
    /// the period, written as one hyphenated word, which the tokens keep whole.
    private func hyphenatedPart(_ word: Token, at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        let text = word.key.text
        guard word.kind == .word, text.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
        guard pieces.count == 2, let part = Self.periodPartAdjectives[Key(pieces[0])] else { return nil }
        let period = Key(pieces[1])
        if part == .middle, let unit = Self.periodNouns[period] {
            return Match(length: 1, finding: Self.finding(part, ofBare: unit, today: context.today))
        }
        guard let month = Lexicon.months[period] else { return nil }
        return monthPart(part, month: month, length: 1, at: i, in: tokens, context: context)
    }

    /// A decade or a century: "the 1990s", "1990's", "the 21st century". It starts on its first
    /// day and ends on its last; one before the dates a task may have ("15th century") is kept in
    /// the title as a name of a time, not read as a day of the month.
    func decadeOrCentury(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let k = tokens[i].key == "the" ? 1 : 0
        guard let number = at(k), let n = number.number else { return nil }
        func span(_ first: Int, _ last: Int, length: Int) -> Match {
            guard first >= SupportedDates.first.year, last <= SupportedDates.last.year else {
                return Match(length: length, finding: .keep)
            }
            return Match(length: length, finding: .interval(start: Moment(day: .date(month: 1, day: 1, year: first)),
                                                            end: Moment(day: .date(month: 12, day: 31, year: last))))
        }
        if number.digits == 4, n % 10 == 0, (1000...2990).contains(n), let s = at(k + 1) {
            if s.key == "s", !s.spaced || at(k + 2).map({ $0.kind == .symbol }) ?? true {
                return span(n, n + 9, length: k + 2)
            }
            if s.isSymbol("'") || s.isSymbol("’"), !s.spaced, at(k + 2)?.key == "s", at(k + 2)?.spaced == false {
                return span(n, n + 9, length: k + 3)
            }
        }
        let suffix = ordinalSuffixLength(after: i + k, in: tokens)
        if number.digits <= 2, suffix > 0, (1...30).contains(n), at(k + 1 + suffix)?.key == "century" {
            return span((n - 1) * 100, (n - 1) * 100 + 99, length: k + 2 + suffix)
        }
        return nil
    }

    static func finding(_ part: PeriodPart, ofYear year: Int) -> Finding {
        func span(_ first: Int, _ last: Int) -> Finding {
            .interval(start: Moment(day: .date(month: first, day: 1, year: year)),
                      end: Moment(day: .lastDayOfMonth(month: last, year: year)))
        }
        switch part {
        case .early: return span(1, 4)
        case .middle: return span(5, 8)
        case .late: return span(9, 12)
        case .end: return .periodEndDeadline(.date(month: 12, day: 31, year: year))
        }
    }

    /// Without a year, this year's part, or next year's once it is over.
    static func finding(_ part: PeriodPart, ofMonth month: Int, year: Int?, today: CivilDate) -> Finding {
        if part == .end { return .periodEndDeadline(.lastDayOfMonth(month: month, year: year)) }
        func days(in year: Int) -> (Int, Int) {
            let last = CivilDate.daysIn(month: month, year: year)
            switch part {
            case .early: return (1, 10)
            case .middle: return (11, 20)
            default: return (21, last)
            }
        }
        let y = DayResolver.rolledYear(year, today: today) { CivilDate(year: $0, month: month, day: days(in: $0).1) }
        let (first, last) = days(in: y)
        return .interval(start: Moment(day: .date(month: month, day: first, year: y)),
                         end: Moment(day: .date(month: month, day: last, year: y)))
    }

    /// A part of this week, quarter or year said bare: the next one's once its whole window is
    /// past ("в начале года" said in December is January–April of next year); a window still
    /// open stays. A month's stays this month's: the public corpora read "the beginning of the
    /// month" on the 12th as this month's 1st, and which reading a planner wants is undecided.
    static func finding(_ part: PeriodPart, ofBare unit: LexiconSource.Unit, today: CivilDate) -> Finding {
        let this = finding(part, of: unit, shift: 0, today: today)
        guard unit != .month, case .interval(_, let end) = this, let last = end.day?.windowDate, last < today else { return this }
        return finding(part, of: unit, shift: 1, today: today)
    }

    /// The first day of a part's window, where the part is said as a deadline ("к началу").
    static func firstDay(of window: Finding) -> Finding {
        guard case .interval(let start, _) = window, let day = start.day else { return window }
        return .day(day)
    }

    /// A part of the week, month or year `shift` periods from this one. A week's parts are Monday
    /// and Tuesday, Wednesday, Thursday and Friday; its end is a deadline on Friday, as a month's
    /// or year's end is on its last working day.
    static func finding(_ part: PeriodPart, of unit: LexiconSource.Unit, shift: Int, today: CivilDate) -> Finding {
        func day(_ date: CivilDate) -> DaySpec { .date(month: date.month, day: date.day, year: date.year) }
        func span(_ first: CivilDate, _ last: CivilDate) -> Finding {
            .interval(start: Moment(day: day(first)), end: Moment(day: day(last)))
        }
        switch unit {
        case .week:
            let monday = today.startOfWeek.adding(days: 7 * shift)
            switch part {
            case .early: return span(monday, monday.adding(days: 1))
            case .middle: return span(monday.adding(days: 2), monday.adding(days: 2))
            case .late: return span(monday.adding(days: 3), monday.adding(days: 4))
            case .end: return .dayTime(day(monday.adding(days: 4)), .named("workday-end"))
            }
        case .month:
            let first = CivilDate(year: today.year, month: today.month, day: 1).adding(months: shift)
            return finding(part, ofMonth: first.month, year: first.year, today: today)
        case .quarter:
            let first = today.quarterStart.adding(months: 3 * shift)
            return finding(part, ofQuarterFrom: first)
        default:
            return finding(part, ofYear: today.year + shift)
        }
    }

    /// A part of the quarter that starts on `first`: its parts are its months, as a year's are
    /// its thirds, and its end is a deadline on its last working day.
    static func finding(_ part: PeriodPart, ofQuarterFrom first: CivilDate) -> Finding {
        let month: CivilDate
        switch part {
        case .end:
            let last = first.adding(months: 2)
            return .periodEndDeadline(.lastDayOfMonth(month: last.month, year: last.year))
        case .early: month = first
        case .middle: month = first.adding(months: 1)
        case .late: month = first.adding(months: 2)
        }
        return .interval(start: Moment(day: .date(month: month.month, day: 1, year: month.year)),
                         end: Moment(day: .lastDayOfMonth(month: month.month, year: month.year)))
    }

    /// "this", "next", "last" before a period noun, in the forms said after a part word.
    static let periodShifts: KeyTable<Int> = [
        "this": 0, "current": 0, "next": 1, "coming": 1, "following": 1, "last": -1, "past": -1, "previous": -1,
        "этой": 0, "этого": 0, "текущей": 0, "текущего": 0, "следующей": 1, "следующего": 1, "будущей": 1,
        "будущего": 1, "прошлой": -1, "прошлого": -1, "предыдущей": -1, "предыдущего": -1,
        "tego": 0, "bieżącego": 0, "biezacego": 0, "przyszłego": 1, "przyszlego": 1, "następnego": 1,
        "nastepnego": 1, "zeszłego": -1, "zeszlego": -1, "ubiegłego": -1, "ubieglego": -1, "poprzedniego": -1,
    ]
    /// A week, a month, a quarter or a year, in the forms said after a part word ("of the week",
    /// "недели", "miesiąca", "kwartału").
    static let periodNouns: KeyTable<LexiconSource.Unit> = [
        "week": .week, "month": .month, "quarter": .quarter, "year": .year, "недели": .week, "месяца": .month,
        "квартала": .quarter, "года": .year, "tygodnia": .week, "miesiąca": .month, "miesiaca": .month,
        "kwartału": .quarter, "kwartalu": .quarter, "roku": .year,
    ]

    /// Prepositions taken with the part words after them ("pod koniec przyszłego miesiąca").
    static let periodPartLeads: KeyTable<KeySet> = [
        "pod": ["koniec"], "под": ["конец"], "z": ["końcem", "koncem", "początkiem", "poczatkiem"],
    ]
    /// The words before a beginning part word that make it a deadline on the period's first day.
    static let startDeadlineLeads: KeyTable<KeySet> = ["by": ["beginning", "start"], "к": ["началу"]]
    /// "к началу": by the beginning of a period counted from this one ("к началу следующего
    /// месяца"); of the period alone ("к началу месяца") it may be this one's or the next, so it
    /// names none.
    static let partWordsOfACountedPeriod: KeySet = ["началу"]
    /// The English nouns of `LexiconSource.periodPartWords`, which take "of" before the period.
    static let englishPartNouns: KeySet = ["beginning", "start", "middle", "end"]
    /// English adjectives said right before the period.
    static let periodPartAdjectives: KeyTable<PeriodPart> = ["early": .early, "mid": .middle, "late": .late]
}

extension LexiconSource {
    /// Nouns for a part of a period, in the forms said before the period.
    static let periodPartWords: KeyTable<BuiltinParser.PeriodPart> = [
        "beginning": .early, "start": .early, "middle": .middle, "end": .end,
        "начало": .early, "начале": .early, "начала": .early, "середина": .middle, "середине": .middle,
        "середины": .middle, "конец": .end, "конце": .end, "конца": .end, "концу": .end, "началу": .early,
        "początek": .early, "początku": .early, "poczatek": .early, "poczatku": .early, "połowa": .middle,
        "połowie": .middle, "połowy": .middle, "polowie": .middle, "środek": .middle, "środku": .middle,
        "koniec": .end, "końcu": .end, "końca": .end, "koncu": .end, "konca": .end, "końcem": .end, "koncem": .end,
        "początkiem": .early, "poczatkiem": .early,
    ]

    /// "BOM", "BOY": the beginning of the month, of the year.
    static let beginningAbbreviations: KeyTable<LexiconSource.Unit> = ["bom": .month, "boy": .year]
}

private extension DaySpec {
    /// The date a part's window names, its year said.
    var windowDate: CivilDate? {
        switch self {
        case .date(let month, let day, let year?): return CivilDate(year: year, month: month, day: day)
        case .lastDayOfMonth(let month, let year?):
            return CivilDate(year: year, month: month, day: CivilDate.daysIn(month: month, year: year))
        default: return nil
        }
    }
}
