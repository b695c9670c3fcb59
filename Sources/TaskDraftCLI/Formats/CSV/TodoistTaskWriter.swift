import TaskDraftKit

/// Todoist's CSV (the columns its export writes and its template import reads): a `task` row
/// per open task, its subtasks right under it one `INDENT` further in, and a `section` row
/// naming the project before the trees of that project's tasks (a subtask goes with its
/// parent's). Each cell is what `import` reads back as the same value:
/// - CONTENT: the title, then each tag as a `@label`;
/// - DESCRIPTION: the start, the wait and the tasks it waits for, a line each
///   (`TodoistDescription`: `taskdraft: start 2026-12-03 09:00+03:00`, `taskdraft: after task 2:
///   Buy boxes`), which Todoist shows as text; each annotation is a `note` row under its task
///   (Todoist's comment), its CONTENT the text and DATE when it was written (`2026-12-03 15:00`,
///   seconds when it has them) in TIMEZONE, the session's zone;
/// - PRIORITY: 1 high, 2 medium, 3 low, 4 none (README "Priority levels");
/// - DATE: the due as `2026-12-03` or `2026-12-03 15:00`, then the repeat rule in English words
///   ("every week on Monday"), DATE_LANG `en`; TIMEZONE the zone the time is in: the session's
///   when it gives the due's offset, else `Etc/GMT-5`-style for a whole-hour offset, so the
///   instant and its offset come back; a due in any other offset is written in the session's zone;
/// - DURATION and DURATION_UNIT: the estimate in whole minutes.
/// A cell a spreadsheet would run as a formula (a title, a project or a note starting with `=`,
/// `+`, `-` or `@`) starts with `'`, as in `export --format csv` (`SpreadsheetFormulaGuard`): a
/// person opens the file in a spreadsheet to look it over before Todoist imports it, and `import`
/// takes the `'` off again, while Todoist, which runs no formula, shows it.
/// Todoist's CSV holds open tasks only, so done and deleted ones are left out; it has no place
/// for reminders or a UID, nor for a link to a task the file does not hold: what is left out is
/// counted (`leftOut`) and said after the export, as is a subtask in another project than its
/// tree's top task, since a tree is written in that task's section (a subtask with no project
/// of its own is in its parent's, and comes back so), a title with a word Todoist reads as a
/// label (`@bob`), and a title starting with `* `, which Todoist makes a task that cannot be
/// completed: neither has an escape there, and a mark of our own in the title would be shown
/// in Todoist and kept by it, so the title is written as it is and said. Import reads CONTENT back as
/// the title with its `@labels` and drafts DATE alone (`TodoistContent`), so a title that says a
/// date keeps it.
struct TodoistTaskWriter: TaskWriter {
    static let columns = ["TYPE", "CONTENT", "DESCRIPTION", "PRIORITY", "INDENT", "AUTHOR", "RESPONSIBLE", "DATE", "DATE_LANG",
                          "TIMEZONE", "DURATION", "DURATION_UNIT"]
    let zone: Zone
    /// The open tasks, in list order: a tree is written in `end`, once every step is known.
    private var tasks: [Task] = []
    private(set) var leftOut = ExportLeftOut.Counts()

    init(zone: Zone) { self.zone = zone }

    mutating func begin(_ out: Output) {
        out.write(Self.columns.joined(separator: ",") + "\r\n")
    }

    mutating func write(_ task: Task, _ out: Output) {
        if task.status == .pending { tasks.append(task) } else { leftOut.tasksNotOpen += 1 }
    }

