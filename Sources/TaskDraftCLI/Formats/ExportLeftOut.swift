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
    /// Repeat rules the format's words cannot say (Todoist's DATE holds English words).
    case rulesWithoutWords(format: String, Int)

    /// A writer's counts, each kind of value it left out.
    struct Counts: Equatable {
        var tasksNotOpen = 0
        var reminders = 0
        var linksOutside = 0
        var parentsOutside = 0
        var rulesWithoutWords = 0

        /// A note for each kind of which something was left out.
        func messages(format: String) -> [ExportLeftOut] {
            [.tasksNotOpen(format: format, tasksNotOpen), .reminders(format: format, reminders),
             .linksOutside(format: format, linksOutside), .parentsOutside(format: format, parentsOutside),
             .rulesWithoutWords(format: format, rulesWithoutWords)].filter { $0.count > 0 }
        }

        /// `--json`'s `left_out`: every kind, by its key.
        var json: JSONObject {
            ["tasks_not_open": .int(Int64(tasksNotOpen)), "reminders": .int(Int64(reminders)),
             "links_outside": .int(Int64(linksOutside)), "parents_outside": .int(Int64(parentsOutside)),
             "rules_without_words": .int(Int64(rulesWithoutWords))]
        }
    }

    var count: Int {
        switch self {
        case .tasksNotOpen(_, let n), .reminders(_, let n), .linksOutside(_, let n), .parentsOutside(_, let n),
             .rulesWithoutWords(_, let n): n
        }
    }

    static let samples: [ExportLeftOut] = [
        .tasksNotOpen(format: "todoist", 1), .tasksNotOpen(format: "todoist", 3), .reminders(format: "todoist", 2),
        .linksOutside(format: "todoist", 5), .parentsOutside(format: "todoist", 1), .rulesWithoutWords(format: "todoist", 22),
    ]
}
