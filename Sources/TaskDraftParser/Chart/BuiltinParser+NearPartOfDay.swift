import TaskDraftKit

/// A part of the day said with "next" or "last": "next evening", "the previous morning",
/// "прошлой ночью", "следующим утром", "zeszłego wieczoru", "następnego ranka". The next one is
/// tomorrow's and the last one yesterday's, as "next week" and "last week" are the weeks beside
/// this one. Not "the last evening of the trip": an "of" after it makes "last" the final one.
extension BuiltinParser {
    func nearPartOfDay(at i: Int, in tokens: [Token]) -> Match? {
        guard i + 1 < tokens.count, let part = Lexicon.partsOfDay[tokens[i + 1].key] ?? Lexicon.partsOfDayAfterModifier[tokens[i + 1].key]
        else { return nil }
        let key = tokens[i].key
        let days: Int
        if Lexicon.nextModifiers.contains(key) {
            days = 1
        } else if Lexicon.lastModifiers.contains(key) {
            days = -1
        } else {
            return nil
        }
        if i + 2 < tokens.count, Self.ofWords.contains(tokens[i + 2].key) { return nil }
        return Match(length: 2, finding: .dayTime(.relative(days: days), .named(part)))
    }

    static let ofWords: KeySet = ["of", "in"]
}

extension LexiconSource {
    /// The Polish genitive a part of the day takes after a modifier ("zeszłej nocy"), which
    /// `Lexicon.partsOfDay` does not hold.
    static let partsOfDayAfterModifier: KeyTable<String> = LexiconSource.table([
        ("morning", ["ranka", "poranka"]),
        ("night", ["nocy"]),
    ])
}
