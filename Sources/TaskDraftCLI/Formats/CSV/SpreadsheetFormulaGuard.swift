/// Keeps exported CSV cells from running as formulas when the file is opened in a
/// spreadsheet (OWASP, "CSV Injection"): a cell that starts with `=`, `+`, `-`, `@`, a tab or
/// a carriage return gets a leading `'`, which spreadsheets read as "this is text".
///
/// The rule is also applied to a cell that starts with quotes followed by one of those
/// characters (`'=x` is written `''=x`), so that removing one quote on import gives back
/// exactly what was exported: `import` of TaskDraft's own CSV (recognised by its header) calls
/// `restored`, and export → import → export stays byte-identical.
enum SpreadsheetFormulaGuard {
    /// The first characters that make a spreadsheet evaluate a cell.
    private static func isTrigger(_ byte: UInt8) -> Bool {
        byte == 0x3D || byte == 0x2B || byte == 0x2D || byte == 0x40 || byte == 0x09 || byte == 0x0D
    }

    private static let quote: UInt8 = 0x27

    /// Quotes, then a trigger character.
    private static func startsLikeFormula<S: StringProtocol>(_ cell: S, afterQuotes minimum: Int) -> Bool {
        var quotes = 0
        for byte in cell.utf8 {
            if byte == quote { quotes += 1; continue }
            return quotes >= minimum && isTrigger(byte)
        }
        return false
    }

    /// The cell as written to a CSV file.
    static func neutralised(_ cell: String) -> String {
        startsLikeFormula(cell, afterQuotes: 0) ? "'" + cell : cell
    }

    /// A cell of TaskDraft's own CSV as it was before `neutralised`.
    static func restored(_ cell: String) -> String {
        startsLikeFormula(cell, afterQuotes: 1) ? String(cell.dropFirst()) : cell
    }
}
