import Testing
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Generated tables keep their keys packed in one text literal and find them by comparing
/// bytes in place; a table built at run time keeps `[Key]`. Both must find exactly the keys
/// they hold, whatever their length, script or hash.
@Suite struct PackedKeysTests {
    static let words = ["dzis", "послепослезавтра", "a", "tod", "сегодня", "e-mail", "zeszłą", "t"]
    /// `words` in the generator's (byte) order, packed as it writes them.
    static let packedWords: StaticString = "a dzis e-mail t tod zeszłą послепослезавтра сегодня"

    /// A set as the generator writes it: canonical order, slots laid out, keys packed.
    static func packedSet() -> KeySet {
        let table = TableGenerator.canonical(KeySet(words.map { Key($0) }).table)
        let text = table.hashedKeys.map(\.text).joined(separator: " ")
        precondition(text == packedWords.description, "packedWords is not in the generator's order: \(text)")
        var ends: [Int32] = []
        for key in table.hashedKeys { ends.append(Int32((ends.last.map { Int($0) + 1 } ?? 0) + key.text.utf8.count)) }
        // Runs of one array, as the generator writes them.
        let slotsAndEnds: [Int32] = [7, 7] + table.slotEntries + ends
        let slots = slotsAndEnds[2..<(2 + table.slotEntries.count)]
        return KeySet(slots: slots, hashedKeys: PackedKeys(text: packedWords, ends: slotsAndEnds[slots.endIndex...]))
    }

    @Test func aPackedSetFindsItsKeysAndNoOthers() {
        let set = Self.packedSet()
        #expect(set.keys.map(\.text).sorted() == Self.words.sorted())
        for word in Self.words {
            #expect(set.contains(Key(word)), "\(word)")
            #expect(set.contains(Key(folded: word, hash64: 0)), "\(word) as a literal")
        }
        // Same lengths as keys it holds, prefixes, the separating space, the empty key.
        for word in ["dzit", "tox", "b", "сегодни", "dzis ", " tod", "dzis a", "", "послепослезавтрa"] {
            #expect(!set.contains(Key(word)), "\(word)")
        }
    }

    @Test func aPackedKeyReadsBackWithItsHash() {
        let keys = Self.packedSet().table.hashedKeys
        for key in keys {
            #expect(key.hash64 == Key.fnv(key.text.utf8))
            #expect(keys.hash(at: keys.firstIndex { $0.text == key.text }!) == key.hash64)
        }
    }

    @Test func insertingIntoAPackedSetKeepsWhatItHeld() {
        var set = Self.packedSet()
        let more = (0..<40).map { "слово\($0)" }
        for word in more { set.insert(Key(word)) }
        for word in Self.words + more { #expect(set.contains(Key(word)), "\(word)") }
        #expect(set.keys.count == Self.words.count + more.count)
        #expect(!set.contains(Key("слово40")))
    }
}
