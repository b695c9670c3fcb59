import TaskDraftKit

/// Every format `import` reads or `export` writes, in the order `--help` lists them and
/// detection asks them. A new format is a type conforming to `ImportFormat`, `ExportFormat`
/// or both, and one line here.
enum FileFormats {
    static let all: [any FileFormat] = [
        JSONFormat.array, JSONFormat.lines, CSVFormat(), TodoistFormat(), ICalendarFormat(), TaskwarriorFormat(), TodoTxtFormat(),
        LinesFormat(),
    ]

    static let importable: [any ImportFormat] = all.compactMap(\.importing)
    static let exportable: [any ExportFormat] = all.compactMap(\.exporting)
    static let importNames = importable.map(\.name)
    static let exportNames = exportable.map(\.name)

    static func importing(_ name: String) -> (any ImportFormat)? { importable.first { $0.name == name } }
    static func exporting(_ name: String) -> (any ExportFormat)? { exportable.first { $0.name == name } }

    /// The format a file's name implies, if any.
    static func named(path: String) -> (any FileFormat)? {
        let name = FileSystem.lastComponent(path).lowercased()
        return all.first { $0.names(name) }
    }

    /// How `import` picks a format without `--format`: a name that settles it, else the first
    /// format that holds the file's first bytes, else plain lines.
    static func detect(path: String?, head bytes: UnsafeBufferPointer<UInt8>) -> any ImportFormat {
        let head = FileHead(path: path, bytes: bytes)
        if let named = head.named?.importing, named.nameSettlesIt { return named }
        return importable.first { $0.holds(head) } ?? LinesFormat()
    }
}
