import TaskDraftKit

extension BuiltinParser {
    /// The whole of this week, month, quarter or year, or the rest of it: "all week", "the whole
    /// month", "the rest of the year", "the remainder of this quarter", "всю неделю", "весь месяц", "остаток года", "cały tydzień",
    /// "resztę miesiąca". They name the period under way, as "this week" does: it starts today
    /// and is due at its end.
    func wholePeriod(at i: Int, in tokens: [Token]) -> Match? {
        guard let length = Lexicon.wholeOrRestWords.longestMatch(tokens, at: i).map(\.length), i + length < tokens.count else {
            return nil
        }
        var k = i + length
        if tokens[k].key == "the" || Lexicon.thisModifiers.contains(tokens[k].key), k + 1 < tokens.count { k += 1 }
        let spec: DaySpec
        switch Lexicon.periodNouns[tokens[k].key] {
        case .week?: spec = .endOfWeek
        case .month?: spec = .endOfMonth
        case .quarter?: spec = .endOfQuarter
        case .year?: spec = .endOfYear
        default: return nil
        }
        return Match(length: k + 1 - i, finding: .day(spec))
    }
}

extension LexiconSource {
    /// Words before a period that mean all of it, or what is left of it.
    static let wholeOrRestWords: PhraseTable<Bool> = PhraseTable([
        "all", "the whole", "whole", "the entire", "entire", "rest of", "the rest of", "for the rest of",
        "remainder of", "the remainder of", "for the remainder of", "remaining of", "the remaining of",
        "всю", "весь", "весь этот", "всю эту", "целую", "целый", "остаток", "на остаток",
        "cały", "całą", "przez cały", "przez całą", "resztę", "reszta", "przez resztę",
    ].map { .init($0, true) })
}
