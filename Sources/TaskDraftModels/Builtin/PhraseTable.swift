/// Multi-word phrases matched token by token, longest first ("end of the day" beats "end").
///
/// One-word Cyrillic entries can also match inflected forms: Russian nouns change their
/// endings by case ("планёрка", "на планёрке", "к планёрку"), so an entry marked
/// `inflected` matches a token that starts with its stem and adds at most `maximumEnding`
/// letters.
///
/// Built once from all its entries and immutable afterwards: the trie's nodes hold only
/// `let`s, so matching (per token, per table) pays no exclusivity checks, and the table is
/// shared between threads.
struct PhraseTable<Value: Sendable>: Sendable {
    struct Entry {
        let phrase: String
        let value: Value
        let inflected: Bool

        init(_ phrase: String, _ value: Value, inflected: Bool = false) {
            self.phrase = phrase
            self.value = value
            self.inflected = inflected
        }
    }

    private final class Node: @unchecked Sendable {
        let children: [Key: Node]
        let value: Value?

        init(children: [Key: Node], value: Value?) {
            self.children = children
            self.value = value
        }
    }

    /// The mutable trie used while building.
    private final class Draft {
        var children: [Key: Draft] = [:]
        var value: Value?

        func frozen() -> Node {
            Node(children: children.mapValues { $0.frozen() }, value: value)
        }
    }

    private let root: Node
    /// Stems of inflectable one-word entries by their first three letters, longest first.
    private let stems: [Key: [(stem: String, value: Value)]]
    let isEmpty: Bool

    /// Letters an inflected form may add to a stem: two covers Russian case endings
    /// ("-ами" aside) without letting "смета" match "сметана".
    static var maximumEnding: Int { 2 }
    /// Shorter words are not stemmed: "акт" must not match "актив".
    static var minimumStemmedLength: Int { 5 }

    /// Phrases are written as a person would (`"до конца дня"`); they are tokenized and
    /// folded the same way utterances are. A later entry for the same phrase wins.
    init(_ entries: [Entry]) {
        let draft = Draft()
        var stems: [Key: [(stem: String, value: Value)]] = [:]
        var any = false
        for entry in entries {
            let keys = Tokenizer.tokenize(entry.phrase).map(\.key)
            guard !keys.isEmpty else { continue }
            var node = draft
            for key in keys {
                if let next = node.children[key] {
                    node = next
                } else {
                    let next = Draft()
                    node.children[key] = next
                    node = next
                }
            }
            node.value = entry.value
            any = true
            if entry.inflected, keys.count == 1, let stem = Self.stem(keys[0].text) {
                stems[Key(String(stem.prefix(3))), default: []].append((stem, entry.value))
            }
        }
        root = draft.frozen()
        self.stems = stems.mapValues { $0.sorted { $0.stem.count > $1.stem.count } }
        isEmpty = !any
    }

    /// "планерка" → "планерк": the word without a final vowel or soft sign, for Cyrillic words
    /// long enough to be safe.
    private static func stem(_ word: String) -> String? {
        guard word.count >= minimumStemmedLength, word.unicodeScalars.allSatisfy({ (0x0400...0x04FF).contains($0.value) }) else {
            return nil
        }
        var stem = word
        while let last = stem.last, "аеиоуыэюяйь".contains(last), stem.count > minimumStemmedLength - 2 { stem.removeLast() }
        return stem
    }

    /// The words phrases can start with.
    var firstKeys: [Key] { Array(root.children.keys) }

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
        if best == nil, !stems.isEmpty, tokens[index].kind == .word,
           let candidates = stems[Key(String(tokens[index].key.text.prefix(3)))] {
            let key = tokens[index].key.text
            for entry in candidates where key.hasPrefix(entry.stem) && key.count - entry.stem.count <= Self.maximumEnding {
                return (1, entry.value)
            }
        }
        return best
    }
}
