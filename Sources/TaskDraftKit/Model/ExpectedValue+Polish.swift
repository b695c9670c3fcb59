extension ExpectedValue {
    /// Worded for "to nie …" (the refusals' form), so a closed set takes "ani".
    public var polish: String {
        switch self {
        case .text: return "tekst"
        case .oneOf(let names): return Self.list(names, or: "ani")
        case .length: return "długość, np. 2h, 30m, 1h30m albo PT1H30M"
        case .task: return "numer ani UID zadania"
        case .tasks: return "numery ani UID zadań"
        case .moment: return "data ani godzina, np. „piątek 15:00” albo 2026-12-04"
        case .repeats: return "reguła powtarzania, np. „co piątek” albo RRULE"
        }
    }
}
