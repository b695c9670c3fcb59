import TaskDraftKit

/// A log as a table that fits the terminal: every column as wide as its widest cell (or its
/// cap), the last column takes what is left and is cut to fit, and rows whose outcome is
/// not a success are yellow. `audit` and `log` both print one.
struct LogTable {
    let headers: [String]
    /// Widest a column may be, by index; the others take their widest cell.
    var caps: [Int: Int] = [:]
    let outcomeColumn: Int
    let succeeded: (String) -> Bool
    /// A cell as the terminal shows it (column, stored text), once `succeeded` has read it.
    var shown: (Int, String) -> String = { $1 }

    func render(_ rows: [[String]], width: Int, style: Style) -> String {
        // Details and names come from the store, some of them from a model server or an agent.
        let stored = rows
        let rows = rows.map { $0.enumerated().map { TerminalText.line(shown($0.offset, $0.element)) } }
        var widths = headers.indices.map { column in
            min(caps[column] ?? .max, max(headers[column].terminalWidth, rows.map { $0[column].terminalWidth }.max() ?? 0))
        }
        let fixed = widths.dropLast().reduce(0, +) + 2 * (widths.count - 1)
        widths[widths.count - 1] = max(10, width - fixed)
        func line(_ cells: [String]) -> String {
            var text = ""
            for (column, cell) in cells.enumerated() {
                let fitted = cell.truncated(toWidth: widths[column])
                text += column == cells.count - 1 ? fitted : fitted.padded(toWidth: widths[column]) + "  "
            }
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        var out = style.bold(line(headers)) + "\n"
        for (row, cells) in zip(stored, rows) {
            out += (succeeded(row[outcomeColumn]) ? line(cells) : style.yellow(line(cells))) + "\n"
        }
        return out
    }
}
