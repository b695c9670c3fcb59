import TaskDraftKit

/// The parser's reading of a few words, asked what the splitter needs to know: whether they are
/// context only, and which fields a clause names itself. It reads them as a task's words would
/// be read (the same moment, zone and Skills), so "до обеда" is the Skills' lunch time here too.
struct ContextReader {
    let context: ReadingContext
    private let parser = BuiltinParser()

    init(_ context: ReadingContext) { self.context = context }

    /// The words as a context phrase, or nil when a word of a task is left once the parser has
    /// read them, or when they name nothing.
    func phrase(_ text: some StringProtocol) -> ContextPhrase? {
        let words = String(text)
        guard !words.isEmpty else { return nil }
        let analysis = parser.analyze(words, context: context)
        let fields = Self.fields(of: analysis)
        guard !fields.isEmpty, Tokenizer.tokenize(analysis.leftover).allSatisfy({ $0.kind == .symbol }) else {
            return nil
        }
        return ContextPhrase(text: words, fields: fields)
    }

    /// The fields `text` names on its own.
    func fields(_ text: some StringProtocol) -> ContextFields {
        Self.fields(of: parser.analyze(String(text), context: context))
    }

    static func fields(of analysis: BuiltinParser.Analysis) -> ContextFields {
        var fields: ContextFields = []
        if analysis.namedDay { fields.insert(.day) }
        if analysis.namedTime { fields.insert(.time) }
        if analysis.namedPriority { fields.insert(.priority) }
        if analysis.namedProject { fields.insert(.project) }
        if analysis.namedRecurrence { fields.insert(.recurrence) }
        if !analysis.draft.tags.isEmpty { fields.insert(.tags) }
        return fields
    }

    /// Whether a context phrase could start at token `index`: a word some date, time, priority
    /// or project rule starts with, a Skills term, or a token marked as a field (`#tag`, `!`).
    /// The parser is asked only where one could.
    func mayStartContext(_ tokens: [Token], at index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .number, .hashtag, .bang, .attribute, .plus: return true
        case .symbol, .quoted: return false
        case .word:
            return Lexicon.wordStarts.contains(token.key) || Lexicon.datePrepositions.contains(token.key)
                || context.vocabulary.lexicon.term(at: index, in: tokens) != nil
        }
    }
}
