import TaskDraftKit

/// Skills vocabulary compiled for the built-in parser: phrase tables matched token by token.
/// Built once when Skills are loaded; read-only afterwards.
public final class SkillsLexicon: Sendable {
    let terms: PhraseTable<Skills.Term>
    let keepNames: PhraseTable<Bool>

    init(terms: [Skills.Term], keepNames: [String]) {
        let termTable = PhraseTable<Skills.Term>()
        for term in terms { termTable.insert(term.term, term, inflected: true) }
        let keepTable = PhraseTable<Bool>()
        for name in keepNames { keepTable.insert(name, true) }
        self.terms = termTable
        self.keepNames = keepTable
    }

    static let empty = SkillsLexicon(terms: [], keepNames: [])
}
