import Testing
import TaskDraftKit
import TaskDraftParser
@testable import TaskDraftModels

/// Words enter drafting in one place (`DraftRequest(words:…)`, which each turn of a
/// `DraftingSession` makes): held there to `TaskDraft.wordsLimit`, or notes to be split to
/// `splitLimit` and each task cut from them to `wordsLimit`, before a word is read, with the
/// refusal typed for each surface to render; refused words join no transcript. Notes are split
/// once, and the plan held to the limits is the one drafted.
@Suite struct DraftingEntryTests {
    let context = DraftingFixtures.context()

    /// Counts the splitter's calls, and marks each task the plan it made holds (as a note line's
    /// person is), so a draft from any other plan shows.
    final class CountingSplitter {
        var calls = 0
        /// `force` of each call, in order.
        var forces: [Bool] = []
        static let mark = "counted"

        func split(_ text: String, reading: ReadingContext, force: Bool) -> SplitPlan {
            calls += 1
            forces.append(force)
            var plan = DraftRequest.split(text, reading: reading, force: force)
            for index in plan.pieces.indices { plan.pieces[index].person = Self.mark }
            return plan
        }
    }

    static let notes = "Meeting notes\n\n- Call the supplier tomorrow\n- Send the report to Piotr by Friday\nThe budget was discussed.\n- Book a room for Monday"
    static let over = String(repeating: "x", count: TaskDraft.maximumWordsLength + 1)
    /// One letter with more combining marks than the words' limit takes scalars.
    static let marks = "Call " + String(repeating: "\u{301}", count: TaskDraft.wordsLimit.scalars)
    /// Notes within their limit whose third task alone is past the words' limit.
    static let longTask = "- Call Anna\n- Email Olga\n- Write " + String(repeating: "y", count: TaskDraft.maximumWordsLength) + "\n- Pay rent"

    /// A database for the sessions' transcripts, made for each test and removed after it.
    let tools: ToolStore

    init() throws { tools = try ToolStore(titles: []) }

    func session() -> DraftingSession {
        DraftingSession(store: tools.store, caller: .script("test"), model: BuiltinModel(), context: context)
    }

    @Test func everyTurnOfASessionRefusesWordsPastTheirLimitBeforeTheyAreRead() throws {
        let megabyte = String(repeating: "call Anna ", count: 100_000)
        let rows: [(label: String, turn: (DraftingSession) throws(DraftFailure) -> Void, refusal: WordsRefusal)] = [
            ("draft", { session throws(DraftFailure) in _ = try session.draft(Self.over) }, .tooLong(TaskDraft.maximumWordsLength + 1)),
            ("draft, marks", { session throws(DraftFailure) in _ = try session.draft(Self.marks, check: .attributes(dates: true)) },
             .tooLong(Self.marks.unicodeScalars.count)),
            ("plan", { session throws(DraftFailure) in _ = try session.plan(Self.over) }, .tooLong(TaskDraft.maximumWordsLength + 1)),
            ("draftSet", { session throws(DraftFailure) in _ = try session.draftSet(megabyte) }, .notesTooLong(megabyte.count)),
            ("draftSet, a task", { session throws(DraftFailure) in _ = try session.draftSet(Self.longTask, check: .attributes(dates: false)) },
             .taskTooLong(3, length: TaskDraft.maximumWordsLength + 6)),
        ]
        for row in rows {
            let session = session()
            #expect(throws: DraftFailure.refused(row.refusal), "\(row.label)") { try row.turn(session) }
            #expect(session.history.isEmpty, "\(row.label): refused words join no transcript")
        }
    }

    /// Must-not rows: words at the limit, and notes past the words' limit whose every task is
    /// within it, are drafted.
    @Test func wordsAtTheirLimitAreDrafted() throws {
        let session = session()
        let atLimit = "Call Anna " + String(repeating: "x", count: TaskDraft.maximumWordsLength - 10)
        #expect(throws: Never.self) { try session.draft(atLimit) }
        var notes = ""
        while notes.count <= TaskDraft.maximumWordsLength { notes += "- Call Anna about the contract\n" }
        let set = try session.draftSet(notes)
        #expect(set.items.count == notes.split(separator: "\n").count)
    }

