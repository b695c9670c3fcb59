extension ImportNote {
    var russian: String {
        switch self {
        case .keptInNotes(let format, let names):
            return "поля \(format), которым здесь нет места, сохранены в заметках задач: " + names.joined(separator: ", ")
        }
    }
}
