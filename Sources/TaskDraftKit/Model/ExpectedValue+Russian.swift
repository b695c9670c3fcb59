extension ExpectedValue {
    public var russian: String {
        switch self {
        case .text: return "текст"
        case .oneOf(let names): return Self.list(names, or: "или")
        case .length: return "длительность, например 2h, 30m, 1h30m или PT1H30M"
        case .task: return "номер или UID задачи"
        case .tasks: return "номера или UID задач"
        case .moment: return "дата или время, например «пятница 15:00» или 2026-12-04"
        case .repeats: return "правило повтора, например «каждую пятницу» или RRULE"
        }
    }
}
