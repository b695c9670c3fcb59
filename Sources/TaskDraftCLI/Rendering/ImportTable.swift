import TaskDraftKit

/// `import --dry-run` on a terminal: one row per draft, written as it comes (fixed column
/// widths, so nothing waits for the whole file), warnings underneath.
enum ImportTable {
    static let lineWidth = 6
    static let dueWidth = 16
    static let tagsWidth = 20

    static func header(width: Int, language: Language = .english) -> String {
        func say(_ message: Message) -> String { message.text(language) }
        return say(.importExport(.columnLine)).padded(toWidth: lineWidth) + "  " + say(.lists(.columnDue)).padded(toWidth: dueWidth) + "  "
            + say(.lists(.columnPriority)).padded(toWidth: 3) + "  " + say(.lists(.columnTitle)).padded(toWidth: titleWidth(width)) + "  " + say(.lists(.columnTags))
    }

    static func row(_ record: ImportRecord, width: Int, style: Style, language: Language = .english) -> String {
        let draft = record.draft
        let number = String(record.line)
        var line = String(repeating: " ", count: max(0, lineWidth - number.count)) + number + "  "
        line += due(draft.due).padded(toWidth: dueWidth) + "  "
        let letter = ListMessage.priorityLetter(draft.priority).text(in: language).padded(toWidth: 3)
        line += (draft.priority == .high ? style.red(letter) : letter) + "  "
        var title = TerminalText.line(draft.title)
        if record.status != .pending { title = "[\(ListMessage.status(record.status).text(in: language))] " + title }
        line += title.truncated(toWidth: titleWidth(width)).padded(toWidth: titleWidth(width))
        line += "  " + TerminalText.line(draft.tags.joined(separator: " ")).truncated(toWidth: tagsWidth)
        while line.hasSuffix(" ") { line.removeLast() }
        var out = line + "\n"
        for warning in draft.warnings {
            out += String(repeating: " ", count: lineWidth + 2) + style.yellow("! " + TerminalText.line(Message.warning(warning).text(language))) + "\n"
        }
        return out
    }

    private static func titleWidth(_ width: Int) -> Int {
        max(10, width - (lineWidth + 2 + dueWidth + 2 + 3 + 2 + 2 + tagsWidth))
    }

    /// `2026-12-03 15:00` (wall time with its own offset) or `2026-12-03`.
    private static func due(_ due: Due?) -> String {
        switch due {
        case .dateTime(let zoned)?: return zoned.local.date.description + " " + zoned.local.time.hourMinute
        case .date(let date)?: return date.description
        case nil: return ""
        }
    }
}
