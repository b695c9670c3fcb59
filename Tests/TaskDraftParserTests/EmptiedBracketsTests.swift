import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Brackets whose words the reading took as fields go from the title with the spaces around
/// them; brackets that still hold words, or that a person typed empty, stay.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct EmptiedBracketsTests {
    @Test(arguments: [
        ("Fix the login bug (high priority)", "Fix the login bug", "US"),
        ("Call Bob (tomorrow)", "Call Bob", "US"),
        ("Buy milk [tomorrow]", "Buy milk", "US"),
        ("Call Bob (tomorrow) about the contract", "Call Bob about the contract", "US"),
        ("(tomorrow) call Bob", "Call Bob", "US"),
        ("Позвонить Петрову (срочно)", "Позвонить Петрову", "RU"),
        ("Позвонить Петрову (завтра) по поводу договора", "Позвонить Петрову по поводу договора", "RU"),
        ("Zadzwonić do Ani (jutro)", "Zadzwonić do Ani", "PL"),
        ("Kupić mleko [jutro] i chleb", "Kupić mleko i chleb", "PL"),
    ])
    func bracketsTheReadingEmptiedGo(_ text: String, _ title: String, _ region: String) {
        let draft = GrammarClassTests.draft(text, region: region)
        #expect(draft.title == title, "\(text)")
        #expect(draft.due != nil || draft.priority != .unset, "\(text) read no field")
    }

    @Test(arguments: [
        ("Call Bob (about the contract) tomorrow", "Call Bob (about the contract)", "US"),
        ("Fix the bug (login page) tomorrow", "Fix the bug (login page)", "US"),
        ("Позвонить Петрову (по поводу договора) завтра", "Позвонить Петрову (по поводу договора)", "RU"),
        ("Zadzwonić do Ani (w sprawie umowy) jutro", "Zadzwonić do Ani (w sprawie umowy)", "PL"),
        ("Explain the () operator tomorrow", "Explain the () operator", "US"),
    ])
    func bracketsWithWordsOrTypedEmptyStay(_ text: String, _ title: String, _ region: String) {
        #expect(GrammarClassTests.draft(text, region: region).title == title, "\(text)")
    }
}
