extension ImportSkip {
    var polish: String {
        switch self {
        case .emptyRow: return "pusty wiersz"
        case .recurrenceTemplate: return "szablon powtarzania Taskwarrior (importowane są jego wystąpienia)"
        case .commentLines: return "wiersze komentarzy (# …)"
        }
    }
}
