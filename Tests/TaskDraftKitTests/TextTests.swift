import Testing
import TaskDraftKit

/// The text helpers that stand in for Foundation's.
@Suite struct TextTests {
    @Test func theSpelledOutWhiteSpaceSetIsUnicodes() {
        for value in UInt32(0)...0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(scalar.isWhiteSpace == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }

    @Test func trimmingTakesWhiteSpaceFromBothEndsOnly() {
        #expect("  call Anna \t\n".trimmingWhitespace() == "call Anna")
        #expect("\u{A0}\u{3000}Позвонить  Анне\u{2009}".trimmingWhitespace() == "Позвонить  Анне")
        #expect("планёрка".trimmingWhitespace() == "планёрка")
        #expect(" \u{2028} ".trimmingWhitespace() == "")
        #expect("".trimmingWhitespace() == "")
        #expect("e\u{301} ".trimmingWhitespace() == "e\u{301}")
        #expect(Substring("[ x ]").dropFirst().dropLast().trimmingWhitespace() == "x")
    }
}

@Suite struct WrappingTests {
    @Test func linesBreakAtSpacesAndFitTheWidth() {
        #expect("Pay rent".wrapped(toWidth: 20) == ["Pay rent"])
        #expect("Подготовить квартальный отчёт для совета".wrapped(toWidth: 24)
                == ["Подготовить квартальный", "отчёт для совета"])
        #expect("one two  three".wrapped(toWidth: 7) == ["one two", "three"])
    }

    @Test func aWordWiderThanTheLineBreaksInside() {
        #expect("a abcdefghij".wrapped(toWidth: 4) == ["a", "abcd", "efgh", "ij"])
    }

    @Test func wideCharactersCountTwoCells() {
        // Six CJK characters are twelve cells: five cells hold two of them.
        #expect("買牛奶買牛奶".wrapped(toWidth: 5) == ["買牛", "奶買", "牛奶"])
        for line in "買牛奶 🥛 tomorrow and the day after".wrapped(toWidth: 9) { #expect(line.terminalWidth <= 9) }
    }
}
