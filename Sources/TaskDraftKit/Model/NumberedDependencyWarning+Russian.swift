extension NumberedDependencyWarning {
    public var russian: String {
        switch self {
        case .readAsTask(let phrase, let task, let hour):
            let read = "\(Russian.quoted(phrase)) прочитано как после задачи \(task.id) \(Russian.quoted(task.title))"
            guard let hour else { return read + "; если имелось в виду время, напишите его как «в 17:00»" }
            return read + "; если имелось в виду время, напишите «после \(hour.hourMinute)» или «в \(hour.hourMinute)»"
        }
    }
}
