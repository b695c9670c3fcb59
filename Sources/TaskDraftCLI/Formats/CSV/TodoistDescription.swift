import TaskDraftKit

/// What Todoist's CSV has no column for, as lines at the head of a task row's DESCRIPTION, which
/// `TodoistTaskWriter` writes, a Todoist user reads as plain text under the task, and `import`
/// reads back into the fields (`CSVReader+Todoist.swift`), taking the lines out of the notes:
/// - `taskdraft: start 2026-12-03` (a day) or `taskdraft: start 2026-12-03 15:00+03:00` (a moment
///   with its offset, seconds only when it has them), and `taskdraft: wait …` alike;
/// - `taskdraft: after task 5: Pack the books`, a task it waits for: the file's fifth task row
///   (Todoist's rows have no id, so a row is its place among the task rows, counted from 1 as a
///   person counts them) and that row's title, so a file whose rows moved, or where two tasks
///   share a title, never links another task: `TodoistLinks` makes the link only when the row
///   at that place has that title, and keeps the line as an annotation, counted, when not.
/// A line of these words with a value that is none is a bad record naming the field, as a
/// todo.txt `start:` that is no date is; any other line of DESCRIPTION stays the notes.
enum TodoistDescription {
    static let prefix = "taskdraft: "
    static let after = "after task "

    /// The date fields written as lines, start then wait: every date field but the due, which is DATE.
    static let dates: [(field: TaskField, date: TaskField.DatePart)] = TaskField.dateParts.filter { $0.field.name != "due" }

    /// A task row named by a dependency line: its place among the file's task rows, and the
    /// title it should have (nil when a person wrote the place alone).
    struct After: Sendable, Hashable {
        let row: Int
        let title: String?
        /// The line's words after the prefix, kept as written when the link is not made.
        let text: String
    }

    /// The draft key DESCRIPTION's other lines go under: the field of a text of any length beyond
    /// the title, by the kind of its value (`FieldReading.longText`).
    static let restKey: String? = TaskField.draftFields.first { field in
        if case .longText? = field.label?.reading(of: TaskDraft(title: "")) { true } else { false }
    }?.name

    /// The draft JSON key a record's links go under, as numbers (`TodoistLinks`).
    static let linksKey = TaskField.tasksKey

    /// The lines for `task`: its start and wait, then each task it waits for, by the place and
    /// title of its row in the file (`rows`: the places, by UID, of the tasks written); and how
    /// many tasks it waits for the file does not hold, which no line can name.
    static func lines(of task: Task, rows: [String: (place: Int, title: String)]) -> (lines: [String], linksOutside: Int) {
        var lines: [String] = []
        for (field, date) in dates {
            guard let value = date.value(of: task) else { continue }
            lines.append(prefix + field.name + " " + text(value))
        }
        var outside = 0
        for link in TaskLinks.of(task) {
            guard let row = rows[link.uid] else {
                outside += 1
                continue
            }
            lines.append(prefix + after + String(row.place) + ": " + row.title.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        return (lines, outside)
    }

    /// A day as `2026-12-03`, a moment as `2026-12-03 15:00+03:00` in its own offset.
    static func text(_ value: Due) -> String {
        switch value {
        case .date(let day): return day.description
        case .dateTime(let moment):
            let written = moment.description
            return String(written.prefix { $0 != "T" }) + " " + (TodoTxtRecord.timeText(value) ?? "")
        }
    }

    /// What a DESCRIPTION's lines say: the fields as draft JSON keys, the dependencies, and the
    /// other lines, the description left (nil when none is).
    struct Read {
        var more: [String: JSONValue] = [:]
        var after: [After] = []
        var rest: String?
    }

    static func read(_ description: String) -> Read {
        var read = Read()
        var rest: [Substring] = []
        var named = Set<After>()
        for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = String(line).trimmingWhitespace()
            guard trimmed.hasPrefix(prefix) else {
                rest.append(line)
                continue
            }
            let words = String(trimmed.dropFirst(prefix.count)).trimmingWhitespace()
            if words.hasPrefix(after), let link = Self.link(String(words)) {
                if named.insert(link).inserted { read.after.append(link) }
                continue
            }
            guard case let (field, date)? = dates.first(where: { words.hasPrefix($0.field.name + " ") }) else {
                rest.append(line)
                continue
            }
            let value = String(words.dropFirst(field.name.count + 1)).trimmingWhitespace()
            let parts = value.split(separator: " ", maxSplits: 1)
            if parts.count == 2 {
                // The day and the time of day with its offset, read as one ISO 8601 moment.
                read.more[field.name] = .string(String(parts[0]) + "T" + String(parts[1]).trimmingWhitespace())
            } else {
                read.more[date.dayKey] = .string(value)
            }
        }
        while let last = rest.last, last.allSatisfy(\.isWhitespace) { rest.removeLast() }
        read.rest = rest.isEmpty ? nil : rest.joined(separator: "\n")
        return read
    }

    /// `after task 5: Pack the books` or `after task 5`; nil when the place is no number a file has.
    private static func link(_ words: String) -> After? {
        let tail = words.dropFirst(after.count)
        let digits = tail.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9, let row = Int(digits), row > 0 else { return nil }
        let rest = tail.dropFirst(digits.count)
        if rest.allSatisfy(\.isWhitespace) { return After(row: row, title: nil, text: words) }
        guard rest.hasPrefix(":") else { return nil }
        let title = String(rest.dropFirst()).trimmingWhitespace()
        return After(row: row, title: title.isEmpty ? nil : titleKey(String(title)), text: words)
    }

    /// A title as a dependency line names it and as a row's CONTENT is compared with it: its
    /// words one space apart, without the `@labels` the export puts after the title.
    static func titleKey(_ text: String) -> String {
        var words = text.split(whereSeparator: \.isWhitespace)
        while let last = words.last, last.hasPrefix("@"), last.count > 1 { words.removeLast() }
        return words.joined(separator: " ")
    }
}
