/// The string literals Swift source writes as keys (`Key`, `KeySet`, `KeyTable`), found by the
/// forms the parser's code writes them in, since a test cannot ask the compiler for a literal's
/// type: the elements of a collection literal declared `: KeySet = [`, `: [Key] = [`,
/// `KeySet([`, `[…] as KeySet`, and the keys of one declared `: KeyTable<…> = [`; `Key("…")`;
/// a literal compared with `key` (`==`, `!=`); the patterns of a `case` in a `switch` on
/// `….key`; a subscript `table["…"]`.
enum KeyLiteralScan {
    struct Token {
        enum Kind { case word, symbol, string }
        let kind: Kind
        /// A string's value (nil when it has interpolations or is raw or multi-line); a word's or symbol's text.
        let text: String?
        let line: Int

        func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
        func isWord(_ word: String) -> Bool { kind == .word && text == word }
    }

    struct Literal {
        let value: String
        let line: Int
    }

    /// Every key literal of `source`, with the line it starts on. Interpolated, raw and
    /// multi-line strings are never keys and are left out.
    static func literals(in source: String) -> [Literal] {
        let tokens = tokens(of: source)
        var found: [Literal] = []
        func add(_ token: Token) {
            if token.kind == .string, let value = token.text { found.append(Literal(value: value, line: token.line)) }
        }
        func at(_ index: Int) -> Token? { tokens.indices.contains(index) ? tokens[index] : nil }
        func isSymbol(_ index: Int, _ symbol: String) -> Bool { at(index)?.isSymbol(symbol) == true }
        func isWord(_ index: Int, _ word: String) -> Bool { at(index)?.isWord(word) == true }
        /// The index of the symbol that closes the one at `open`.
        func closing(_ open: Int, _ opening: String, _ closer: String) -> Int {
            var depth = 0
            for index in open..<tokens.count {
                if tokens[index].isSymbol(opening) { depth += 1 }
                if tokens[index].isSymbol(closer) {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            return tokens.count
        }
        /// The literals directly inside the brackets at `open` (with `keysOnly`, those before a `:`).
        func collection(_ open: Int, keysOnly: Bool) {
            var depth = 0
            for index in open..<closing(open, "[", "]") {
                let token = tokens[index]
                if token.kind == .symbol, let text = token.text {
                    if ["(", "[", "{"].contains(text) { depth += 1 }
                    if [")", "]", "}"].contains(text) { depth -= 1 }
                } else if token.kind == .string, depth == 1, !keysOnly || isSymbol(index + 1, ":") {
                    add(token)
                }
            }
        }
        for (index, token) in tokens.enumerated() {
            if token.isSymbol(":") {
                if isWord(index + 1, "KeySet"), isSymbol(index + 2, "="), isSymbol(index + 3, "[") {
                    collection(index + 3, keysOnly: false)
                }
                if isSymbol(index + 1, "["), isWord(index + 2, "Key"), isSymbol(index + 3, "]"), isSymbol(index + 4, "="),
                   isSymbol(index + 5, "[") {
                    collection(index + 5, keysOnly: false)
                }
                if isWord(index + 1, "KeyTable"), isSymbol(index + 2, "<") {
                    let end = closing(index + 2, "<", ">")
                    if isSymbol(end + 1, "="), isSymbol(end + 2, "[") { collection(end + 2, keysOnly: true) }
                }
            }
            if token.isWord("as"), isWord(index + 1, "KeySet"), isSymbol(index - 1, "]") {
                var depth = 0
                for back in stride(from: index - 1, through: 0, by: -1) {
                    if tokens[back].isSymbol("]") { depth += 1 }
                    if tokens[back].isSymbol("[") {
                        depth -= 1
                        if depth == 0 {
                            collection(back, keysOnly: false)
                            break
                        }
                    }
                }
            }
            if token.isWord("KeySet"), isSymbol(index + 1, "("), isSymbol(index + 2, "[") { collection(index + 2, keysOnly: false) }
            if token.isWord("Key"), isSymbol(index + 1, "("), at(index + 2)?.kind == .string, isSymbol(index + 3, ")") {
                add(tokens[index + 2])
            }
            if token.isSymbol("==") || token.isSymbol("!=") {
                if isWord(index - 1, "key"), let next = at(index + 1) { add(next) }
                if isWord(index + 1, "key"), let previous = at(index - 1) { add(previous) }
            }
            if token.isWord("table") || token.isWord("result"), isSymbol(index + 1, "["), isSymbol(index + 3, "]"),
               let subscripted = at(index + 2) {
                add(subscripted)
            }
            if token.isWord("switch") {
                // The subject runs to the first `{` outside parentheses and brackets.
                var open = index + 1, depth = 0
                while let next = at(open), !(next.isSymbol("{") && depth == 0) {
                    if next.isSymbol("(") || next.isSymbol("[") { depth += 1 }
                    if next.isSymbol(")") || next.isSymbol("]") { depth -= 1 }
                    open += 1
                }
                guard isWord(open - 1, "key") else { continue }
                var braces = 0, inPattern = false
                for inner in open..<closing(open, "{", "}") {
                    let token = tokens[inner]
                    if token.isSymbol("{") { braces += 1 }
                    if token.isSymbol("}") { braces -= 1 }
                    if braces == 1, token.isWord("case") { inPattern = true }
                    if braces == 1, token.isSymbol(":") { inPattern = false }
                    if inPattern { add(token) }
                }
            }
        }
        return found
    }

    /// Words, symbols (one character, or `==`, `!=`, `->`) and string literals; comments dropped.
    static func tokens(of source: String) -> [Token] {
        let s = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var i = 0, line = 1
        func char(_ index: Int) -> Unicode.Scalar? { index < s.count ? s[index] : nil }
        func starts(_ text: String, _ index: Int) -> Bool {
            var k = index
            for scalar in text.unicodeScalars {
                guard char(k) == scalar else { return false }
                k += 1
            }
            return true
        }
        func advance() {
            if s[i] == "\n" { line += 1 }
            i += 1
        }
        /// Past `\(…)`, from just after its `(`, strings inside included.
        func skipInterpolation() {
            var depth = 1
            while i < s.count, depth > 0 {
                if s[i] == "(" { depth += 1 }
                if s[i] == ")" { depth -= 1 }
                if s[i] == "\"" {
                    _ = readString()
                    continue
                }
                advance()
            }
        }
        /// A string literal from its opening quote (after any `#`s); its value when plain.
        func readString(hashes: Int = 0) -> String? {
            let multiLine = starts("\"\"\"", i)
            let quote = multiLine ? "\"\"\"" : "\""
            let terminator = quote + String(repeating: "#", count: hashes)
            i += quote.unicodeScalars.count
            var value = String.UnicodeScalarView()
            var plain = !multiLine && hashes == 0
            while i < s.count {
                if starts(terminator, i) {
                    i += terminator.unicodeScalars.count
                    break
                }
                if hashes == 0, s[i] == "\\", let next = char(i + 1) {
                    i += 2
                    switch next {
                    case "(":
                        plain = false
                        skipInterpolation()
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    case "0": value.append("\0")
                    case "u":
                        plain = false
                        while i < s.count, s[i] != "}" { i += 1 }
                        i += 1
                    default: value.append(next)
                    }
                    continue
                }
                if s[i] == "\n", !multiLine { break }
                value.append(s[i])
                advance()
            }
            return plain ? String(value) : nil
        }
        while i < s.count {
            let c = s[i]
            if c.properties.isWhitespace {
                advance()
            } else if starts("//", i) {
                while i < s.count, s[i] != "\n" { i += 1 }
            } else if starts("/*", i) {
                var depth = 0
                repeat {
                    if starts("/*", i) {
                        depth += 1
                        i += 2
                    } else if starts("*/", i) {
                        depth -= 1
                        i += 2
                    } else {
                        advance()
                    }
                } while depth > 0 && i < s.count
            } else if c == "\"" || (c == "#" && (i + 1..<s.count).first { s[$0] != "#" }.map { s[$0] == "\"" } == true) {
                var hashes = 0
                while i < s.count, s[i] == "#" {
                    hashes += 1
                    i += 1
                }
                let start = line
                let value = readString(hashes: hashes)
                tokens.append(Token(kind: .string, text: value, line: start))
            } else if c == "_" || c == "$" || c.properties.isAlphabetic || ("0"..."9").contains(c) {
                var word = String.UnicodeScalarView()
                while let next = char(i), next == "_" || next == "$" || next.properties.isAlphabetic || ("0"..."9").contains(next) {
                    word.append(next)
                    i += 1
                }
                tokens.append(Token(kind: .word, text: String(word), line: line))
            } else if let pair = ["==", "!=", "->"].first(where: { starts($0, i) }) {
                tokens.append(Token(kind: .symbol, text: pair, line: line))
                i += 2
            } else {
                tokens.append(Token(kind: .symbol, text: String(c), line: line))
                i += 1
            }
        }
        return tokens
    }
}
