import TaskDraftKit

/// Why a model's answer was refused, made where `ModelAnswer` finds it: the field, the count,
/// the bound, the value. Its English (`InvalidAnswer+English`) is what the repair request tells
/// the model and what the model log keeps; a person reads it in their language inside the
/// fallback warning (`BackendWarning.invalidAnswer`) and a forced backend's failure
/// (`AnswerProblem.notADraft`).
public indirect enum InvalidAnswer: Error, LocalizedText, Hashable {
    // Any answer.
    case empty
    case notJSON(JSONSyntaxProblem, line: Int, column: Int)
    case notAnObject(JSONType)

    // One draft: a key of the contract, as the schema spells it.
    case missing(key: String)
    /// A value the draft's own reading refuses (`TaskDraft(json:)`, `validated()`).
    case draft(DraftError)
    /// Dated notes (`FieldReading.dated`), which people write and a model does not: the field's name.
    case datedNotes(field: String)
    /// A text past the schema's bound of its field (`DraftSchema.boundedText`).
    case tooLong(field: String, length: Int, most: Int)
    case tooManyTags(Int, most: Int)
    case tagTooLong(String, most: Int)
    /// A due whose offset is not the person's zone's at that moment (`expected`, in seconds).
    case dueOffset(ZonedDateTime, zone: String, expected: Int)
    case dueInThePast(Due, today: CivilDate)
    case dueTooFarAhead(Due, years: Int)
    /// A priority the draft's reading takes but the schema does not ("High").
    case unknownPriority(String)

    // Several drafts (`{"tasks": [...]}`) and a review (`{"reviews": [...]}`): the array's key.
    case listMissing(key: String)
    case itemNotAnObject(key: String, index: Int)
    case taskCount(Int, expected: ClosedRange<Int>)
    case sourceMissing(index: Int)
    /// One draft of several, refused as a single draft is.
    case inTask(index: Int, InvalidAnswer)

    // A review's verdicts, by their index in the answer.
    case reviewCount(Int, expected: Int)
    case reviewStep(index: Int, drafts: Int)
    case reviewVerdict(index: Int)
    case reviewTitle(index: Int, most: Int)
    case reviewDay(index: Int, String)
    case reviewFixesNothing(index: Int)

    /// The keys of the answer's lists, as the schema spells them.
    static let tasksKey = "tasks", reviewsKey = "reviews"

    // `DraftError` is only Equatable: a refusal hashes as the model reads it.
    public func hash(into hasher: inout Hasher) { hasher.combine(english) }

    /// The fields a model may not give (`FieldReading.dated`), by name.
    private static var datedFields: [String] {
        TaskField.draftFields.compactMap { field in
            guard case .dated? = field.label?.reading(of: TaskDraft(title: "")) else { return nil }
            return field.name
        }
    }

    public static var samples: [InvalidAnswer] {
        let friday = CivilDate(year: 2026, month: 12, day: 4)
        let utc = Zone.utc.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3), time: LocalTime(hour: 15, minute: 0)))
        return [
            .empty, .notJSON(.unterminatedString, line: 1, column: 11), .notAnObject(.array), .missing(key: "due_date"),
            .draft(.field("priority", .notReadable("urgent!!", expected: .oneOf(["none", "low", "medium", "high"])))),
        ] + datedFields.map { .datedNotes(field: $0) } + [
            .tooLong(field: "project", length: 81, most: 80), .tooLong(field: "title", length: 1, most: 1),
            .tooManyTags(7, most: 6), .tagTooLong("квартальный-отчёт", most: 32),
            .dueOffset(utc, zone: "Europe/Moscow", expected: 3 * 3600),
            .dueInThePast(.date(CivilDate(year: 1950, month: 1, day: 1)), today: friday),
            .dueTooFarAhead(.date(CivilDate(year: 2099, month: 1, day: 1)), years: 4), .unknownPriority("High"),
            .listMissing(key: tasksKey), .listMissing(key: reviewsKey), .itemNotAnObject(key: tasksKey, index: 0),
            .taskCount(1, expected: 3...10), .taskCount(0, expected: 1...30), .sourceMissing(index: 1),
            .inTask(index: 2, .missing(key: "title")),
            .reviewCount(1, expected: 2), .reviewStep(index: 1, drafts: 2), .reviewVerdict(index: 1),
            .reviewTitle(index: 1, most: 120), .reviewDay(index: 1, "2026-02-30"), .reviewFixesNothing(index: 1),
        ]
    }
}
