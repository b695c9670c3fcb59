/// A draft field's value as a person reads it, by the kind of value it is: a surface words
/// each kind once and walks `TaskField.draftFields` (`FieldLabel.reading(of:)`), instead of
/// naming each field in each of its views.
public enum FieldReading: Sendable, Hashable {
    case title(String)
    /// A short text, or none (a project).
    case text(String?)
    /// A text of any length, which a change reports without quoting (notes).
    case longText(String?)
    /// A moment or a whole day, or none (due, start, wait).
    case moment(Due?)
    case length(Estimate?)
    case priority(Priority)
    case tags([String])
    case repeats(Recurrence?)
    /// Reminders; one said before the due is worded against the draft's own due.
    case reminders([Reminder])
    case task(TaskReference?)
    /// Other tasks, by number or by UID (depends).
    case tasks([TaskLink])
}
