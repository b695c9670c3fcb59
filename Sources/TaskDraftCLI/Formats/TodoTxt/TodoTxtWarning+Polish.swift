extension TodoTxtWarning {
    var polish: String {
        switch self {
        case .recurrenceNotUnderstood(let value): return "rec:\(value) nie jest zrozumiałe; zaimportowano bez powtarzania"
        case .secondValue(let key, let value): return "drugie \(key):\(value) w wierszu (zadanie ma jedną wartość — pierwszą); zachowano w notatkach"
        }
    }
}
