import TaskDraftKit

/// todo.txt lines: `x` and the completion date for done tasks, `(A)`/`(C)` for high/low,
/// the creation date, the title, `+project`, `@tag`s, `due:`, `start:`, `t:` (the wait: a
/// threshold hides a task until then, as `wait` does), each followed by its time of day when it
/// has one (`due-time:15:00+03:00`, `TodoTxtRecord`), `estimate:`, `rec:`, `uid:` (the task's
/// UID as written, so a restored file is the same tasks to a sync), `parent:` and a `depends:` per
/// task waited for, by UID. What todo.txt has no place
/// for (a deleted task, reminders, a rule `rec:` cannot say, and the fields of `noPlace`) is
/// left out, counted and said after the export (`leftOut`). Title words that would read back as
/// fields are escaped (`TodoTxtRecord.titleText`).
struct TodoTxtTaskWriter: TaskWriter {
    let zone: Zone
    private(set) var leftOut = ExportLeftOut.Counts(fields: noPlace)

    /// The fields no todo.txt word carries, each counted per task that has one: dated notes
    /// (`DatedNotes`) are no `key:value` a line can hold.
    static let noPlace: [FieldLabel] = DatedNotes.fields

    init(zone: Zone) {
        self.zone = zone
    }

    mutating func begin(_ out: Output) {}

    mutating func write(_ task: Task, _ out: Output) {
        guard task.status != .deleted else {
            leftOut.tasksDeleted += 1
            return
        }
        leftOut.count(task)
        leftOut.reminders += task.reminders.count
        var words: [String] = []
        if task.status == .done {
            words.append("x")
            words.append(zone.date(of: task.completedAt ?? task.modifiedAt).description)
        } else if let letter = TodoTxtRecord.letter(for: task.priority) {
            words.append("(\(letter))")
        }
        words.append(zone.date(of: task.createdAt).description)
        words.append(TodoTxtRecord.titleText(task.title))
        if let project = task.project { words.append("+" + project.split(whereSeparator: \.isWhitespace).joined(separator: "-")) }
        words += task.tags.map { "@" + $0 }
        let dates = [("due", task.due)] + TodoTxtRecord.dayWords.map { ($0.key, $0.field.date?.value(of: task)) }
        for (key, date) in dates {
            guard let date else { continue }
            words.append(key + ":" + date.calendarDate.description)
            if let time = TodoTxtRecord.timeText(date) { words.append(key + "-time:" + time) }
        }
        words += TodoTxtRecord.lengthWords(of: task)
        if let rule = task.recurrence {
            if let rec = TodoTxtRecord.recValue(rule) { words.append("rec:" + rec) } else { leftOut.rulesWithoutWords += 1 }
        }
        if task.status == .done, let letter = TodoTxtRecord.letter(for: task.priority) { words.append("pri:" + letter) }
        words.append("uid:" + task.uuid)
        // Other tasks by their UIDs, which the import reads back and links (a UID has no whitespace).
        for (field, _) in TaskField.taskValued {
            switch field.label?.reading(of: task) {
            case .task(.uid(let uid)?)?: words.append(field.name + ":" + uid)
            case .tasks(let links)?: words += links.map(\.uid).filter { !$0.isEmpty }.map { field.name + ":" + $0 }
            default: break
            }
        }
        out.write(words.joined(separator: " ") + "\n")
    }

    mutating func end(_ out: Output) {}
}
