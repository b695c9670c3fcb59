import TaskDraftKit

/// `list` as a table that fits the terminal: the title column takes what the others leave.
enum TaskTable {
    static func render(_ tasks: [Task], today: CivilDate, now: Instant, zone: Zone, width: Int, style: Style) -> String {
        guard !tasks.isEmpty else { return "No tasks.\n" }
        struct Row { var id, due, pri, title, project, tags: String; var overdue, dueToday, high, done: Bool }
        var rows: [Row] = []
        rows.reserveCapacity(tasks.count)
        for task in tasks {
            let deadline = task.due?.deadline(in: zone)
            rows.append(Row(
                id: String(task.id), due: task.due.map { HumanDate.short($0, today: today, zone: zone) } ?? "",
                pri: task.priority == .high ? "H" : task.priority == .low ? "L" : "",
                title: TerminalText.line(task.title), project: TerminalText.line(task.project ?? ""),
                tags: TerminalText.line(task.tags.joined(separator: " ")),
                overdue: task.status == .pending && deadline.map { $0 < now } == true,
                dueToday: task.due?.calendarDate == today, high: task.priority == .high, done: task.status != .pending))
        }
        let idWidth = max(2, rows.map(\.id.count).max()!)
        let dueWidth = max(3, rows.map(\.due.count).max()!)
        let projectWidth = min(16, max(7, rows.map { $0.project.terminalWidth }.max()!))
        let tagsWidth = min(20, max(4, rows.map { $0.tags.terminalWidth }.max()!))
        let hasProject = rows.contains { !$0.project.isEmpty }
        let hasTags = rows.contains { !$0.tags.isEmpty }
        var fixed = idWidth + 2 + dueWidth + 2 + 3 + 2
        if hasProject { fixed += projectWidth + 2 }
        if hasTags { fixed += tagsWidth + 2 }
        let titleWidth = max(10, width - fixed)

        var out = ""
        out.reserveCapacity(rows.count * 80)
        var header = "ID".padded(toWidth: idWidth) + "  " + "Due".padded(toWidth: dueWidth) + "  Pri  "
        header += hasProject || hasTags ? "Title".padded(toWidth: titleWidth) : "Title"
        if hasProject { header += "  " + (hasTags ? "Project".padded(toWidth: projectWidth) : "Project") }
        if hasTags { header += "  Tags" }
        out += style.bold(header.trimmingWhitespace()) + "\n"
        for row in rows {
            var due = row.due.padded(toWidth: dueWidth)
            if row.overdue { due = style.red(due) } else if row.dueToday { due = style.yellow(due) }
            let pri = row.high ? style.red(row.pri.padded(toWidth: 3)) : row.pri.padded(toWidth: 3)
            var line = String(repeating: " ", count: idWidth - row.id.count) + row.id + "  " + due + "  " + pri + "  "
            let title = row.title.truncated(toWidth: titleWidth)
            line += hasProject || hasTags ? title.padded(toWidth: titleWidth) : title
            if hasProject {
                let project = row.project.truncated(toWidth: projectWidth)
                line += "  " + (hasTags ? project.padded(toWidth: projectWidth) : project)
            }
            if hasTags { line += "  " + row.tags.truncated(toWidth: tagsWidth) }
            out += (row.done ? style.dim(line) : line)
            // Trailing spaces from padding help nobody.
            while out.hasSuffix(" ") { out.removeLast() }
            out += "\n"
        }
        return out
    }
}
