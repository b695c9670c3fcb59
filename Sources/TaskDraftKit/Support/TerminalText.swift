/// Text from the store, an import file or a model, made safe to print for a person: the one
/// place every such string passes on its way to a terminal (or a log a person will `cat`).
///
/// Notes, tags and titles can come from an MCP agent or a downloaded file. Printed raw, an
/// ESC could recolour or hide text, plant an OSC-8 link, or set the window title, and a bidi
/// override could make a title read differently from what is stored. So every control
/// character and bidi control is shown as a visible escape instead:
///
/// - `\e` for ESC, `\t` `\r` `\n` for tab, carriage return and line feed;
/// - `\x07`-style hex for the other C0 characters and DEL;
/// - `<U+009B>`-style code points for C1 characters, the bidi embeddings, overrides and
///   isolates (U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators.
///
/// A line feed is kept as it is only in fields that are multi-line by nature (notes, error
/// messages): a new line cannot hide anything. A backslash is not doubled, so `\e` typed as
/// two characters and a real ESC look alike; this is for reading, and `--json` is exact.
/// JSON output never goes through here: its string escaping already writes every C0
/// character as `\u00XX`.
public enum TerminalText {
    /// `text` with control characters and bidi controls made visible; line feeds too.
    public static func line<S: StringProtocol>(_ text: S) -> String { visible(String(text), keepingLineFeeds: false) }

    /// `text` with control characters and bidi controls made visible, line feeds kept.
    public static func lines<S: StringProtocol>(_ text: S) -> String { visible(String(text), keepingLineFeeds: true) }

    // String and Substring, the callers' types, get their own entries: the generic ones,
    // called from another module, look up `S.UTF8View`'s conformances at run time on first
    // use, which cost an `add --yes` more than printing its line.
    public static func line(_ text: String) -> String { visible(text, keepingLineFeeds: false) }
    public static func line(_ text: Substring) -> String { visible(String(text), keepingLineFeeds: false) }
    public static func lines(_ text: String) -> String { visible(text, keepingLineFeeds: true) }
    public static func lines(_ text: Substring) -> String { visible(String(text), keepingLineFeeds: true) }

    private static func visible(_ text: String, keepingLineFeeds: Bool) -> String {
        // Nearly every string is plain: look at the bytes first. Every character escaped below
        // is a byte under 0x20, DEL, or starts with 0xC2 (C1) or 0xE2 (U+2028–U+2069).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingLineFeeds: out.unicodeScalars.append(scalar)
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x1B: out += "\\e"
            case 0x00..<0x20, 0x7F: out += "\\x" + hex(scalar.value, digits: 2)
            case 0x2028, 0x2029: out += "<U+" + hex(scalar.value, digits: 4) + ">"
            default:
                if scalar.isControlCharacter || scalar.isBidiControl {
                    out += "<U+" + hex(scalar.value, digits: 4) + ">"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
