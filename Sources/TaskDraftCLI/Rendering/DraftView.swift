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
        func say(_ message: CardMessage) -> String { message.text(in: language) }
        // The fields line up under the title, whatever the word for "Draft" is.
        let indent = String(repeating: " ", count: 2 + say(.card).terminalWidth + 2)
        let room = width.map { max(20, $0 - indent.count) }
        func wrapped(_ text: String, room: Int?, hang: String) -> String { Self.wrapped(text, room: room, indent: indent, hang: hang) }
        var out = "  " + style.bold(say(.card)) + "  " + wrapped(TerminalText.line(draft.title), room: room, hang: "") + "\n"
        // Each field as shown and as wide as it reads, so colour codes never count as width.
        var fields: [(text: String, width: Int)] = []
        func field(_ plain: String, styled: String? = nil) { fields.append((styled ?? plain, plain.terminalWidth)) }
        // What reads as a sentence or a paragraph (repeats, reminders, notes) has lines of its own, after the fields.
        var own = ""
        for label in labels {
            guard let reading = label.reading(of: draft) else { continue }
            let name = label.onCard.text(in: language) + " "
            switch reading {
            case .title, .number, .status, .instant:
                // The title heads the card; the rest only a stored task has.
                continue
            case .moment(let moment?):
                // Moments line up with one another on the card's first lines.
                field(name.padded(toWidth: 6) + HumanDate.full(moment, language: language))
            case .length(let length?):
                field(name + ReminderText.amount(UInt64(length.seconds), language: language))
            case .tasks(let links) where !links.isEmpty:
                // The card has no store: a task is named by its number, or by its UID until it is
                // found, and the one the words named by title by that title.
                field(name + DependencyText.links(links, named: draft.dependencyName?.linked, language: language))
            case .priority(let priority):
                field(name + say(.priority(priority)), styled: priority == .high ? name + style.red(say(.priority(.high))) : nil)
            case .tags(let tags) where !tags.isEmpty:
                field(name + TerminalText.line(tags.joined(separator: ", ")))
            case .text(let text?):
                field(name + TerminalText.line(text))
            case .task(let task?):
                field(name + TerminalText.line(task.description))
            case .repeats(let rule?):
                own += indent + name + RecurrenceText.words(rule, language: language) + "\n"
            case .reminders(let reminders) where !reminders.isEmpty:
                own += indent + name + ReminderText.list(reminders, due: draft.due, zone: zone, language: language)
                    + (draft.remindersFromDefault ? " " + say(.fromSkillsDefault) : "") + "\n"
            case .dated(let annotations) where !annotations.isEmpty:
                // The notes a stored task already has, dated, before what this draft adds.
                let hang = String(repeating: " ", count: name.terminalWidth)
                let notes = ShownNotes.of(annotations)
                if notes.earlier > 0 { own += indent + name + say(.earlierNotes(notes.earlier)) + "\n" }
                for (index, annotation) in notes.shown.enumerated() {
                    let stamp = HumanDate.stamp(annotation.entry, zone: zone, language: language) + "  "
                    let text = ShownNotes.text(annotation.text).split(separator: "\n", omittingEmptySubsequences: false)
                    let under = hang + String(repeating: " ", count: stamp.terminalWidth)
                    own += indent + (index == 0 && notes.earlier == 0 ? name : hang) + stamp
                        + text.map { wrapped(String($0), room: room.map { $0 - under.count }, hang: under) }.joined(separator: "\n" + indent + under)
                        + "\n"
                }
            case .longText(let text?):
                own += paragraph(text, label: name, indent: indent, room: room)
            case .moment(nil), .length(nil), .tasks, .tags, .text(nil), .task(nil), .repeats(nil), .reminders, .longText(nil), .dated:
                continue
            }
        }
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
        out += indent + line + "\n" + own
        for warning in draft.warnings {
            out += indent + style.yellow("! " + wrapped(TerminalText.line(say(.warning(warning))), room: room.map { $0 - 2 }, hang: "  ")) + "\n"
        }
        return out
    }

    /// The draft's fields in the order the card shows them (`TaskField.fields(on: .card)`); each
    /// is worded by the kind of its value.
    static let labels: [FieldLabel] = TaskField.fields(on: .card).compactMap(\.label)

    /// A text of any length under its label, each of its lines wrapped to `room` under the label's width.
    private static func paragraph(_ text: String, label: String, indent: String, room: Int?) -> String {
        guard let room else { return indent + label + TerminalText.lines(text) + "\n" }
        let hang = String(repeating: " ", count: label.terminalWidth)
        let lines = TerminalText.lines(text).split(separator: "\n", omittingEmptySubsequences: false)
        return indent + label + lines.map { wrapped(String($0), room: room - hang.count, indent: indent, hang: hang) }
            .joined(separator: "\n" + indent + hang) + "\n"
    }

    /// `text` wrapped to `room` cells, continuation lines under the card's indent plus `hang`.
    private static func wrapped(_ text: String, room: Int?, indent: String, hang: String) -> String {
        guard let room, text.terminalWidth > room else { return text }
        return text.wrapped(toWidth: room).joined(separator: "\n" + indent + hang)
    }
}
