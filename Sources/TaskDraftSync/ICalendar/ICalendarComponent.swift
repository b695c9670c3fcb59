import TaskDraftKit

/// One content line of an iCalendar object (RFC 5545 §3.1), unfolded and split, with the
/// bytes it arrived as: a property TaskDraft does not change is written back from `raw`,
/// byte for byte, folds included, its line ends as CRLF (`ICalendarComponent.text`).
public struct ICalendarProperty: Sendable, Hashable {
    /// Upper-cased (`SUMMARY`, `X-APPLE-SORT-ORDER`).
    public var name: String
    /// Parameter names upper-cased, values unquoted (`TZID` → `Europe/Berlin`).
    public var parameters: [String: String]
    /// The value as written on the wire (TEXT still escaped).
    public var value: String
    public var raw: String

    public func parameter(_ name: String) -> String? { parameters[name] }
}

/// A component (`VCALENDAR`, `VTODO`, `VALARM`, …): its lines and sub-components in order.
public struct ICalendarComponent: Sendable, Hashable {
    public enum Entry: Sendable, Hashable {
        case property(ICalendarProperty)
        case component(ICalendarComponent)
    }

    public var name: String
    public var entries: [Entry]
    /// The `BEGIN:` and `END:` lines as they arrived.
    var beginLine: String
    var endLine: String

    public init(name: String, entries: [Entry] = []) {
        self.name = name
        self.entries = entries
        beginLine = "BEGIN:\(name)\r\n"
        endLine = "END:\(name)\r\n"
    }

    public var properties: [ICalendarProperty] {
        entries.compactMap { if case .property(let p) = $0 { return p } else { return nil } }
    }

    public var components: [ICalendarComponent] {
        entries.compactMap { if case .component(let c) = $0 { return c } else { return nil } }
    }

    public func property(_ name: String) -> ICalendarProperty? { properties.first { $0.name == name } }

    /// The component as RFC 5545 text: an untouched line's content exactly as it arrived, folds
    /// included, and every line ended in CRLF (§3.1), whatever ended it on the way in.
    public var text: String { ICalendarLineEnd.crlf(asArrived) }

    /// The component's lines as they arrived, line ends included.
    private var asArrived: String {
        var out = beginLine
        for entry in entries {
            switch entry {
            case .property(let p): out += p.raw
            case .component(let c): out += c.asArrived
            }
        }
        return out + endLine
    }
}

/// Reads iCalendar text into components. Lenient where servers are (LF or CR alone ends a
/// line, a byte order mark and a blank line are passed over), strict where it matters: an object with no closed VCALENDAR is refused.
public enum ICalendarParser {
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Deepest nesting accepted (VCALENDAR › VTODO › VALARM is 3); a hostile object cannot recurse further.
    static let maximumDepth = 8

    public static func parse(_ text: String) throws(Failure) -> ICalendarComponent {
        var lines = logicalLines(text)[...]
        guard let first = lines.popFirst(), let begin = componentName(first, "BEGIN") else {
            throw Failure(message: "does not start with BEGIN:VCALENDAR")
        }
        let root = try component(begin, beginLine: first.raw, &lines, depth: 1)
        guard root.name == "VCALENDAR" else { throw Failure(message: "does not start with BEGIN:VCALENDAR") }
        return root
    }

    private static func component(_ name: String, beginLine: String, _ lines: inout ArraySlice<(raw: String, unfolded: String)>,
                                  depth: Int) throws(Failure) -> ICalendarComponent {
        guard depth <= maximumDepth else { throw Failure(message: "components nested more than \(maximumDepth) deep") }
        var result = ICalendarComponent(name: name)
        result.beginLine = beginLine
        while let line = lines.popFirst() {
            if let inner = componentName(line, "BEGIN") {
                result.entries.append(.component(try component(inner, beginLine: line.raw, &lines, depth: depth + 1)))
            } else if let end = componentName(line, "END") {
                guard end == name else { throw Failure(message: "END:\(end) closes BEGIN:\(name)") }
                result.endLine = line.raw
                return result
            } else if let property = property(line) {
                result.entries.append(.property(property))
            }
        }
        throw Failure(message: "BEGIN:\(name) is never closed")
    }

    private static func componentName(_ line: (raw: String, unfolded: String), _ keyword: String) -> String? {
        // No count of the whole line's characters: a stranger's line may be megabytes long.
        guard line.unfolded.hasPrefixIgnoringCase(keyword + ":") else { return nil }
        let name = line.unfolded.dropFirst(keyword.count + 1)
        return name.isEmpty ? nil : String(name).trimmingWhitespace().uppercased()
    }

