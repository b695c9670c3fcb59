import Testing
import TaskDraftKit

/// `TextLimit` admits what fits in characters and scalars, says the length a person reads
/// when not, and clips to whole characters within both where a surface trims.
@Suite struct TextLimitTests {
    let limit = TextLimit(characters: 10)

    @Test func countsCharactersAndCapsScalars() {
        #expect(limit.excess(String(repeating: "ż", count: 10)) == nil)
        #expect(limit.excess(String(repeating: "ż", count: 11)) == 11)
        #expect(limit.excess(String(repeating: "z\u{307}", count: 10)) == nil, "20 scalars, 10 characters")
        let accents = "e" + String(repeating: "\u{301}", count: 80)
        #expect(limit.excess(accents) == 81, "one character of 81 scalars, over 10 × 8")
        #expect(limit.excess("e" + String(repeating: "\u{301}", count: 79)) == nil, "80 scalars fit")
    }

    @Test func clipsToWholeCharactersWithinBoth() {
        #expect(limit.clipped(String(repeating: "ж", count: 15)) == String(repeating: "ж", count: 10))
        let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"  // 7 scalars, one character
        let clipped = limit.clipped(String(repeating: family, count: 12))
        #expect(clipped == String(repeating: family, count: 10), "\(clipped.count) characters")
        #expect(limit.clipped("ab" + "e" + String(repeating: "\u{301}", count: 20_000)) == "ab", "the over-long character is left out whole")
    }

    /// Notes and annotations keep their 100,000 characters and cap the scalars.
    @Test func notesAndAnnotationsCapScalars() {
        let accents = "e" + String(repeating: "\u{301}", count: Annotation.textLimit.scalars)
        var draft = TaskDraft(title: "Pay rent")
        draft.notes = accents
        #expect(throws: DraftError.field("notes", .annotationTooLong(accents.unicodeScalars.count, most: Annotation.maximumLength))) {
            try draft.validated()
        }
        draft.notes = String(repeating: "x", count: Annotation.maximumLength)
        #expect((try? draft.validated()) != nil)
    }
}
