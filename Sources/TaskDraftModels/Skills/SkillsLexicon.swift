import TaskDraftKit

/// Skills vocabulary compiled for the built-in parser: phrase tables matched token by token.
/// Built once when Skills are loaded, or before run time for the shipped files
/// (`ShippedSkills`); read-only afterwards.
public final class SkillsLexicon: Sendable {
    let terms: PhraseTable<Skills.Term>
    let keepNames: PhraseTable<Bool>

    init(terms: [Skills.Term], keepNames: [String]) {
        self.terms = PhraseTable(terms.map { .init($0.term, $0, inflected: true) })
        self.keepNames = PhraseTable(keepNames.map { .init($0, true) })
    }

    init(termTable: PhraseTable<Skills.Term>, keepNameTable: PhraseTable<Bool>) {
        terms = termTable
        keepNames = keepNameTable
    }

    static let empty = SkillsLexicon(terms: [], keepNames: [])
}
