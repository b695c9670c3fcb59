import TaskDraftKit
import TaskDraftSync

/// Taskwarrior's `task export` shape, one task per line in an array, for `task import`.
/// Dates are UTC (`20261203T120000Z`); a day without a time is that day's local midnight, as
/// in Taskwarrior; dated notes are annotations, each with its date, under the attribute their
/// row declares (`TaskwarriorRecord.datedNotes`); RRULEs that Taskwarrior cannot say, and
/// reminders, are left out and counted (`leftOut`);
/// `depends` names each task by the UUID it is exported under, in UUID order as Taskwarrior keeps
/// them; a parent `depends` on its steps too, and both carry an annotation saying so (`TaskwarriorTree`).
/// Taskwarrior's `uuid` takes only UUIDs: another UID (`x@example.com`) is written as one
/// derived from it (`TaskUID.uuidForm`) and, as written, in `taskdraft_uid`, an attribute
/// Taskwarrior keeps and exports back, which `import` reads first.
struct TaskwarriorTaskWriter: TaskWriter {
    let zone: Zone
    /// The exported tasks that have a parent, by that parent's UID (`ExportScope.subtasks`).
    let subtasks: [String: [String]]
    private var count = 0
    /// Reminders, and rules Taskwarrior's `recur` cannot say: counted, said after the export.
    private(set) var leftOut = ExportLeftOut.Counts()

    init(zone: Zone, subtasks: [String: [String]] = [:]) {
        self.zone = zone
        self.subtasks = subtasks
    }

    static func date(_ instant: Instant) -> String { BasicTime.utc(instant) }

    mutating func begin(_ out: Output) { out.write("[") }

    /// Written straight as bytes in `task export`'s key order; a hundred thousand tasks.
    mutating func write(_ task: Task, _ out: Output) {
        var w = JSONWriter(capacity: 512)
        w.raw(count == 0 ? "\n" : ",\n")
        w.raw("{\"uuid\":")
        let uuid = TaskUID.uuidForm(task.uuid)
        w.writeString(uuid)
        if uuid != task.uuid {
            w.raw(",\"taskdraft_uid\":")
            w.writeString(task.uuid)
        }
        w.raw(",\"description\":")
        w.writeString(task.title)
        w.raw(",\"status\":")
        w.writeString(task.status == .done ? "completed" : task.status.rawValue)
        w.raw(",\"entry\":")
        date(task.createdAt, &w)
        w.raw(",\"modified\":")
        date(task.modifiedAt, &w)
        if let completed = task.completedAt {
            w.raw(",\"end\":")
            date(completed, &w)
        }
        // A day is that day's local midnight: Taskwarrior has no dates without a time.
        func instant(_ value: Due) -> Instant {
            switch value {
            case .dateTime(let zoned): zoned.instant
            case .date(let day): zone.instant(of: LocalDateTime(date: day, time: .midnight))
            }
        }
        if let due = task.due {
            w.raw(",\"due\":")
            date(instant(due), &w)
        }
        for (attribute, _, part) in TaskwarriorRecord.dates {
            guard let value = part.value(of: task) else { continue }
            w.raw(",")
            w.writeString(attribute)
            w.raw(":")
            date(instant(value), &w)
        }
        for (attribute, _, length) in TaskwarriorRecord.lengths {
            guard let seconds = length.seconds(task) else { continue }
            w.raw(",")
            w.writeString(attribute)
            w.raw(":")
            w.writeString(TaskwarriorRecord.lengthText(seconds: seconds))
        }
        switch task.priority {
        case .high: w.raw(",\"priority\":\"H\"")
        case .medium: w.raw(",\"priority\":\"M\"")
        case .low: w.raw(",\"priority\":\"L\"")
        case .unset: break
        }
        if let project = task.project {
            w.raw(",\"project\":")
            w.writeString(project)
        }
        if !task.tags.isEmpty {
            w.raw(",\"tags\":")
            w.writeStrings(task.tags)
        }
        if let rule = task.recurrence, let period = TaskwarriorRecord.period(rule) {
            w.raw(",\"recur\":")
            w.writeString(period)
        } else if task.recurrence != nil {
            leftOut.rulesWithoutWords += 1
        }
        leftOut.reminders += task.reminders.count
        // By UUID, as `task import` takes them: the UUID each task is exported under. A step
        // this task also depends on is named by the dependency alone, so it stays one.
        var steps = subtasks.isEmpty ? [] : subtasks[task.uuid] ?? []
        let links = TaskLinks.of(task)
        if !links.isEmpty || !steps.isEmpty {
            let depends = Set(links.map { TaskUID.uuidForm($0.uid) })
            steps = steps.map(TaskUID.uuidForm).filter { !depends.contains($0) }.sorted()
            w.raw(",")
            w.writeString(TaskwarriorRecord.linksAttribute)
            w.raw(":")
            w.writeStrings(depends.isEmpty ? steps : (Array(depends) + steps).sorted())
        }
        // The tree's annotations go with the first field's notes, where `record` reads them.
        for (index, (attribute, _, dated)) in TaskwarriorRecord.datedNotes.enumerated() {
            let notes = index == 0 ? TaskwarriorTree.annotations(dated.value(task), of: task, steps: steps) : dated.value(task)
            guard !notes.isEmpty else { continue }
            w.raw(",")
            w.writeString(attribute)
            w.raw(":[")
            for (index, note) in notes.enumerated() {
                w.raw(index == 0 ? "{\"entry\":" : ",{\"entry\":")
                date(note.entry, &w)
                w.raw(",\"description\":")
                w.writeString(note.text)
                w.bytes.append(0x7D)
            }
            w.bytes.append(0x5D)
        }
        w.bytes.append(0x7D)
        out.write(bytes: w.bytes)
        count += 1
    }

    /// A quoted `20261203T120000Z`.
    private func date(_ instant: Instant, _ w: inout JSONWriter) {
        w.bytes.append(0x22)
        BasicTime.utc(instant, into: &w.bytes)
        w.bytes.append(0x22)
    }

    mutating func end(_ out: Output) { out.write(count == 0 ? "]\n" : "\n]\n") }
}
