/// A field that is a list of values (`tags`, `reminders`, `depends`): an edit replaces the
/// list, adds to it and takes from it (`TaskPatch.lists[KEY]`, a `TaskPatch.ListChange`), and
/// its row says only what is the field's own: how one value is written in JSON and read back,
/// how a list of them is made tidy (tags lowercase and once each, reminders in order, a link
/// once), and which value a removal names (a link by its number, else by its UID).
extension TaskField {
    public final class ListPart: Sendable {
        /// `change` applied to the task's list.
        let apply: @Sendable (inout Task, TaskPatch.ListChange) -> Void
        /// The change that turns one draft's list into the other's (the whole new list); nil when they agree.
        let change: @Sendable (TaskDraft, TaskDraft) -> TaskPatch.ListChange?
        /// How a person changes the list by its name in one value (`edit --KEY`, `modify`'s
        /// attribute); nil for a list whose words are options of their own (`--tag`, `--remind`).
        public let words: Words?

        private init(apply: @escaping @Sendable (inout Task, TaskPatch.ListChange) -> Void,
                     change: @escaping @Sendable (TaskDraft, TaskDraft) -> TaskPatch.ListChange?, words: Words?) {
            self.apply = apply
            self.change = change
            self.words = words
        }

        /// A list's value as a person writes it by name: `edit`'s value name (its help is its
        /// label's, `FieldHelp`), what an unreadable value was expected to be, and the change the
        /// words ask for, nil when they are unreadable.
        public struct Words: Sendable {
            public let valueName: String
            public let expected: ExpectedValue
            let read: @Sendable (String) -> TaskPatch.ListChange?
        }

        /// - `json`, `value`: one value as a patch carries it, and back (nil: not one, left out).
        /// - `tidy`: the list as a task keeps it, applied to what is kept and to what is removed.
        /// - `removes`: whether a value asked to be removed (first) names a value of the list.
        static func of<Element: Sendable & Hashable>(
            _ path: WritableKeyPath<Task, [Element]> & Sendable, draft draftPath: WritableKeyPath<TaskDraft, [Element]> & Sendable,
            json: @escaping @Sendable (Element) -> JSONValue, value: @escaping @Sendable (JSONValue) -> Element?,
            tidy: @escaping @Sendable ([Element]) -> [Element],
            removes: @escaping @Sendable (Element, Element) -> Bool = { $0 == $1 }, words: Words? = nil
        ) -> ListPart {
            ListPart(
                apply: { t, change in
                    let kept = change.replace.map { $0.compactMap(value) } ?? t[keyPath: path]
                    let removed = tidy(change.remove.compactMap(value))
                    t[keyPath: path] = tidy(kept + change.add.compactMap(value)).filter { item in
                        !removed.contains { removes($0, item) }
                    }
                },
                change: { old, new in
                    let list = new[keyPath: draftPath]
                    return list == old[keyPath: draftPath] ? nil : TaskPatch.ListChange(replace: list.map(json))
                },
                words: words)
        }
    }

    /// The fields that are lists, in table order.
    public static let listFields: [TaskField] = all.filter { $0.list != nil }
    /// The fields that are lists, each with its list part, in table order.
    public static let listParts: [(field: TaskField, list: ListPart)] = all.compactMap { field in field.list.map { (field, $0) } }

    /// The lists a person changes by name in one value, each with its words (`ListPart.words`), in table order.
    public static let listsEditedByWords: [(field: TaskField, words: ListPart.Words)] = listFields.compactMap { field in
        field.list?.words.map { (field, $0) }
    }

    /// Puts the change this list's words (`ListPart.words`) ask for in `patch`, after what the
    /// patch already does to the list (`modify` may name it twice); false when they are unreadable.
    public func applyWords(_ text: String, to patch: inout TaskPatch) -> Bool {
        guard let asked = list?.words?.read(text) else { return false }
        var change = patch[list: name]
        if let replace = asked.replace { change.replace = replace }
        change.add += asked.add
        change.remove += asked.remove
        patch[list: name] = change
        return true
    }
}
