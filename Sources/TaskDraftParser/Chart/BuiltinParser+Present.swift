import TaskDraftKit

/// The present said as a noun phrase at the end of a range: "from 2010-01-01 till current
/// date", "с 2020 года по настоящее время", "od 2020 do chwili obecnej". It is now, as "till
/// now" is; only after a range's closing word with its opening word before it, since "present
/// day Russia" names no time.
extension BuiltinParser {
    func presentAtRangeEnd(at i: Int, in tokens: [Token]) -> Match? {
        guard i >= 2, Self.presentRangeClosers.contains(tokens[i - 1].key),
              tokens[..<(i - 1)].contains(where: { Self.presentRangeOpeners.contains($0.key) }),
              let (length, _) = Self.presentPhrases.longestMatch(tokens, at: i) else { return nil }
        return Match(length: length, finding: .offset(seconds: 0))
    }

    static let presentRangeClosers: KeySet = ["to", "till", "until", "til", "through", "and", "по", "до", "do"]
    static let presentRangeOpeners: KeySet = LexiconSource.words(["from", "since", "between", "с", "со", "от", "между", "od",
                                                                   "między"])
    static let presentPhrases: PhraseTable<Bool> = PhraseTable([
        "current date", "the current date", "present date", "the present date", "present day", "the present day", "the present",
        "date", "настоящее время", "настоящий момент", "текущий момент", "сей день", "текущую дату",
        "chwili obecnej", "obecnej chwili", "dnia dzisiejszego", "chwili bieżącej",
    ].map { PhraseTable.Entry($0, true) })
}
