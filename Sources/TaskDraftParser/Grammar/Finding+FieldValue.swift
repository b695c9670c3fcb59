import TaskDraftKit

extension Finding {
    /// A value said in words, for the one draft field that holds values of its kind: a length of
    /// work ("estimate 2h"), the task this one is a step of ("subtask of 3"), the tasks it waits
    /// for ("after task 3"). The field is found by that kind as the formats find it
    /// (`TaskField.lengthFields`, `TaskField.taskKey`, `TaskField.tasksKey`); nil for a kind no
    /// one field holds.
    static func said(_ value: FieldReading) -> Finding? {
        let label: FieldLabel? = switch value {
        case .length: lengthLabel
        case .task: taskLabel
        case .tasks: tasksLabel
        default: nil
        }
        return label.map { .fieldValue($0, value) }
    }

    /// The one length field's label; nil when there are several, as a word could not say which.
    static let lengthLabel = TaskField.lengthFields.count == 1 ? FieldLabel(rawValue: TaskField.lengthFields[0].name) : nil
    static let taskLabel = FieldLabel(rawValue: TaskField.taskKey)
    static let tasksLabel = FieldLabel(rawValue: TaskField.tasksKey)
}

extension FieldReading {
    /// The value of a field said again in one sentence: tasks are joined, the union in the order
    /// said ("after task 3", `depends:3,5`); any other value is the first one said.
    func withSecondSaid(_ second: FieldReading) -> FieldReading {
        guard case .tasks(let first) = self, case .tasks(let more) = second else { return self }
        return .tasks((first + more).withoutRepeats)
    }
}
