import TaskDraftKit

/// "Pay the invoices after the budget is approved": the words after a link word ("after",
/// "после", "po") that no reading took, which may name an open task by its title. The parser
/// cannot see the tasks; it hands the words over (`TaskDraft.dependencyName`) with every way to
/// cut them, longest first, and the store decides (`TaskDraft.linkingDependencyName(in:)`).
extension Scan {
    /// The words after the first link word that leaves a title without them, or nil.
    func dependencyName() -> DependencyName? {
        for i in tokens.indices where !consumed[i] && tokens[i].kind == .word && BuiltinParser.dependsLinks.contains(tokens[i].key.text) {
            if i > 0, tokens[i].key.text == "after", BuiltinParser.dependsLinkVerbs.contains(tokens[i - 1].key) { continue }
            if let name = DependencyName(readings: readings(after: i)) { return name }
        }
        return nil
    }

    /// The ways to cut the words after the link word at `link`. They run until a reading took
    /// a word or a clause ends (a comma, a full stop, "then"). After the task's own words ("Pay
    /// the invoices after the budget is approved"), or before a comma, they are one name, to the
    /// end, of at most `DependencyName.maximumWords` words of content. Opening the sentence with
    /// no comma ("After the budget is approved pay the invoices") they run on into the task's
    /// words, so every cut that ends on a word of content and leaves a title is a reading, the
    /// longest first.
    private func readings(after link: Int) -> [DependencyName.Reading] {
        var end = link + 1
        var contentWords = 0
        while end < tokens.count, !consumed[end], isPhraseWord(tokens[end]) {
            if Self.isContent(tokens[end]) { contentWords += 1 }
            end += 1
        }
        guard contentWords > 0 else { return [] }
        let opens = (0..<link).allSatisfy { consumed[$0] } || Self.isClauseMark(tokens[link - 1])
        // "After the budget is approved, pay the invoices": the comma ends the name.
        let runsIntoTheTask = opens && !(end < tokens.count && Self.isClauseMark(tokens[end]))
        var readings: [DependencyName.Reading] = []
        if !runsIntoTheTask {
            guard contentWords <= DependencyName.maximumWords, let reading = reading(link, to: end) else { return [] }
            return [reading]
        }
        var cut = link + 1
        var cuts: [Int] = []
        while cut < end, cuts.count < DependencyName.maximumWords {
            if Self.isContent(tokens[cut]) { cuts.append(cut + 1) }
            cut += 1
        }
        for cut in cuts.reversed() {
            if let reading = reading(link, to: cut) { readings.append(reading) }
        }
        return readings
    }

    /// The words from `link` up to `end` as a reading; nil when they leave no title.
    private func reading(_ link: Int, to end: Int) -> DependencyName.Reading? {
        var without = self
        for k in link..<end { without.consumed[k] = true }
        let title = without.makeTitle()
        guard !title.isEmpty else { return nil }
        let words = (link + 1..<end).filter { Self.isContent(tokens[$0]) }.map { String(tokens[$0].text) }
        return DependencyName.Reading(phrase: text(link + 1..<end), words: DependencyName.Fold.keys(words), titleWithout: title)
    }

    /// A word, a number or quoted text, and not one that ends the phrase.
    private func isPhraseWord(_ token: Token) -> Bool {
        switch token.kind {
        case .word: return !SplitLexicon.clauseOpeners.contains(token.key) && !BuiltinParser.dependsLinks.contains(token.key.text)
        case .number, .quoted: return true
        case .symbol, .hashtag, .plus, .bang, .attribute: return false
        }
    }

    /// A word that names something: not a function word ("the", "of", "is"), nor one that only
    /// says the task is finished ("done", "готово", "zrobione"), nor the word for a task.
    static func isContent(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .quoted: return true
        case .word:
            let key = token.key
            return !Lexicon.functionWords.contains(key) && !Lexicon.determiners.contains(key)
                && !SentenceWords.linkingWords.contains(key) && !Lexicon.titleFillers.contains(key)
                && !BuiltinParser.dependsNameFillers.contains(key) && !BuiltinParser.dependsTaskNouns.contains(key.text)
        default: return false
        }
    }

    /// The tokens as written, spaced as they were.
    private func text(_ range: Range<Int>) -> String {
        var text = ""
        for k in range {
            if k > range.lowerBound, tokens[k].spaced { text += " " }
            text += tokens[k].text
        }
        return text
    }
}
