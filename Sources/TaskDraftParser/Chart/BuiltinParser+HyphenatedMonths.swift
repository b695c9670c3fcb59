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
