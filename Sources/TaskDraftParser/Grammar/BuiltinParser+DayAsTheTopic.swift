import TaskDraftKit

extension BuiltinParser {
    /// The tokens of a weekday or a month that is what the words are about, kept in the title
    /// with no date: "Ask Will about Monday", "Talk about next Friday", "Ask about March",
    /// "Спросить Васю про понедельник", "Поговорить о понедельнике", "Zapytać Wojtka o
    /// poniedziałek" say what to ask or talk about, as "Talk about the weekend" does
    /// (`weekendObjectLength`); the day a task is done on is said with a preposition of time
    /// ("Talk to Bob about the budget on Monday", "Porozmawiać o budżecie w poniedziałek"), and
    /// "about" after one is its hedge ("by about Friday"). At the day, or at the modifier that
    /// picks it ("next", "this", "следующий"), which is kept with it; nil elsewhere, and where a
    /// number follows the day (a date: "about March 5").
    func dayAsTheTopicLength(at i: Int, in tokens: [Token]) -> Int? {
        guard i >= 2, tokens[i - 1].kind == .word, Self.topicPrepositions.contains(tokens[i - 1].key),
              tokens[i - 2].kind == .word, !Lexicon.datePrepositions.contains(tokens[i - 2].key),
              Lexicon.fieldWords.longestMatch(tokens, at: i - 2) == nil else { return nil }
        var k = i
        if k + 1 < tokens.count, Lexicon.nextModifiers.contains(tokens[k].key) || Lexicon.thisModifiers.contains(tokens[k].key)
            || Lexicon.lastModifiers.contains(tokens[k].key) {
            k += 1
        }
        guard tokens[k].kind == .word, Lexicon.weekdays[tokens[k].key] != nil || Lexicon.months[tokens[k].key] != nil,
              !(k + 1 < tokens.count && tokens[k + 1].kind == .number) else { return nil }
        return k + 1 - i
    }

    /// The prepositions that say what words are about: English "about", Russian "про", "о",
    /// "об", Polish "o" (which says an hour only before its number: "o 15").
    static let topicPrepositions: KeySet = ["about", "regarding", "про", "о", "об", "o"]
}
