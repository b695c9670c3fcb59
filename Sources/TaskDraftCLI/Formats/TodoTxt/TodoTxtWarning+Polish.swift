extension TodoTxtWarning {
    var polish: String {
        switch self {
        case .recurrenceNotUnderstood(let value): return "rec:\(value) nie jest zrozumiałe; zaimportowano bez powtarzania"
        }
    }
}
