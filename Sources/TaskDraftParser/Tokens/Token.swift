import Glibc
import TaskDraftKit

/// One piece of an utterance, as the built-in parser sees it.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        /// Letters (any script), possibly with inner hyphens or apostrophes: `завтра`, `e-mail`.
        case word
        /// ASCII digits only: `15`, `2026`.
        case number
        /// One punctuation or symbol character: `:`, `.`, `/`, `,`, `-`.
        case symbol
        /// `#tag`.
        case hashtag
        /// `+word`: a project or a tag (`Finding.plusWord`).
        case plus
        /// `!`, `!!`, `!high`.
        case bang
        /// `key:value` for a known key (`due:`, `priority:`, `project:`).
        case attribute
        /// Text inside quotes, never parsed.
        case quoted
    }

    let kind: Kind
    /// The original text (for quoted tokens, with the quotes).
    let text: Substring
    /// Lower-cased text, `ё` folded to `е`, for matching.
    let key: Key
    /// The token's place in the utterance, for cutting the title.
    let range: Range<String.Index>
    /// Whether whitespace separates this token from the previous one.
    let spaced: Bool
    /// The value of a `.number` token (nil past nine digits).
    let number: Int?

    init(kind: Kind, text: Substring, key: Key, range: Range<String.Index>, spaced: Bool) {
        self.kind = kind
        self.text = text
        self.key = key
        self.range = range
        self.spaced = spaced
        number = kind == .number && key.text.utf8.count <= 9 ? Int(key.text) : nil
    }

    /// How many digits a `.number` token has (`07` has two).
    var digits: Int { key.text.utf8.count }

    func isSymbol(_ c: Unicode.Scalar) -> Bool { kind == .symbol && key.text.unicodeScalars.first == c }

    /// Whether this is the symbol `other` is: the second separator of `31/10/1974`, `2026-12-03`.
    func isSymbol(like other: Token) -> Bool { other.key.text.unicodeScalars.first.map(isSymbol) ?? false }

    /// Whether this is a symbol written as one of `symbols` (as typed, not folded).
    func isSymbol(among symbols: String) -> Bool {
        kind == .symbol && text.unicodeScalars.first.map(symbols.unicodeScalars.contains) == true
    }
}

/// A folded word (lower case, `ё` → `е`, `’` → `'`) with its hash computed once.
///
/// The parser looks every token up in a dozen tables. `String` hashing and comparison
/// normalise non-ASCII text on every call (Unicode canonical equivalence), which made
/// Cyrillic input several times slower than English; a key compares and hashes its UTF-8
/// bytes, which folding has already made canonical enough for matching.
package struct Key: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let text: String
    let hash64: UInt64

    /// `hash64` 0 means "not computed" (literals); computed hashes are never 0.
    init(folded text: String, hash64: UInt64) {
        self.text = text
        self.hash64 = hash64
    }

    /// `hash64`, or the hash of the bytes for a literal that has none yet.
    @inline(__always)
    var computedHash: UInt64 { hash64 != 0 ? hash64 : Key.fnv(text.utf8) }

    static func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash == 0 ? 1 : hash
    }

    /// Folds `text` and hashes it.
    init(_ text: some StringProtocol) {
        let folded = text.utf8.withContiguousStorageIfAvailable { bytes -> Key? in
            Key.isFolded(bytes, lettersOnly: false) ? Key(folded: String(text), hash64: Key.fnv(bytes)) : nil
        }
        self = (folded ?? nil) ?? Tokenizer.key(for: Substring(text).unicodeScalars)
    }

    /// Whether folding leaves these UTF-8 bytes as they are: ASCII other than A–Z (only a–z
    /// with `lettersOnly`), and the Cyrillic lower-case letters а–я other than ё. Most words
    /// in the parser's tables are written so; hashing their bytes directly skips decoding
    /// scalars one by one, which was an eighth of a drafting command's start.
    static func isFolded(_ bytes: UnsafeBufferPointer<UInt8>, lettersOnly: Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if lettersOnly ? !(byte >= 0x61 && byte <= 0x7A) : (byte >= 0x41 && byte <= 0x5A) { return false }
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { return false }
            let next = bytes[index + 1]
            // а–п (D0 B0–BF) and р–я (D1 80–8F)
            guard (byte == 0xD0 && next >= 0xB0 && next <= 0xBF) || (byte == 0xD1 && next >= 0x80 && next <= 0x8F) else {
                return false
            }
            index += 2
        }
        return true
    }

    /// Literals in the parser's code are written folded already, so they are neither folded
    /// nor hashed: recognizers compare tokens with literals constantly, and a comparison of
    /// a few bytes needs no hash. `KeyLiteralTests` checks every literal in the forms the code
    /// writes keys in, in any build; the assert also catches, in a debug run that reaches it,
    /// one written in a form that test does not read.
    package init(stringLiteral value: String) {
        self.init(folded: value, hash64: 0)
        assert(Key(Substring(value)).text == value, "key literal \"\(value)\" is not in folded form")
    }

    package static func == (a: Key, b: Key) -> Bool {
        if a.hash64 != 0, b.hash64 != 0, a.hash64 != b.hash64 { return false }
        // Most comparisons are of a token with a literal of another length.
        if a.text.utf8.count != b.text.utf8.count { return false }
        var x = a.text, y = b.text
        return x.withUTF8 { xb in
            y.withUTF8 { yb in xb.count == yb.count && (xb.count == 0 || memcmp(xb.baseAddress!, yb.baseAddress!, xb.count) == 0) }
        }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(computedHash)
    }

    package var description: String { text }
    var count: Int { text.count }
    func hasPrefix(_ prefix: String) -> Bool { text.hasPrefix(prefix) }
    func hasSuffix(_ suffix: String) -> Bool { text.hasSuffix(suffix) }
}

