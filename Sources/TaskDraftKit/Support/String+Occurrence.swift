/// Finding text in text without the standard library's `_StringProcessing` module: its
/// `contains`, `firstRange(of:)` and `split(separator:)` for a String argument linked the whole
/// Regex engine into the binary, whose relocated data every command's start-up paid for, and the
/// targets no longer import it (Package.swift).
///
/// The comparison is the one `==` makes between strings, Character by Character (canonical
/// equivalence): "é" written as one scalar or as `e` + U+0301 is the same text, and a match
/// starts and ends on Character boundaries, so `e` does not occur in "e\u{301}" and `\n` does not
/// occur in "\r\n" — what `firstRange(of:)` answered.
extension StringProtocol where SubSequence == Substring {
    /// The range of the first place `text` occurs; an empty `text` occurs at the start.
    public func firstOccurrence(of text: String) -> Range<String.Index>? {
        self[...].firstOccurrenceInSlice(of: text)
    }

    public func containsText(_ text: String) -> Bool {
        firstOccurrence(of: text) != nil
    }

    /// The pieces between the occurrences of `separator`, empty ones left out (as
    /// `split(separator:)` does). `separator` must not be empty.
    public func split(atEach separator: String) -> [Substring] {
        precondition(!separator.isEmpty, "split(atEach:) needs a separator")
        var pieces: [Substring] = []
        var rest = self[...]
        while let found = rest.firstOccurrence(of: separator) {
            if found.lowerBound > rest.startIndex { pieces.append(rest[..<found.lowerBound]) }
            rest = rest[found.upperBound...]
        }
        if !rest.isEmpty { pieces.append(rest) }
        return pieces
    }
}

extension Substring {
    /// Concrete, so a caller in another module runs no generic code.
    fileprivate func firstOccurrenceInSlice(of text: String) -> Range<Index>? {
        guard let first = text.first else { return startIndex..<startIndex }
        var start = startIndex
        while start < endIndex {
            let next = index(after: start)
            if self[start] == first, let end = endOfMatch(text, after: next) { return start..<end }
            start = next
        }
        return nil
    }

    /// Where `text`, whose first Character already matched just before `position`, ends here;
    /// nil when the rest of it does not follow.
    private func endOfMatch(_ text: String, after position: Index) -> Index? {
        var here = position
        for character in text.dropFirst() {
            guard here < endIndex, self[here] == character else { return nil }
            here = index(after: here)
        }
        return here
    }
}

extension StringProtocol {
    /// Literal replacement, without Foundation.
    public func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return String(self) }
        var result = ""
        var rest = Substring(self)
        // `append(contentsOf:)` with a Substring, not `+=`: that is the generic append, whose
        // first use in a process costs more than the replacing.
        while let range = rest.firstOccurrence(of: target) {
            result.append(contentsOf: rest[..<range.lowerBound])
            result += replacement
            rest = rest[range.upperBound...]
        }
        result.append(contentsOf: rest)
        return result
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
