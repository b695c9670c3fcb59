import TaskDraftKit

/// A vocabulary's terms and kept names compiled for the built-in parser: phrase tables matched
/// token by token. Built once when Skills are loaded, or before run time for the shipped files
/// (`ShippedSkills` in TaskDraftModels); read-only afterwards.
public final class VocabularyLexicon: Sendable {
    let terms: PhraseTable<VocabularyTerm>
    let keepNames: PhraseTable<Bool>

    public init(terms: [VocabularyTerm], keepNames: [String]) {
        self.terms = PhraseTable(terms.map { .init($0.term, $0, inflected: true) })
        self.keepNames = PhraseTable(keepNames.map { .init($0, true) })
    }

    /// Tables laid out before run time (the generated shipped Skills).
    package init(termTable: PhraseTable<VocabularyTerm>, keepNameTable: PhraseTable<Bool>) {
        terms = termTable
        keepNames = keepNameTable
    }

    public static let empty = VocabularyLexicon(terms: [], keepNames: [])

    /// The term that starts at token `index`, the longest one, if it changes a draft (a tag, a
    /// priority, a time). The one reading of what a term matches — its words as written, in
    /// order, and a one-word Cyrillic term also inflected — for the built-in parser and for
    /// the cross-check of a model's draft alike, so the two cannot disagree.
    func term(at index: Int, in tokens: [Token]) -> (length: Int, value: VocabularyTerm)? {
        guard let match = terms.longestMatch(tokens, at: index), match.value.hasEffect else { return nil }
        return match
    }

    /// Every term among `text`'s words that changes a draft, wherever it starts: also one
    /// whose words the grammar took for something else.
    public func terms(in text: String) -> [VocabularyTerm] {
        let tokens = Tokenizer.tokenize(text)
        return tokens.indices.compactMap { term(at: $0, in: tokens)?.value }
    }
}
