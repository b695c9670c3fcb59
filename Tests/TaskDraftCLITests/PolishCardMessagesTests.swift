import DeclaredEnums
import Foundation
import Testing
@testable import TaskDraftCLI
import TaskDraftKit

/// A Polish session reads the card in Polish: every case the card's code says, of `Message` or
/// of a catalogue beside it (`CardMessage`: the card and its question, what changed, `e`'s
/// prompts and the due-guess notice, the dates on it; `ResultMessage`: what was written;
/// `ReplMessage`: the greeting and what a line was taken for; `SetMessage`: the set's review
/// and "as one task") has a Polish wording of its own, not English (each `polish` is an exhaustive switch,
/// so a case has a line; here it must not be the English one).
@Suite struct PolishCardMessagesTests {
    /// The card's code, under `Sources/TaskDraftCLI/`.
    static let cardFiles = ["REPL/DraftConfirmation.swift", "REPL/DraftSetReview.swift", "REPL/FieldEditor.swift",
                            "Rendering/DraftView.swift", "Rendering/DraftChanges.swift", "Rendering/HumanDate.swift",
                            "Rendering/TaskTable.swift"]
    /// Said around the card by the REPL's loop: the greeting, the set it makes and merges back, what it wrote.
    static let aroundTheCard: Set<String> = ["greeting", "backendIs", "created", "taskLine", "dropped", "droppedNothingWritten", "didYouMean",
                                             "merged", "skipped", "nothingToSplit", "cancelledDraft", "completed", "alreadyDone",
                                             "nextOccurrence", "deleteQuestion", "kept", "keptNothingDeleted", "deleted",
                                             "nothingToUndo", "nothingToAnswer", "noListYet", "listing"]
    /// Cases that carry another message type worded by its own catalogue (`DraftWarning`'s, `SetMessage`'s,
    /// `FailureMessage`'s, whose name a `Result`'s `.failure` in `FieldEditor` spells too).
    static let carried: Set<String> = ["warning", "sets", "failure"]

    /// The catalogues beside the card's code whose cases it says, besides `Message`'s.
    static let catalogues = ["CardMessage", "ResultMessage", "ReplMessage", "SetMessage"]

    /// One of every case the card says, with values of the kinds it carries.
    static let samples: [Message] = ([.noTasks, .moreTasks(5), .overMoreTasks(5), .columnID, .columnDue, .columnPriority, .columnUrgency, .columnStatus, .columnTitle,
          .columnProject, .columnTags, .priorityLetter(.high), .status(.done)] as [ListMessage]).map(Message.lists)

    /// One of every case of `CardMessage` the card says.
    static let cardSamples: [CardMessage] = [
        .card, .prompt(FieldLabel.wait.onCard, .moment), .prompt(FieldLabel.estimate.onCard, .length), .notAnEstimate("chwilę"),
        .fromSkillsDefault, .priority(.high), .none, .confirmPrompt,
        .changed("priorytet brak → wysoki"), .notUnderstood("xyz"), .noTitleYet, .dropped, .droppedNothingWritten,
        .changeTitle("Kupić mleko", "Kupić chleb"), .changeField(.due, "czw 3 gru", "pt 4 gru"), .changePriority(.unset, .high),
        .changeField(.project, "Alfa", "Beta"), .changeRepeats("brak", "co tydzień"), .changeField(.reminders, "brak", "9:00"),
        .changeField(.estimate, "brak", "2 godz."), .changeField(.parent, "brak", "#3"),
        .tagsAdded("praca"), .tagsRemoved("dom"), .notesRemoved(.notes), .notesChanged(.annotations),
        .prompt(FieldLabel.due.onCard, .moment), .prompt(FieldLabel.priority.onCard, .priority), .prompt(FieldLabel.tags.onCard, .plain),
        .prompt(FieldLabel.project.onCard, .plain), .prompt(FieldLabel.notes.onCard, .clears),
        .prompt(FieldLabel.reminders.onCard, .reminders), .prompt(FieldLabel.recurrence.onCard, .repeats),
        .titleTooLong(600, 500), .controlCharacters(field: "tytuł"), .tagControlCharacters, .namesNoDate("kiedyś"),
        .dueGuessed(words: "kiedyś w przyszłym miesiącu", date: "wt 1 gru 2026"), .notAPriority("bardzo"),
        .notARepeatRule("czasem"), .weekday(.thursday), .month(12), .today, .tomorrow, .yesterday, .cancelledDraft, .earlierNotes(30),
    ]

    /// One of every case of `ResultMessage` said around the card.
    static let resultSamples: [ResultMessage] = [
        .created("1 „Kupić mleko”"), .taskLine(id: 1, title: "Kupić mleko", due: "czw 3 gru 2026"),
        .completed("1 „Kupić mleko”"), .alreadyDone("1 „Kupić mleko”"), .nextOccurrence("2 „Kupić mleko”"),
        .deleteQuestion("1 „Kupić mleko”"), .kept, .keptNothingDeleted, .deleted("1 „Kupić mleko”"), .nothingToUndo,
    ]

