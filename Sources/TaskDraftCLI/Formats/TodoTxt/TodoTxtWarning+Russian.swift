extension TodoTxtWarning {
    var russian: String {
        switch self {
        case .recurrenceNotUnderstood(let value): return "rec:\(value) не понято; задача импортирована без повтора"
        }
    }
}
