import TaskDraftKit
import TaskDraftModels

/// Why an import record is bad, made where the reader finds it: its English is what
/// `--json` reports (`errors[].error`), every language's wording comes from the case.
enum RecordReason: LocalizedText, Equatable {
    // A field's value.
    case empty, missing, missingTitleOrText
    case notAPriority(String), notADue(String), notADateTime(String), notADay(String), notAStatus(String)
    case notATodoistPriority(String), notATodoistType(String), noteWithoutTask
    case notATaskwarriorPriority(String), notATaskwarriorStatus(String), notATaskwarriorDate(String)
    case notAPriorityLetter(String)
    /// todo.txt's `due-time:`, `start-time:`, `t-time:`: no time of day (`15:00+03:00`) for its day.
    case notATimeOfDay(String)
    /// iCalendar's own: a DUE, DTSTART or X-TASKDRAFT-WAIT that is no DATE or DATE-TIME, a PRIORITY that is no 0–9.
    case notAnICalendarDate(String), notAnICalendarPriority(String)
    case expected(JSONExpectation, found: JSONType)
    case bothDues(due: String, dueDate: String)
    case recurrence(RecurrenceError)
    /// A value (as written, quoted) outside `SupportedDates`.
    case outOfRange(String)
    /// A full date the record's words name that does not exist (`2026-02-30`), as written.
    case notInCalendar(String)
    case uid(TaskUID.Problem)
    // The draft's validation.
    case tooManyCharacters(Int, most: Int), controlCharacters
    /// A field the domain refused (`DraftError.field`).
    case draftField(DraftFieldProblem)
    case notDrafted(BackendError)
    // The file's shape.
    case json(JSONSyntaxProblem)
    case betweenRecords, textAfterArray, endsInsideRecord, endsBeforeArrayClose
    case endsInsideQuotedField, characterAfterClosingQuote
    case invalidUTF8(byte: Int, inField: Bool)
    case fieldCount(Int, header: Int)
    case recordTooLong(bytes: Int, most: Int), lineTooLong(bytes: Int, most: Int), recordLongerThan(most: Int)
    case readingStopped(SystemError)
    /// iCalendar's shape: a file that is no VCALENDAR, a component whose END never comes or
    /// closes another one, components inside components deeper than any calendar nests them.
    case notICalendar, componentNotClosed(String), endClosesOther(end: String, begin: String), nestedTooDeep(most: Int)

    static var samples: [RecordReason] {
        [
            .empty, .missing, .missingTitleOrText, .notAPriority("urgent"), .notADue("tomorow"), .notADateTime("yesterday"),
            .notADay("2026-13-01"), .notAStatus("open?"), .notATodoistPriority("9"), .notATodoistType("folder"), .noteWithoutTask,
            .notATaskwarriorPriority("X"), .notATaskwarriorStatus("paused"), .notATaskwarriorDate("2026-12-03"),
            .notAPriorityLetter("1"), .notATimeOfDay("soon"), .notAnICalendarDate("xyz"), .notAnICalendarPriority("urgent"),
        ] + JSONExpectation.allCases.map { .expected($0, found: .number) } + [
            .bothDues(due: "2026-12-03T15:00:00Z", dueDate: "2026-12-04"), .recurrence(.missingFrequency),
            .recurrence(.conflicting("BYSETPOS", "COUNT")), .outOfRange("\"1500-01-01\""), .notInCalendar("2026-02-30"), .uid(.whitespace),
            .tooManyCharacters(600, most: 500), .controlCharacters, .draftField(.notADay("x", named: nil)),
            .notDrafted(BackendError(backend: "llama", host: "127.0.0.1:8080", kind: .timeout,
                                     problem: .transport(.curl(code: 28, os: nil, words: "timed out")))),
            .json(.expectedColon), .betweenRecords, .textAfterArray, .endsInsideRecord, .endsBeforeArrayClose,
            .endsInsideQuotedField, .characterAfterClosingQuote, .invalidUTF8(byte: 3, inField: true),
            .invalidUTF8(byte: 1, inField: false), .fieldCount(1, header: 3), .fieldCount(4, header: 3),
            .recordTooLong(bytes: 2_000_000, most: 1_048_576), .lineTooLong(bytes: 2_000_000, most: 1_048_576),
            .recordLongerThan(most: 1_048_576), .readingStopped(SystemError(5)),
            .notICalendar, .componentNotClosed("VTODO"), .endClosesOther(end: "VEVENT", begin: "VTODO"), .nestedTooDeep(most: 8),
        ]
    }
}
