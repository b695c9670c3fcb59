extension TaskwarriorWarning {
    var english: String {
        switch self {
        case .recurrenceNotCarried(let recur): return "recur \"\(recur)\" has no RRULE equivalent here; imported without repeating"
        }
    }
}
