import TaskDraftKit

extension BuiltinParser {
    /// Whether the English noun "weekend" at `i` says what kind of thing the noun after it is
    /// ("Read the weekend edition", "Pack the weekend bag", "Plan our weekend trip", "Weekend
    /// plans for Saturday"), which is no date. After a preposition or a word that picks a
    /// weekend ("on the weekend", "this weekend", "every weekend") it is the weekend; so it is
    /// when a verb follows it with no determiner before it ("Weekend call mom", "Clean garage
    /// weekend, call mom"), since a task opens with its verb. Russian and Polish put such a word
    /// in an adjective ("выходные данные", "wydanie weekendowe"), which no weekend rule reads.
    func weekendDescribesANoun(at i: Int, in tokens: [Token]) -> Bool {
        guard Self.englishWeekendNouns.contains(tokens[i].key), i + 1 < tokens.count, tokens[i + 1].spaced,
              isContentWord(at: i + 1, in: tokens) else { return false }
        let verbAfter = SplitLexicon.englishVerbs.contains(tokens[i + 1].key)
        guard i > 0 else { return !verbAfter }
        let before = tokens[i - 1]
        guard before.kind == .word, tokens[i].spaced else { return false }
        if Lexicon.determiners.contains(before.key) || before.key.hasSuffix("'s") { return true }
        return !verbAfter && isContentWord(at: i - 1, in: tokens)
    }

    /// The English spellings of the noun in `weekendNouns`.
    static let englishWeekendNouns: KeySet = ["weekend", "week-end", "wkend"]
}
