import TaskDraftKit

extension BuiltinParser {
    /// The tokens of a weekend that is what a verb acts on, kept in the title: "Plan weekend",
    /// "Plan the weekend", "Enjoy our weekend", "Spend the weekend with family", "Talk about the
    /// weekend", "Zaplanować weekend", "Spędzić weekend z rodziną" are about the weekend, not
    /// due on it; a task to do over the weekend says so with a preposition or a word that picks
    /// one ("Plan a trip on the weekend", "Plan this weekend", "Zaplanować wyjazd na weekend"), or
    /// puts the weekend after the verb's object ("Clean garage weekend"); "weekend of
    /// Thanksgiving" is that holiday's weekend after any verb. Russian's bare
    /// "выходные" is no date, whatever is before it. At the noun, or at a determiner before it
    /// (`Lexicon.articlesAndPossessives`: "the", "our", "a"), whose word is kept with it; nil elsewhere.
    func weekendObjectLength(at i: Int, in tokens: [Token]) -> Int? {
        var k = i
        if Lexicon.articlesAndPossessives.contains(tokens[k].key), k + 1 < tokens.count { k += 1 }
        // "Talk about the weekend", "Ask about the weekend": what a verb is about is its object too.
        var verb = i - 1
        if verb > 0, tokens[verb].key == "about" { verb -= 1 }
        guard Self.weekendObjectNouns.contains(tokens[k].key), verb >= 0, tokens[verb].kind == .word,
              SplitLexicon.isVerb(tokens[verb].key) else { return nil }
        // "Take weekend of Thanksgiving off": the weekend a holiday names is a date, whatever acts on it.
        if k + 1 < tokens.count, tokens[k + 1].key == "of" { return nil }
        return k + 1 - i
    }

    /// The spellings of "weekend" English and Polish share as a verb's object (Polish's accusative).
    static let weekendObjectNouns: KeySet = ["weekend", "week-end", "wkend", "wekend"]
}
