import Glibc

/// The keys of a `KeyTable` or `EdgeTable`, in entry order. A generated table keeps them
/// packed: one UTF-8 text literal (keys separated by a space) and each key's end offset. A
/// table built at run time keeps `[Key]`, which is cheaper to append to.
///
/// Why packed: the parser's tables are generated Swift source (`Lexicon+Generated.swift`,
/// `ShippedSkills+Generated.swift`). An array literal of keys is static data in which every
/// key longer than 15 UTF-8 bytes (most Cyrillic words) is a `String` pointing at its bytes,
/// and a PIE's pointers are relocated by the dynamic loader at every start: each data page
/// holding one is copied on write before `main`, whether the table is read or not. One text
/// literal, reached from code position-independently, and an array of integers hold no pointer.
/// Packed keys carry no hashes: a lookup compares lengths, then bytes.
package struct PackedKeys: RandomAccessCollection, Sendable {
    /// A generated table's key bytes, one space between two keys (it only keeps the literal
    /// readable).
    private var literal: StaticString
    /// Per packed key: the offset in `literal` just past its last byte; the next key starts
    /// one byte later. A slice: a generated table's ends are a run of `Lexicon.slotsAndEnds`.
    private var literalEnds: ArraySlice<Int32>
    /// Keys appended at run time; while it is empty, the keys are the packed ones.
    private var appended: [Key]

    package init() {
        literal = ""
        literalEnds = []
        appended = []
    }

    /// Keys as `TableGenerator` wrote them.
    package init(text: StaticString, ends: ArraySlice<Int32>) {
        precondition(Int(ends.last ?? 0) == text.utf8CodeUnitCount, "PackedKeys literal does not add up")
        literal = text
        literalEnds = ends
        appended = []
    }

    init(_ keys: some Sequence<Key>) {
        self.init()
        for key in keys { append(key) }
    }

    mutating func reserveCapacity(_ count: Int) { appended.reserveCapacity(count) }

    /// Appends `key` with its hash computed (a literal's 0 replaced by its bytes' hash).
    mutating func append(_ key: Key) {
        if appended.isEmpty, !literalEnds.isEmpty {
            let packed = Array(self)
            self = PackedKeys()
            appended = packed
        }
        appended.append(key.hash64 != 0 ? key : Key(folded: key.text, hash64: key.computedHash))
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { appended.isEmpty ? literalEnds.count : appended.count }

    package subscript(index: Int) -> Key {
        guard appended.isEmpty else { return appended[index] }
        let range = literalRange(index)
        return literal.withUTF8Buffer { bytes in
            let key = UnsafeBufferPointer(rebasing: bytes[range])
            return Key(folded: String(decoding: key, as: UTF8.self), hash64: Key.fnv(key))
        }
    }

    /// Key `index`'s hash (computed for a packed key: only tables that grow ask).
    func hash(at index: Int) -> UInt64 {
        guard appended.isEmpty else { return appended[index].hash64 }
        return literal.withUTF8Buffer { Key.fnv(UnsafeBufferPointer(rebasing: $0[literalRange(index)])) }
    }

    @inline(__always)
    private func literalRange(_ index: Int) -> Range<Int> {
        let first = literalEnds.startIndex
        return (index == 0 ? 0 : Int(literalEnds[first &+ index &- 1]) + 1)..<Int(literalEnds[first &+ index])
    }

    /// Whether key `index` is `key`, whose hash the caller computed: an appended key's hash
    /// first, then the bytes (a packed key's compared in place).
    @inline(__always)
    func matches(_ index: Int, _ key: Key, hash: UInt64) -> Bool {
        guard appended.isEmpty else { return appended[index].hash64 == hash && appended[index] == key }
        let range = literalRange(index)
        var probe = key.text
        return probe.withUTF8 { probeBytes in
            guard probeBytes.count == range.count else { return false }
            guard probeBytes.count > 0 else { return true }
            return literal.withUTF8Buffer { memcmp($0.baseAddress! + range.lowerBound, probeBytes.baseAddress!, probeBytes.count) == 0 }
        }
    }
}