    mutating func end(_ out: Output) {
        // Each tree as `TaskTree` lays it out: its top task, then its steps, depth first.
        let tree = TaskTree.rows(tasks, task: { $0 })
        var trees: [ArraySlice<TaskTree.Row>] = []
        var start = tree.startIndex
        for i in tree.indices.dropFirst() where tree[i].depth == 0 {
            trees.append(tree[start..<i])
            start = i
        }
        if !tree.isEmpty { trees.append(tree[start...]) }
        let top = { (tree: ArraySlice<TaskTree.Row>) in tree[tree.startIndex] }
        // Steps of a loop (each under another) have no top task: their trees are written last, at the top.
        let rooted = trees.filter { top($0).place != .loop }
        // Projects in the order their first tree comes; tasks without one first, before any section.
        var projects: [String?] = [nil]
        for tree in rooted where !projects.contains(tasks[top(tree).index].project) { projects.append(tasks[top(tree).index].project) }
        var rows: [Row] = []
        for project in projects {
            let these = rooted.filter { tasks[top($0).index].project == project }
            guard !these.isEmpty else { continue }
            if let project { rows.append(.section(project)) }
            for tree in these { rows += tree.map(Row.task) }
        }
        for tree in trees where top(tree).place == .loop { rows += tree.map(Row.task) }
        // Each task's place among the task rows, which a dependency line names it by.
        var places: [String: (place: Int, title: String)] = [:]
        for case .task(let placed) in rows { places[tasks[placed.index].uuid] = (places.count + 1, tasks[placed.index].title) }
        // The project `import` gives each task row: the section it is under.
        var section: String?
        // The project each written task is in as a person reads its tree: its own, or for a
        // subtask with none, its parent's (the row one level up); a task is counted when that is
        // not its section's. By depth, for the rows from the top task down to the last one written.
        var projectAtDepth: [String?] = []
        for row in rows {
            switch row {
            case .section(let project):
                section = project
                out.write(self.row(["section", project, "", "", "", "", "", "", "", "", "", ""]))
            case .task(let placed):
                let task = tasks[placed.index]
                projectAtDepth = Array(projectAtDepth.prefix(placed.depth))
                let project = task.project ?? (placed.depth > 0 ? projectAtDepth.last ?? nil : nil)
                projectAtDepth.append(project)
                if project != section { leftOut.subtaskProjects += 1 }
                if !TodoistContent(task.title).labels.isEmpty { leftOut.titleLabels += 1 }
                let description = TodoistDescription.lines(of: task, rows: places)
                let taskCells = cells(task, indent: placed.depth + 1, description: description.lines)
                if taskCells[1].hasPrefix(Self.uncompletablePrefix) { leftOut.uncompletableTitles += 1 }
                out.write(self.row(taskCells))
                for note in DatedNotes.of(task) { out.write(self.row(noteCells(note))) }
                leftOut.reminders += task.reminders.count
                leftOut.linksOutside += description.linksOutside
                if placed.place == .parentNotListed { leftOut.parentsOutside += 1 }
                if let rule = task.recurrence, RecurrenceSaying(rule) == nil { leftOut.rulesWithoutWords += 1 }
            }
        }
    }

    /// How a CONTENT starts that Todoist makes a task that cannot be completed (a heading-like
    /// task), with no escape for it.
    static let uncompletablePrefix = "* "

    /// A row of the file: a section naming a project, or a task at its place in its tree (its
    /// INDENT one more than its depth).
    private enum Row {
        case section(String)
        case task(TaskTree.Row)
    }

    private func cells(_ task: Task, indent: Int, description: [String]) -> [String] {
        let content = ([task.title] + task.tags.map { "@" + $0 }).joined(separator: " ")
        let priority: String
        switch task.priority {
        case .high: priority = "1"
        case .medium: priority = "2"
        case .low: priority = "3"
        case .unset: priority = "4"
        }
        var date = "", timezone = ""
        switch task.due {
        case .date(let day)?:
            date = day.description
            timezone = zone.identifier
        case .dateTime(let zoned)?:
            let written = Self.zone(for: zoned, session: zone)
            date = written.zoned(zoned.instant).local.date.description + " " + written.zoned(zoned.instant).local.time.hourMinute
            timezone = written.identifier
        case nil: break
        }
        if let rule = task.recurrence, RecurrenceSaying(rule) != nil {
            date += (date.isEmpty ? "" : " ") + RecurrenceText.words(rule, language: .english)
            if timezone.isEmpty { timezone = zone.identifier }
        }
        let duration = CSVReader.todoistDuration(of: task)
        return ["task", content, description.joined(separator: "\n"), priority, String(indent), "", "", date, date.isEmpty ? "" : "en", timezone,
                duration.amount, duration.unit]
    }

    private func noteCells(_ note: Annotation) -> [String] {
        ["note", note.text, "", "", "", "", "", Self.noteDate(note.entry, in: zone), "", zone.identifier, "", ""]
    }

    /// When a note was written, as its row's DATE says it: `2026-12-03 15:00`, or
    /// `2026-12-03 15:00:07` for a moment between minutes, in `zone`.
    static func noteDate(_ entry: Instant, in zone: Zone) -> String {
        let local = zone.zoned(entry).local
        return local.date.description + " " + (local.time.second == 0 ? local.time.hourMinute : local.time.description)
    }

    /// The zone a due's time is written in: the session's when it gives the due's offset, else
    /// a whole-hour offset's `Etc/GMT` zone (whose sign is POSIX's, the other way round), else the session's.
    static func zone(for zoned: ZonedDateTime, session: Zone) -> Zone {
        if session.offset(at: zoned.instant) == zoned.offset { return session }
        if zoned.offset % 3600 == 0, abs(zoned.offset) <= 14 * 3600 {
            let hours = -zoned.offset / 3600
            if let fixed = Zone.named(hours == 0 ? "Etc/UTC" : "Etc/GMT" + (hours > 0 ? "+" : "") + String(hours)) { return fixed }
        }
        return session
    }

    private func row(_ cells: [String]) -> String {
        cells.map(CSVTaskWriter.cell).joined(separator: ",") + "\r\n"
    }
}