    /// Physical lines joined into logical ones (§3.1: a line starting with a space or tab
    /// continues the one before), each with its original bytes. The text is cut at each line
    /// end (`ICalendarLineEnd`: CRLF, LF or a lone CR) once; a line starts after a byte order
    /// mark, and a blank line is passed over, a fold after it still continuing the line before
    /// (`ICalendarLineStart`). A logical line's raw bytes are one run of the text, or a run per
    /// piece where a blank line fell between them, so that what is written back holds no blank
    /// line; only a folded line's unfolded value is copied together from its pieces.
    static func logicalLines(_ text: String) -> [(raw: String, unfolded: String)] {
        var text = text
        return text.withUTF8 { whole in
            var result: [(raw: String, unfolded: String)] = []
            var rest = whole[...]
            var raw: [Range<Int>] = []
            var unfolded: [UInt8] = []
            func close() {
                guard let first = raw.first, !unfolded.isEmpty else { return }
                let bytes = raw.count == 1 ? String(decoding: whole[first], as: UTF8.self)
                    : String(decoding: raw.flatMap { whole[$0] }, as: UTF8.self)
                result.append((bytes, String(decoding: unfolded, as: UTF8.self)))
            }
            while !rest.isEmpty {
                let lineEnd = ICalendarLineEnd.first(in: UnsafeBufferPointer(rebasing: rest))
                let end = lineEnd.map { rest.startIndex + $0.next } ?? rest.endIndex
                let line = rest[..<(lineEnd.map { rest.startIndex + $0.contentEnd } ?? rest.endIndex)]
                rest = rest[end...]
                guard let start = ICalendarLineStart.content(of: line) else { continue }
                let content = line[start...]
                if content.first == 0x20 || content.first == 0x09, let last = raw.last {
                    if last.upperBound == start { raw[raw.count - 1] = last.lowerBound..<end } else { raw.append(start..<end) }
                    unfolded.append(contentsOf: content.dropFirst())
                } else {
                    close()
                    raw.removeAll(keepingCapacity: true)
                    raw.append(start..<end)
                    unfolded.removeAll(keepingCapacity: true)
                    unfolded.append(contentsOf: content)
                }
            }
            close()
            return result
        }
    }

    /// `NAME;PARAM=VALUE;PARAM="QUOTED":VALUE`; nil for a line without a colon.
    static func property(_ line: (raw: String, unfolded: String)) -> ICalendarProperty? {
        let text = line.unfolded
        var index = nameEnd(text)
        let name = text[..<index]
        var parameters: [String: String] = [:]
        guard !name.isEmpty, index < text.endIndex else { return nil }
        while index < text.endIndex, text[index] == ";" {
            index = text.index(after: index)
            var key = ""
            while index < text.endIndex, text[index] != "=", text[index] != ":", text[index] != ";" {
                key.append(text[index])
                index = text.index(after: index)
            }
            var value = ""
            if index < text.endIndex, text[index] == "=" {
                index = text.index(after: index)
                var quoted = false
                while index < text.endIndex {
                    let c = text[index]
                    if c == "\"" { quoted.toggle() } else if !quoted, c == ":" || c == ";" { break } else { value.append(c) }
                    index = text.index(after: index)
                }
            }
            parameters[key.uppercased()] = value
        }
        guard index < text.endIndex, text[index] == ":" else { return nil }
        let value = String(text[text.index(after: index)...])
        return ICalendarProperty(name: name.uppercased(), parameters: parameters, value: value, raw: line.raw)
    }

    /// Where a property's name ends: at its first character that is ";" or ":". A name is ASCII,
    /// so its bytes are read up to the mark; a name with other bytes, or a mark a combining
    /// character may join, is read as Characters are compared (U+037E is ";" to them).
    private static func nameEnd(_ text: String) -> String.Index {
        let bytes = text.utf8
        guard let stop = bytes.firstIndex(where: { $0 == 0x3B || $0 == 0x3A || $0 >= 0x80 }) else { return text.endIndex }
        if bytes[stop] < 0x80 {
            let next = bytes.index(after: stop)
            if next == bytes.endIndex || bytes[next] < 0x80 { return stop }
        }
        return text.firstIndex { $0 == ";" || $0 == ":" } ?? text.endIndex
    }

    /// A TEXT value unescaped (§3.3.11): `\n` a line break, `\,` `\;` `\\` the character.
    public static func unescapeText(_ value: String) -> String {
        var out = ""
        var escaped = false
        for c in value {
            if escaped {
                switch c {
                case "n", "N": out.append("\n")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// A TEXT list (CATEGORIES) split at unescaped commas, each item unescaped.
    public static func textList(_ value: String) -> [String] {
        var items: [String] = []
        var current = ""
        var escaped = false
        for c in value {
            if escaped {
                current.append("\\")
                current.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "," {
                items.append(unescapeText(current))
                current = ""
            } else {
                current.append(c)
            }
        }
        items.append(unescapeText(current))
        return items.filter { !$0.isEmpty }
    }
}
