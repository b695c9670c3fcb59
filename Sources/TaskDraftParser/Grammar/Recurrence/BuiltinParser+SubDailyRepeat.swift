import TaskDraftKit

/// A repeat more often than daily: "every 2 hours", "every 15 minutes", "каждый час", "каждые
/// 2 часа", "co 2 godziny", "co pół godziny", "hourly", "ежечасно", "3 times a day", "три раза
/// в день", "dwa razy dziennie". A task's repeat holds no rule finer than a day
/// (`RecurrenceError`), so none is set: the words stay in the title, where the person sees
/// them, and the draft warns. "3 times a day" is not read as daily either: a daily task would
/// ask for one of the three.
extension BuiltinParser {
    func subDailyRepeat(at i: Int, in tokens: [Token]) -> Match? {
        guard let length = Self.subDailyRepeatLength(at: i, in: tokens) else { return nil }
        return Match(length: length, finding: .keep,
                     warning: .repeatMoreOftenThanDaily(written: written(tokens[i..<(i + length)])))
    }

    private static func subDailyRepeatLength(at i: Int, in tokens: [Token]) -> Int? {
        func key(_ k: Int) -> Key? { k < tokens.count && tokens[k].kind != .symbol ? tokens[k].key : nil }
        func count(_ k: Int) -> Int? {
            if k < tokens.count, let n = tokens[k].number { return n }
            return key(k).flatMap { $0 == "a" || $0 == "an" ? nil : Lexicon.numberWords[$0] }
        }
        let first = tokens[i].key
        if hourlyAdverbs.contains(first) { return 1 }
        if RecurrenceVocabulary.every.contains(first) {
            // "каждый час", "co godzinę", "каждые полчаса": one word for the length.
            if let length = key(i + 1).flatMap({ Lexicon.durationWords[$0] }), length.months == 0, length.days == 0,
               length.seconds > 0 {
                return 2
            }
            // "every hour", "every 2 hours", "co pół godziny", "каждые два часа".
            var k = i + 1
            var n = 1.0
            if let counted = count(k) {
                (n, k) = (Double(counted), k + 1)
            } else if key(k).map(Self.halfWords.contains) == true {
                (n, k) = (0.5, k + 1)
            }
            guard let unit = key(k).flatMap({ Lexicon.units[$0] }), n > 0, n * Double(unit.seconds) < 86_400 else { return nil }
            return k + 1 - i
        }
        // "3 times a day", "twice daily", "два раза в день", "3 razy dziennie", "2x a day".
        var k: Int
        if let times = RecurrenceVocabulary.timesAdverbs[first], times >= 2 {
            k = i + 1
        } else if let n = count(i), n >= 2, let word = key(i + 1), RecurrenceVocabulary.timesWords.contains(word) || word == "x" {
            k = i + 2
        } else {
            return nil
        }
        if let (unit, units) = key(k).flatMap({ Lexicon.recurrenceAdverbs[$0] }), unit == .day, units == 1 { return k + 1 - i }
        guard key(k).map(RecurrenceVocabulary.afterTimes.contains) == true,
              let unit = key(k + 1).flatMap({ Lexicon.recurrenceUnits[$0] }), unit == .day else { return nil }
        return k + 2 - i
    }

    /// "hourly", "ежечасно", "cogodzinnie".
    static let hourlyAdverbs: KeySet = ["hourly", "ежечасно", "cogodzinnie"]
}
