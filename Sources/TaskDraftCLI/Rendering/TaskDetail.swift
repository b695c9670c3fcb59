import TaskDraftKit

/// `show ID`: every field of one task, one per line.
enum TaskDetail {
    /// `waitsFor` and `blocks` are the tasks it depends on and those that depend on it (`Planner.relations`).
    static func render(_ task: Task, zone: Zone, style: Style, language: Language, waitsFor: [Task] = [], blocks: [Task] = []) -> String {
        func say(_ message: Message) -> String { message.text(language) }
        var lines: [(String, String)] = [
            (say(.columnID), String(task.id)), (say(.labelTitle), TerminalText.line(task.title)),
            (say(.labelStatus), say(.status(task.status))), (say(.labelPriority), say(.priority(task.priority))),
        ]
        if let due = task.due { lines.append((say(.labelDue), HumanDate.full(due, language: language))) }
        if let start = task.start { lines.append((say(.labelStart), HumanDate.full(start, language: language))) }
        if let wait = task.wait { lines.append((say(.labelWait), HumanDate.full(wait, language: language))) }
        if let estimate = task.estimate {
            lines.append((say(.labelEstimate), ReminderText.amount(UInt64(estimate.seconds), language: language)))
        }
        if let project = task.project { lines.append((say(.labelProject), TerminalText.line(project))) }
        if !task.tags.isEmpty { lines.append((say(.labelTags), TerminalText.line(task.tags.joined(separator: ", ")))) }
        if let recurrence = task.recurrence {
            lines.append((say(.labelRepeats), RecurrenceText.words(recurrence, language: language)))
        }
        if !task.reminders.isEmpty { lines.append((say(.labelRemind), ReminderText.list(task.reminders, due: task.due, zone: zone, language: language))) }
        func named(_ t: Task) -> String {
            DependencyText.task(id: t.id, title: TerminalText.line(t.title), done: t.status == .done).text(in: language)
        }
        if !task.depends.isEmpty {
            let found = Set(waitsFor.map(\.id))
            let names = waitsFor.map(named) + task.depends.filter { !found.contains($0.id) }.map {
                DependencyText.unknownTask(TerminalText.line($0.uid)).text(in: language)
            }
            lines.append((DependencyText.labelDepends.text(in: language), names.joined(separator: ", ")))
        }
        if !blocks.isEmpty { lines.append((DependencyText.labelBlocks.text(in: language), blocks.map(named).joined(separator: ", "))) }
        // Each note on its own line, dated; a note's own line breaks hang under its text.
        let notes = ShownNotes.of(task.annotations)
        if notes.earlier > 0 { lines.append((say(.labelNotes), say(.earlierNotes(notes.earlier)))) }
        for (index, annotation) in notes.shown.enumerated() {
            let stamp = HumanDate.stamp(annotation.entry, zone: zone, language: language) + "  "
            let hang = "\n" + String(repeating: " ", count: 11 + stamp.terminalWidth)
            let text = ShownNotes.text(annotation.text).replacingOccurrences(of: "\n", with: hang)
            lines.append((index == 0 && notes.earlier == 0 ? say(.labelNotes) : "", stamp + text))
        }
        lines.append((say(.labelCreated), zone.zoned(task.createdAt).description))
        lines.append((say(.labelModified), zone.zoned(task.modifiedAt).description))
        if let completed = task.completedAt { lines.append((say(.labelCompleted), zone.zoned(completed).description)) }
        lines.append(("UUID", TerminalText.line(task.uuid)))
        return lines.map { style.bold($0.0.padded(toWidth: 10)) + " " + $0.1 }.joined(separator: "\n") + "\n"
    }

    /// One line naming a task: `3 "Submit the report" (due Thu 3 Dec 2026 15:00 (+03:00))`.
    static func oneLine(_ task: Task, language: Language) -> String {
        Message.taskLine(id: task.id, title: TerminalText.line(task.title),
                         due: task.due.map { HumanDate.full($0, language: language) }).text(language)
    }
}
