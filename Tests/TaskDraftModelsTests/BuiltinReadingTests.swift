import Testing
import TaskDraftKit
import TaskDraftParser
@testable import TaskDraftModels

/// `add` reads a person's words once (issue 27: its walk goes back to no file): the reading the
/// drafting entry made, to refuse a date that does not exist, goes with the request, and the
/// built-in backend drafts from it instead of reading the words again. A reading of other words
/// shows which one the backend drafted from.
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

    /// The drafting entry reads the words once where its check reads them (a date that does not
    /// exist, `add`'s), and that reading goes with the request; a check that reads nothing
    /// carries none, and the backend reads the words itself.
    @Test func theDraftingEntryCarriesTheReadingItsCheckMade() throws {
        let dated = try DraftRequest(words: words, context: context, check: .attributes(dates: true))
        #expect(dated.reading?.draft == reading(words).draft)
        #expect(try DraftRequest(words: words, context: context, check: .limit).reading == nil)
        #expect(try DraftRequest(words: words, context: context, check: .attributes(dates: false)).reading == nil,
                "no attribute's name and no dates to check: nothing is read")
        #expect(try DraftRequest(words: words, context: context, check: .attributes(dates: true), split: true).reading == nil,
                "split words are drafted piece by piece, not from the whole's reading")
        let tools = try ToolStore(titles: [])
        let session = DraftingSession(store: tools.store, caller: .script("test"), model: BuiltinModel(), context: context)
        #expect(try session.draft(words, check: .attributes(dates: true)).title == reading(words).draft.title)
        #expect(session.history.compactMap { $0.kind == .prompt ? $0.content["text"]?.stringValue : nil } == [words])
    }
}
