/// Just enough Markdown for the man page generator: sections by heading, and in each its
/// paragraphs, tables (rows of cells), bullet lists and fenced code blocks.
struct MarkdownSections {
    struct Section {
        var title: String
        var paragraphs: [String] = []
        var tables: [[[String]]] = []
        var lists: [[String]] = []
        var codeBlocks: [[String]] = []
    }

    private(set) var sections: [Section] = []

    init(_ text: String) {
        var current = Section(title: "")
        var paragraph: [String] = []
        var table: [[String]] = []
        var list: [String] = []
        var code: [String]?
        func flush() {
            if !paragraph.isEmpty { current.paragraphs.append(paragraph.joined(separator: " ")) }
            if !table.isEmpty { current.tables.append(table) }
            if !list.isEmpty { current.lists.append(list) }
            paragraph = []
            table = []
            list = []
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("```") {
                if let block = code {
                    current.codeBlocks.append(block)
                    code = nil
                } else {
                    flush()
                    code = []
                }
                continue
            }
            if code != nil {
                code!.append(line)
                continue
            }
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("#") {
                flush()
                sections.append(current)
                current = Section(title: String(trimmed.drop { $0 == "#" }).trimmingWhitespace())
            } else if trimmed.isEmpty || trimmed.hasPrefix("<!--") {
                flush()
            } else if trimmed.hasPrefix("|") {
                let cells = Self.cells(trimmed)
                if !cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) { table.append(cells) }
            } else if trimmed.hasPrefix("- ") {
                list.append(String(trimmed.dropFirst(2)))
            } else if !list.isEmpty, line.hasPrefix(" ") {
                list[list.count - 1] += " " + trimmed
            } else {
                paragraph.append(trimmed)
            }
        }
        flush()
        sections.append(current)
    }

    /// The first section with this heading (without the `#`s or backticks).
    func section(_ title: String) -> Section? {
        sections.first { $0.title.filter { $0 != "`" } == title }
    }

    /// `| a | b\|c |` → ["a", "b|c"].
    private static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for c in row.dropFirst() {
            if escaped {
                cell.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "|" {
                cells.append(cell.trimmingWhitespace())
                cell = ""
            } else {
                cell.append(c)
            }
        }
        if !cell.trimmingWhitespace().isEmpty { cells.append(cell.trimmingWhitespace()) }
        return cells
    }
}
