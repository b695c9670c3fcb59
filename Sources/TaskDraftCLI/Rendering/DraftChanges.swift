import TaskDraftKit

/// What a refinement changed, field by field, as the confirm step reports it:
/// `due Fri 4 Dec 15:00 → Thu 3 Dec 11:00`, `priority none → high`, `tags + work`.
/// Empty when nothing a person would see has changed (warnings and the backend do not count).
/// It walks the draft fields of `TaskField.all` and words each by the kind of its value
/// (`FieldLabel.reading(of:)`), so a new field's change is reported without a line here.
enum DraftChanges {
    /// The draft fields, in the order changes are listed in (`TaskField.fields(on: .changes)`).
    static let labels: [FieldLabel] = TaskField.fields(on: .changes).compactMap(\.label)

    static func between(_ before: TaskDraft, _ after: TaskDraft, zone: Zone, language: Language) -> [CardMessage] {
        labels.flatMap { label -> [CardMessage] in
            guard let old = label.reading(of: before), let new = label.reading(of: after), old != new else { return [] }
            return change(label, old, new, before: before, after: after, zone: zone, language: language)
        }
    }

    /// One field's change in words, by the kind of its value.
    private static func change(_ label: FieldLabel, _ old: FieldReading, _ new: FieldReading, before: TaskDraft, after: TaskDraft,
                               zone: Zone, language: Language) -> [CardMessage] {
        let none = CardMessage.none.text(in: language)
        switch (old, new) {
        case (.title(let a), .title(let b)):
            return [.changeTitle(TerminalText.line(a), TerminalText.line(b))]
        case (.priority(let a), .priority(let b)):
            return [.changePriority(a, b)]
        case (.tags(let a), .tags(let b)):
            let added = b.filter { !a.contains($0) }, removed = a.filter { !b.contains($0) }
            return (added.isEmpty ? [] : [.tagsAdded(TerminalText.line(added.joined(separator: ", ")))])
                + (removed.isEmpty ? [] : [.tagsRemoved(TerminalText.line(removed.joined(separator: ", ")))])
        case (.repeats(let a), .repeats(let b)):
            let words = { (rule: Recurrence?) in rule.map { RecurrenceText.words($0, language: language) } ?? none }
            return [.changeRepeats(words(a), words(b))]
        case (.longText, .longText(let b)):
            return [b == nil ? .notesRemoved(label) : .notesChanged(label)]
        case (.dated, .dated(let b)):
            return [b.isEmpty ? .notesRemoved(label) : .notesChanged(label)]
        case (.text(let a), .text(let b)):
            return [.changeField(label, TerminalText.line(a ?? none), TerminalText.line(b ?? none))]
        case (.moment(let a), .moment(let b)):
            return [.changeField(label, brief(a, language: language), brief(b, language: language))]
        case (.length(let a), .length(let b)):
            let words = { (length: Estimate?) in length.map { ReminderText.amount(UInt64($0.seconds), language: language) } ?? none }
            return [.changeField(label, words(a), words(b))]
        case (.reminders(let a), .reminders(let b)):
            let words = { (reminders: [Reminder], due: Due?) in
                reminders.isEmpty ? none : ReminderText.list(reminders, due: due, zone: zone, language: language)
            }
            return [.changeField(label, words(a, before.due), words(b, after.due))]
        case (.task(let a), .task(let b)):
            let words = { (task: TaskReference?) -> String in
                switch task {
                case .id(let id)?: return "#\(id)"
                case .uid(let uid)?: return TerminalText.line(uid)
                case nil: return none
                }
            }
            return [.changeField(label, words(a), words(b))]
        case (.tasks(let a), .tasks(let b)):
            let words = { (tasks: [TaskLink]) in tasks.isEmpty ? none : DependencyText.links(tasks) }
            return [.changeField(label, words(a), words(b))]
        default:
            // A field's reading is always of one kind; two kinds would be a table out of step.
            return []
        }
    }

    /// `Thu 3 Dec 11:00`, `Fri 4 Dec`, or `none`: the year and offset the card already shows.
    static func brief(_ due: Due?, language: Language) -> String {
        switch due {
        case nil: return CardMessage.none.text(in: language)
        case .date(let date)?: return HumanDate.day(date, withYear: false, language: language)
        case .dateTime(let zoned)?:
            return HumanDate.day(zoned.local.date, withYear: false, language: language) + " " + zoned.local.time.hourMinute
        }
    }
}
