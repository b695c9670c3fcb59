import TaskDraftKit

/// RFC 4180 CSV with a header, CRLF line ends, and quotes only where a field needs them.
/// The columns are the ones `import` reads, so an export imports back unchanged; a cell a
/// spreadsheet would run as a formula starts with `'` (`SpreadsheetFormulaGuard`), which
/// `import` removes again when the header is exactly `columns`.
struct CSVTaskWriter: TaskWriter {
    static let columns = TaskField.csvColumns
    let zone: Zone

    mutating func begin(_ out: Output) {
        out.write(Self.columns.joined(separator: ",") + "\r\n")
    }

    mutating func write(_ task: Task, _ out: Output) {
        let fields = TaskField.csvParts.map { $0.text(task, zone) }
        out.write(fields.map(Self.cell).joined(separator: ",") + "\r\n")
    }

    mutating func end(_ out: Output) {}

    /// A field as a cell of the file: neutralised for a spreadsheet, then quoted where it needs it.
    static func cell(_ field: String) -> String {
        quoted(SpreadsheetFormulaGuard.neutralised(field))
    }

    /// The field as written: in quotes, with quotes doubled, when it holds a comma, a quote
    /// or a line break.
    static func quoted(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
