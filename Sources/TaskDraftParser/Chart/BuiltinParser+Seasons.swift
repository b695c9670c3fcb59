import TaskDraftKit

/// Seasons: "this summer", "next winter", "in the fall", "last season", "летом", "этой зимой",
/// "на следующую весну", "to lato", "tej zimy", "jesienią". A season is a span from its first
/// day to its last; one under way starts today (a task does not start in the past).
///
/// Where a season begins follows the language it is named in: Russian names the seasons by
/// whole months (лето is June to August), English and Polish by the solstices and equinoxes
/// ("the first day of summer", "kalendarzowe lato": 21 June; spring 20 March, autumn 23
/// September, winter 21 December).
extension BuiltinParser {
    func season(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        var k = 0
        // "in the summer", "during the fall", "over the winter".
        var preposition = false
        if let word = at(k), Self.seasonPrepositions.contains(word.key) { k += 1; preposition = true }
        if at(k)?.key == "the" { k += 1 }
        var shift = 0
        var modified = false
        if let word = at(k) {
            if Lexicon.nextModifiers.contains(word.key) { shift = 1; modified = true } else if Lexicon.lastModifiers.contains(word.key) {
                shift = -1
                modified = true
            } else if Lexicon.thisModifiers.contains(word.key) || Self.seasonThisWords.contains(word.key) {
                modified = true
            }
        }
        if modified { k += 1 }
        guard let noun = at(k), noun.kind == .word else { return nil }
        let named: (season: Int, months: Bool)?
        if let (season, language) = Lexicon.seasonNames[noun.key] {
            // English seasons, and "lata" (years, or the summer's genitive), need a word that
            // makes them a time: "Spring cleaning", "fall back", "2 lata" are not.
            if language != .russian, !modified, !preposition, language == .english || noun.key == "lata" { return nil }
            if noun.key == "lata", !modified { return nil }
            named = (season, language == .russian)
        } else if Self.seasonNouns.contains(noun.key), modified {
            named = nil
        } else {
            return nil
        }
        let today = context.today
        let months = named?.months ?? (noun.key == "сезон" || noun.key == "сезоне" || noun.key == "сезона")
        // The season that holds today, then the one wanted.
        var current = Self.seasonStart(holding: today, months: months)
        var span: (first: CivilDate, last: CivilDate)
        if let named {
            // This one (under way, or the coming one), the first after today, or the last over.
            let candidates = (today.year - 2...today.year + 1).map { Self.seasonStart(named.season, year: $0, months: months) }
            let first: CivilDate?
            switch shift {
            case 1: first = candidates.first { $0 > today }
            case -1: first = candidates.last { Self.seasonEnd(after: $0, months: months) < today }
            default: first = candidates.first { Self.seasonEnd(after: $0, months: months) >= today }
            }
            guard let first else { return nil }
            span = (first, Self.seasonEnd(after: first, months: months))
        } else {
            // "this season", "next season", "last season": counted from the one under way.
            for _ in 0..<abs(shift) {
                current = shift > 0 ? Self.seasonEnd(after: current, months: months).adding(days: 1)
                    : Self.seasonStart(holding: current.adding(days: -1), months: months)
            }
            span = (current, Self.seasonEnd(after: current, months: months))
        }
        let start = span.first < today && today <= span.last ? today : span.first
        func day(_ d: CivilDate) -> Moment { Moment(day: .date(month: d.month, day: d.day, year: d.year)) }
        return Match(length: k + 1, finding: .interval(start: day(start), end: day(span.last)))
    }

    /// The first day of a season (0 spring … 3 winter) that starts in `year`.
    static func seasonStart(_ season: Int, year: Int, months: Bool) -> CivilDate {
        let starts = months ? [(3, 1), (6, 1), (9, 1), (12, 1)] : [(3, 20), (6, 21), (9, 23), (12, 21)]
        return CivilDate(year: year, month: starts[season].0, day: starts[season].1)
    }

    /// The last day of the season that starts on `first`: the day before the next one starts.
    static func seasonEnd(after first: CivilDate, months: Bool) -> CivilDate {
        for season in 0..<4 where seasonStart(season, year: first.year, months: months) == first {
            let next = season == 3 ? seasonStart(0, year: first.year + 1, months: months)
                : seasonStart(season + 1, year: first.year, months: months)
            return next.adding(days: -1)
        }
        return first
    }

    /// The first day of the season that holds `day`.
    static func seasonStart(holding day: CivilDate, months: Bool) -> CivilDate {
        var latest = seasonStart(3, year: day.year - 1, months: months)
        for season in 0..<4 {
            let first = seasonStart(season, year: day.year, months: months)
            if first <= day { latest = first }
        }
        return latest
    }

    enum SeasonLanguage: Sendable { case english, russian, polish }

    /// "season", "сезон", "sezon": whichever season, counted from the one under way.
    static let seasonNouns: KeySet = ["season", "seasons", "сезон", "сезоне", "сезона", "sezon", "sezonie", "sezonu"]
    static let seasonPrepositions: KeySet = ["in", "during", "over", "for"]
    /// "to lato", "w to lato": the neuter "this" (the modifiers' table has the other genders).
    static let seasonThisWords: KeySet = ["to", "эти"]
}

extension LexiconSource {
    /// Each season's names (0 spring, 1 summer, 2 autumn, 3 winter), with their language.
    static let seasonNames: KeyTable<(Int, BuiltinParser.SeasonLanguage)> = {
        var table = KeyTable<(Int, BuiltinParser.SeasonLanguage)>(minimumCapacity: 64)
        let rows: [(Int, BuiltinParser.SeasonLanguage, [String])] = [
            (0, .english, ["spring"]), (1, .english, ["summer"]), (2, .english, ["autumn", "fall"]), (3, .english, ["winter"]),
            (0, .russian, ["весна", "весну", "весны", "весной", "весне"]), (1, .russian, ["лето", "лета", "летом", "лету"]),
            (2, .russian, ["осень", "осени", "осенью"]), (3, .russian, ["зима", "зиму", "зимы", "зимой", "зиме"]),
            (0, .polish, ["wiosna", "wiosnę", "wiosny", "wiosną", "wiośnie"]), (1, .polish, ["lato", "lata", "latem", "lecie"]),
            (2, .polish, ["jesień", "jesieni", "jesienią"]), (3, .polish, ["zima", "zimę", "zimy", "zimą", "zimie"]),
        ]
        for (season, language, words) in rows {
            for word in words {
                table[Key(word)] = (season, language)
                table[Key(plainLetters(word))] = (season, language)
            }
        }
        return table
    }()
}
