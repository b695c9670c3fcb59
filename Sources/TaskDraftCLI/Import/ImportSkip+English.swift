extension ImportSkip {
    var english: String {
        switch self {
        case .emptyRow: return "empty row"
        case .recurrenceTemplate: return "a Taskwarrior recurrence template (its instances are imported)"
        case .commentLines: return "comment lines (# …)"
        case .notATask: return "iCalendar components that are not tasks (VEVENT, VJOURNAL, …)"
        case .recurrenceOverride: return "changed occurrences of a repeating iCalendar task (RECURRENCE-ID; the series is imported)"
        }
    }
}
