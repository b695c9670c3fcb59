import TaskDraftKit

/// Taskwarrior's `task export` shape, one task per line in an array, for `task import`.
/// Dates are UTC (`20261203T120000Z`); a day without a time is that day's local midnight, as
/// in Taskwarrior; notes become one annotation; RRULEs that Taskwarrior cannot say are dropped.
struct TaskwarriorTaskWriter: TaskWriter {
    let zone: Zone
    private var count = 0

    init(zone: Zone) { self.zone = zone }

    static func date(_ instant: Instant) -> String {
        let local = LocalDateTime(wallSeconds: instant.seconds)
        return local.date.description.replacingOccurrences(of: "-", with: "") + "T"
            + local.time.description.replacingOccurrences(of: ":", with: "") + "Z"
    }

    mutating func begin(_ out: Output) { out.write("[") }

    mutating func write(_ task: Task, _ out: Output) {
        var object: JSONObject = [
            "uuid": .string(task.uuid), "description": .string(task.title),
            "status": .string(task.status == .done ? "completed" : task.status.rawValue),
            "entry": .string(Self.date(task.createdAt)), "modified": .string(Self.date(task.modifiedAt)),
        ]
        if let completed = task.completedAt { object["end"] = .string(Self.date(completed)) }
        switch task.due {
        case .dateTime(let zoned)?: object["due"] = .string(Self.date(zoned.instant))
        case .date(let day)?: object["due"] = .string(Self.date(zone.instant(of: LocalDateTime(date: day, time: .midnight))))
        case nil: break
        }
        switch task.priority {
        case .high: object["priority"] = .string("H")
        case .low: object["priority"] = .string("L")
        case .normal: break
        }
        if let project = task.project { object["project"] = .string(project) }
        if !task.tags.isEmpty { object["tags"] = .array(task.tags.map(JSONValue.string)) }
        if let rule = task.recurrence, let period = TaskwarriorRecord.period(rule) { object["recur"] = .string(period) }
        if let notes = task.notes {
            object["annotations"] = .array([.object(["entry": .string(Self.date(task.createdAt)), "description": .string(notes)])])
        }
        var writer = JSONWriter(capacity: 512)
        writer.append(count == 0 ? "\n" : ",\n")
        writer.write(.object(object))
        out.write(bytes: writer.bytes)
        count += 1
    }

    mutating func end(_ out: Output) { out.write(count == 0 ? "]\n" : "\n]\n") }
}
