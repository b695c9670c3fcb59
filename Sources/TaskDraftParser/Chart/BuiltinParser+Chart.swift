import TaskDraftKit

extension BuiltinParser {
    /// The chart of a sentence: every leaf rule at every token, then the compositions.
    func chart(of tokens: [Token], context: ReadingContext) -> Chart {
        var chart = Chart(tokens: tokens)
        // The words a settling reading took (a repeat rule's "every Friday", a kept name) start
        // no other reading: what they are is decided.
        var settledUntil = 0
        for index in tokens.indices where index >= settledUntil {
            let token = tokens[index]
            let isWord = token.kind == .word
            let isWordStarter = isWord && (Lexicon.wordStarts.contains(token.key) || token.key.text.utf8.starts(with: "пол".utf8)
                || Self.startsWithHyphenatedStarter(token.key))
            let isNumber = token.kind == .number
            for (rank, rule) in LeafRule.all.enumerated()
            where rule.applies(isNumber: isNumber, isWord: isWord, isWordStarter: isWordStarter) {
                guard let reading = rule.read(self, index, tokens, context), reading.length > 0 else { continue }
                chart.add(Edge(start: index, end: index + reading.length, value: reading.value, rank: rank, warning: reading.warning))
                if reading.value.settlesPosition {
                    settledUntil = index + reading.length
                    break
                }
            }
        }
        Composition.compose(&chart)
        addAnchoredHours(to: &chart)
        return chart
    }

    /// "five-thirty", "twenty-five": a word whose part before a hyphen is a number some rule
    /// starts with, so the rules that read numbers in words are offered it.
    static func startsWithHyphenatedStarter(_ key: Key) -> Bool {
        let bytes = key.text.utf8
        guard let hyphen = bytes.firstIndex(of: UInt8(ascii: "-")) else { return false }
        let head = Key(String(Substring(bytes[..<hyphen])))
        return Lexicon.hourNumbers[head] != nil || Lexicon.numberWords[head] != nil
    }
}
