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

    /// Adjectives that make a weekend a holiday's long one, before the noun.
    static let weekendKinds: KeySet = [
        "majowy", "majowego", "majowym", "długi", "długiego", "długim", "dlugi", "dlugiego", "dlugim", "long",
        "майские", "майских", "майским", "длинные", "длинных", "длинным",
    ]
    /// Those Polish puts after the noun ("weekend majowy", "na weekendzie majowym").
    static let weekendKindsAfter: KeySet = ["majowy", "majowego", "majowym"]
}
