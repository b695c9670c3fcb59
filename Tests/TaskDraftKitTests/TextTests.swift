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