    @Test func notesAreSplitOnceForTheLimitsAndTheDrafting() throws {
        let pieces = DraftRequest.split(Self.notes, reading: context.readingContext, force: false).pieces.count
        #expect(pieces == 3)
        for check in [WordsCheck.limit, .attributes(dates: false)] {
            let session = session()
            let splitter = CountingSplitter()
            session.splitter = splitter.split
            let set = try session.draftSet(Self.notes, check: check)
            #expect(splitter.calls == 1, "\(check)")
            #expect(set.items.count == pieces && set.items.allSatisfy { $0.draft.tags.contains(CountingSplitter.mark) }, "\(check)")
        }
        // `draft --split`, with no session: the request the entry made is drafted as it was split.
        let splitter = CountingSplitter()
        let request = try DraftRequest(words: Self.notes, context: context, check: .attributes(dates: false), split: true,
                                       splitter: splitter.split)
        let set = try BuiltinModel().draftSet(request)
        #expect(splitter.calls == 1)
        #expect(set.items.count == pieces && set.items.allSatisfy { $0.draft.tags.contains(CountingSplitter.mark) })
    }

    /// Words the entry took whole, split again (`add`'s card asked to split, `plan`'s model that
    /// cannot plan): the splitter runs once on the checked text, the set is drafted from its plan,
    /// and the reading of the whole is not the set's; forced, every joiner splits as the entry's
    /// forced split does.
    @Test func wordsTakenWholeAreSplitAgainFromTheirText() throws {
        let text = "Call Anna tomorrow and email Olga on Friday"
        let whole = try DraftRequest(words: text, context: context, check: .attributes(dates: true))
        #expect(whole.reading != nil && whole.plan == nil)
        for force in [false, true] {
            let splitter = CountingSplitter()
            let notes = try whole.splitting(force: force, splitter: splitter.split)
            #expect(splitter.calls == 1, "force \(force)")
            #expect(notes.reading == nil && notes.text == text, "force \(force)")
            let entry = try DraftRequest(words: text, context: context, check: .attributes(dates: true), split: true, force: force,
                                         splitter: CountingSplitter().split)
            #expect(notes.plan == entry.plan, "force \(force)")
            let set = try BuiltinModel().draftSet(notes, force: force)
            #expect(set.items.count == 2 && set.items.allSatisfy { $0.draft.tags.contains(CountingSplitter.mark) }, "force \(force)")
        }
    }

    /// The REPL's "split" at the card of one task: the session drafts the set from the request
    /// the turn's entry made, then splits that request again at every joiner
    /// (`draftSet(splittingAgain:force:)`): the splitter runs once for the set and once forced,
    /// the forced plan is the entry's own forced split, and both turns join the transcript.
    @Test func wordsATurnTookAreSplitAgainFromItsRequest() throws {
        let rows = ["Call Anna and Tom about the contract", "Позвонить Анне и Тому насчёт договора",
                    "Zadzwonić do Anny i Tomka w sprawie umowy"]
        for text in rows {
            let session = session()
            let splitter = CountingSplitter()
            session.splitter = splitter.split
            let words = try session.entry(text, check: .attributes(dates: false), split: true)
            #expect(try session.draftSet(words).items.count == 1, "\(text)")
            let forced = try session.draftSet(splittingAgain: words, force: true)
            #expect(splitter.forces == [false, true], "\(text)")
            let entry = try DraftRequest(words: text, context: context, check: .attributes(dates: false), split: true,
                                         force: true, splitter: CountingSplitter().split)
            #expect(forced.items.map { [$0.start, $0.end] } == entry.plan?.pieces.map { [$0.start, $0.end] }, "\(text)")
            #expect(forced.items.count == 2 && forced.items.allSatisfy { $0.draft.tags.contains(CountingSplitter.mark) },
                    "\(text)")
            #expect(session.history.filter { $0 == .prompt(text, at: context.now) }.count == 2, "\(text)")
        }
    }

    /// Must not: words split again by a session that no longer fit are refused as this turn's
    /// failure, and join no transcript.
    @Test func wordsASessionSplitsAgainAreHeldToTheLimits() {
        let session = session()
        #expect(throws: DraftFailure.refused(.taskTooLong(3, length: TaskDraft.maximumWordsLength + 6))) {
            try session.draftSet(splittingAgain: DraftRequest(text: Self.longTask, context: context), force: true)
        }
        #expect(session.history.isEmpty)
    }

    /// Must not: split again, each task is still held to the words' limit, and notes to theirs.
    @Test func wordsSplitAgainAreHeldToTheLimits() {
        let longTask = DraftRequest(text: Self.longTask, context: context)
        #expect(throws: WordsRefusal.taskTooLong(3, length: TaskDraft.maximumWordsLength + 6)) { try longTask.splitting() }
        let megabyte = String(repeating: "call Anna ", count: 100_000)
        #expect(throws: WordsRefusal.notesTooLong(megabyte.count)) {
            try DraftRequest(text: megabyte, context: context).splitting(force: true)
        }
    }
}
