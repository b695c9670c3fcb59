import TaskDraftKit

extension BuiltinParser {
    /// "Jan-Feb", "Nov-Feb 2017", "styczeń-luty": two months written as one hyphenated word, a
    /// range from the first month's first day to the second's last (a year after it is placed
    /// by the composition "a range in a year").
    func hyphenatedMonths(at i: Int, in tokens: [Token]) -> Match? {
        let text = tokens[i].key.text
        guard text.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Lexicon.months[Key(parts[0])], let last = Lexicon.months[Key(parts[1])],
              first != last else { return nil }
        return Match(length: 1, finding: .interval(start: Moment(day: .month(first, year: nil)),
                                                   end: Moment(day: .month(last, year: nil))))
    }
}

extension BuiltinParser {
    /// "Friday-Jun-15", "Fri-June-15": a weekday, its month and its day joined by hyphens, as a
    /// calendar or a booking writes a date: the year it falls on that weekday, as "Fri, Jul 18"
    /// is read, where the line was kept whole in the title. A hyphenated word of a weekday and a
    /// month with no day after it ("Mon-Fri", "Friday-Sunday") is left to the other rules.
    func weekdayJoinedToADate(at i: Int, in tokens: [Token]) -> Match? {
        let text = tokens[i].key.text
        guard text.utf8.contains(UInt8(ascii: "-")), i + 2 < tokens.count, tokens[i + 1].isSymbol("-"), !tokens[i + 1].spaced,
              !tokens[i + 2].spaced, tokens[i + 2].kind == .number, tokens[i + 2].digits <= 2, let day = tokens[i + 2].number else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let weekday = Lexicon.weekdays[Key(parts[0])], let month = Lexicon.months[Key(parts[1])],
              CivilDate.validated(year: 2000, month: month, day: day) != nil,
              !(i + 3 < tokens.count && !tokens[i + 3].spaced && tokens[i + 3].kind != .symbol) else { return nil }
        return Match(length: 3, finding: .day(.dateOnWeekday(month: month, day: day, weekday)))
    }
}
