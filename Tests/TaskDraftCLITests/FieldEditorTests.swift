import Glibc
import Testing
@testable import TaskDraftCLI
import TaskDraftKit
import TaskDraftModels

/// `e` walks the field table: it asks for each field it offers in turn, naming it as the card
/// does, and an answer read as a value of the field's kind changes that field and no other;
/// answers that keep what was offered keep the draft.
@Suite struct FieldEditorTests {
    /// Answers `e`'s questions: with `typed` the first time the question starts with `name` (a
    /// refused answer is asked again, and kept then), else with what was offered (which keeps
    /// the field), and records the questions.
    final class Answers: LineSource {
        let name: String?, typed: String
        var prompts: [String] = []
        var answered = false
        init(name: String? = nil, typed: String = "") { self.name = name; self.typed = typed }
        func readLine(prompt: String) -> String? { nil }
        func read(prompt: String) -> LineInput { .end }
        func readLine(prompt: String, initial: String) -> String? {
            // The card's questions stand under it, two columns in.
            let prompt = String(prompt.drop { $0 == " " })
            prompts.append(prompt)
            if let name, !answered, prompt.hasPrefix(name + " ") || prompt.hasPrefix(name + ":") {
                answered = true
                return typed
            }
            return initial
        }
        func remember(_ line: String) {}
    }

    static let zone = Zone.utc
    /// A draft with a start, so that `e` asks for every field it offers.
    static let draft: TaskDraft = {
        var draft = TaskDraft(title: "Call Anna", due: .date(CivilDate(year: 2026, month: 12, day: 10)))
        draft.start = .date(CivilDate(year: 2026, month: 12, day: 7))
        return draft
    }()
    static let context = DraftContext(now: Instant(seconds: 1_796_194_800), zone: zone, region: Region("GB"), skills: Skills())

    /// Words a person types for a value of each kind `e` reads.
    static func typed(_ reading: FieldReading) -> String? {
        switch reading {
        case .title: return "Call Bob"
        case .moment: return "2027-01-01"
        case .length: return "1h30m"
        case .priority: return "high"
        case .tags: return "finance q4"
        case .text: return "work.reports"
        case .longText: return "line one"
        case .repeats: return "every monday"
        case .reminders: return "-PT30M"
        case .task, .tasks, .number, .status, .instant, .dated: return nil
        }
    }

    static func edit(_ draft: TaskDraft, language: Language, answers: Answers) -> TaskDraft {
        let out = Output(fd: open("/dev/null", O_WRONLY))
        let console = Console(out: out, err: out, terminal: Terminal(stdinIsTTY: false, stdoutIsTTY: false, stderrIsTTY: false, width: 80, colors: false),
                              language: language, localeLanguage: "en", zone: zone)
        return FieldEditor(console: console, lines: answers, context: context).edit(draft)
    }

    @Test(arguments: FieldEditor.labels.map(\.rawValue))
    func anAnswerChangesItsFieldOnly(name: String) throws {
        let label = try #require(FieldLabel(rawValue: name))
        let reading = try #require(label.reading(of: Self.draft))
        let typed = try #require(Self.typed(reading), "e offers \(name), of a kind it reads no words for")
        for language in [Language.english, .russian, .polish] {
            let answers = Answers(name: label.onCard.text(in: language), typed: typed)
            let edited = Self.edit(Self.draft, language: language, answers: answers)
            let changed = FieldEditor.labels.filter { $0.reading(of: edited) != $0.reading(of: Self.draft) }
            #expect(changed == [label], "\(name) in \(language): \(changed) changed")
        }
    }

    @Test func itAsksForEachFieldInTurnByItsNameOnTheCard() {
        for language in [Language.english, .russian, .polish] {
            let answers = Answers()
            let kept = Self.edit(Self.draft, language: language, answers: answers)
            #expect(kept == Self.draft)
            let names = FieldEditor.labels.map { $0.onCard.text(in: language) }
            #expect(answers.prompts.count == names.count)
            for (prompt, name) in zip(answers.prompts, names) { #expect(prompt.hasPrefix(name), "\(prompt) does not name \(name)") }
        }
    }

    /// The start is asked in its place, after the due, only of a draft that has one: the others
    /// are asked what they always were, in the same order.
    @Test func theStartIsAskedOnlyOfADraftThatHasOne() {
        var withoutStart = Self.draft
        withoutStart.start = nil
        for language in [Language.english, .russian, .polish] {
            let start = FieldLabel.start.onCard.text(in: language), due = FieldLabel.due.onCard.text(in: language)
            let asked = Answers(), notAsked = Answers()
            _ = Self.edit(Self.draft, language: language, answers: asked)
            #expect(withoutStart == Self.edit(withoutStart, language: language, answers: notAsked))
            let startAt = asked.prompts.firstIndex { $0.hasPrefix(start + " ") || $0.hasPrefix(start + ":") }
            #expect(startAt != nil && startAt! > 0 && asked.prompts[startAt! - 1].hasPrefix(due), "\(language): \(asked.prompts)")
            #expect(!notAsked.prompts.contains { $0.hasPrefix(start + " ") || $0.hasPrefix(start + ":") }, "\(language): \(notAsked.prompts)")
            #expect(notAsked.prompts.count == asked.prompts.count - 1)
        }
    }
}
