import TaskDraftKit

extension Finding {
    /// A value said in words, for the one draft field that holds values of its kind: a length of
    /// work ("estimate 2h"), the task this one is a step of ("subtask of 3"), the tasks it waits
    /// for ("after task 3"). The field is found by that kind as the formats find it
    /// (`TaskField.lengthFields`, `TaskField.taskKey`, `TaskField.tasksKey`); nil for a kind no
    /// one field holds.
    static func said(_ value: FieldReading) -> Finding? {
        let name: String? = switch value {
        case .length: TaskField.lengthFields.first?.name
        case .task: TaskField.taskKey
        case .tasks: TaskField.tasksKey
        default: nil
        }
        guard let name, let label = FieldLabel(rawValue: name) else { return nil }
        return .fieldValue(label, value)
    }
}

extension FieldReading {
    /// The value of a field said again in one sentence: tasks are joined, the union in the order
    /// said ("after task 3", `depends:3,5`); any other value is the first one said.
    func withSecondSaid(_ second: FieldReading) -> FieldReading {
        guard case .tasks(let first) = self, case .tasks(let more) = second else { return self }
        return .tasks((first + more).withoutRepeats)
    }
}
