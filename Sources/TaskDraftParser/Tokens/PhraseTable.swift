/// Multi-word phrases matched token by token, longest first ("end of the day" beats "end").
///
/// One-word Cyrillic entries can also match inflected forms: Russian nouns change their
/// endings by case ("планёрка", "на планёрке", "к планёрку"), so an entry marked
/// `inflected` matches a token that starts with its stem and adds at most `maximumEnding`
/// letters.
///
/// The trie is flat: nodes are numbers, and one open-addressed table maps (node, word) to
/// the next node. Immutable once built, so shared between threads. The built-in phrases
/// are built before run time (`Lexicon+Generated.swift`); Skills vocabulary when loaded.
package struct PhraseTable<Value: Sendable>: Sendable {
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

    /// An inflectable one-word entry: its stem and the index of its value in `values`.
    package struct Stem: Sendable {
        let stem: String
        let value: Int32

        package init(stem: String, value: Int32) {
            self.stem = stem
            self.value = value
        }
    }

    /// Per node: the index in `values` of the phrase ending there, or -1.
    let nodeValues: [Int32]
    let values: [Value]
    let edges: EdgeTable
    /// Stems of inflectable one-word entries, in runs by their first three letters (the
    /// bucket), each run longest first.
    let stems: [Stem]
    /// Per bucket, where its run of `stems` starts.
    let stemRuns: KeyTable<Int32>
    let firstKeys: PackedKeys
    var isEmpty: Bool { firstKeys.isEmpty && stems.isEmpty }

    /// Letters an inflected form may add to a stem: two covers Russian case endings
    /// ("-ами" aside) without letting "смета" match "сметана".
    static var maximumEnding: Int { 2 }
    /// Shorter words are not stemmed: "акт" must not match "актив".
    static var minimumStemmedLength: Int { 5 }

    /// A table as `generatedSource` wrote it.
    package init(nodeValues: [Int32], values: [Value], edges: EdgeTable, stems: [Stem], stemRuns: KeyTable<Int32>,
         firstKeys: PackedKeys) {
        self.nodeValues = nodeValues
        self.values = values
        self.edges = edges
        self.stems = stems
        self.stemRuns = stemRuns
        self.firstKeys = firstKeys
    }

    /// Phrases are written as a person would (`"до конца дня"`); they are tokenized and
    /// folded the same way utterances are. A later entry for the same phrase wins.
    init(_ entries: [Entry]) {
        var nodeValues: [Int32] = [-1]
        var values: [Value] = []
        values.reserveCapacity(entries.count)
        var edges = EdgeTable(minimumCapacity: entries.count * 2)
        var firstKeys = PackedKeys()
        var buckets = KeyTable<Int32>()
        var bucketStems: [[Stem]] = []
        for entry in entries {
            let keys = Self.keys(of: entry.phrase)
            guard !keys.isEmpty else { continue }
            var node: Int32 = 0
            for key in keys {
                if let next = edges.child(of: node, key) {
                    node = next
                } else {
                    let next = Int32(nodeValues.count)
                    nodeValues.append(-1)
                    edges.insert(parent: node, key, child: next)
                    if node == 0 { firstKeys.append(key) }
                    node = next
                }
            }
            nodeValues[Int(node)] = Int32(values.count)
            values.append(entry.value)
            if entry.inflected, keys.count == 1, let stem = Self.stem(keys[0].text) {
                let bucket = Self.bucket(stem)
                let run: Int32
                if let known = buckets[bucket] {
                    run = known
                } else {
                    run = Int32(bucketStems.count)
                    buckets[bucket] = run
                    bucketStems.append([])
                }
                bucketStems[Int(run)].append(Stem(stem: stem, value: Int32(values.count - 1)))
            }
        }
        var stems: [Stem] = []
        var stemRuns = KeyTable<Int32>(minimumCapacity: bucketStems.count)
        for entry in bucketStems.indices {
            stemRuns[buckets.hashedKeys[entry]] = Int32(stems.count)
            stems += bucketStems[entry].sorted { $0.stem.utf8.count > $1.stem.utf8.count }
        }
        self.init(nodeValues: nodeValues, values: values, edges: edges, stems: stems, stemRuns: stemRuns, firstKeys: firstKeys)
    }

    /// The keys an utterance containing `phrase` would have. Words made only of letters are
    /// folded directly; anything else ("p1", "1:1", "24/7") goes through the tokenizer.
    static func keys(of phrase: String) -> [Key] {
        foldedKeys(of: phrase) ?? tokenizedKeys(of: phrase)
    }

    /// The keys of a phrase already written in folded form — lower-case ASCII or Cyrillic
    /// letters (ё aside), words separated by single spaces — cut from its UTF-8 bytes; nil
    /// for any other phrase, which `tokenizedKeys` handles.
    static func foldedKeys(of phrase: String) -> [Key]? {
        var phrase = phrase
        return phrase.withUTF8 { bytes -> [Key]? in
            var keys: [Key] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 {
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                guard !word.isEmpty, Key.isFolded(word, lettersOnly: true) else { return nil }
                keys.append(Key(folded: String(decoding: word, as: UTF8.self), hash64: Key.fnv(word)))
                start = index + 1
            }
            return keys
        }
    }

    /// `keys(of:)` for any phrase: scalar by scalar, through the tokenizer where needed.
    static func tokenizedKeys(of phrase: String) -> [Key] {
        var keys: [Key] = []
        let scalars = phrase.unicodeScalars
        var start = scalars.startIndex
        var index = start
        var plain = true
        func flush(_ end: String.UnicodeScalarView.Index) {
            guard start < end else { return }
            let word = Substring(phrase.unicodeScalars[start..<end]).unicodeScalars
            if plain {
                keys.append(Tokenizer.key(for: word))
            } else {
                keys.append(contentsOf: Tokenizer.tokenize(String(Substring(word))).map(\.key))
            }
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == " " {
                flush(index)
                start = scalars.index(after: index)
                plain = true
            } else if plain, !Tokenizer.isLetter(scalar) {
                plain = false
            }
            index = scalars.index(after: index)
        }
        flush(scalars.endIndex)
        return keys
    }

    /// "планерка" → "планерк": the word without a final vowel or soft sign, for Cyrillic words
    /// long enough to be safe. Read as bytes: every letter of U+0400–04FF is two.
    private static func stem(_ word: String) -> String? {
        var word = word
        return word.withUTF8 { bytes -> String? in
            guard bytes.count % 2 == 0 else { return nil }
            for index in stride(from: 0, to: bytes.count, by: 2) {
                guard (0xD0...0xD3).contains(bytes[index]), (0x80...0xBF).contains(bytes[index + 1]) else { return nil }
            }
            var letters = bytes.count / 2
            guard letters >= minimumStemmedLength else { return nil }
            while letters > minimumStemmedLength - 2, isEnding(bytes[2 * letters - 2], bytes[2 * letters - 1]) { letters -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<(2 * letters)]), as: UTF8.self)
        }
    }

    /// Vowels and the soft sign, the letters Russian case endings are made of, as UTF-8:
    /// а е и о й (D0 B0 B5 B8 BE B9), у ы ь э ю я (D1 83 8B 8C 8D 8E 8F).
    private static func isEnding(_ lead: UInt8, _ trail: UInt8) -> Bool {
        switch (lead, trail) {
        case (0xD0, 0xB0), (0xD0, 0xB5), (0xD0, 0xB8), (0xD0, 0xBE), (0xD0, 0xB9),
             (0xD1, 0x83), (0xD1, 0x8B), (0xD1, 0x8C), (0xD1, 0x8D), (0xD1, 0x8E), (0xD1, 0x8F): return true
        default: return false
        }
    }

    /// The stem index's bucket: a word's first three letters, compared as scalars.
    private static func bucket(_ text: String) -> Key {
        let scalars = text.unicodeScalars
        var end = scalars.startIndex
        var taken = 0
        while taken < 3, end < scalars.endIndex {
            end = scalars.index(after: end)
            taken += 1
        }
        return Key(Substring(scalars[scalars.startIndex..<end]))
    }

    /// The longest phrase starting at token `index`, if any.
    func longestMatch(_ tokens: [Token], at index: Int) -> (length: Int, value: Value)? {
        var node: Int32 = 0
        var best: (Int, Value)?
        var i = index
        while i < tokens.count, tokens[i].kind == .word || tokens[i].kind == .number || tokens[i].kind == .symbol,
              let next = edges.child(of: node, tokens[i].key) {
            node = next
            i += 1
            let value = nodeValues[Int(node)]
            if value >= 0 { best = (i - index, values[Int(value)]) }
        }
        if best == nil, !stems.isEmpty, tokens[index].kind == .word {
            let key = tokens[index].key.text
            let bucket = Self.bucket(key)
            if let start = stemRuns[bucket] {
                // The bucket's run: the stems that start with its letters.
                for entry in stems[Int(start)...].prefix(while: { $0.stem.utf8.starts(with: bucket.text.utf8) })
                    where key.utf8.starts(with: entry.stem.utf8)
                    && key.unicodeScalars.count - entry.stem.unicodeScalars.count <= Self.maximumEnding {
                    return (1, values[Int(entry.value)])
                }
            }
        }
        return best
    }
}