/// Splits an utterance into tokens. Whitespace separates chunks; inside a chunk, letters,
/// digits and single symbols become separate tokens (`15:00` → `15`, `:`, `00`), except for
/// `#tag`, `+project`, `!high` and `key:value`, which stay whole, and quoted text.
///
/// It walks Unicode scalars with fast paths for ASCII, Latin and Cyrillic: Character-level
/// classification costs a Unicode property lookup per character, and drafting must run at
/// tens of thousands of sentences a second.
enum Tokenizer {
    static func closingQuote(_ s: Unicode.Scalar) -> Unicode.Scalar? {
        switch s.value {
        case 0xAB: return "\u{BB}"        // « »
        case 0x22: return "\""            // " "
        case 0x201C: return "\u{201D}"    // “ ”
        case 0x201E: return "\u{201D}"    // „ ”
        case 0x2018: return "\u{2019}"    // ‘ ’
        default: return nil
        }
    }

    @inline(__always)
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return v == 0x20 || (v >= 0x09 && v <= 0x0D) }
        // The Unicode White_Space set beyond ASCII, spelled out: a property lookup per
        // Cyrillic letter was a measurable share of drafting time.
        switch v {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    @inline(__always)
    static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    @inline(__always)
    static func isLetter(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A }
        if v >= 0xC0 && v <= 0x24F { return v != 0xD7 && v != 0xF7 }
        if v >= 0x0400 && v <= 0x04FF { return true }
        if v >= 0x0300 && v <= 0x036F { return true }  // combining marks stay with their letter
        return s.properties.isAlphabetic
    }

    /// The matching form of one scalar: lower case, ё → е, ’ → '.
    @inline(__always)
    static func fold(_ s: Unicode.Scalar) -> UInt32 {
        let v = s.value
        if v < 0x80 { return v >= 0x41 && v <= 0x5A ? v + 0x20 : v }
        switch v {
        case 0x0410...0x042F: return v + 0x20                     // А–Я
        case 0x0401, 0x0451: return 0x0435                        // Ё, ё → е
        case 0x0400...0x040F: return v + 0x50                     // Ѐ–Џ
        case 0x0430...0x044F, 0x0452...0x045F: return v
        case 0x00C0...0x00DE where v != 0xD7: return v + 0x20     // À–Þ
        case 0x0100...0x0137, 0x014A...0x0177: return v | 1       // Ā/ā … (upper even)
        case 0x0139...0x0148, 0x0179...0x017E: return v % 2 == 1 ? v + 1 : v  // Ĺ/ĺ, Ź/ź (upper odd)
        case 0x2019: return 0x27
        default:
            if s.properties.isUppercase, let lower = s.properties.lowercaseMapping.unicodeScalars.first { return lower.value }
            return v
        }
    }

    /// The folded key of a run of scalars, with its FNV-1a hash. Words are short: they are
    /// folded into a stack buffer, and only the final `String` is allocated (and not even that
    /// for 15 bytes or less, which Swift stores inline).
    static func key(for scalars: Substring.UnicodeScalarView) -> Key {
        let capacity = 64
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> Key in
            var count = 0
            var overflow: [UInt8]?
            @inline(__always) func put(_ byte: UInt8) {
                if count < capacity {
                    buffer[count] = byte
                } else {
                    if overflow == nil { overflow = Array(buffer) }
                    overflow!.append(byte)
                }
                count += 1
            }
            for s in scalars {
                let v = fold(s)
                if v < 0x80 {
                    put(UInt8(v))
                } else if v < 0x800 {
                    put(UInt8(0xC0 | (v >> 6)))
                    put(UInt8(0x80 | (v & 0x3F)))
                } else if v < 0x10000 {
                    put(UInt8(0xE0 | (v >> 12)))
                    put(UInt8(0x80 | ((v >> 6) & 0x3F)))
                    put(UInt8(0x80 | (v & 0x3F)))
                } else {
                    put(UInt8(0xF0 | (v >> 18)))
                    put(UInt8(0x80 | ((v >> 12) & 0x3F)))
                    put(UInt8(0x80 | ((v >> 6) & 0x3F)))
                    put(UInt8(0x80 | (v & 0x3F)))
                }
            }
            if let overflow {
                return Key(folded: String(decoding: overflow, as: UTF8.self), hash64: Key.fnv(overflow))
            }
            let bytes = UnsafeBufferPointer(rebasing: buffer[0..<count])
            return Key(folded: String(decoding: bytes, as: UTF8.self), hash64: Key.fnv(bytes))
        }
    }

    static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(16)
        let scalars = text.unicodeScalars
        var i = scalars.startIndex
        var spaced = true
        while i < scalars.endIndex {
            let s = scalars[i]
            if isSpace(s) {
                spaced = true
                i = scalars.index(after: i)
                continue
            }
            // Quoted text: up to the closing quote, if there is one.
            if let close = closingQuote(s), let end = scalars[scalars.index(after: i)...].firstIndex(of: close) {
                let after = scalars.index(after: end)
                tokens.append(Token(kind: .quoted, text: Substring(scalars[i..<after]), key: "", range: i..<after, spaced: spaced))
                i = after
                spaced = false
                continue
            }
            // The chunk: up to the next whitespace.
            var chunkEnd = i
            while chunkEnd < scalars.endIndex, !isSpace(scalars[chunkEnd]) { chunkEnd = scalars.index(after: chunkEnd) }
            let chunk = scalars[i..<chunkEnd]
            if let special = wholeChunk(chunk, spaced: spaced) {
                tokens.append(special)
            } else {
                splitChunk(chunk, spaced: spaced, into: &tokens)
            }
            i = chunkEnd
            spaced = false
        }
        return tokens
    }

    /// `#tag`, `@label` (a tag, as in Todoist and todo.txt), `+project`, `!…` and `key:value` stay
    /// one token (trailing punctuation excluded).
    private static func wholeChunk(_ chunk: Substring.UnicodeScalarView, spaced: Bool) -> Token? {
        guard spaced, let first = chunk.first else { return nil }
        // Only these can start a whole-chunk token; an attribute needs a ':' somewhere.
        guard first == "#" || first == "@" || first == "+" || first == "!" || chunk.contains(":") else { return nil }
        func isTrailing(_ v: UInt32) -> Bool { v == 0x2C || v == 0x2E || v == 0x3B || v == 0x29 || v == 0x21 || v == 0x3F }
        var end = chunk.endIndex
        if first != "!" {
            while end > chunk.index(after: chunk.startIndex), isTrailing(chunk[chunk.index(before: end)].value) {
                end = chunk.index(before: end)
            }
        }
        let body = chunk[chunk.startIndex..<end]
        func token(_ kind: Token.Kind, _ keyScalars: Substring.UnicodeScalarView) -> Token {
            Token(kind: kind, text: Substring(body), key: key(for: keyScalars), range: body.startIndex..<body.endIndex, spaced: spaced)
        }
        let second = body.count > 1 ? body[body.index(after: body.startIndex)] : nil
        switch first {
        case "#" where second.map { isLetter($0) || isDigit($0) } == true:
            return token(.hashtag, body.dropFirst())
        case "@" where second.map(isLetter) == true:
            return token(.hashtag, body.dropFirst())
        case "+" where second.map(isLetter) == true:
            return token(.plus, body.dropFirst())
        case "!" where chunk.allSatisfy({ $0 == "!" }) || chunk.dropFirst().allSatisfy(isLetter):
            return Token(kind: .bang, text: Substring(chunk), key: key(for: chunk), range: chunk.startIndex..<chunk.endIndex,
                         spaced: spaced)
        default:
            if let colon = body.firstIndex(of: ":"), colon != body.startIndex,
               Lexicon.attributeKeys.contains(key(for: body[body.startIndex..<colon])), body.index(after: colon) < body.endIndex {
                return token(.attribute, body)
            }
            return nil
        }
    }

    private static func splitChunk(_ chunk: Substring.UnicodeScalarView, spaced: Bool, into tokens: inout [Token]) {
        var i = chunk.startIndex
        var first = true
        while i < chunk.endIndex {
            let s = chunk[i]
            var end = chunk.index(after: i)
            let kind: Token.Kind
            if isDigit(s) {
                while end < chunk.endIndex, isDigit(chunk[end]) { end = chunk.index(after: end) }
                kind = .number
            } else if isLetter(s) {
                // Letters, with inner hyphens/apostrophes joining letters (e-mail, o'clock).
                while end < chunk.endIndex {
                    let d = chunk[end]
                    if isLetter(d) {
                        end = chunk.index(after: end)
                    } else if d == "-" || d == "'" || d == "\u{2019}", chunk.index(after: end) < chunk.endIndex,
                              isLetter(chunk[chunk.index(after: end)]) {
                        end = chunk.index(after: end)
                    } else {
                        break
                    }
                }
                kind = .word
            } else {
                kind = .symbol
            }
            let piece = chunk[i..<end]
            tokens.append(Token(kind: kind, text: Substring(piece), key: key(for: piece), range: i..<end,
                                spaced: first && spaced))
            first = false
            i = end
        }
    }
}
