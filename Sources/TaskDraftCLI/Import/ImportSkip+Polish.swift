extension ImportSkip {
    var polish: String {
        switch self {
        case .emptyRow: return "pusty wiersz"
        case .recurrenceTemplate: return "szablon powtarzania Taskwarrior (importowane są jego wystąpienia)"
        case .commentLines: return "wiersze komentarzy (# …)"
        case .notATask: return "komponenty iCalendar, które nie są zadaniami (VEVENT, VJOURNAL, …)"
        case .recurrenceOverride: return "zmienione wystąpienia powtarzanego zadania iCalendar (RECURRENCE-ID; importowana jest cała seria)"
        }
    }
}
