extension ImportNote {
    var polish: String {
        switch self {
        case .keptInNotes(let format, let names):
            return "pola \(format) bez odpowiednika zachowano w notatkach zadań: " + names.joined(separator: ", ")
        }
    }
}
