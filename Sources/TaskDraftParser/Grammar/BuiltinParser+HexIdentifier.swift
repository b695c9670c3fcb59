import TaskDraftKit

/// A hexadecimal identifier is no date: a UUID (`04f5bf15-054f-4036-8e14-db5a327bf875`, as every
/// exported task's UID line has), a commit (`3875eb2`), a hash. Read piece by piece, its digit
/// groups look like years and months ("4036-8" of `4036-8e14` is August 4036), so an identifier
/// that is a line of its own drafted a due date, one in fifteen outside the calendar's range.
extension BuiltinParser {
    /// The end of the identifier the number at `i` is written in, or nil when it is in none.
    ///
    /// The identifier is the run of tokens written together around `i` that are numbers,
    /// hyphens and words of the letters a–f; it is one when a letter stands between two digits
    /// (`4f93`, `8e14`, `75eb2`), which no date or time is written with, except a month's name
    /// (`15dec2026`, `1feb2027`).
    func hexIdentifierEnd(around i: Int, in tokens: [Token]) -> Int? {
        func isPart(_ k: Int) -> Bool {
            let token = tokens[k]
            return token.kind == .number || token.isSymbol("-") || (token.kind == .word && Self.isHexLetters(token.key))
        }
        var start = i
        while start > 0, !tokens[start].spaced, isPart(start - 1) { start -= 1 }
        var end = i + 1
        while end < tokens.count, !tokens[end].spaced, isPart(end) { end += 1 }
        guard end - start >= 3 else { return nil }
        for k in (start + 1)..<(end - 1) where tokens[k].kind == .word && Lexicon.months[tokens[k].key] == nil
            && tokens[k - 1].kind == .number && tokens[k + 1].kind == .number {
            return end
        }
        return nil
    }

    /// Letters a–f only (the tokenizer joins letters across a hyphen: `abc-def`).
    static func isHexLetters(_ key: Key) -> Bool {
        key.text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x66) || $0 == 0x2D }
    }
}
