/// Links as a person writes them by name, as Taskwarrior reads them (`modify … depends:3,5,-4`,
/// `edit --depends`, `add --depends`): task numbers or UIDs apart by commas, each added to the
/// links a task already has, one with a leading `-` taken away; `none` (or an empty value)
/// takes them all away.
extension TaskLink {
    /// What the words ask for; nil when a word is neither a task number nor a UID.
    public static func words(_ text: String) -> (clear: Bool, add: [TaskLink], remove: [TaskLink])? {
        if TaskField.EditPart.clears(text.trimmingWhitespace()) { return (true, [], []) }
        var add: [TaskLink] = []
        var remove: [TaskLink] = []
        for word in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            let removes = word.hasPrefix("-")
            guard let link = link(word: removes ? word.dropFirst() : word[...]) else { return nil }
            if removes { remove.append(link) } else { add.append(link) }
        }
        guard !add.isEmpty || !remove.isEmpty else { return nil }
        return (false, add, remove)
    }

    /// `words` as a change to a list of links.
    static func change(words text: String) -> TaskPatch.ListChange? {
        guard let asked = words(text) else { return nil }
        return TaskPatch.ListChange(replace: asked.clear ? [] : nil, add: asked.add.map(\.json), remove: asked.remove.map(\.json))
    }

    /// A task number (1 or more) or a UID `TaskUID` takes.
    private static func link(word: Substring) -> TaskLink? {
        if let id = Int64(word) { return id > 0 ? TaskLink(id: id) : nil }
        guard !word.isEmpty, TaskUID.problem(String(word)) == nil else { return nil }
        return TaskLink(uid: String(word))
    }
}
