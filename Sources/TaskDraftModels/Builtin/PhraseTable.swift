/// Multi-word phrases matched token by token, longest first ("end of the day" beats "end").
///
/// One-word Cyrillic entries can also match inflected forms: Russian nouns change their
/// endings by case ("планёрка", "на планёрке", "к планёрку"), so an entry registered with
/// `inflected: true` matches a token that starts with its stem and adds at most
/// `maximumEnding` letters. Built once and then only read, so it is shared between threads.
final class PhraseTable<Value: Sendable>: @unchecked Sendable {
    private final class Node {
        var children: [Key: Node] = [:]
        var value: Value?
    }

    private let root = Node()
    /// Stems of inflectable one-word entries by their first three letters, longest first.
    private var stems: [Key: [(stem: String, value: Value)]] = [:]
    private(set) var isEmpty = true

    /// Letters an inflected form may add to a stem: two covers Russian case endings
    /// ("-ами" aside) without letting "смета" match "сметана".
    static var maximumEnding: Int { 2 }
    /// Shorter words are not stemmed: "акт" must not match "актив".
    static var minimumStemmedLength: Int { 5 }

    init() {}

    /// Adds a phrase written as a person would (`"до конца дня"`); it is tokenized and
    /// folded the same way utterances are.
    func insert(_ phrase: String, _ value: Value, inflected: Bool = false) {
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
        if inflected, keys.count == 1, let stem = Self.stem(keys[0].text) {
            let bucket = Key(String(stem.prefix(3)))
            stems[bucket, default: []].append((stem, value))
            stems[bucket]!.sort { $0.stem.count > $1.stem.count }
        }
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
