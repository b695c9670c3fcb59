/// A value a source record holds that TaskDraft has no field for (Taskwarrior's `wait`, a
/// CSV column of its own): kept in the task's notes as `name: value`, so an import never
/// drops what it cannot map, and counted in the import report (`kept`).
struct KeptField: Sendable, Hashable {
    /// The name as the source spells it.
    let name: String
    let value: String

    /// The line the task's notes keep.
    var line: String { name + ": " + value }

    /// `notes` with `kept` added after them, one line each.
    static func notes(_ notes: String?, adding kept: [KeptField]) -> String? {
        guard !kept.isEmpty else { return notes }
        let lines = kept.map(\.line).joined(separator: "\n")
        guard let notes, !notes.isEmpty else { return lines }
        return notes + "\n" + lines
    }
}
