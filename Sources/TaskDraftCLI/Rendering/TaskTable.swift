import TaskDraftKit

/// `list` as a table that fits the terminal. The title is what a person reads, so it is never
/// cut: when the line is narrow the columns worth least give way, Tags first, then Project, and
/// a title still too long wraps onto continuation lines under itself. ID, Due and Pri stay at
/// every width: which task is urgent is what a glance at a narrow pane is for, and Pri costs
/// five cells. With no width (`width: nil`, a pipe or file) every cell is written whole.
enum TaskTable {
    /// Narrower than this, a title column costs the columns of lower value their place.
    static let readableTitleWidth = 24
    /// After a recurring task's title: it comes back once done.
    static let recurringMarker = " ↻"
    /// Cells a subtask's title moves right per level (`TaskTree`), and the most levels shown:
    /// a deeper step sits at that depth, so a long chain never pushes titles off the line.
    static let indentPerLevel = 2
    static let deepestShownLevel = 6

    /// `urgencies`, one per task, add an Urg column after Pri (`next`, `sort:urgency`). `depths`,
    /// one per task, indent subtasks' titles (the tasks already in tree order, `TaskTree`).
    static func render(_ tasks: [Task], today: CivilDate, now: Instant, zone: Zone, width: Int?, style: Style,
                       language: Language, urgencies: [Double]? = nil, depths: [Int]? = nil) -> String {
        func say(_ message: ListMessage) -> String { message.text(in: language) }
        guard !tasks.isEmpty else { return say(.noTasks) + "\n" }
        let letters = Priority.allCases.map { say(.priorityLetter($0)) }
        let statuses = TaskStatus.allCases.map { say(.status($0)) }
        let headers = (id: say(.columnID), due: say(.columnDue), pri: say(.columnPriority), urg: say(.columnUrgency),
                       status: say(.columnStatus),
                       title: say(.columnTitle), project: say(.columnProject), tags: say(.columnTags))
        struct Row {
            var id, due, pri, urg, status, title, project, tags: String
            var titleWidth: Int
            var indent: Int
            var overdue, dueToday, high, done: Bool
        }
        var rows: [Row] = []
        rows.reserveCapacity(tasks.count)
        for (index, task) in tasks.enumerated() {
            let deadline = task.due?.deadline(in: zone)
            var title = TerminalText.line(task.title)
            if task.recurrence != nil { title += recurringMarker }
            if task.blocked, task.status == .pending { title += " " + DependencyText.waitsFor(task.blockedBy).text(in: language) }
            rows.append(Row(
                id: String(task.id), due: task.due.map { HumanDate.short($0, today: today, zone: zone, language: language) } ?? "",
                pri: letters[Priority.allCases.firstIndex(of: task.priority)!],
                urg: urgencies.map { Self.urgencyText($0[index]) } ?? "",
                status: statuses[TaskStatus.allCases.firstIndex(of: task.status)!],
                title: title, project: TerminalText.line(task.project ?? ""),
                tags: TerminalText.line(task.tags.joined(separator: " ")), titleWidth: title.terminalWidth,
                indent: min(depths?[index] ?? 0, deepestShownLevel) * indentPerLevel,
                overdue: task.status == .pending && deadline.map { $0 < now } == true,
                dueToday: task.due?.calendarDate == today, high: task.priority == .high, done: task.status != .pending))
        }
        let idWidth = max(headers.id.terminalWidth, rows.map(\.id.count).max()!)
        let dueWidth = max(headers.due.terminalWidth, rows.map { $0.due.terminalWidth }.max()!)
        // On a terminal, project and tags keep to a modest width; written whole otherwise.
        let projectCap = width == nil ? Int.max : 16, tagsCap = width == nil ? Int.max : 20
        let projectWidth = min(projectCap, max(headers.project.terminalWidth, rows.map { $0.project.terminalWidth }.max()!))
        let tagsWidth = min(tagsCap, max(headers.tags.terminalWidth, rows.map { $0.tags.terminalWidth }.max()!))
        let widestTitle = max(headers.title.terminalWidth, rows.map { $0.indent + $0.titleWidth }.max()!)
        // Shown whenever a listed task is not pending, so `status:all` and `status:done` say which is which.
        let hasStatus = rows.contains { $0.done }
        let hasPri = true
        let hasUrg = urgencies != nil
        let urgWidth = max(headers.urg.terminalWidth, rows.map(\.urg.count).max()!)
        var hasProject = rows.contains { !$0.project.isEmpty }
        var hasTags = rows.contains { !$0.tags.isEmpty }

        var titleWidth = widestTitle
        if let width {
            func fixed() -> Int {
                var fixed = idWidth + 2 + dueWidth + 2
                if hasPri { fixed += 3 + 2 }
                if hasUrg { fixed += urgWidth + 2 }
                if hasStatus { fixed += 7 + 2 }
                if hasProject { fixed += projectWidth + 2 }
                if hasTags { fixed += tagsWidth + 2 }
                return fixed
            }
            let wanted = min(widestTitle, readableTitleWidth)
            if width - fixed() < wanted, hasTags { hasTags = false }
            if width - fixed() < wanted, hasProject { hasProject = false }
            titleWidth = min(widestTitle, max(10, width - fixed()))
        }
        let titleIsLast = !hasProject && !hasTags

        var out = ""
        out.reserveCapacity(rows.count * 80)
        var header = headers.id.padded(toWidth: idWidth) + "  " + headers.due.padded(toWidth: dueWidth) + "  "
        if hasPri { header += headers.pri.padded(toWidth: 3) + "  " }
        if hasUrg { header += headers.urg.padded(toWidth: urgWidth) + "  " }
        if hasStatus { header += headers.status.padded(toWidth: 7) + "  " }
        header += titleIsLast ? headers.title : headers.title.padded(toWidth: titleWidth)
        if hasProject { header += "  " + (hasTags ? headers.project.padded(toWidth: projectWidth) : headers.project) }
        if hasTags { header += "  " + headers.tags }
        out += style.bold(header.trimmingWhitespace()) + "\n"
        // Continuation lines of a wrapped title start under the title column.
        let titleIndent = idWidth + 2 + dueWidth + 2 + (hasPri ? 5 : 0) + (hasUrg ? urgWidth + 2 : 0) + (hasStatus ? 9 : 0)
        for row in rows {
            var due = row.due.padded(toWidth: dueWidth)
            if row.overdue { due = style.red(due) } else if row.dueToday { due = style.yellow(due) }
            var line = String(repeating: " ", count: idWidth - row.id.count) + row.id + "  " + due + "  "
            if hasPri { line += (row.high ? style.red(row.pri.padded(toWidth: 3)) : row.pri.padded(toWidth: 3)) + "  " }
            if hasUrg { line += String(repeating: " ", count: urgWidth - row.urg.count) + row.urg + "  " }
            if hasStatus { line += row.status.padded(toWidth: 7) + "  " }
            // A subtask's indent gives way on a narrow line: a title keeps ten cells at least.
            let indent = String(repeating: " ", count: max(0, min(row.indent, titleWidth - 10)))
            let room = titleWidth - indent.count
            let titleLines = (row.titleWidth > room ? row.title.wrapped(toWidth: room) : [row.title]).map { indent + $0 }
            line += titleIsLast ? titleLines[0] : titleLines[0].padded(toWidth: titleWidth)
            if hasProject {
                let project = row.project.truncated(toWidth: projectWidth)
                line += "  " + (hasTags ? project.padded(toWidth: projectWidth) : project)
            }
            if hasTags { line += "  " + row.tags.truncated(toWidth: tagsWidth) }
            for continuation in titleLines.dropFirst() {
                line = Self.trimmingTrailingSpaces(line) + "\n" + String(repeating: " ", count: titleIndent) + continuation
            }
            out += row.done ? style.dim(line) : line
            // Trailing spaces from padding help nobody.
            while out.hasSuffix(" ") { out.removeLast() }
            out += "\n"
        }
        return out
    }

    /// One decimal, as Taskwarrior's Urg column.
    static func urgencyText(_ urgency: Double) -> String {
        // A Skills file's coefficient is any finite number, so an urgency may be past what tenths
        // in an Int64 hold, or infinite: such a one is written as Swift writes a Double.
        guard abs(urgency) < 1e17 else { return String(urgency) }
        let tenths = Int64((urgency * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return sign + String(abs(tenths) / 10) + "." + String(abs(tenths) % 10)
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
