import TaskDraftKit

/// Periods named by a modifier: "next week", "в этом месяце", "poprzedniego roku", "the
/// following quarter", "w kolejnym roku". The modifier agrees with the noun in gender and
/// case, so each language's tables hold every form of both (`LexiconSource.forms`), and one
/// rule reads them all.
extension BuiltinParser {
    /// The endings of a Russian modifier in the nominative or accusative plural.
    static let russianPluralEndings = ["ие", "ые"]

    func namedPeriod(at i: Int, in tokens: [Token]) -> Match? {
        guard i + 1 < tokens.count else { return nil }
        let key = tokens[i].key
        // "this coming week", "the upcoming month": "this" or "the" adds nothing to the word after it.
        if key == "the" || Lexicon.thisModifiers.contains(key), Lexicon.comingModifiers.contains(tokens[i + 1].key),
           let period = namedPeriod(at: i + 1, in: tokens) {
            return Match(length: period.length + 1, finding: period.finding)
        }
        // "next decade", "last decade", "в следующем десятилетии": ten years on or back.
        if case (.year, 10)? = Lexicon.durationShortUnits[tokens[i + 1].key] {
            if Lexicon.nextModifiers.contains(key) { return Match(length: 2, finding: .day(.relativeYears(10))) }
            if Lexicon.lastModifiers.contains(key) {
                return Match(length: 2, finding: .day(.shifted(.relative(days: 0), months: -120, days: 0)))
            }
            return nil
        }
        // "next working week", "на следующей рабочей неделе", "w następnym tygodniu roboczym": a
        // week said as its working days is the week.
        var length = 2
        if Lexicon.workingWords.contains(tokens[i + 1].key), i + 2 < tokens.count, Lexicon.periodNouns[tokens[i + 2].key] == .week {
            length = 3
        } else if Self.workweekNouns.contains(tokens[i + 1].key) {
            return weekNamedBy(key).map { Match(length: 2, finding: .day($0)) }
        }
        guard let unit = Lexicon.periodNouns[tokens[i + length - 1].key] else { return nil }
        // "ближайшие недели", "следующие недели": a modifier in the plural names weeks, no one
        // week ("недели" is the plural too); a vague horizon, `Edge.isVagueHorizon`.
        if Self.russianPluralEndings.contains(where: key.text.hasSuffix) { return nil }
        if unit == .week, length == 2, i + 2 < tokens.count, Lexicon.workingWords.contains(tokens[i + 2].key) { length = 3 }
        // "ten" is also a count in English: "a ten year plan" names no period.
        if Self.englishPeriodNouns.contains(tokens[i + 1].key), !Self.englishPeriodModifiers.contains(key) { return nil }
        let spec: DaySpec
        // "the coming week", "w nadchodzącym tygodniu", "в наступающем году" are the next one,
        // though "this coming Friday" is this week's.
        let coming = Lexicon.upcomingWords.contains(key) || Lexicon.comingModifiers.contains(key)
        if Lexicon.thisModifiers.contains(key), !coming {
            switch unit {
            case .week: spec = .endOfWeek
            case .month: spec = .endOfMonth
            case .quarter: spec = .endOfQuarter
            case .year: spec = .endOfYear
            default: return nil
            }
        } else if Lexicon.nextModifiers.contains(key) || coming {
            switch unit {
            case .week: spec = .nextWeek
            case .month: spec = .nextMonth
            case .quarter: spec = .nextQuarter
            case .year: spec = .relativeYears(1)
            default: return nil
            }
        } else if Lexicon.lastModifiers.contains(key) {
            switch unit {
            case .week: spec = .lastWeek
            case .month: spec = .lastMonth(1)
            case .quarter: spec = .lastQuarter
            case .year: spec = .lastYear
            default: return nil
            }
        } else {
            return nil
        }
        return Match(length: length, finding: .day(spec))
    }

    private func weekNamedBy(_ modifier: Key) -> DaySpec? {
        let coming = Lexicon.upcomingWords.contains(modifier) || Lexicon.comingModifiers.contains(modifier)
        if Lexicon.thisModifiers.contains(modifier), !coming { return .endOfWeek }
        if Lexicon.nextModifiers.contains(modifier) || coming { return .nextWeek }
        if Lexicon.lastModifiers.contains(modifier) { return .lastWeek }
        return nil
    }

    static let workweekNouns: KeySet = ["workweek", "work-week"]

    /// "the week after next", "неделя после следующей", "tydzień po następnym": the week two on
    /// from this one.
    func weekAfterNext(at i: Int, in tokens: [Token]) -> Match? {
        guard Lexicon.periodNouns[tokens[i].key] == .week, let words = Self.afterNext(at: i + 1, in: tokens) else { return nil }
        return Match(length: 1 + words, finding: .day(.week(startingOn: .weekdayOfWeek(.monday, weeks: 2))))
    }

    static let englishPeriodNouns: KeySet = ["week", "week's", "wk", "month", "month's", "mo", "quarter", "qtr", "year", "year's",
                                             "yr"]
    static let englishPeriodModifiers: KeySet = ["this", "next", "last", "previous", "past", "prior", "following", "coming", "upcoming",
                                                 "current", "present"]

    /// How many weeks from this one a day that names a week is: "this week" 0, "next week" 1,
    /// "last week" -1, "за tydzień" (a week from today) 1.
    static func weeksAhead(_ spec: DaySpec) -> Int? {
        switch spec {
        case .endOfWeek: return 0
        case .nextWeek: return 1
        case .lastWeek: return -1
        case .relativeWeeks(let n): return n
        default: return nil
        }
    }
}

extension LexiconSource {
    /// "working" before a week: "next working week", "на следующей рабочей неделе".
    static let workingWords: KeySet = LexiconSource.words(["working", "work", "business", "рабочая", "рабочую", "рабочей",
                                                           "рабочий", "roboczy", "roboczego", "roboczym"])
}
