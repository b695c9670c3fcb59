/// The identities (an import key, a derived UID) the records of one file were given, counted,
/// so that the second of two records that say the same thing (two "Buy milk" rows of a Todoist
/// export, two equal todo.txt lines) is a task of its own rather than taken for the first. The
/// first keeps the identity such records always had, so a file imported before still finds it;
/// the n-th is given one derived from it and n, and the same file imported again numbers its
/// records alike, so a re-run still adds nothing.
struct RepeatedIdentities {
    /// An identity's 128 bits when it ends in 32 hexadecimal digits, as every derived one does:
    /// 16 bytes a record rather than a string's allocation, for imports of 100,000 records.
    private struct Digest: Hashable {
        let high: UInt64
        let low: UInt64
    }

    private var digests: [Digest: UInt32] = [:]
    private var others: [String: UInt32] = [:]

    /// Which record with `identity` this one is: 1 for the first of the file, 2 for the next…
    mutating func occurrence(of identity: String) -> Int {
        if let digest = Self.digest(identity) {
            let n = (digests[digest] ?? 0) &+ 1
            digests[digest] = n
            return Int(n)
        }
        let n = (others[identity] ?? 0) &+ 1
        others[identity] = n
        return Int(n)
    }

    private static func digest(_ identity: String) -> Digest? {
        let bytes = identity.utf8
        guard bytes.count >= 32 else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0
        for (i, byte) in bytes.suffix(32).enumerated() {
            let nibble: UInt8
            switch byte {
            case 0x30...0x39: nibble = byte - 0x30
            case 0x61...0x66: nibble = byte - 0x61 + 10
            default: return nil
            }
            if i < 16 { high = high << 4 | UInt64(nibble) } else { low = low << 4 | UInt64(nibble) }
        }
        // The kind before the digits (`sha256:`, `todoist-`) names how they were derived: the same
        // digits of two kinds are two identities only by a SHA-256 collision.
        return Digest(high: high, low: low)
    }
}
