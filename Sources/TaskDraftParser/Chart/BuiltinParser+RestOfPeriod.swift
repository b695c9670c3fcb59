import TaskDraftKit

/// The rest of a period: "the rest of the week", "the remainder of this month", "остаток недели",
/// "resztę tygodnia". It starts today and ends with the period (its last working day for a week,
/// as "this week" does).
extension BuiltinParser {
    func restOfPeriod(at i: Int, in tokens: [Token]) -> Match? {
        guard Self.restWords.contains(tokens[i].key) else { return nil }
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        var k = 1
        if at(k)?.key == "of" { k += 1 }
        if let word = at(k), Self.restDeterminers.contains(word.key) { k += 1 }
        guard let unit = at(k).flatMap({ Lexicon.periodNouns[$0.key] }) else { return nil }
        let end: DaySpec
        switch unit {
        case .week: end = .endOfWeek
        case .month: end = .endOfMonth
        case .quarter: end = .endOfQuarter
        case .year: end = .endOfYear
        default: return nil
        }
        return Match(length: k + 1, finding: .interval(start: Moment(day: .relative(days: 0)), end: Moment(day: end)))
    }

    static let restWords: KeySet = LexiconSource.words(["rest", "remainder", "remaining", "остаток", "остатка", "остатке",
                                                        "reszta", "resztę", "reszty", "reszcie"])
    static let restDeterminers: KeySet = LexiconSource.words(["the", "this", "этой", "этого", "этом", "tego", "tej"])
}
