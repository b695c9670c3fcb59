import TaskDraftKit

/// What the draft card and its confirm step say: the card's own words, the question, what a
/// refinement changed, `e`'s question and refusal for each field, and the day words the card
/// and every date on the terminal are written with (`HumanDate`). The card's fields are named
/// by `FieldLabel.onCard`. Worded in `CardMessage+English`, `+Russian` and `+Polish`.
enum CardMessage: LocalizedText {
    case card, fromSkillsDefault
    case priority(Priority)
    case none
    case confirmPrompt
    case changed(String)
    case notUnderstood(String)
    case noTitleYet
    case dropped, droppedNothingWritten
    case cancelledDraft
    /// A refinement the backend did not make: why (`FailureMessage.backendFailed`), the card as it was.
    case notRefined(String)
    case refinementCancelled
    /// How many earlier notes the card and `show` leave out (`ShownNotes`).
    case earlierNotes(Int)

    // What a refinement changed.
    case changeTitle(String, String), changePriority(Priority, Priority), changeRepeats(String, String)
    /// Any other field: its label, then the value before and after as the card words them.
    case changeField(FieldLabel, String, String)
    case tagsAdded(String), tagsRemoved(String)
    /// A text field's change, which is reported without quoting it (notes, annotations).
    case notesRemoved(FieldLabel), notesChanged(FieldLabel)

    // `e`, field by field.
    /// `e`'s question for one field: its name on the card, then what may be typed for a value of its kind.
    case prompt(FieldName, PromptHint)
    case titleTooLong(Int, Int), controlCharacters(field: String), tagControlCharacters
    case namesNoDate(String), notAPriority(String), notARepeatRule(String), notAnEstimate(String)
    /// A field's words read as a date only in part ("sometime next month"): the date taken, said as a guess.
    case dueGuessed(words: String, date: String)

    // Dates.
    case weekday(Weekday), month(Int), today, tomorrow, yesterday

    static let samples: [CardMessage] = [
        .card, .fromSkillsDefault, .priority(.high), .none, .confirmPrompt, .changed("due, tags"), .notUnderstood("blorp"), .noTitleYet,
        .dropped, .droppedNothingWritten, .cancelledDraft, .notRefined("backend llama at 127.0.0.1:8080: server error"),
        .refinementCancelled, .earlierNotes(4),
        .changeTitle("Call Anna", "Call Bob"), .changePriority(.low, .high), .changeRepeats("weekly", "daily"),
        .changeField(.project, "Home", "Work"), .tagsAdded("#work"), .tagsRemoved("#home"),
        .titleTooLong(201, 200), .titleTooLong(1, 0), .controlCharacters(field: "title"), .tagControlCharacters,
        .namesNoDate("blorp"), .notAPriority("urgentish"), .notARepeatRule("sometimes"), .notAnEstimate("a while"),
        .dueGuessed(words: "sometime next month", date: "2027-01-15"), .today, .tomorrow, .yesterday,
    ] + FieldLabel.allCases.flatMap { [CardMessage.notesRemoved($0), .notesChanged($0)] }
        + [PromptHint.plain, .clears, .moment, .length, .priority, .reminders, .repeats].map { CardMessage.prompt(FieldLabel.due.onCard, $0) }
        + Weekday.allCases.map(CardMessage.weekday) + (1...12).map(CardMessage.month)
}
