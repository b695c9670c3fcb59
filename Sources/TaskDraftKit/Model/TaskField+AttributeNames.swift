/// Taskwarrior's `NAME:VALUE` attribute names, one table for every reader of them: `modify`
/// (`due:fri`, `sched:mon`) and a new task's words (`add "Write memo sched:mon due:fri"`), so
/// a name one of them reads the other reads too, for the same field.
extension TaskField {
    /// The names of the fields whose rows name no attribute of their own (an `edit`'s or a
    /// `date`'s `modifyNames`), by the field they set; the first of each is the one a suggestion
    /// offers ("unknown attribute 'prio' — did you mean 'priority'?").
    public static let otherAttributes: [(field: String, names: [String])] = [
        ("annotations", ["notes", "note", "annotate", "annotation"]),
        ("recurrence", ["recur", "recurrence"]),
        ("status", ["status"]),
        ("depends", ["depends", "depend", "dep", "deps"]),
    ]

    /// The field of `otherAttributes` that `name` (any case) sets.
    public static func otherAttribute(named name: String) -> String? {
        let name = name.lowercased()
        return otherAttributes.first { $0.names.contains(name) }?.field
    }

    /// Every attribute name, as typed in lower case, in groups by field, each group's first name
    /// first: the edited fields', the date rows', then `otherAttributes`.
    public static let attributeNameGroups: [[String]] = editable.map { $0.edit!.modifyNames }.filter { !$0.isEmpty }
        + dateFields.map { $0.date!.modifyNames } + otherAttributes.map(\.names)
}
