import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// `LongTitle.cut` in characters, as a person counts them: it never splits a character, holds
/// the cut to the scalars' cap too, and traps on nothing a stranger pastes (10,000 characters of
/// words, letters under piles of combining marks, emoji sequences, a sentence of punctuation).
@Suite struct LongTitleCutTests {
    /// The cut is a prefix of the title in whole characters, within the limit, ending on a
    /// letter of a word it kept whole.
    static func expectCut(_ title: String, _ comment: String) -> String? {
        guard let cut = LongTitle.cut(title, limit: TaskDraft.titleLimit) else { return nil }
        #expect(TaskDraft.titleLimit.admits(cut), "\(comment): \(cut.count) characters, \(cut.unicodeScalars.count) scalars")
        #expect(Array(title).starts(with: Array(cut)), "\(comment) split a character or is no prefix")
        #expect(!cut.isEmpty && title.dropFirst(cut.count).first.map { $0.isWhitespace || $0.isPunctuation } == true,
                "\(comment) was cut inside a word")
        return cut
    }

    @Test func tenThousandCharactersOfWordsAreCutAtTheLastSpace() {
        let words = String(repeating: "word ", count: 1_999) + "words"
        #expect(words.count == TaskDraft.maximumWordsLength)
        #expect(Self.expectCut(words, "words") == String(repeating: "word ", count: 39) + "word")
        let draft = BuiltinParser().parse(words, context: ParserFixtures.context(region: "US"))
        #expect(draft.title.count == 199 && draft.notes == words)
    }

    /// Letters under nine combining marks: the 1,600 scalars are reached at 160 characters, and
    /// the cut is at the last space within them.
    @Test func lettersUnderCombiningMarksAreCutWithinTheScalars() {
        let letter = "e" + String(repeating: "\u{301}", count: 9)
        let word = String(repeating: letter, count: 4)
        let sentence = Array(repeating: word, count: 40).joined(separator: " ")
        #expect(sentence.count < TaskDraft.maximumTitleLength)
        let cut = Self.expectCut(sentence, "combining marks")
        #expect(cut == Array(repeating: word, count: 39).joined(separator: " "))
        for language in ["US", "RU", "PL"] {
            let draft = BuiltinParser().parse(sentence, context: ParserFixtures.context(region: language))
            #expect(TaskDraft.titleLimit.admits(draft.title) && draft.notes == sentence, "\(language)")
        }
    }

    /// Nothing to cut at, or nothing left by the cut: the title is left for the check to refuse.
    @Test(arguments: [
        "e" + String(repeating: "\u{301}", count: 20_000),
        "e" + String(repeating: "\u{301}", count: 2_000) + " and more",
        String(repeating: "👩\u{200D}", count: 3_000) + "👩",
        String(repeating: "🇵🇱", count: 300),
        String(repeating: ", ", count: 300),
        String(repeating: " — ", count: 100),
        String(repeating: "ж", count: 201),
    ])
    func whatHasNoCutIsLeftWhole(_ title: String) {
        #expect(LongTitle.cut(title, limit: TaskDraft.titleLimit) == nil, "\(title.prefix(5))")
        let draft = BuiltinParser().parse(title, context: ParserFixtures.context())
        #expect(draft.notes == nil && !draft.warnings.contains(ParserWarning.titleCut(most: TaskDraft.maximumTitleLength)))
    }

    /// Flags and families are characters of many scalars: a sentence of them is cut between
    /// them at a space, never inside one.
    @Test func emojiSequencesAreCutWhole() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        let sentence = Array(repeating: "🇵🇱" + family + "🇷🇺", count: 80).joined(separator: " ")
        let cut = Self.expectCut(sentence, "emoji")
        #expect(cut?.hasSuffix("🇷🇺") == true)
    }
}
