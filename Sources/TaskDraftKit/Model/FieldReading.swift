/// A field's value as a person reads it, by the kind of value it is: a surface words each kind
/// once and walks `TaskField.all` (`FieldLabel.reading(of:)`), instead of naming each field in
/// each of its views (the card, `show`, a refinement's changes).
public enum FieldReading: Sendable, Hashable {
    case title(String)
    /// A short text, or none (a project, a UUID).
    case text(String?)
    /// A text of any length, which a change reports without quoting (notes).
    case longText(String?)
    /// Dated notes, oldest first (annotations).
    case dated([Annotation])
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
    /// A stored task's own: its number, its status, and when it was made, changed or done.
    case number(Int64)
    case status(TaskStatus)
    case instant(Instant?)
}
