extension ImportSkip {
    var russian: String {
        switch self {
        case .emptyRow: return "пустая строка"
        case .recurrenceTemplate: return "шаблон повтора Taskwarrior (импортируются его экземпляры)"
        case .commentLines: return "строки-комментарии (# …)"
        case .notATask: return "компоненты iCalendar, которые не задачи (VEVENT, VJOURNAL, …)"
        case .recurrenceOverride: return "изменённые повторения повторяющейся задачи iCalendar (RECURRENCE-ID; импортируется сама серия)"
        }
    }
}
