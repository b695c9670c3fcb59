import TaskDraftKit

/// The draft as the terminal shows it before asking to commit:
///
///       Draft  Submit the weekly report
///              due   Thu 3 Dec 2026 15:00 (+03:00)    priority high    tags finance
///
/// Given a width, every line wraps at word boundaries under its own indent, and the fields
/// break between one another before any of them breaks inside; with none, nothing wraps.
enum DraftView {
    static func render(_ draft: TaskDraft, width: Int? = nil, style: Style, language: Language, zone: Zone = .utc) -> String {
        func say(_ message: Message) -> String { message.text(language) }
        // The fields line up under the title, whatever the word for "Draft" is.
        let indent = String(repeating: " ", count: 2 + say(.card).terminalWidth + 2)
        let room = width.map { max(20, $0 - indent.count) }
        func wrapped(_ text: String, room: Int?, hang: String) -> String { Self.wrapped(text, room: room, indent: indent, hang: hang) }
        var out = "  " + style.bold(say(.card)) + "  " + wrapped(TerminalText.line(draft.title), room: room, hang: "") + "\n"
        // Each field as shown and as wide as it reads, so colour codes never count as width.
        var fields: [(text: String, width: Int)] = []
        func field(_ plain: String, styled: String? = nil) { fields.append((styled ?? plain, plain.terminalWidth)) }
        if let start = draft.start { field((say(.fieldStart) + " ").padded(toWidth: 6) + HumanDate.full(start, language: language)) }
        if let due = draft.due { field((say(.fieldDue) + " ").padded(toWidth: 6) + HumanDate.full(due, language: language)) }
        if let wait = draft.wait { field(say(.fieldWait) + " " + HumanDate.full(wait, language: language)) }
        if let estimate = draft.estimate {
            field(say(.fieldEstimate) + " " + ReminderText.amount(UInt64(estimate.seconds), language: language))
        }
        if !draft.depends.isEmpty {
            // The card has no store: a task is named by its number, or by its UID until it is found.
            field(DependencyText.fieldDepends.text(in: language) + " " + DependencyText.links(draft.depends))
        }
        let priority = say(.fieldPriority) + " "
        field(priority + say(.priority(draft.priority)),
              styled: draft.priority == .high ? priority + style.red(say(.priority(.high))) : nil)
        if !draft.tags.isEmpty { field(say(.fieldTags) + " " + TerminalText.line(draft.tags.joined(separator: ", "))) }
        if let project = draft.project { field(say(.fieldProject) + " " + TerminalText.line(project)) }
        if let parent = draft.parent { field(say(.fieldParent) + " " + TerminalText.line(parent.description)) }
        var line = "", lineWidth = 0
        for (text, textWidth) in fields {
            if lineWidth > 0, let room, lineWidth + 4 + textWidth > room {
                out += indent + line + "\n"
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0 { line += "    "; lineWidth += 4 }
            if let room, textWidth > room {
                // One field wider than the line on its own (a long project): it wraps inside.
                line += wrapped(text, room: room, hang: "")
                lineWidth = room
            } else {
                line += text
                lineWidth += textWidth
            }
        }
        out += indent + line + "\n"
        if let recurrence = draft.recurrence { out += indent + say(.fieldRepeats) + " " + RecurrenceText.words(recurrence, language: language) + "\n" }
        if !draft.reminders.isEmpty {
            out += indent + say(.fieldRemind) + " " + ReminderText.list(draft.reminders, due: draft.due, zone: zone, language: language)
                + (draft.remindersFromDefault ? " " + say(.fromSkillsDefault) : "") + "\n"
        }
        let notesLabel = say(.fieldNotes) + " "
        let hang = String(repeating: " ", count: notesLabel.terminalWidth)
        // The notes a stored task already has, dated, before what this draft adds.
        let notes = ShownNotes.of(draft.annotations)
        if notes.earlier > 0 { out += indent + notesLabel + say(.earlierNotes(notes.earlier)) + "\n" }
        for (index, annotation) in notes.shown.enumerated() {
            let stamp = HumanDate.stamp(annotation.entry, zone: zone, language: language) + "  "
            let text = ShownNotes.text(annotation.text).split(separator: "\n", omittingEmptySubsequences: false)
            let under = hang + String(repeating: " ", count: stamp.terminalWidth)
            out += indent + (index == 0 && notes.earlier == 0 ? notesLabel : hang) + stamp
                + text.map { wrapped(String($0), room: room.map { $0 - under.count }, hang: under) }.joined(separator: "\n" + indent + under)
                + "\n"
        }
        if let notes = draft.notes, room != nil {
            let lines = TerminalText.lines(notes).split(separator: "\n", omittingEmptySubsequences: false)
            out += indent + notesLabel + lines.map { wrapped(String($0), room: room.map { $0 - hang.count }, hang: hang) }
                .joined(separator: "\n" + indent + hang) + "\n"
        } else if let notes = draft.notes {
            out += indent + notesLabel + TerminalText.lines(notes) + "\n"
        }
        for warning in draft.warnings {
            out += indent + style.yellow("! " + wrapped(TerminalText.line(say(.warning(warning))), room: room.map { $0 - 2 }, hang: "  ")) + "\n"
        }
        return out
    }

    /// `text` wrapped to `room` cells, continuation lines under the card's indent plus `hang`.
    private static func wrapped(_ text: String, room: Int?, indent: String, hang: String) -> String {
        guard let room, text.terminalWidth > room else { return text }
        return text.wrapped(toWidth: room).joined(separator: "\n" + indent + hang)
    }
}
