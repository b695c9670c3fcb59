import TaskDraftKit

/// What `edit`, `modify`, `annotate` and `denotate` say of the change asked for: nothing to
/// change, a value a field does not take, a reminder or a repeat rule not read, and the notes
/// `notes:none` took off. A case of the terminal's catalogue (`Message.edits`), worded in
/// `EditMessage+English`, `+Russian` and `+Polish`.
enum EditMessage: LocalizedText {
    case annotateNothing, denotateNoMatch(id: Int64, String)
    /// `notes:none` took every note off a task: how many, and that undo brings them back.
    case notesCleared(Int)
    case editNothing, modifyNothing, modifyValue(field: String, String, expected: ExpectedValue), editValue(option: String, String, expected: ExpectedValue)
    case modifyStatus(String), remindBoth, notAReminder(String), recurrence(String)
    case recurrenceSaysMore(String, rule: Recurrence)

    static let samples: [EditMessage] = [
        .annotateNothing, .denotateNoMatch(id: 3, "receipt"), .denotateNoMatch(id: 3, ""),
        .notesCleared(1), .notesCleared(3), .editNothing, .modifyNothing,
        .modifyValue(field: "priority", "urgent", expected: ExpectedValue.samples[0]),
        .modifyValue(field: "due", "a while", expected: ExpectedValue.samples[0]),
        .editValue(option: "--due", "a while", expected: ExpectedValue.samples[0]), .modifyStatus("open"), .remindBoth,
        .notAReminder("soonish"), .recurrence("sometimes"),
        .recurrenceSaysMore("every friday at 15:00", rule: Recurrence(frequency: .weekly, byDay: [.friday])),
    ] + ExpectedValue.samples.map { .modifyValue(field: "due", "a while", expected: $0) }
}
