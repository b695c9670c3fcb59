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
        /// `+project` (Taskwarrior style).
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
    let key: String
    /// The token's place in the utterance, for cutting the title.
    let range: Range<String.Index>
    /// Whether whitespace separates this token from the previous one.
    let spaced: Bool

    /// The value of a `.number` token.
    var number: Int? {
        guard kind == .number, text.utf8.count <= 9 else { return nil }
        return Int(text)
    }

    func isSymbol(_ c: Character) -> Bool { kind == .symbol && text.first == c }
}

/// Splits an utterance into tokens. Whitespace separates chunks; inside a chunk, letters,
/// digits and single symbols become separate tokens (`15:00` → `15`, `:`, `00`), except for
/// `#tag`, `+project`, `!high` and `key:value`, which stay whole, and quoted text.
enum Tokenizer {
    static let attributeKeys: Set<String> = ["due", "priority", "pri", "project", "proj", "pro", "recur", "tag", "tags",
                                             "scheduled", "wait"]

    static let quotePairs: [Character: Character] = ["«": "»", "\"": "\"", "“": "”", "„": "”", "‘": "’"]

    static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(16)
        var i = text.startIndex
        var spaced = true
        while i < text.endIndex {
            let c = text[i]
            if c.isWhitespace || c.isNewline {
                spaced = true
                i = text.index(after: i)
                continue
            }
            // Quoted text: up to the closing quote, if there is one.
            if let close = quotePairs[c], let end = text[text.index(after: i)...].firstIndex(of: close) {
                let after = text.index(after: end)
                tokens.append(Token(kind: .quoted, text: text[i..<after], key: "", range: i..<after, spaced: spaced))
                i = after
                spaced = false
                continue
            }
            // The chunk: up to the next whitespace.
            var chunkEnd = i
            while chunkEnd < text.endIndex, !text[chunkEnd].isWhitespace { chunkEnd = text.index(after: chunkEnd) }
            let chunk = text[i..<chunkEnd]
            if let special = wholeChunk(chunk, spaced: spaced) {
                tokens.append(special)
                i = chunkEnd
                spaced = false
                continue
            }
            splitChunk(chunk, spaced: spaced, into: &tokens)
            i = chunkEnd
            spaced = false
        }
        return tokens
    }

    /// `#tag`, `+project`, `!…` and `key:value` stay one token (trailing punctuation excluded).
    private static func wholeChunk(_ chunk: Substring, spaced: Bool) -> Token? {
        guard spaced, let first = chunk.first else { return nil }
        var body = chunk
        while let last = body.last, body.count > 1, [",", ".", ";", ")", "!", "?"].contains(last), first != "!" {
            body = body.dropLast()
        }
        switch first {
        case "#" where body.count > 1 && body.dropFirst().first.map({ $0.isLetter || $0.isNumber }) == true:
            return Token(kind: .hashtag, text: body, key: foldedKey(body.dropFirst()), range: body.startIndex..<body.endIndex, spaced: spaced)
        case "+" where body.count > 1 && body.dropFirst().first?.isLetter == true:
            return Token(kind: .plus, text: body, key: foldedKey(body.dropFirst()), range: body.startIndex..<body.endIndex, spaced: spaced)
        case "!" where chunk.allSatisfy({ $0 == "!" }) || chunk.dropFirst().allSatisfy({ $0.isLetter }):
            return Token(kind: .bang, text: chunk, key: foldedKey(chunk), range: chunk.startIndex..<chunk.endIndex, spaced: spaced)
        default:
            if let colon = body.firstIndex(of: ":"), colon != body.startIndex,
               attributeKeys.contains(body[..<colon].lowercased()), body.index(after: colon) < body.endIndex {
                return Token(kind: .attribute, text: body, key: foldedKey(body), range: body.startIndex..<body.endIndex, spaced: spaced)
            }
            return nil
        }
    }

    private static func splitChunk(_ chunk: Substring, spaced: Bool, into tokens: inout [Token]) {
        var i = chunk.startIndex
        var first = true
        while i < chunk.endIndex {
            let c = chunk[i]
            var end = chunk.index(after: i)
            let kind: Token.Kind
            if c.isASCII && c.isNumber {
                while end < chunk.endIndex, chunk[end].isASCII, chunk[end].isNumber { end = chunk.index(after: end) }
                kind = .number
            } else if c.isLetter {
                // Letters, with inner hyphens/apostrophes joining letters (e-mail, o'clock).
                while end < chunk.endIndex {
                    let d = chunk[end]
                    if d.isLetter || (d.isNumber && !d.isASCII) || d == "\u{301}" {
                        end = chunk.index(after: end)
                    } else if (d == "-" || d == "'" || d == "’"), chunk.index(after: end) < chunk.endIndex,
                              chunk[chunk.index(after: end)].isLetter {
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
            tokens.append(Token(kind: kind, text: piece, key: kind == .number ? String(piece) : foldedKey(piece),
                                range: i..<end, spaced: first && spaced))
            first = false
            i = end
        }
    }

    /// Lower case with `ё` → `е` and `’` → `'`, so spelling variants match one table entry.
    static func foldedKey(_ s: Substring) -> String {
        var result = s.lowercased()
        if result.contains("ё") { result = result.replacingOccurrences(of: "ё", with: "е") }
        if result.contains("’") { result = result.replacingOccurrences(of: "’", with: "'") }
        return result
    }
}
