import TaskDraftKit

/// A quarter named by its number: "in Q3", "by the end of Q1", "end of Q2 2027", "1 квартал",
/// "до конца второго квартала", "I kwartał", "w pierwszym kwartale", "do końca drugiego
/// kwartału". The quarter is its three months, this year's or next year's once it is over, as
/// "the third quarter" is; its end is a deadline at the end of its last working day, as "end
/// of the quarter" is for this one. "Q3" alone is as often a name ("the Q3 report") as a date,
/// so it is read only after a preposition or the end's words; "Q&A" and "QA" are words.
extension BuiltinParser {
    func numberedQuarter(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let opener = Lexicon.monthEndOpeners.longestMatch(tokens, at: i)?.length ?? 0
        var k = opener
        if opener > 0, at(k)?.key == "the" { k += 1 }
        guard let first = at(k) else { return nil }
        let n: Int
        if first.key == "q", first.kind == .word, let number = at(k + 1), number.kind == .number, !number.spaced,
           number.digits == 1, let value = number.number {
            // "Q3" alone: only after a preposition or the end's words.
            let before = i > 0 ? tokens[i - 1] : nil
            guard opener > 0 || before.map({ Self.quarterPrepositions.contains($0.key) }) == true else { return nil }
            n = value
            k += 2
        } else {
            if let value = Lexicon.ordinals[first.key] ?? Self.romanQuarters[first.key].flatMap({ first.text.allSatisfy(\.isUppercase) ? $0 : nil }) {
                n = value
            } else if first.kind == .number, first.digits == 1, let value = first.number {
                n = value
            } else {
                return nil
            }
            guard let noun = at(k + 1), Lexicon.periodNouns[noun.key] == .quarter || Lexicon.units[noun.key] == .quarter
            else { return nil }
            k += 2
        }
        guard (1...4).contains(n) else { return nil }
        var year: Int?
        if let y = at(k)?.number, at(k)!.digits == 4, (1000...2999).contains(y) {
            year = y
            k += 1
            if Self.isYearWord(at(k)) { k += 1 }
        }
        if opener > 0 {
            return Match(length: k, finding: .periodEndDeadline(.lastDayOfMonth(month: 3 * n, year: year)))
        }
        return Match(length: k, finding: .day(.quarter(n, year: year)))
    }

    /// "Сдать отчёт за 1 квартал", "за первый квартал", "raport za 1 kwartał", "the report for
    /// Q1", "results for the third quarter", and a half of a year so said ("за второе
    /// полугодие", "za drugie półrocze", "the report for the first half of 2026"): the period
    /// the task is about (a report's period, most often one that is over), not when it is due,
    /// as "отчёт за март" is; the words stay in the title. "За" and "za" before a quarter's number always say so; "for" only after a
    /// noun of an account of a period, since "plan the budget for Q3 2027" is planned for it.
    /// Read from the preposition, which "za" would otherwise start "in one quarter" with; "до",
    /// "by", "in", "w" before the quarter leave it the date.
    func quarterTheTaskIsFor(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        let key = tokens[i].key
        guard key == "за" || key == "za" || key == "for" && i > 0 && Self.accountsOfAPeriod.contains(tokens[i - 1].key),
              i + 1 < tokens.count else { return nil }
        let reading = (tokens[i + 1].key == "q" ? quarterThenYear(at: i + 1, in: tokens) : nil)
            ?? quarter(at: i + 1, in: tokens) ?? numberedQuarter(at: i + 1, in: tokens)
            ?? halfOfYear(at: i + 1, in: tokens, context: context)
        return reading.map { Match(length: 1 + $0.length, finding: .keep) }
    }

    /// Nouns of an account of a period, after which "for" names the period it covers.
    static let accountsOfAPeriod: KeySet = ["report", "reports", "results", "summary", "statement", "statements", "figures",
                                            "numbers", "accounts"]

    /// Words after which "Q3" is the quarter: "in Q3", "by Q3", "до Q3", "w Q3".
    static let quarterPrepositions: KeySet = ["in", "by", "during", "until", "till", "before", "for", "в", "до", "к", "w", "do",
                                              "na", "przed"]
    /// "I kwartał", "IV квартал": a quarter's number in Roman numerals, written in capitals.
    static let romanQuarters: KeyTable<Int> = ["i": 1, "ii": 2, "iii": 3, "iv": 4]
}
