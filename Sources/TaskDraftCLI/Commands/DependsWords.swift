import TaskDraftKit

/// The value of `modify … depends:3,5,-4`, `edit --depends` and `add --depends`, as
/// Taskwarrior reads it: task numbers or UIDs apart by commas, each added to what the task
/// already waits for, one with a leading `-` removed; `none` (or an empty value) clears them all.
enum DependsWords {
    /// What the value asks for; nil when a word is neither a task number nor a UID.
    static func patch(_ text: String) -> (clear: Bool, add: [TaskLink], remove: [TaskLink])? {
        if TaskField.EditPart.clears(text.trimmingWhitespace()) { return (true, [], []) }
        var add: [TaskLink] = []
        var remove: [TaskLink] = []
        for word in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            let removes = word.hasPrefix("-")
            guard let link = link(removes ? word.dropFirst() : word[...]) else { return nil }
            if removes { remove.append(link) } else { add.append(link) }
        }
        guard !add.isEmpty || !remove.isEmpty else { return nil }
        return (false, add, remove)
    }

    /// A task number (1 or more) or a UID `TaskUID` takes.
    private static func link(_ word: Substring) -> TaskLink? {
        if let id = Int64(word) { return id > 0 ? TaskLink(id: id) : nil }
        guard !word.isEmpty, TaskUID.problem(String(word)) == nil else { return nil }
        return TaskLink(uid: String(word))
    }

    /// What `expected` says in a refusal.
    static let expected = ExpectedValue.tasks

    /// `patch` applied to a `TaskPatch`.
    static func apply(_ text: String, to patch: inout TaskPatch) -> Bool {
        guard let asked = Self.patch(text) else { return false }
        if asked.clear { patch[list: "depends"].replace = [] }
        patch[list: "depends"].add += asked.add.map(\.json)
        patch[list: "depends"].remove += asked.remove.map(\.json)
        return true
    }
}
