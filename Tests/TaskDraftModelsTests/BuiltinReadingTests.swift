import Testing
import TaskDraftKit
import TaskDraftParser
@testable import TaskDraftModels

/// `add` reads a person's words once (issue 27: its walk goes back to no file): the reading it
/// made, to refuse a date that does not exist, goes with the request, and the built-in backend
/// drafts from it instead of reading the words again. A reading of other words shows which one
/// the backend drafted from.
@Suite struct BuiltinReadingTests {
    let context = DraftingFixtures.context()
    let words = "Call the plumber tomorrow at 9"

    func reading(_ text: String) -> BuiltinParser.Analysis {
        BuiltinParser().analyze(text, context: context.readingContext)
    }

    @Test func theBuiltinBackendDraftsFromTheReadingItIsGiven() throws {
        var request = DraftRequest(text: words, context: context)
        let own = try BuiltinModel().draft(request)
        #expect(own == reading(words).draft, "without a reading the backend reads the words itself")
        request.reading = reading("Water the plants on Friday")
        let drafted = try BuiltinModel().draft(request)
        #expect(drafted == reading("Water the plants on Friday").draft)
        #expect(drafted != own)
    }

    @Test func aSessionCarriesTheReadingItIsGivenToItsModel() throws {
        let tools = try ToolStore(titles: [])
        let session = DraftingSession(store: tools.store, caller: .script("test"), model: BuiltinModel(), context: context)
        let drafted = try session.draft(words, reading: reading("Water the plants on Friday"))
        #expect(drafted.title == reading("Water the plants on Friday").draft.title)
        #expect(try session.draft(words).title == reading(words).draft.title)
        #expect(session.history.compactMap { $0.kind == .prompt ? $0.content["text"]?.stringValue : nil } == [words, words])
    }
}
