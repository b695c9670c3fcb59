import Testing
import TaskDraftKit

/// Titles, projects and tags refuse control characters on the way in, naming the field;
/// notes keep theirs (they are shown made visible).
@Suite struct DraftValidationTests {
    @Test(arguments: ["\u{1B}]8;;http://x\u{07}", "\u{9B}31m", "a\u{7F}", "\u{90}b"])
    func controlCharactersAreRefusedInTitlesProjectsAndTags(_ bad: String) {
        #expect(throws: DraftError.controlCharacters("title")) { try TaskDraft(title: "x" + bad).validated() }
        #expect(throws: DraftError.controlCharacters("project")) { try TaskDraft(title: "x", project: "p" + bad).validated() }
        #expect(throws: DraftError.controlCharacters("tags")) { try TaskDraft(title: "x", tags: ["ok", "t" + bad]).validated() }
    }

    @Test func bidiControlsAndNotesWithEscapesAreKept() throws {
        let draft = try TaskDraft(title: "report\u{202E}fdp", notes: "see \u{1B}[1mthis\u{1B}[0m", tags: ["a\u{202E}b"]).validated()
        #expect(draft.title == "report\u{202E}fdp")
        #expect(draft.notes == "see \u{1B}[1mthis\u{1B}[0m")
        #expect(draft.tags == ["a\u{202E}b"])
        // Surrounding whitespace is trimmed and inner whitespace is a dash, as ever.
        #expect(try TaskDraft(title: "x", tags: [" two words\n"]).validated().tags == ["two-words"])
    }
}
