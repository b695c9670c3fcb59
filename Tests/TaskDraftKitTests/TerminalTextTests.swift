import Testing
import TaskDraftKit

/// Text from the store reaches the terminal with every control character and bidi control
/// visible: a person sees what is stored, and the terminal acts on nothing in it.
@Suite struct TerminalTextTests {
    @Test func plainTextIsUntouched() {
        for text in ["Submit the report", "Сдать отчёт — «срочно»", "日本語 ©2026 …", "עברית\u{200F} mark", ""] {
            #expect(TerminalText.line(text) == text)
        }
    }

    @Test func escapeSequencesAndControlCharactersBecomeVisible() {
        let osc8 = "\u{1B}]8;;https://evil.example\u{07}click\u{1B}]8;;\u{07}"
        #expect(TerminalText.line(osc8) == "\\e]8;;https://evil.example\\x07click\\e]8;;\\x07")
        #expect(TerminalText.line("a\tb\rc\nd\u{0}e\u{7F}") == "a\\tb\\rc\\nd\\x00e\\x7F")
        #expect(TerminalText.line("csi\u{9B}31m nel\u{85}") == "csi<U+009B>31m nel<U+0085>")
    }

    @Test func bidiControlsAndLineSeparatorsBecomeVisible() {
        #expect(TerminalText.line("invoice\u{202E}fdp.exe") == "invoice<U+202E>fdp.exe")
        #expect(TerminalText.line("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}")
                == "<U+202A><U+202B><U+202C><U+202D><U+2066><U+2067><U+2068><U+2069>")
        #expect(TerminalText.line("a\u{2028}b\u{2029}c") == "a<U+2028>b<U+2029>c")
        // Neighbours in the same UTF-8 lead byte are text.
        #expect(TerminalText.line("\u{2026}\u{2014}\u{2070}") == "\u{2026}\u{2014}\u{2070}")
    }

    @Test func multiLineFieldsKeepTheirLineFeedsOnly() {
        #expect(TerminalText.lines("one\ntwo\r\n\u{1B}[2J") == "one\ntwo\\r\n\\e[2J")
    }
}
