import TaskDraftKit

/// What an export's format has no place for, counted by its writer (`TaskWriter.leftOut`), said
/// after the export in the person's language and in `--json`'s report (`left_out`), so nothing
/// is left out of a file in silence. `format` is the format's `--format` name.
enum ExportLeftOut: LocalizedText, Equatable {
    /// Done and deleted tasks, where a format holds open tasks only (Todoist's CSV).
    case tasksNotOpen(format: String, Int)
    case reminders(format: String, Int)
    /// Dependencies on tasks the file does not hold (done, deleted, or outside the filter).
    case linksOutside(format: String, Int)
    /// Parents the file does not hold: their subtasks are written at the top.
    case parentsOutside(format: String, Int)
    /// Subtasks in another project than their tree's top task, whose section they are written in
    /// (Todoist's CSV names a project once, above the trees of its tasks); a subtask with no
    /// project of its own is in its parent's.
    case subtaskProjects(format: String, Int)
    /// Titles holding a word Todoist reads as a label (`@bob`), as `import` does (`TodoistContent`):
    /// the word comes back as a tag, out of the title.
    case titleLabels(format: String, Int)
    /// Titles written where Todoist reads a task that cannot be completed (CONTENT starting with
    /// `* `, Todoist's heading-like task), which has no escape there: the task comes back as
    /// written, but cannot be checked off in Todoist.
    case uncompletableTitles(format: String, Int)
    /// Repeat rules the format's words cannot say (Todoist's DATE holds English words).
    case rulesWithoutWords(format: String, Int)
    /// Deleted tasks, where a format holds open and done tasks but no deleted one (todo.txt).
    case tasksDeleted(format: String, Int)
    /// Tasks whose value of a field the format has no place for (todo.txt's annotations),
    /// one note per field, naming it as the person's language does (`FieldLabel`).
    case field(format: String, FieldLabel, Int)

    /// A writer's counts, each kind of value it left out.
    struct Counts: Equatable {
        var tasksNotOpen = 0
        var reminders = 0
        var linksOutside = 0
        var parentsOutside = 0
        var subtaskProjects = 0
        var titleLabels = 0
        var uncompletableTitles = 0
        var rulesWithoutWords = 0
        var tasksDeleted = 0
        /// Of each field a writer has no place for, the tasks that have a value of it, in `fields`' order.
        private(set) var fields: [(label: FieldLabel, tasks: Int)]

        /// `fields`: what the format has no place for, counted per task by `count(_:)`.
        init(fields: [FieldLabel] = []) {
            self.fields = fields.map { ($0, 0) }
        }

        /// Walks the fields the format has no place for and counts each that `task` has a value of.
        mutating func count(_ task: Task) {
            for i in fields.indices where fields[i].label.reading(of: task).map(Self.holdsAValue) ?? false {
                fields[i].tasks += 1
            }
        }

        /// False for a field's reading that holds nothing (none, an empty list).
        private static func holdsAValue(_ reading: FieldReading) -> Bool {
            switch reading {
            case .title(let text): !text.isEmpty
            case .text(let text), .longText(let text): !(text ?? "").isEmpty
            case .dated(let notes): !notes.isEmpty
            case .moment(let value): value != nil
            case .length(let value): value != nil
            case .priority(let value): value != .unset
            case .tags(let tags): !tags.isEmpty
            case .repeats(let rule): rule != nil
            case .reminders(let reminders): !reminders.isEmpty
            case .task(let reference): reference != nil
            case .tasks(let links): !links.isEmpty
            case .number, .status: true
            case .instant(let value): value != nil
            }
        }

        /// Whole tasks the writer did not write (not open, or deleted), which an export's count
        /// of what it wrote leaves out.
        var tasksNotWritten: Int { tasksNotOpen + tasksDeleted }

        /// A note for each kind of which something was left out.
        func messages(format: String) -> [ExportLeftOut] {
            ([.tasksNotOpen(format: format, tasksNotOpen), .reminders(format: format, reminders),
              .linksOutside(format: format, linksOutside), .parentsOutside(format: format, parentsOutside),
              .subtaskProjects(format: format, subtaskProjects), .titleLabels(format: format, titleLabels),
              .uncompletableTitles(format: format, uncompletableTitles),
              .rulesWithoutWords(format: format, rulesWithoutWords),
              .tasksDeleted(format: format, tasksDeleted)]
             + fields.map { .field(format: format, $0.label, $0.tasks) }).filter { $0.count > 0 }
        }

        static func == (a: Counts, b: Counts) -> Bool {
            a.json == b.json
        }

        /// `--json`'s `left_out`: every kind, by its key.
        var json: JSONObject {
            var object: JSONObject = ["tasks_not_open": .int(Int64(tasksNotOpen)), "reminders": .int(Int64(reminders)),
             "links_outside": .int(Int64(linksOutside)), "parents_outside": .int(Int64(parentsOutside)),
             "subtask_projects": .int(Int64(subtaskProjects)), "title_labels": .int(Int64(titleLabels)),
             "uncompletable_titles": .int(Int64(uncompletableTitles)),
             "rules_without_words": .int(Int64(rulesWithoutWords)), "tasks_deleted": .int(Int64(tasksDeleted))]
            // A field by its name in the JSON contract (`annotations`, `parent`, `depends`).
            for field in fields { object[field.label.rawValue] = .int(Int64(field.tasks)) }
            return object
        }
    }

    var count: Int {
        switch self {
        case .tasksNotOpen(_, let n), .reminders(_, let n), .linksOutside(_, let n), .parentsOutside(_, let n), .subtaskProjects(_, let n),
             .titleLabels(_, let n), .uncompletableTitles(_, let n),
             .rulesWithoutWords(_, let n), .tasksDeleted(_, let n), .field(_, _, let n): n
        }
    }

    static let samples: [ExportLeftOut] = [
        .tasksNotOpen(format: "todoist", 1), .tasksNotOpen(format: "todoist", 3), .reminders(format: "todoist", 2),
        .linksOutside(format: "todoist", 5), .parentsOutside(format: "todoist", 1),
        .subtaskProjects(format: "todoist", 1), .subtaskProjects(format: "todoist", 4), .subtaskProjects(format: "todoist", 21),
        .titleLabels(format: "todoist", 1), .titleLabels(format: "todoist", 3), .titleLabels(format: "todoist", 25),
        .uncompletableTitles(format: "todoist", 1), .uncompletableTitles(format: "todoist", 3),
        .uncompletableTitles(format: "todoist", 25),
        .rulesWithoutWords(format: "todoist", 22),
        .tasksDeleted(format: "todotxt", 4),
    ] + TodoTxtTaskWriter.noPlace.flatMap { [.field(format: "todotxt", $0, 1), .field(format: "todotxt", $0, 5)] }
}
