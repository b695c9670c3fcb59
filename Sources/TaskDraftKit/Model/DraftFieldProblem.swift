/// What is wrong with one field of a draft as JSON gives it (a model's answer, an agent's
/// arguments, an import record), made where the field is read; `DraftError.field` carries it
/// with the field's name. Its English is what JSON, agents and the import report read.
public enum DraftFieldProblem: LocalizedText, Equatable {
    case missing
    /// A key the draft contract does not have (a model's answer is read strictly).
    case notADraftField
    case expected(JSONExpectation, found: JSONType)
    /// A text the field's codec cannot read, and what the codec reads.
    case notReadable(String, expected: ExpectedValue)
    /// Both the date-time and the day of a moment: `due` and `due_date`, `start` and `start_date`.
    case bothGiven(String, String)
    /// A day or a date-time that is not ISO 8601; `named` is the key, when the sentence names it.
    case notADay(String, named: String?), notADateTime(String, named: String?)
    case notAReminder(String)
    case tooManyReminders(most: Int)
    case tooManyAnnotations(most: Int)
    case tooManyTags(most: Int)
    /// A value past its field's `TextLimit` (a tag, a project): the value, quoted back through
    /// `RefusedValue`, its length as the limit counts it, and the most characters.
    case tooLong(String, Int, most: Int)
    /// An annotation longer than `Annotation.maximumLength` characters.
    case annotationTooLong(Int, most: Int)
    case recurrence(RecurrenceError)
    /// A set of drafts with none in it.
    case emptySet
    /// The tasks it depends on cannot be (`depends`).
    case dependency(DependencyProblem)

    /// A due or a start refused as `DueError` says, for the field `field` (`due`, `start`).
    public init(_ error: DueError, field: String) {
        switch (error, field) {
        case (.bothGiven, _): self = .bothGiven(field, field + "_date")
        // `DraftError.field` names the key before the problem, so the problem does not name it again.
        case (.invalidDate(let text), _): self = .notADay(text, named: nil)
        case (.invalidDateTime(let text), _): self = .notADateTime(text, named: nil)
        }
    }

    /// The shapes a draft's own fields expect (an import record's are `RecordReason`'s).
    static let draftExpectations: [JSONExpectation] = [.string, .strings, .arrayOfStrings] + FieldLabel.shaped.map(JSONExpectation.shape(of:))

    public static let samples: [DraftFieldProblem] = [
        .missing, .notADraftField,
    ] + Self.draftExpectations.map { .expected($0, found: .number) } + [
        .notReadable("urgent", expected: .oneOf(["none", "low", "medium", "high"])),
        .bothGiven("due", "due_date"), .notADay("2026-13-01", named: "due_date"), .notADay("2026-13-01", named: nil),
        .notADateTime("tomorrow", named: "due"), .notADateTime("tomorrow", named: nil), .notAReminder("soon"),
        .tooManyReminders(most: 10), .tooManyAnnotations(most: 10_000), .tooManyTags(most: 100),
        .tooLong("deadline", 65, most: 64), .tooLong("a" + String(repeating: "\u{301}", count: 800), 801, most: 100), .annotationTooLong(100_001, most: 100_000),
        .recurrence(.missingFrequency), .recurrence(.conflicting("COUNT=3", "UNTIL=20270101")),
        .notReadable("x", expected: .text), .notReadable("-5h", expected: .length), .emptySet,
    ] + DependencyProblem.samples.map { .dependency($0) }
}
