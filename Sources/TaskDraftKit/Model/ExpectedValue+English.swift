extension ExpectedValue {
    public var english: String {
        switch self {
        case .text: return "text"
        case .oneOf(let names): return Self.list(names, or: "or")
        case .length: return "a length such as 2h, 30m, 1h30m or PT1H30M"
        case .task: return "a task number or UID"
        case .tasks: return "task numbers or UIDs"
        case .moment: return "a date or time such as friday 15:00 or 2026-12-04"
        case .repeats: return "a repeat such as \"every friday\" or an RRULE such as FREQ=WEEKLY;BYDAY=FR"
        }
    }
}
