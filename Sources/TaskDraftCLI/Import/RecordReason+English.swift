import TaskDraftKit

extension RecordReason {
    var english: String {
        switch self {
        case .empty: return "is empty"
        case .missing: return "is missing"
        case .missingTitleOrText: return "is missing (give a title, or a text to draft)"
        case .notAPriority(let text): return RefusedValue.quoted(text) + " is not none, low, medium or high"
        case .notADue(let text): return RefusedValue.quoted(text) + " is not an ISO 8601 date (2026-12-03) or date-time (2026-12-03T15:00:00+03:00)"
        case .notADateTime(let text): return RefusedValue.quoted(text) + " is not an ISO 8601 date-time"
        case .notADay(let text): return RefusedValue.quoted(text) + " is not a YYYY-MM-DD date"
        case .notAStatus(let text): return RefusedValue.quoted(text) + " is not pending, done or deleted"
        case .notATodoistPriority(let text): return RefusedValue.quoted(text) + " is not a Todoist priority (1 is the highest, 4 the default)"
        case .notATodoistType(let text): return RefusedValue.quoted(text) + " is not task, note or section"
        case .noteWithoutTask: return "a note with no task above it"
        case .notATaskwarriorPriority(let text): return RefusedValue.quoted(text) + " is not H, M or L"
        case .notATaskwarriorStatus(let text): return RefusedValue.quoted(text) + " is not pending, waiting, completed, deleted or recurring"
        case .notATaskwarriorDate(let text): return RefusedValue.quoted(text) + " is not a Taskwarrior date (20261203T120000Z)"
        case .notAPriorityLetter(let text): return RefusedValue.quoted(text) + " is not a letter A–Z"
        case .notATimeOfDay(let text): return RefusedValue.quoted(text) + " is not a time of day with its offset (15:00+03:00)"
        case .notAnICalendarDate(let text): return RefusedValue.quoted(text) + " is not an iCalendar date (20261203) or date-time (20261203T150000Z)"
        case .notAnICalendarPriority(let text): return RefusedValue.quoted(text) + " is not an iCalendar priority (0 to 9, 1 the highest)"
        case .expected(let expected, let found): return expected.english(found: found)
        case .bothDues(let due, let dueDate): return "give either due (\(due)) or due_date (\(dueDate)), not both"
        case .recurrence(let error): return error.description
        case .outOfRange(let value): return ImportExportMessage.dateOutOfRange(value).english
        case .notInCalendar(let written): return RefusedValue.quoted(written) + " is not a date in the calendar"
        case .uid(let problem): return problem.description
        case .tooManyCharacters(let count, let most): return "has \(count) characters (at most \(most))"
        case .controlCharacters: return "contains control characters"
        case .draftField(let problem): return problem.english
        case .notDrafted(let error): return "could not be drafted: \(error)"
        case .json(let problem): return problem.english
        case .betweenRecords: return "expected ',' or ']' between records"
        case .textAfterArray: return "text after the end of the JSON array is ignored"
        case .endsInsideRecord: return "the input ends inside this record (truncated?); it is not imported"
        case .endsBeforeArrayClose: return "the input ends before the array's closing ]"
        case .endsInsideQuotedField: return "the input ends inside this quoted field (a missing closing quote?)"
        case .characterAfterClosingQuote:
            return "unexpected character after a closing quote (write \"\" for a quote inside a quoted field)"
        case .invalidUTF8(let byte, let inField): return "is not valid UTF-8 (byte \(byte) of the \(inField ? "field" : "line"))"
        case .fieldCount(let count, let header): return "record has \(count) \(English.plural(count, "field", "fields")); the header has \(header)"
        case .recordTooLong(let bytes, let most): return "record is \(bytes) bytes long; records longer than \(most) bytes are skipped"
        case .lineTooLong(let bytes, let most): return "line is \(bytes) bytes long; records longer than \(most) bytes are skipped"
        case .recordLongerThan(let most): return "record is longer than \(most) bytes; skipped"
        case .readingStopped(let error): return "reading stopped: \(error.english)"
        case .notICalendar: return "is not an iCalendar file: it does not start with BEGIN:VCALENDAR"
        case .componentNotClosed(let name): return "BEGIN:\(name) is never closed; the component is not imported"
        case .endClosesOther(let end, let begin): return "END:\(end) closes BEGIN:\(begin); the component is not imported"
        case .nestedTooDeep(let most): return "components nested more than \(most) deep; the component is not imported"
        }
    }
}
