import TaskDraftKit

/// The end of a month named by name: "by the end of May", "к концу марта", "do końca kwietnia",
/// "в конце мая 2027". A deadline at the end of the month's last day's working hours, as "end of
/// the month" is for this one.
extension BuiltinParser {
    func monthEnd(at i: Int, in tokens: [Token]) -> Match? {
        guard let opener = Lexicon.monthEndOpeners.longestMatch(tokens, at: i) else { return nil }
        var length = opener.length
        guard i + length < tokens.count, tokens[i + length].kind == .word, let month = Lexicon.months[tokens[i + length].key]
        else { return nil }
        length += 1
        var year: Int?
        if i + length < tokens.count, let y = tokens[i + length].number, tokens[i + length].digits == 4 {
            year = y
            length += 1
            if i + length < tokens.count, Self.isYearWord(tokens[i + length]) {
                length += 1
                if i + length < tokens.count, tokens[i + length].isSymbol("."), !tokens[i + length].spaced { length += 1 }
            }
        }
        return Match(length: length, finding: .periodEndDeadline(.lastDayOfMonth(month: month, year: year)))
    }
}

extension LexiconSource {
    /// Words before a month's name that mean its end.
    static let monthEndOpeners: PhraseTable<Bool> = {
        let phrases = ["end of", "the end of", "by the end of", "by end of", "at the end of", "towards the end of",
                       "toward the end of", "до конца", "к концу", "в конце", "под конец", "do końca", "na koniec", "pod koniec",
                       "z końcem", "końcem"]
        return PhraseTable(phrases.flatMap { [$0, plainLetters($0)] }.map { .init($0, true) })
    }()
}
