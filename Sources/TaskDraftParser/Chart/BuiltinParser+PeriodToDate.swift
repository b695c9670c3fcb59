import TaskDraftKit

/// A period to date: "year to date", "YTD", "month to date", "с начала года", "с начала месяца",
/// "od początku roku", "od początku miesiąca". It is a span that ends now, as "the last 3 days"
/// is: it starts on the period's first day, and now is no deadline.
extension BuiltinParser {
    func periodToDate(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let unit: LexiconSource.Unit
        let length: Int
        if let short = Self.toDateAbbreviations[tokens[i].key] {
            (unit, length) = (short, 1)
        } else if let noun = Lexicon.periodNouns[tokens[i].key], at(1)?.key == "to", at(2)?.key == "date" {
            (unit, length) = (noun, 3)
        } else if let from = at(1), Self.startOfWords.contains(from.key), Self.fromWords.contains(tokens[i].key),
                  let noun = at(2).flatMap({ Lexicon.periodNouns[$0.key] }) {
            (unit, length) = (noun, 3)
        } else {
            return nil
        }
        let first: DaySpec
        switch unit {
        case .week: first = .weekdayThisWeek(.monday)
        case .month: first = .shifted(.lastMonth(1), months: 1, days: 0)
        case .quarter: first = .shifted(.lastQuarter, months: 3, days: 0)
        case .year: first = .shifted(.lastYear, months: 12, days: 0)
        default: return nil
        }
        return Match(length: length, finding: .startsAt(Moment(day: first)))
    }

    static let toDateAbbreviations: KeyTable<LexiconSource.Unit> = ["ytd": .year, "qtd": .quarter, "mtd": .month, "wtd": .week]
    static let fromWords: KeySet = ["с", "od"]
    static let startOfWords: KeySet = LexiconSource.words(["начала", "początku"])
}
