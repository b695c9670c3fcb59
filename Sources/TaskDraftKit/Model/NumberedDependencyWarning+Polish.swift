extension NumberedDependencyWarning {
    public var polish: String {
        switch self {
        case .readAsTask(let phrase, let task, let hour):
            let read = "\(Polish.quoted(phrase)) odczytano jako po zadaniu \(task.id) \(Polish.quoted(task.title))"
            guard let hour else { return read + "; jeśli chodzi o godzinę, napisz ją jako „o 17:00”" }
            return read + "; jeśli chodzi o godzinę, napisz „po \(hour.hourMinute)” lub „o \(hour.hourMinute)”"
        }
    }
}
