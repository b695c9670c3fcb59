import TaskDraftKit

/// Every format `import` reads or `export` writes, in one table: its `--format` name, the file
/// names that imply it, and which directions have it. A format's reader and writer sit side by
/// side in `Formats/<Name>/`; `FileFormat+Import.swift` picks a reader, `ExportCommand` a writer.
enum FileFormat: String, CaseIterable, Sendable {
    case json, jsonl, csv
    /// iCalendar VTODOs.
    case ics
    /// Taskwarrior's `task export`: a JSON array, or one object per line.
    case taskwarrior
    case todotxt
    /// One sentence per line, drafted by the session's backend.
    case lines

    /// Lower-cased file names that imply the format: `.ext` is an ending, anything else a
    /// whole name. Both directions use them (`-o tasks.todo`, `import tasks.todo`).
    var fileNames: [String] {
        switch self {
        case .json: [".json"]
        case .jsonl: [".jsonl", ".ndjson"]
        case .csv: [".csv"]
        case .ics: [".ics", ".ical"]
        case .todotxt: ["todo.txt", "done.txt", ".todo.txt", ".todo"]
        case .taskwarrior, .lines: []
        }
    }

    var canImport: Bool { self != .ics }
    var canExport: Bool { self != .lines }

    /// What `import` reads the format as: a JSON array and JSON Lines are read (and reported)
    /// alike, as `jsonl`.
    var importedAs: FileFormat { self == .json ? .jsonl : self }

    static let importNames = allCases.filter(\.canImport).map(\.rawValue)
    static let exportNames = allCases.filter(\.canExport).map(\.rawValue)

    /// The format a file's name implies, if any.
    init?(path: String) {
        let name = FileSystem.lastComponent(path).lowercased()
        let named = Self.allCases.first { format in
            format.fileNames.contains { $0.hasPrefix(".") ? name.hasSuffix($0) : name == $0 }
        }
        guard let named else { return nil }
        self = named
    }
}
