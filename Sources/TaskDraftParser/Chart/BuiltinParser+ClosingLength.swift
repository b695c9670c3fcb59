import TaskDraftKit

extension BuiltinParser {
    /// A length in words that closes the sentence right after a day or a time ("Write report
    /// friday 2 hours", "start monday wait until friday 2 hours", "Написать отчёт в пятницу 2
    /// часа", "Napisać raport w piątek 2 godziny") is how long the work takes, as "2h" there is.
    /// Elsewhere a bare count of hours stays the title's ("Read 2 hours", "Sleep 8 hours"): only
    /// after the sentence has said when is the length its own field.
    func closingLength(at i: Int, in tokens: [Token]) -> Reading? {
        guard i > 0, i + 2 == tokens.count || i + 3 == tokens.count && tokens[i + 2].isSymbol("."),
              tokens[i].kind == .number, tokens[i].spaced, let count = tokens[i].number, (1...99).contains(count),
              tokens[i - 1].kind == .word, Self.saysADay(tokens[i - 1].key),
              let unit = Lexicon.units[tokens[i + 1].key], unit == .hour || unit == .minute, tokens[i + 1].spaced else { return nil }
        return Edge.estimate(Duration(seconds: Int64(count) * unit.seconds)).map { Reading(length: 2, value: $0.value) }
    }

    /// A day's own word, not a preposition ("в 15 часов", "until 2 hours" are something else).
    private static func saysADay(_ key: Key) -> Bool {
        Lexicon.weekdays[key] != nil || Lexicon.relativeDays[key] != nil || Lexicon.months[key] != nil || Lexicon.partsOfDay[key] != nil
    }
}
