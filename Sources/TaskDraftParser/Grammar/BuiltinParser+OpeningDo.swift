import TaskDraftKit

/// "Do" opening a sentence is the English verb or the Polish "until". Capitalised before an
/// English word that names a day ("Do first thing tomorrow", "Do Friday", "Do laundry tomorrow")
/// it is the verb and stays in the title, as "Call" would; before a Polish word or a date
/// ("Do piątku zrobić raport", "Do jutra", "Do 20 grudnia") it is "until" and goes with the day.
extension BuiltinParser {
    /// Whether the first token is the English verb "do" where a date after it would take it as
    /// its preposition.
    static func opensWithTheVerbDo(_ tokens: [Token]) -> Bool {
        guard tokens.count > 1, tokens[0].kind == .word, tokens[0].key == "do", tokens[0].text.first?.isUppercase == true,
              tokens[1].kind == .word else { return false }
        return englishDayWords.contains(tokens[1].key)
    }

    /// The English words that begin a day's reading, which the Polish "do" never governs: its
    /// day is in the genitive ("piątku", "jutra", "pierwszego", "maja"). The weekdays and months
    /// are the lexicon's English ones, abbreviations too ("Do Fri report", "Do Jan review").
    static let englishDayWords: KeySet = LexiconSource.words(
        ["first", "today", "tonight", "tomorrow", "next", "this"]
        + LexiconSource.englishWeekdays.flatMap(\.1) + LexiconSource.englishMonths.flatMap(\.1))
}
