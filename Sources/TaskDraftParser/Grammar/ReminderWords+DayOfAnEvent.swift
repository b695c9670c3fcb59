import TaskDraftKit

/// A near day's adjective after a preposition and before its noun ("for tomorrow's meeting",
/// "до завтрашней встречи", "przed jutrzejszym spotkaniem") is the day of what the noun names,
/// said after it as in "for the meeting tomorrow": the adjective goes, the noun takes its article,
/// and the day's word is said at the end of the text, so the adjective does not take the
/// preposition with it as a day's. One rewrite (`BuiltinParser.sayingTheDayAfterTheEvent`, before
/// `extract` reads the reminder) for the thing a task is for, the event it is due by or starts
/// after, and the event a reminder counts back from.
extension ReminderWords {
    /// The adjective to cut, up to its noun; what the noun takes in its place; the day's word,
    /// with the clock time said between the adjective and the noun; how many days from today,
    /// nil for a weekday's, which may name a day past as well as one ahead.
    struct DayOfAnEvent {
        let cut: Range<String.Index>
        let article: String
        let day: String
        let days: Int?
    }

    /// The near day's adjective after `words[i]`, when that word is one of `prepositions` and the
    /// word after the adjective names a thing; nil where there is none. An English clock time
    /// between them ("before tomorrow's 9am meeting") goes with the day ("before the meeting
    /// tomorrow at 9am").
    static func dayOfAnEvent(_ words: [Word], after i: Int, among prepositions: Set<String>) -> DayOfAnEvent? {
        guard i + 2 < words.count, prepositions.contains(words[i].key),
              let (days, day, article) = dayOfAnAdjective(words[i + 1].key).map({ (Optional($0.days), $0.day, $0.article) })
                ?? dayOfAWeekdaysAdjective(words[i + 1].key).map({ (nil, $0.day, $0.article) }) else { return nil }
        var said = day, noun = i + 2
        if !article.isEmpty, let (length, _) = clock(words, at: noun), noun + length < words.count {
            said += " at " + words[noun..<(noun + length)].map(\.key).joined(separator: " ")
            noun += length
        }
        guard namesAThing(words[noun].key) else { return nil }
        return DayOfAnEvent(cut: words[i + 1].range.lowerBound..<words[noun].range.lowerBound, article: article, day: said, days: days)
    }

    /// Whether a word can be the noun a day's adjective goes with: letters only, no day's
    /// adjective itself ("for tomorrow's 9am", "на завтрашний и послезавтрашний" are left alone),
    /// and not the noun "day", which the lexicon reads with its adjective as that day
    /// ("к завтрашнему дню", "na jutrzejszy dzień", "за час до завтрашнего дня": `saysADayAlone`).
    private static func namesAThing(_ key: String) -> Bool {
        key.allSatisfy(\.isLetter) && dayOfAnAdjective(key) == nil && dayOfAWeekdaysAdjective(key) == nil
            && !dayNouns.contains(key)
    }

    /// The noun "day" in every case its adjective agrees with: the lexicon's, and English's.
    static let dayNouns = Set(["day"] + LexiconSource.dayNounCases.flatMap(\.nouns))

    /// `text` with each of `cuts` (in the text's order) replaced, and `days` said at its end.
    static func rewritten(_ text: String, cutting cuts: [(range: Range<String.Index>, with: String)],
                          sayingAtTheEnd days: [String]) -> String {
        var rest = ""
        var position = text.startIndex
        for (range, replacement) in cuts {
            rest += text[position..<range.lowerBound] + replacement
            position = range.upperBound
        }
        rest += text[position...]
        return days.isEmpty ? rest : ([rest.trimmingWhitespace()] + days).joined(separator: " ")
    }

    /// The day a near day's adjective (a word's `key`) names: how many days from today, the word
    /// that says it alone ("tomorrow's" is "tomorrow", "завтрашней" "завтра", "jutrzejszym"
    /// "jutro"), and what the noun after it takes in its place ("the meeting", "встречи").
    static func dayOfAnAdjective(_ key: String) -> (days: Int, day: String, article: String)? {
        for day in LexiconSource.nearDayAdjectives {
            if key == day.english + "'s" || key == day.english + "s" { return (day.days, day.english, "the ") }
            if key.hasPrefix(day.russianStem) { return (day.days, day.russian, "") }
            if key.hasPrefix(day.polishStem) { return (day.days, day.polish, "") }
        }
        return nil
    }

    /// The weekday a weekday's adjective (a word's `key`) names, as the day's words say it
    /// ("Friday's" is "on Friday", "пятничной" "в пятницу", "piątkowe" "w piątek"), and what the
    /// noun after it takes in its place; nil for any other word, and for the English plural,
    /// which is a repeat ("on Mondays").
    static func dayOfAWeekdaysAdjective(_ key: String) -> (day: String, article: String)? {
        weekdaysAdjectives[key]
    }

    /// Every form of every weekday's adjective (`LexiconSource.weekdayAdjectives`), the Polish
    /// ones also without their diacritics, as the lexicon's words are read.
    private static let weekdaysAdjectives: [String: (day: String, article: String)] = {
        var table: [String: (day: String, article: String)] = [:]
        for day in LexiconSource.weekdayAdjectives {
            table[day.english.lowercased() + "'s"] = ("on " + day.english, "the ")
            for form in LexiconSource.forms([day.russianStem], day.russianEndings) where !day.russianStem.isEmpty {
                table[form] = (day.russian, "")
            }
            for form in LexiconSource.forms([day.polishStem], day.polishEndings) {
                table[form] = (day.polish, "")
                table[LexiconSource.plainLetters(form)] = (day.polish, "")
            }
        }
        return table
    }()

    /// Whether `text` may hold a near day's or a weekday's adjective: it holds one of their
    /// stems, or an English day with its "'s" (and a near day with its "s"; any case). A byte
    /// search, so the sentences without one, nearly all, skip the word split.
    static func mayHoldADaysAdjective(_ text: String) -> Bool {
        holds(anyOf: adjectiveStems, in: text.lowercased())
    }

    /// What every word `dayOfAnAdjective` takes holds, lowercased.
    static let adjectiveStems: [[UInt8]] = {
        var stems: [String] = []
        for day in LexiconSource.nearDayAdjectives {
            stems += [day.russianStem, day.polishStem]
            if !day.english.contains(" ") { stems += [day.english + "'s", day.english + "’s", day.english + "s"] }
        }
        for day in LexiconSource.weekdayAdjectives {
            stems += [day.polishStem, LexiconSource.plainLetters(day.polishStem), day.english.lowercased() + "'s",
                      day.english.lowercased() + "’s"]
            if !day.russianStem.isEmpty { stems.append(day.russianStem) }
        }
        return stems.map { Array($0.utf8) }
    }()
}