    /// One of every case of `ReplMessage` said around the card.
    static let replSamples: [ReplMessage] = [
        .greeting, .backendIs("builtin"), .didYouMean("/undo"), .nothingToAnswer, .noListYet, .listing(.tomorrow, extras: []),
    ]

    /// One of every case of `SetMessage` the set's review says.
    static let setSamples: [SetMessage] = [
        .skipped(2), .header(2), .prompt(2), .nothingLeft, .dropped(2), .noSuchDraft(3, count: 2),
        .whichDraft("pilne"), .notUnderstood("xyz"), .changed(1, "priorytet brak → wysoki"), .untitled(2),
        .merged(2), .nothingToSplit, .refinementStopped(1, rest: [2]), .refinementStopped(2, rest: [3, 4]),
    ]

    /// Each sample as the card says it: its case's name, the value, its English and its Polish.
    static let said: [(name: String, sample: any Sendable, english: String, polish: String)] =
        samples.map { (MessageCatalogueTests.caseName($0), $0, $0.text(.english), $0.text(.polish)) }
        + cardSamples.map { (MessageCatalogueTests.caseName($0), $0, $0.english, $0.polish) }
        + resultSamples.map { (MessageCatalogueTests.caseName($0), $0, $0.english, $0.polish) }
        + replSamples.map { (MessageCatalogueTests.caseName($0), $0, $0.english, $0.polish) }
        + setSamples.map { (MessageCatalogueTests.caseName($0), $0, $0.english, $0.polish) }

    /// The cases the card's code names: `say(.card)`, `CardMessage.month(…)`, `{ .header($0) }`.
    static func casesSaidAtTheCard() throws -> Set<String> {
        let declared = try declaredCases()
        let pattern = try NSRegularExpression(pattern: #"(?:Message|[^A-Za-z0-9_)\]])\.([a-z][A-Za-z]*)"#)
        var said: Set<String> = []
        for file in cardFiles {
            let source = try String(contentsOf: MessageCatalogueTests.sources.appendingPathComponent("TaskDraftCLI/" + file), encoding: .utf8)
            for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                let name = String(source[Range(match.range(at: 1), in: source)!])
                if declared.contains(name) { said.insert(name) }
            }
        }
        return said.union(aroundTheCard).subtracting(carried)
    }

    /// The cases `enum Message` declares (`Messages/Message.swift`; MCP's JSON-RPC `Message` is
    /// another type), and those of the card's own catalogues.
    static func declaredCases() throws -> Set<String> {
        let source = try #require(EnumDeclaration.source(named: "Message.swift", under: "TaskDraftCLI/Messages"))
        var cases = Set(try #require(EnumDeclaration(named: "Message", in: source)).caseNames)
        for catalogue in catalogues {
            cases.formUnion(try #require(MessageCatalogueTests.declaredCases(of: catalogue), "no enum \(catalogue) in Sources/"))
        }
        return cases
    }

    @Test func everyCaseTheCardSaysHasASample() throws {
        let said = try Self.casesSaidAtTheCard()
        #expect(said.count > 50, "the card's files were not read: \(said.sorted())")
        let sampled = Set(Self.said.map(\.name))
        #expect(said.subtracting(sampled).sorted() == [], "cases said at the card without a sample here")
    }

    @Test func everyCaseTheCardSaysReadsInPolish() {
        for (name, sample, english, polish) in Self.said {
            #expect(polish != english, "\(name) reads the same in Polish and English: \(polish)")
            // No word of the English wording is left in the Polish, but for the values and names.
            let values = MessageCatalogueTests.values(in: sample)
            let englishWords = Set(MessageCatalogueTests.words(in: english, without: values, latin: true).map { $0.lowercased() })
            let polishWords = Set(MessageCatalogueTests.words(in: polish, without: values, latin: true).map { $0.lowercased() })
            let left = englishWords.intersection(polishWords).subtracting(["taskdraft", "help", "list", "all", "skills", "rrule", "pt", "mm", "dd",
                                                                          "yyyy", "tags", "model",
                                                                          "show", "json"])  // `show --json`, as typed
            #expect(left.sorted() == [], "\(name) in Polish keeps English words: \(polish)")
        }
    }

    @Test func aPolishCardIsWrittenInPolish() throws {
        let zone = try #require(Zone.named("Europe/Warsaw"))
        var draft = TaskDraft(title: "Kupić mleko")
        draft.due = .date(CivilDate(year: 2026, month: 12, day: 3))
        draft.priority = .high
        draft.tags = ["dom"]
        let card = DraftView.render(draft, style: Style(enabled: false), language: .polish, zone: zone)
        #expect(card == "  Szkic  Kupić mleko\n         termin czw 3 gru 2026    priorytet wysoki    tagi dom\n", "\(card)")
    }
}