/// The trie's edges: (parent node, word) → child node, open-addressed on the word's hash.
/// Dense like `KeyTable`: the slots hold edge numbers, and the words are `PackedKeys`.
package struct EdgeTable: @unchecked Sendable {
    /// Per slot: 0 for empty, else the edge's index + 1.
    private(set) var slots: [Int32]
    private(set) var keys: PackedKeys
    private(set) var parents: [Int32]
    private(set) var children: [Int32]

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        slots = [Int32](repeating: 0, count: capacity)
        keys = PackedKeys()
        parents = []
        children = []
    }

    /// A table as `generatedSource` wrote it.
    package init(slots: [Int32], keys: PackedKeys, parents: [Int32], children: [Int32]) {
        self.slots = slots
        self.keys = keys
        self.parents = parents
        self.children = children
    }

    @inline(__always)
    private static func hash(_ parent: Int32, _ keyHash: UInt64) -> UInt64 {
        let h = keyHash &+ UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15
        return h == 0 ? 1 : h
    }

    @inline(__always)
    private static func start(_ hash: UInt64, _ mask: Int) -> Int { Int(truncatingIfNeeded: hash ^ (hash >> 31)) & mask }

    @inline(__always)
    private func slot(_ parent: Int32, _ key: Key) -> Int {
        let mask = slots.count - 1
        let keyHash = key.computedHash
        var index = Self.start(Self.hash(parent, keyHash), mask)
        while slots[index] != 0 {
            let edge = Int(slots[index]) - 1
            if parents[edge] == parent, keys.matches(edge, key, hash: keyHash) { return index }
            index = (index + 1) & mask
        }
        return index
    }

    func child(of parent: Int32, _ key: Key) -> Int32? {
        let edge = slots[slot(parent, key)]
        return edge == 0 ? nil : children[Int(edge) - 1]
    }

    mutating func insert(parent: Int32, _ key: Key, child: Int32) {
        let index = slot(parent, key)
        if slots[index] != 0 {
            children[Int(slots[index]) - 1] = child
            return
        }
        keys.append(key)
        parents.append(parent)
        children.append(child)
        slots[index] = Int32(keys.count)
        if keys.count * 2 > slots.count {
            var bigger = [Int32](repeating: 0, count: slots.count * 2)
            let mask = bigger.count - 1
            for edge in keys.indices {
                var index = Self.start(Self.hash(parents[edge], keys.hash(at: edge)), mask)
                while bigger[index] != 0 { index = (index + 1) & mask }
                bigger[index] = Int32(edge + 1)
            }
            slots = bigger
        }
    }
}
