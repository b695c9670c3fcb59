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

    func render(_ rows: [[String]], width: Int, style: Style) -> String {
        // Details and names come from the store, some of them from a model server or an agent.
        let rows = rows.map { $0.map { TerminalText.line($0) } }
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
        for row in rows {
            out += (succeeded(row[outcomeColumn]) ? line(row) : style.yellow(line(row))) + "\n"
        }
        return out
    }
}
