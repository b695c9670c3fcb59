extension ImportSkip {
    var english: String {
        switch self {
        case .emptyRow: return "empty row"
        case .recurrenceTemplate: return "a Taskwarrior recurrence template (its instances are imported)"
        case .commentLines: return "comment lines (# …)"
        }
    }
}
