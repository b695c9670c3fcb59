/// Text made safe for man(7) pages: the roff escape character, lines that would read as
/// requests, and non-ASCII characters (as `\[uXXXX]`, so every formatter renders them).
enum Roff {
    /// One line of running text.
    static func text(_ text: String) -> String {
        guarded(escaped(text))
    }

    /// A line that would read as a request (`.` or `'` first) made text.
    static func guarded(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += " "
            case _ where scalar.value > 0x7E: out += "\\[u" + hex(scalar.value) + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Markdown's inline marks as fonts: `code` and **bold** bold, links as their text.
    static func markdown(_ line: String) -> String {
        var out = ""
        var rest = Substring(line)
        var bold = false
        while let c = rest.first {
            if c == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                out += "\\fB" + escaped(String(rest[rest.index(after: rest.startIndex)..<end])) + "\\fR"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**") {
                out += bold ? "\\fR" : "\\fB"
                bold.toggle()
                rest = rest.dropFirst(2)
            } else if c == "[", let close = rest.firstIndex(of: "]"), rest[rest.index(after: close)...].hasPrefix("("),
                      let paren = rest[close...].firstIndex(of: ")") {
                out += markdown(String(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: paren)...]
            } else {
                out += escaped(String(c))
                rest = rest.dropFirst()
            }
        }
        if bold { out += "\\fR" }
        return guarded(out)
    }

    /// The finished page: text lines wrapped at spaces to `lineWidth` bytes (mandoc's style
    /// check, and friendlier diffs), no trailing blanks; lines between `.EX` and `.EE` as they are.
    static func page(_ source: String) -> String {
        var out = ""
        var literal = false
        var previous = Substring("")
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(raw)
            while line.last == " " { line = line.dropLast() }
            if line.hasPrefix(".EX") { literal = true }
            if line.hasPrefix(".EE") { literal = false }
            // A paragraph break right after a heading is one mandoc warns about and skips.
            if line == ".PP", previous.hasPrefix(".SH") || previous.hasPrefix(".SS") { continue }
            previous = line
            if literal || line.hasPrefix(".") || line.utf8.count <= lineWidth {
                out += line + "\n"
                continue
            }
            var current = ""
            for word in line.split(separator: " ") {
                if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > lineWidth {
                    out += current + "\n"
                    current = ""
                }
                if current.isEmpty {
                    current = word.hasPrefix(".") || word.hasPrefix("'") ? "\\&" + word : String(word)
                } else {
                    current += " " + word
                }
            }
            out += current + "\n"
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    static let lineWidth = 80

    /// Lines shown as typed (examples, JSON), in no-fill mode.
    static func example(_ lines: [String], paragraph: Bool = true) -> String {
        (paragraph ? ".PP\n" : "") + ".RS 4\n.EX\n" + lines.map { text($0) + "\n" }.joined() + ".EE\n.RE\n"
    }

    /// `.TP` with a bold tag and its paragraph.
    static func item(_ tag: String, _ body: String) -> String {
        ".TP\n" + tag + "\n" + body + "\n"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        var s = ""
        var v = value
        repeat {
            s = String(digits[Int(v & 0xF)]) + s
            v >>= 4
        } while v > 0
        while s.count < 4 { s = "0" + s }
        return s
    }
}
