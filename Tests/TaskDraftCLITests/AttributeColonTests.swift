import Testing
import TaskDraftKit
import TaskDraftModels
import TaskDraftParser
@testable import TaskDraftCLI

/// A combining mark right after an attribute's colon (`due:\u{301}x`) joins the colon and the
/// mark into one Character. The parser finds the colon among scalars and reads an attribute;
/// `modify`, a filter word before its command (Taskwarrior's order), `list`'s filter and
/// todo.txt's `key:value` searched Characters and took the word for title text. Each now parts
/// it where the parser does (`TaskField.attributeParts`), and none traps.
@Suite struct AttributeColonTests {
    static let now = Instant(seconds: 1_796_194_800)
    static let context = DraftContext(now: now, zone: Fixtures.moscow, region: Region("RU"), skills: .none)
    static var dates: DueWords { DueWords(now: now, zone: Fixtures.moscow, context: { context }) }

    /// What the parser reads in `words`: the attributes it could not read, by name and value.
    static func unread(_ words: String) -> [String] {
        BuiltinParser().analyze(words, context: context.readingContext).unreadAttributes.map { $0.name + "=" + $0.value }
    }

    @Test func theWordPartsAtTheColonAmongItsScalars() {
        #expect(TaskField.attributeParts(of: "due:\u{301}x").map { [$0.name, $0.value] } == ["due", "\u{301}x"])
        #expect(TaskField.attributeParts(of: "due:\u{301}").map { [$0.name, $0.value] } == ["due", "\u{301}"])
        #expect(TaskField.attributeParts(of: "Due:fri:9").map { [$0.name, $0.value] } == ["Due", "fri:9"])
        #expect(TaskField.attributeParts(of: ":x").map { [$0.name, $0.value] } == ["", "x"])
        #expect(TaskField.attributeParts(of: "due") == nil)
        // A Character search finds no colon in the word: the reading every reader had before.
        #expect("due:\u{301}x".firstIndex(of: ":") == nil)
    }

    /// The parser reads `due:\u{301}x` as a due it cannot read; `modify` refuses the same word
    /// as a due that names no date, where it set the title to it.
    @Test(arguments: ["due:\u{301}x", "due:\u{301}", "due:\u{301}tomorrow"])
    func modifyReadsTheWordAsTheParserDoes(_ word: String) throws {
        let value = String(word.unicodeScalars.dropFirst(4))
        #expect(Self.unread("report " + word) == ["due=" + value])
        let error = try #require(throws: UsageError.self) { try ModifyCommand.patch(from: [word], dates: Self.dates) }
        #expect(error.message.contains("due '\(value)' names no date or time"), "\(error.message)")
        #expect(!ModifyCommand.isTitleWord(word))
        // An attribute `modify` reads none of keeps its words in the title, as before.
        let title = try ModifyCommand.patch(from: ["café:\u{301}x"], dates: Self.dates)
        #expect(title.values["title"] == .string("café:\u{301}x"))
    }

    /// `due:\u{301}` before its command is a filter word (`list` is put first), and `list`'s
    /// filter reads it as a due window it is not, where it searched titles for it.
    @Test func aTaskwarriorFilterWordReadsTheWordAsTheParserDoes() {
        #expect(ArgumentParser.isFilterWord("due:\u{301}"))
        #expect(ArgumentParser.isFilterWord("project:\u{301}x"))
        var filter = TaskFilter()
        #expect(filter.apply(word: "due:\u{301}") == .due("\u{301}"))
        #expect(filter.apply(word: "status:\u{301}done") == .status("\u{301}done"))
        #expect(filter.apply(word: "project:\u{301}x") == nil)
        #expect(filter.project == "\u{301}x" && filter.text == nil, "\(String(describing: filter.text))")
    }

    /// A todo.txt line's `due:\u{301}2026-12-04` is its due, refused as no day (as the parser
    /// refuses its words), and a title word of that shape is escaped on the way out so that it
    /// comes back as title text.
    @Test func aTodoTxtKeyReadsTheWordAsTheParserDoes() throws {
        #expect(Self.unread("Call mom due:\u{301}2026-12-04") == ["due=\u{301}2026-12-04"])
        guard case .problem(let problem) = TodoTxtRecord.item("Call mom due:\u{301}2026-12-04", line: 1, zone: Fixtures.moscow) else {
            Issue.record("the line was read")
            return
        }
        let said = problem.rendered(file: "todo.txt")
        #expect(said.hasPrefix("todo.txt:1: due: ") && said.hasSuffix(" is not a YYYY-MM-DD date"), "\(said)")
        #expect(TodoTxtRecord.titleText("Read due:\u{301}x") == "Read \\due:\u{301}x")
        guard case .record(let record) = TodoTxtRecord.item("Read \\due:\u{301}x", line: 1, zone: Fixtures.moscow) else {
            Issue.record("the escaped line was refused")
            return
        }
        #expect(record.fields.title == "Read due:\u{301}x" && record.fields.due == nil)
    }
}
