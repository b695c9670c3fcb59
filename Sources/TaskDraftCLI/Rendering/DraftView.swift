import TaskDraftKit

/// The draft as the terminal shows it before asking to commit:
///
///       Draft  Submit the weekly report
///              due   Thu 3 Dec 2026 15:00 (+03:00)    priority high    tags finance
enum DraftView {
    static func render(_ draft: TaskDraft, style: Style, language: String) -> String {
        var out = "  " + style.bold("Draft") + "  " + TerminalText.line(draft.title) + "\n"
        var fields: [String] = []
        if let due = draft.due { fields.append("due   " + HumanDate.full(due)) }
        fields.append("priority " + (draft.priority == .high ? style.red("high") : draft.priority.rawValue))
        if !draft.tags.isEmpty { fields.append("tags " + TerminalText.line(draft.tags.joined(separator: ", "))) }
        if let project = draft.project { fields.append("project " + TerminalText.line(project)) }
        out += "         " + fields.joined(separator: "    ") + "\n"
        if let recurrence = draft.recurrence { out += "         repeats " + RecurrenceText.words(recurrence, language: language) + "\n" }
        if let notes = draft.notes { out += "         notes " + TerminalText.lines(notes) + "\n" }
        for warning in draft.warnings { out += "         " + style.yellow("! " + TerminalText.line(warning)) + "\n" }
        return out
    }
}
