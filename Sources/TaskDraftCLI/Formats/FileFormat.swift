import TaskDraftKit

/// A format `import` reads or `export` writes: its `--format` name, the same for both
/// commands, and the file names that imply it. A format is one type conforming to
/// `ImportFormat`, `ExportFormat` or both, listed in `FileFormats.all`; its reader and writer
/// sit beside it in `Formats/<Name>/`.
protocol FileFormat: Sendable {
    var name: String { get }
    /// Lower-cased file names that imply the format: `.ext` is an ending, anything else a
    /// whole name. Both directions use them (`-o tasks.todo`, `import tasks.todo`).
    var fileNames: [String] { get }
    /// The format as `import` reads it and as `export` writes it; nil in a direction it does
    /// not have. The conformance answers, so a list of formats is split by direction without
    /// asking the runtime to cast each one.
    var importing: (any ImportFormat)? { get }
    var exporting: (any ExportFormat)? { get }
}

extension FileFormat {
    var importing: (any ImportFormat)? { nil }
    var exporting: (any ExportFormat)? { nil }

    /// Whether `name` (the last component of a path, lower-cased) is one of `fileNames`.
    func names(_ name: String) -> Bool {
        fileNames.contains { $0.hasPrefix(".") ? name.hasSuffix($0) : name == $0 }
    }
}
