extension TodoTxtWarning {
    var english: String {
        switch self {
        case .recurrenceNotUnderstood(let value): return "rec:\(value) is not understood; imported without repeating"
        case .secondValue(let key, let value): return "a second \(key):\(value) on the line (a task has one, the first named); kept in the notes"
        }
    }
}
