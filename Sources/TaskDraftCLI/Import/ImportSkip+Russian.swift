extension ImportSkip {
    var russian: String {
        switch self {
        case .emptyRow: return "пустая строка"
        case .recurrenceTemplate: return "шаблон повтора Taskwarrior (импортируются его экземпляры)"
        case .commentLines: return "строки-комментарии (# …)"
        }
    }
}
