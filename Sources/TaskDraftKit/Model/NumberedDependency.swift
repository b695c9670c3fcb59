/// "Call the bank after 5": a number after "after" ("после", "po") that the words read as an hour
/// and that may be a task's number. The parser cannot see the tasks, so it hands over the draft
/// the words make when the number is a task's, and the store decides
/// (`TaskDraft.linkingDependencyNumber(in:)`): an open task with that number is linked and that
/// draft replaces the hour's; no such task, and the hour stands. A number with a time's word
/// after it ("after 5 pm", «после 3 часов», "after 5:30") is never handed over.
public struct NumberedDependency: Sendable, Hashable {
    /// The number, as a task's.
    public var id: Int64
    /// The link word and the number as written ("after 5", «после 5»), for the warning.
    public var phrase: String
    /// The draft as the words read with the number as the task's: one, held in an array, which
    /// a draft may hold as a value of its own.
    private var readings: [TaskDraft]

    public init(id: Int64, phrase: String, draft: TaskDraft) {
        self.id = id
        self.phrase = phrase
        readings = [draft]
    }

    /// The draft as the words read with the number as the task's.
    public var draft: TaskDraft { readings[0] }
}

extension TaskDraft {
    /// The draft with its number after "after" (`dependencyNumber`) looked up in `store`: when an
    /// open task has that number, the words' reading with it as a task's (the link in, the hour
    /// and its warnings out), which says what was linked and how to write the hour
    /// (`NumberedDependencyWarning`); otherwise the draft as the words read it. Looked up once; a store
    /// that cannot be read links nothing. `excluding`: a task refined, which waits for no
    /// number of its own.
    public func linkingDependencyNumber(in store: TaskStore, excluding: Int64? = nil) -> TaskDraft {
        guard let numbered = dependencyNumber else { return self }
        var draft = self
        draft.dependencyNumber = nil
        guard numbered.id != excluding, let task = try? store.task(id: numbered.id), task.status == .pending else { return draft }
        var linked = numbered.draft
        linked.backend = backend
        linked.warnings.append(NumberedDependencyWarning.readAsTask(
            phrase: numbered.phrase, NamedTask(id: task.id, uid: task.uuid, title: task.title), hour: start?.time))
        return linked
    }
}
