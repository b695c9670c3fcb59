/// A hash table from `Key` to values, open-addressed on the FNV hash every key already
/// carries. The parser's tables are built on every run of the CLI and probed for every
/// token: `Dictionary` would hash each key again with SipHash, on insert and on lookup.
struct KeyTable<Value>: ExpressibleByDictionaryLiteral {
    private var hashes: [UInt64]
    private var slotKeys: [Key?]
    private var slotValues: [Value?]
    private(set) var count = 0

    init(minimumCapacity: Int = 8) {
        var capacity = 8
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        hashes = [UInt64](repeating: 0, count: capacity)
        slotKeys = [Key?](repeating: nil, count: capacity)
        slotValues = [Value?](repeating: nil, count: capacity)
    }

    init(dictionaryLiteral elements: (Key, Value)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements { self[key] = value }
    }

    @inline(__always)
    private static func hash(of key: Key) -> UInt64 {
        key.hash64 != 0 ? key.hash64 : Key.fnv(key.text.utf8)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(for key: Key, hash: UInt64) -> Int {
        let mask = hashes.count - 1
        var index = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while hashes[index] != 0 {
            if hashes[index] == hash, slotKeys[index]! == key { return index }
            index = (index + 1) & mask
        }
        return index
    }

    subscript(key: Key) -> Value? {
        get {
            let index = slot(for: key, hash: Self.hash(of: key))
            return hashes[index] == 0 ? nil : slotValues[index]
        }
        set {
            guard let newValue else { preconditionFailure("KeyTable does not remove entries") }
            if (count + 1) * 2 > hashes.count { grow() }
            let hash = Self.hash(of: key)
            let index = slot(for: key, hash: hash)
            if hashes[index] == 0 {
                hashes[index] = hash
                slotKeys[index] = key
                count += 1
            }
            slotValues[index] = newValue
        }
    }

    func contains(_ key: Key) -> Bool { self[key] != nil }

    var keys: [Key] { slotKeys.compactMap { $0 } }

    /// The keys, each carrying the hash this table already computed for it (literal keys
    /// carry none of their own), so another table takes them without hashing them again.
    var hashedKeys: [Key] {
        var result: [Key] = []
        result.reserveCapacity(count)
        for index in hashes.indices where hashes[index] != 0 {
            result.append(Key(folded: slotKeys[index]!.text, hash64: hashes[index]))
        }
        return result
    }

    var isEmpty: Bool { count == 0 }

    private mutating func grow() {
        var bigger = KeyTable(minimumCapacity: hashes.count)
        for index in hashes.indices where hashes[index] != 0 {
            bigger[slotKeys[index]!] = slotValues[index]!
        }
        self = bigger
    }
}

extension KeyTable: @unchecked Sendable where Value: Sendable {}

/// A set of keys with the same hashing as `KeyTable`.
struct KeySet: ExpressibleByArrayLiteral, Sendable {
    private var table = KeyTable<Bool>()

    init() {}

    init(minimumCapacity: Int) { table = KeyTable(minimumCapacity: minimumCapacity) }

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
