import TaskDraftKit

extension BuiltinParser {
    /// The tokens of a weekend named by the kind it is, kept whole in the title: "weekend majowy",
    /// "majowy weekend", "długi weekend", "the long weekend", "майские выходные", "длинные
    /// выходные" are holidays' long weekends whose days the words do not say, where the bare
    /// weekend was read out of them and the adjective left behind ("Kupić bilety majowy"). At the
    /// name's first word, or at a preposition (and "the") before it, whose words are kept with it;
    /// nil elsewhere.
    func namedWeekendLength(at i: Int, in tokens: [Token]) -> Int? {
        func isWord(_ k: Int, in set: KeySet) -> Bool { k < tokens.count && tokens[k].kind == .word && set.contains(tokens[k].key) }
        var k = i
        if Lexicon.datePrepositions.contains(tokens[k].key) || tokens[k].key == "the" {
            k += 1
            if isWord(k, in: ["the"]) { k += 1 }
        }
        if isWord(k, in: Self.weekendKinds), isWord(k + 1, in: Self.weekendNouns) { return k + 2 - i }
        if isWord(k, in: Self.weekendNouns), isWord(k + 1, in: Self.weekendKindsAfter) { return k + 2 - i }
        return nil
    }

    /// The tokens of a weekend whose kind the task's first word says, the whole task a noun
    /// phrase: "Work weekend", "Family weekend", "Ski weekend in the Alps", "Rodzinny weekend",
    /// "Pracujący weekend" name the weekend as "Plan weekend" acts on it, and are no date, where
    /// the weekend was read out of them and "Work", "Rodzinny" were left ("Рабочие выходные",
    /// Russian's bare "выходные", was already no date). A verb after it, with or without a comma,
    /// makes the weekend that verb's time ("Laundry weekend, call mom"), as in "Weekend call mom".
    /// At the first word; nil elsewhere.
    func kindOfWeekendLength(at i: Int, in tokens: [Token]) -> Int? {
        // A verb first is `weekendObjectLength`'s ("Plan weekend", "Take weekend of Thanksgiving off").
        guard i == 0, tokens.count >= 2, isContentWord(at: 0, in: tokens), !SplitLexicon.isVerb(tokens[0].key), tokens[1].spaced,
              Self.weekendObjectNouns.contains(tokens[1].key) else { return nil }
        let next = tokens.count > 2 && tokens[2].key == "," ? 3 : 2
        if next < tokens.count, SplitLexicon.englishVerbs.contains(tokens[next].key) { return nil }
        return 2
    }

    /// Adjectives that make a weekend a holiday's long one, before the noun.
    static let weekendKinds: KeySet = [
        "majowy", "majowego", "majowym", "długi", "długiego", "długim", "dlugi", "dlugiego", "dlugim", "long",
        "майские", "майских", "майским", "длинные", "длинных", "длинным",
    ]
    /// Those Polish puts after the noun ("weekend majowy", "na weekendzie majowym").
    static let weekendKindsAfter: KeySet = ["majowy", "majowego", "majowym"]
}
