/// A hash table from `Key` to values, open-addressed on the FNV hash every key already
/// carries. The parser probes its tables for every token: `Dictionary` would hash each key
/// again with SipHash, on insert and on lookup.
///
/// Entries are dense (keys and values in insertion order) and the open-addressed part is
/// only a slot → entry number array, so a table built before run time
/// (`Lexicon+Generated.swift`) is literals, with nothing to hash or insert; its keys are
/// packed (`PackedKeys`), so they hold no pointer for the loader to relocate.
package struct KeyTable<Value>: ExpressibleByDictionaryLiteral {
    /// Per slot: 0 for empty, else the entry's index + 1. Its count is a power of two. A
    /// slice: a generated table's slots are a run of `Lexicon.slotsAndEnds`.
    private var slots: ArraySlice<Int32>
    /// Keys in insertion order (a generated table's packed, with no pointers).
    private(set) var hashedKeys: PackedKeys
    private(set) var values: [Value]

    init(minimumCapacity: Int = 8) {
        slots = ArraySlice(repeating: 0, count: Self.capacity(for: minimumCapacity))
        hashedKeys = PackedKeys()
        values = []
        hashedKeys.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    /// A table as `generatedSource` wrote it: `slots` is laid out for `hashedKeys`.
    package init(slots: ArraySlice<Int32>, hashedKeys: PackedKeys, values: [Value]) {
        self.slots = slots
        self.hashedKeys = hashedKeys
        self.values = values
    }

    package init(dictionaryLiteral elements: (Key, Value)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements { self[key] = value }
    }

    /// Slots for `count` entries: a power of two at least twice as many.
    static func capacity(for count: Int) -> Int {
        var capacity = 8
        while capacity < count * 2 { capacity <<= 1 }
        return capacity
    }

    /// The slot holding `key`, or the empty slot where it would go (an index of `slots`).
    @inline(__always)
    private func slot(for key: Key, hash: UInt64) -> Int {
        let first = slots.startIndex
        let mask = slots.count - 1
        var offset = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while slots[first &+ offset] != 0 {
            if hashedKeys.matches(Int(slots[first &+ offset]) - 1, key, hash: hash) { return first &+ offset }
            offset = (offset + 1) & mask
        }
        return first &+ offset
    }

    subscript(key: Key) -> Value? {
        get {
            let entry = slots[slot(for: key, hash: key.computedHash)]
            return entry == 0 ? nil : values[Int(entry) - 1]
        }
        // Assigning nil is not removal, which the table has not: entries only grow (an entry's
        // number is its place in `hashedKeys` and `values`), and nil leaves the table as it is.
        // Every table is built from the lexicon's code, which never assigns nil.
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > slots.count { grow() }
            let hash = key.computedHash
            let index = slot(for: key, hash: hash)
            if slots[index] == 0 {
                hashedKeys.append(Key(folded: key.text, hash64: hash))
                values.append(newValue)
                slots[index] = Int32(hashedKeys.count)
            } else {
                values[Int(slots[index]) - 1] = newValue
            }
        }
    }

    func contains(_ key: Key) -> Bool { slots[slot(for: key, hash: key.computedHash)] != 0 }

    var count: Int { hashedKeys.count }
    var keys: [Key] { Array(hashedKeys) }
    var isEmpty: Bool { hashedKeys.isEmpty }
    /// The slot array, for `generatedSource`.
    var slotEntries: [Int32] { Array(slots) }

    private mutating func grow() {
        var bigger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = bigger.count - 1
        for entry in hashedKeys.indices {
            let hash = hashedKeys.hash(at: entry)
            var index = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while bigger[index] != 0 { index = (index + 1) & mask }
            bigger[index] = Int32(entry + 1)
        }
        slots = bigger[...]
    }
}

extension KeyTable: @unchecked Sendable where Value: Sendable {}

/// A set of keys with the same hashing as `KeyTable`.
struct KeySet: ExpressibleByArrayLiteral, Sendable {
    /// No default value: one would be built and thrown away in every initializer, which for
    /// the generated sets cost every drafting command three allocations a set.
    private(set) var table: KeyTable<Bool>

    init() { table = KeyTable() }

    init(minimumCapacity: Int) { table = KeyTable(minimumCapacity: minimumCapacity) }

    /// A set as `generatedSource` wrote it.
    init(slots: ArraySlice<Int32>, hashedKeys: PackedKeys) {
        table = KeyTable(slots: slots, hashedKeys: hashedKeys, values: [Bool](repeating: true, count: hashedKeys.count))
    }

    init(arrayLiteral elements: Key...) { self.init(elements) }

    init(_ keys: some Sequence<Key>) {
        table = KeyTable(minimumCapacity: keys.underestimatedCount)
        for key in keys { insert(key) }
    }

    mutating func insert(_ key: Key) { table[key] = true }

    mutating func formUnion(_ keys: some Sequence<Key>) {
        for key in keys { insert(key) }
    }

    mutating func formUnion(_ other: KeySet) { formUnion(other.table.hashedKeys) }

    func contains(_ key: Key) -> Bool { table.contains(key) }

    var keys: [Key] { table.keys }
}
