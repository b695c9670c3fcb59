import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// One row of a table of the parser's classes (GrammarClassTests and the class suites beside
/// it): a sentence, the region it is said in, and what the built-in parser must read from it,
/// written from the rule. Now is Wednesday 2026-12-02 10:00 in Moscow unless the row says
/// another moment. The due and the start are always asserted ("-" for none); the title, the
/// estimate, the repeat and the reminders only where the row names them ("-" for none); the
/// warnings as `warned` says. A must-not row is one whose fields say the words read as nothing.
struct ClassRow: CustomStringConvertible, Sendable {
    let text: String
    var due = "-"
    var start = "-"
    var title: String? = nil
    /// The estimate as ISO 8601 ("PT1H30M").
    var estimate: String? = nil
    var rrule: String? = nil
    /// What the words set, in `Reminder.normalized` order.
    var reminders: [Reminder]? = nil
    var warned = Warned.unasserted
    var region = "RU"
    var now = ParserFixtures.now
    /// The day the task is hidden until, as `due` is written; unasserted when nil.
    var wait: String? = nil
    var description: String { text }

    /// What the row asserts of the draft's warnings.
    enum Warned: Sendable {
        case unasserted
        /// No warning at all.
        case nothing
        /// This warning, among any others.
        case with(ParserWarning)
        /// Not this warning; any others may be.
        case without(ParserWarning)
        /// The warnings that say how words were read ("\"9\" read as 09:00") are exactly these.
        case readAs([String])
    }

    /// Words no rule holds: no due and no repeat, the words whole in the title (its first letter
    /// capitalised), and the draft says why.
    static func kept(_ text: String, warned warning: ParserWarning, region: String) -> ClassRow {
        ClassRow(text: text, title: text.prefix(1).uppercased() + text.dropFirst(), rrule: "-", warned: .with(warning), region: region)
    }

    /// The due or start as the rows write it: a date, a date and minute, or "-" for none.
    static func text(_ due: Due?) -> String {
        switch due {
        case .date(let d)?: return d.description
        case .dateTime(let z)?: return String(z.description.prefix(16))
        case nil: return "-"
        }
    }

    /// Drafts the sentence and asserts every field the row names, each expectation naming the
    /// sentence.
    func check() {
        let draft = BuiltinParser().parse(text, context: ParserFixtures.context(region: region, now: now))
        #expect(Self.text(draft.due) == due, "due of \(text)")
        #expect(Self.text(draft.start) == start, "start of \(text)")
        // A repeat's first due is its first occurrence on or after its start.
        if rrule != nil, let start = draft.start, let due = draft.due {
            #expect(start.calendarDate <= due.calendarDate, "the first due of \(text) is before its start")
        }
        if let wait { #expect(Self.text(draft.wait) == wait, "wait of \(text)") }
        if let title { #expect(draft.title == title, "title of \(text)") }
        if let estimate { #expect((draft.estimate?.description ?? "-") == estimate, "estimate of \(text)") }
        if let rrule { #expect((draft.recurrence?.rrule ?? "-") == rrule, "repeat of \(text)") }
        if let reminders { #expect(draft.reminders == reminders, "reminders of \(text)") }
        switch warned {
        case .unasserted: break
        case .nothing: #expect(draft.warnings.isEmpty, "warnings of \(text): \(draft.warnings.map(\.english))")
        case .with(let warning): #expect(draft.warnings.contains(warning), "warnings of \(text): \(draft.warnings.map(\.english))")
        case .without(let warning): #expect(!draft.warnings.contains(warning), "warnings of \(text): \(draft.warnings.map(\.english))")
        case .readAs(let readings):
            #expect(draft.warnings.map(\.english).filter { $0.contains(" read as ") } == readings,
                    "warnings of \(text): \(draft.warnings.map(\.english))")
        }
    }
}
