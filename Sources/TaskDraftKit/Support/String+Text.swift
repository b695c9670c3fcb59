/// Small text helpers that would otherwise pull in Foundation.
extension StringProtocol {
    /// Trims Unicode whitespace from both ends, looking at the edge scalars only: the
    /// `White_Space` set is spelled out, since a Unicode property lookup for the first and
    /// last letter of every Cyrillic cell was most of the cost of reading the Skills files.
    public func trimmingWhitespace() -> String {
        let scalars = Substring(self).unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isWhiteSpace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isWhiteSpace { end = scalars.index(before: end) }
        return String(Substring(scalars[start..<end]))
    }

    public func hasPrefixIgnoringCase(_ prefix: String) -> Bool {
        // Only as many characters as the prefix has are lower-cased: a line may be megabytes long.
        String(self.prefix(prefix.count)).lowercased() == prefix.lowercased()
    }
}

extension String {
    /// The string with its first character upper-cased and the rest untouched.
    public var capitalizingFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// Display width in terminal cells: one per grapheme, two for wide East Asian and emoji.
    public var terminalWidth: Int {
        var width = 0
        for character in self { width += character.terminalWidth }
        return width
    }

    /// The text broken into lines of at most `width` terminal cells, at spaces where it can be
    /// and inside a word only when the word alone is wider than a line. Nothing is dropped but
    /// the spaces a line breaks at.
    public func wrapped(toWidth width: Int) -> [String] {
        let width = Swift.max(1, width)
        var lines: [String] = []
        var line = "", lineWidth = 0
        // Words are appended as slices, measured once; only a word wider than a line is walked again.
        func add(_ word: Substring, _ wordWidth: Int) {
            if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0 { line += " "; lineWidth += 1 }
            if lineWidth + wordWidth <= width {
                line += word
                lineWidth += wordWidth
                return
            }
            for character in word {
                let w = character.terminalWidth
                if lineWidth + w > width, lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += w
            }
        }
        var wordStart = startIndex, wordWidth = 0, index = startIndex
        while index < endIndex {
            let character = self[index]
            if character == " " {
                if wordStart < index { add(self[wordStart..<index], wordWidth) }
                wordStart = self.index(after: index)
                wordWidth = 0
            } else {
                wordWidth += character.terminalWidth
            }
            index = self.index(after: index)
        }
        if wordStart < endIndex { add(self[wordStart...], wordWidth) }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Cut to `width` terminal cells, ending in `…` when something was cut.
    public func truncated(toWidth width: Int) -> String {
        if terminalWidth <= width { return self }
        guard width > 1 else { return width == 1 ? "…" : "" }
        var result = ""
        var used = 0
        for character in self {
            let w = character.terminalWidth
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    public func padded(toWidth width: Int) -> String {
        let w = terminalWidth
        return w >= width ? self : self + String(repeating: " ", count: width - w)
    }
}

extension Character {
    /// Terminal cells this character takes: two for wide East Asian and emoji, none for controls.
    public var terminalWidth: Int {
        // A Character holds at least one scalar; none would be a control's width.
        let value = unicodeScalars.first?.value ?? 0
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value) {
            return 2
        }
        return value >= 0x20 ? 1 : 0
    }
}

/// Edit distance, for "did you mean" suggestions.
public func levenshtein(_ a: String, _ b: String) -> Int { levenshtein(Array(a), Array(b)) }

/// Edit distance of two sequences: of bytes where the words are ASCII, which needs no
/// grapheme breaking.
public func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

extension Unicode.Scalar {
    /// Unicode's `White_Space` property (PropList.txt), without a property lookup.
    @inlinable
    public var isWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}

extension Unicode.Scalar {
    /// A control character: C0 (U+0000–U+001F), DEL (U+007F) or C1 (U+0080–U+009F). A
    /// terminal acts on these (ESC starts colour, cursor and OSC-8 link sequences; U+009B is
    /// a one-byte CSI) instead of showing them.
    @inlinable
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// A bidi embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): it reorders the
    /// text around it, so what a person reads differs from what is stored ("Trojan Source",
    /// CVE-2021-42574). The marks U+200E, U+200F and U+061C are not here: they only steer
    /// neutral characters, and right-to-left text uses them legitimately.
    @inlinable
    public var isBidiControl: Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
