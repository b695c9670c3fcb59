/// Multi-word phrases matched token by token, longest first ("end of the day" beats "end").
///
/// Built once and then only read, so it is shared between threads.
final class PhraseTable<Value: Sendable>: @unchecked Sendable {
    private final class Node {
        var children: [String: Node] = [:]
        var value: Value?
    }

    private let root = Node()
    private(set) var isEmpty = true

    init() {}

    /// Adds a phrase written as a person would (`"до конца дня"`); it is tokenized and
    /// folded the same way utterances are.
    func insert(_ phrase: String, _ value: Value) {
        let keys = Tokenizer.tokenize(phrase).map(\.key)
        guard !keys.isEmpty else { return }
        var node = root
        for key in keys {
            if let next = node.children[key] {
                node = next
            } else {
                let next = Node()
                node.children[key] = next
                node = next
            }
        }
        node.value = value
        isEmpty = false
    }

    /// The longest phrase starting at token `index`, if any.
    func longestMatch(_ tokens: [Token], at index: Int) -> (length: Int, value: Value)? {
        var node = root
        var best: (Int, Value)?
        var i = index
        while i < tokens.count, tokens[i].kind == .word || tokens[i].kind == .number || tokens[i].kind == .symbol,
              let next = node.children[tokens[i].key] {
            node = next
            i += 1
            if let value = node.value { best = (i - index, value) }
        }
        return best
    }
}
