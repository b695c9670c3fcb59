import Glibc

/// Keys stored as one UTF-8 text (keys separated by a space) with each key's end offset and
/// hash, read back as `Key`s on demand.
///
/// Why not `[Key]`: the parser's tables are generated Swift source (`Lexicon+Generated.swift`,
/// `ShippedSkills+Generated.swift`). An array literal of keys is static data in which every
/// key longer than 15 UTF-8 bytes (most Cyrillic words) is a `String` pointing at its bytes,
/// and a PIE's pointers are relocated by the dynamic loader at every start: each data page
/// holding one is copied on write before `main`, whether the table is read or not. One text
/// literal, reached from code position-independently, and arrays of integers hold no pointer.
struct PackedKeys: RandomAccessCollection, Sendable {
    /// The keys' bytes, one space between two keys (it only keeps the generated literal readable).
    private(set) var text: String
    /// Per key: the offset in `text`'s UTF-8 just past its last byte. The next key starts one
    /// byte later.
    private(set) var ends: [UInt32]
    /// Per key: `Key.fnv` of its bytes (never 0).
    private(set) var hashes: [UInt64]

    init() {
        text = ""
        ends = []
        hashes = []
    }

    /// Keys as `TableGenerator` wrote them.
    init(text: String, ends: [UInt32], hashes: [UInt64]) {
        precondition(ends.count == hashes.count && Int(ends.last ?? 0) == text.utf8.count, "PackedKeys literal does not add up")
        self.text = text
        self.ends = ends
        self.hashes = hashes
    }

    init(_ keys: some Sequence<Key>) {
        self.init()
        for key in keys { append(key) }
    }

    mutating func reserveCapacity(_ count: Int) {
        ends.reserveCapacity(count)
        hashes.reserveCapacity(count)
    }

    /// Appends `key` with its hash (`key.hash64`, or its bytes' hash for a literal's 0).
    mutating func append(_ key: Key) {
        if !ends.isEmpty { text += " " }
        text += key.text
        ends.append(UInt32(text.utf8.count))
        hashes.append(key.hash64 != 0 ? key.hash64 : Key.fnv(key.text.utf8))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ends.count }

    /// Key `index`'s bytes as a `String`: for building and checking tables, not for lookups.
    subscript(index: Int) -> Key {
        let range = byteRange(index)
        let folded = text.utf8.withContiguousStorageIfAvailable { String(decoding: $0[range], as: UTF8.self) }
            ?? String(decoding: Array(text.utf8)[range], as: UTF8.self)
        return Key(folded: folded, hash64: hashes[index])
    }

    @inline(__always)
    private func byteRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]) + 1)..<Int(ends[index])
    }

    /// Whether key `index` is `key`: its hash (`hash`, computed by the caller) first, then its
    /// bytes, compared in place.
    @inline(__always)
    func matches(_ index: Int, _ key: Key, hash: UInt64) -> Bool {
        guard hashes[index] == hash else { return false }
        let range = byteRange(index)
        var probe = key.text
        return probe.withUTF8 { probeBytes in
            guard probeBytes.count == range.count else { return false }
            guard probeBytes.count > 0 else { return true }
            return text.utf8.withContiguousStorageIfAvailable { bytes in
                memcmp(bytes.baseAddress! + range.lowerBound, probeBytes.baseAddress!, probeBytes.count) == 0
            } ?? text.utf8.dropFirst(range.lowerBound).prefix(range.count).elementsEqual(probeBytes)
        }
    }
}
