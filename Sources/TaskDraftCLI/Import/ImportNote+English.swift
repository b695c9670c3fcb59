extension ImportNote {
    var english: String {
        switch self {
        case .keptInNotes(let format, let names):
            return "\(format) fields with no place here were kept in the tasks' notes: " + names.joined(separator: ", ")
        }
    }
}
