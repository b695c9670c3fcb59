extension StringProtocol {
    /// Every occurrence of `target` replaced by `replacement`, Character by Character as `==`
    /// compares (Foundation's name for it, which Sources/ does not import); an empty `target`
    /// changes nothing.
    public func replacingOccurrences(of target: String, with replacement: String) -> String {
        target.isEmpty ? String(self) : String(self).replacing(target, with: replacement)
    }
}

extension Array where Element == UInt8 {
    /// Where `needle` first occurs at or after `start`, as a byte offset — for UTF-8 text read
    /// as bytes (a file, a stream, a secret), where a match need not fall on Character bounds.
    public func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first else { return start }
        var at = start
        while at + needle.count <= count {
            if self[at] == first, self[at..<at + needle.count].elementsEqual(needle) { return at }
            at += 1
        }
        return nil
    }
}
