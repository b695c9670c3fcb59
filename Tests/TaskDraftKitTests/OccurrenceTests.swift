// The standard library's versions, imported by name here only, to check ours against them.
import _StringProcessing
import Testing
import TaskDraftKit

/// `firstOccurrence(of:)`, `containsText(_:)` and `split(atEach:)` answer what `firstRange(of:)`,
/// `contains(_:)` and `split(separator:)` of `_StringProcessing` answered at the call sites they
/// replaced (String.Index ranges, Character by Character). Its `contains(_: String)` is
/// `firstRange(of:) != nil`; a plain `contains` here would be Foundation's (other files of this
/// module import it), which differs: false for an empty needle, and it finds 🇺🇵 in 🇷🇺🇵🇱.
@Suite struct OccurrenceTests {
    static let texts = [
        "", "a", "abc", "aaab", "abab", "Submit the weekly report tomorrow at 15:00 #finance",
        "подать декларацию до пятницы", "Zażółć gęślą jaźń", "ЗАДАЧА задача", "планёрка, планерка",
        "café", "cafe\u{301}", "e\u{301}x", "a\r\nb", "🇷🇺🇵🇱", "x; y;; z; ", "; drafted by builtin",
        "llama failed (no answer within 2 s); llama skipped: off; drafted by builtin",
    ]
    static let needles = [
        "", "a", "aab", "ab", "b", "report", " at ", "#finance", "декларацию", "деклараци", "gęślą",
        "gesla", "задача", "ё", "е", "é", "e\u{301}", "e", "\u{301}", "x", "\n", "\r\n", "🇵🇱", "🇺🇵",
        "; ", "; drafted by ", " failed (", "longer than the text it is looked for in",
    ]

    @Test func firstOccurrenceIsFirstRange() {
        for text in Self.texts {
            for needle in Self.needles {
                #expect(text.firstOccurrence(of: needle) == text.firstRange(of: needle), "\(needle) in \(text)")
                #expect(text.containsText(needle) == (text.firstRange(of: needle) != nil), "\(needle) in \(text)")
                let slice = text.dropFirst()
                #expect(slice.firstOccurrence(of: needle) == slice.firstRange(of: needle), "\(needle) in \(slice)")
                #expect(slice.containsText(needle) == (slice.firstRange(of: needle) != nil), "\(needle) in \(slice)")
            }
        }
    }

    @Test func matchesAreWholeCharactersInEitherNormalForm() {
        #expect("café".containsText("cafe\u{301}"))
        #expect("cafe\u{301}".containsText("café"))
        #expect(!"cafe\u{301}".containsText("cafe"))
        #expect(!"a\r\nb".containsText("\n"))
        #expect(!"Задача".containsText("задача"))
        #expect("".containsText(""))
        #expect("x".containsText(""))
        #expect(!"🇷🇺🇵🇱".containsText("🇺🇵"))
        let text = "x Zażółć gęślą"
        #expect(text.firstOccurrence(of: "gęślą").map { String(text[$0]) } == "gęślą")
        #expect(text.firstOccurrence(of: "").map { $0 == text.startIndex..<text.startIndex } == true)
    }

    @Test func splitAtEachIsSplitSeparator() {
        for text in Self.texts {
            for separator in Self.needles where !separator.isEmpty {
                #expect(text.split(atEach: separator) == text.split(separator: separator), "\(text) at \(separator)")
            }
        }
        #expect("a; b;; c; ".split(atEach: "; ") == ["a", "b;", "c"])
    }
}
