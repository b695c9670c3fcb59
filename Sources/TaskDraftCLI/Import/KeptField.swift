/// A value a source record holds that TaskDraft has no field for (Taskwarrior's `until`, a
/// CSV column of its own): kept as an annotation of the task, `imported: name=value`, dated
/// when it was imported, so an import never drops what it cannot map, and counted in the
/// import report (`kept`).
struct KeptField: Sendable, Hashable {
    /// The name as the source spells it.
    let name: String
    let value: String
    /// Whether the record's key is derived with it (its `line`, one of `ImportRecord`'s
    /// `keptLines`): false for what an import kept only since it stopped dropping it (a JSON key
    /// of its own, a rule that is none here), so a file imported before still finds its tasks
    /// rather than adding them twice.
    var keyed = true

    init(name: String, value: String, keyed: Bool = true) {
        self.name = name
        self.value = value
        self.keyed = keyed
    }

    /// The annotation's text.
    var annotation: String { "imported: " + name + "=" + value }

    /// The line notes kept before annotations, from which a record's key is still derived.
    var line: String { name + ": " + value }
}
