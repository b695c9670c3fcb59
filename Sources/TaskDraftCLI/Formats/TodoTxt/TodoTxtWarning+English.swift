extension TodoTxtWarning {
    var english: String {
        switch self {
        case .recurrenceNotUnderstood(let value): return "rec:\(value) is not understood; imported without repeating"
        }
    }
}
