/// A CSV file's cells as a spreadsheet opening it sees them (RFC 4180: quoted cells with `""`
/// escapes, commas and line breaks inside quotes, CRLF or LF rows), and whether a cell would run
/// there as a formula (OWASP's "CSV injection": it starts with `=`, `+`, `-`, `@`, a tab or a
/// carriage return). Read apart from the importer's reader, so a test of an export does not take
/// the program's own word for what its file holds.
public enum SpreadsheetCells {
    public static func rows(_ csv: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], cell = "", quoted = false, wasQuoted = false
        var characters = csv.unicodeScalars.makeIterator()
        var pending = characters.next()
        while let c = pending {
            pending = characters.next()
            if quoted {
                if c == "\"" {
                    if pending == "\"" { cell.unicodeScalars.append(c); pending = characters.next() } else { quoted = false }
                } else {
                    cell.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"" where cell.isEmpty && !wasQuoted: quoted = true; wasQuoted = true
            case ",": row.append(cell); cell = ""; wasQuoted = false
            case "\r" where pending == "\n": break
            case "\n": row.append(cell); rows.append(row); row = []; cell = ""; wasQuoted = false
            default: cell.unicodeScalars.append(c)
            }
        }
        return rows
    }

    public static func runsAsAFormula(_ cell: String) -> Bool {
        cell.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } ?? false
    }
}
