import TaskDraftKit

/// `show ID`: every field of one task, one per line.
enum TaskDetail {
    /// `relations` are the tasks its fields name and those that depend on it (`Planner.relations`).
    static func render(_ task: Task, zone: Zone, style: Style, language: Language,
                       relations: TaskRelations = TaskRelations()) -> String {
        func say(_ message: Message) -> String { message.text(language) }
        func named(_ t: Task) -> String {
            DependencyText.task(id: t.id, title: TerminalText.line(t.title), done: t.status == .done).text(in: language)
        }
        var lines: [(String, String)] = []
        for label in labels {
            guard let reading = label.reading(of: task) else { continue }
            let heading = label.heading.text(in: language)
            switch reading {
            case .number(let number): lines.append((heading, String(number)))
            case .title(let text), .text(let text?): lines.append((heading, TerminalText.line(text)))
            case .longText(let text?): lines.append((heading, TerminalText.lines(text)))
            case .status(let status): lines.append((heading, say(.lists(.status(status)))))
            case .priority(let priority): lines.append((heading, CardMessage.priority(priority).text(in: language)))
            case .moment(let moment?): lines.append((heading, HumanDate.full(moment, language: language)))
            case .length(let length?): lines.append((heading, ReminderText.amount(UInt64(length.seconds), language: language)))
            case .tags(let tags) where !tags.isEmpty: lines.append((heading, TerminalText.line(tags.joined(separator: ", "))))
            case .repeats(let rule?): lines.append((heading, RecurrenceText.words(rule, language: language)))
            case .reminders(let reminders) where !reminders.isEmpty:
                lines.append((heading, ReminderText.list(reminders, due: task.due, zone: zone, language: language)))
            case .task(let reference?):
                // By number and title, as a dependency is named; by its UID while it has not arrived.
                let found = relations.named[label]?.first
                lines.append((heading, found.map(named) ?? DependencyText.unknownTask(TerminalText.line(reference.description)).text(in: language)))
            case .tasks(let links):
                if !links.isEmpty {
                    let waitsFor = relations.named[label] ?? []
                    let found = Set(waitsFor.map(\.id))
                    let names = waitsFor.map(named) + links.filter { !found.contains($0.id) }.map {
                        DependencyText.unknownTask(TerminalText.line($0.uid)).text(in: language)
                    }
                    lines.append((heading, names.joined(separator: ", ")))
                }
                // What waits for this task is no field of its own, but the other side of the same links.
                if !relations.blocks.isEmpty {
                    lines.append((DependencyText.labelBlocks.text(in: language), relations.blocks.map(named).joined(separator: ", ")))
                }
            case .dated(let annotations) where !annotations.isEmpty:
                // Each note on its own line, dated; a note's own line breaks hang under its text.
                let notes = ShownNotes.of(annotations)
                if notes.earlier > 0 { lines.append((heading, CardMessage.earlierNotes(notes.earlier).text(in: language))) }
                for (index, annotation) in notes.shown.enumerated() {
                    let stamp = HumanDate.stamp(annotation.entry, zone: zone, language: language) + "  "
                    let hang = "\n" + String(repeating: " ", count: 11 + stamp.terminalWidth)
                    let text = ShownNotes.text(annotation.text).replacingOccurrences(of: "\n", with: hang)
                    lines.append((index == 0 && notes.earlier == 0 ? heading : "", stamp + text))
                }
            case .instant(let instant?): lines.append((heading, zone.zoned(instant).description))
            case .text(nil), .longText(nil), .moment(nil), .length(nil), .tags, .repeats(nil), .reminders, .task(nil), .instant(nil), .dated:
                continue
            }
        }
        return lines.map { style.bold($0.0.padded(toWidth: 10)) + " " + $0.1 }.joined(separator: "\n") + "\n"
    }

    /// The task's fields with a label, in the order `show` lists them (`TaskField.fields(on:
    /// .show)`); each is worded by the kind of its value.
    static let labels: [FieldLabel] = TaskField.fields(on: .show).compactMap(\.label)
}
