import TaskDraftKit

/// A log as a table that fits the terminal: every column as wide as its widest cell (or its
/// cap), the last column takes what is left and is cut to fit, and rows whose outcome is
/// not a success are yellow. `audit` and `log` both print one.
struct LogTable {
    /// One row: its cells as the terminal shows them, and whether what it records succeeded.
    struct Row {
        let cells: [String]
        let succeeded: Bool
    }

    let headers: [String]
    /// Widest a column may be, by index; the others take their widest cell.
    var caps: [Int: Int] = [:]

    func render(_ rows: [Row], width: Int, style: Style) -> String {
        // Details and names come from the store, some of them from a model server or an agent.
        let succeeded = rows.map(\.succeeded)
        let rows = rows.map { $0.cells.map(TerminalText.line) }
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
        for (succeeded, cells) in zip(succeeded, rows) {
            out += (succeeded ? line(cells) : style.yellow(line(cells))) + "\n"
        }
        return out
    }
}

extension LogTable {
    /// `--limit N`: the newest N rows, a whole number above 0; `defaultLimit` without it.
    static func limit(_ arguments: ParsedArguments, _ option: OptionSpec, default defaultLimit: Int, command: String) throws -> Int {
        guard let text = arguments.value(option) else { return defaultLimit }
        guard let n = Int(text), n > 0 else { throw UsageError(.usage(.notPositive(option: "--limit", text)), command: command) }
        return n
    }

    /// A log's rows on the console: with `--json` an array of their objects (times in `zone`),
    /// else the table `render` draws to the terminal's width, style and language.
    static func show<Entry>(_ entries: [Entry], json: Bool, zone: Zone, console: Console,
                            object: (Entry, Zone) -> JSONObject,
                            render: ([Entry], Zone, Int, Style, Language) -> String) {
        if json {
            console.printJSON(.array(entries.map { .object(object($0, zone)) }), pretty: true)
        } else {
            console.out.write(render(entries, zone, console.terminal.width, console.style, console.language))
        }
    }
}
