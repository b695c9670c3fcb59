extension TaskwarriorWarning {
    var polish: String {
        switch self {
        case .recurrenceNotCarried(let recur): return "recur „\(recur)” nie ma tu odpowiednika RRULE; zaimportowano bez powtarzania"
        }
    }
}
