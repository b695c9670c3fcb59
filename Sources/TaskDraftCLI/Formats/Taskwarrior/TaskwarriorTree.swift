import TaskDraftKit

/// Taskwarrior has no parent, so a task tree goes there as what it has: a parent `depends` on
/// each of its steps (`task` shows it blocked until they are done), and an annotation on each
/// side says which links are the tree's, for a person reading `task info` and for `import`:
/// - on a step: `taskdraft: subtask of <the parent's UUID>`, which `import` reads as its parent;
/// - on a parent: `taskdraft: subtasks <UUID>,<UUID>,…`, whose `depends` on those steps `import`
///   does not keep as dependencies; a `depends` no such annotation names stays one, so a step
///   the parent also depends on is left off the list.
/// Neither becomes a note. A task that is both has both.
///
/// Taskwarrior keys a task's annotations by their second and moves one that lands on a taken
/// second a second on, then exports them in date order. So each of these is dated at the task's
/// entry, or the nearest earlier second none of the task's annotations has, the same every
/// export, and the task's annotations are written in date order with them: a round trip through
/// `task` is byte-identical.
enum TaskwarriorTree {
    static let subtaskOf = "taskdraft: subtask of "
    static let subtasks = "taskdraft: subtasks "

    /// What one of these annotations says.
    enum Relation: Equatable {
        /// The UUID of the task this one is a step of.
        case parent(String)
        /// The UUIDs of this task's steps.
        case steps([String])
        /// Begins as one of them but names something other than UUIDs: kept as a note, with a warning.
        case unreadable
    }

    /// What `text` says of the tree, or nil when it is a note like any other.
    static func relation(_ text: String) -> Relation? {
        if text.hasPrefix(subtaskOf) {
            let uuid = String(text.dropFirst(subtaskOf.count))
            return TaskUID.isUUID(uuid) ? .parent(uuid) : .unreadable
        }
        if text.hasPrefix(subtasks) {
            let uuids = text.dropFirst(subtasks.count).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return uuids.allSatisfy(TaskUID.isUUID) ? .steps(uuids) : .unreadable
        }
        return nil
    }

    /// The tree as a record's annotations say it, read one at a time, and put in the record
    /// under the draft's keys (`TaskField.taskKey`, `tasksKey`).
    struct Reading {
        /// The UUID of the first parent named: a second is a note, with a warning.
        var parent: String?
        /// The UUIDs of the steps named, whose `depends` are the tree's, not dependencies.
        var steps = Set<String>()

        /// Whether `text` is the tree's, read and not kept as a note; what is kept as a note
        /// though it begins as the tree's (a second parent, UUIDs that are none) says why in `warnings`.
        mutating func read(_ text: String, warnings: inout [DraftWarning]) -> Bool {
            switch TaskwarriorTree.relation(text) {
            case .parent(let uuid)? where parent == nil:
                parent = uuid
                return true
            case .steps(let uuids)?:
                steps.formUnion(uuids)
                return true
            case .parent?:
                warnings.append(TaskwarriorWarning.secondParent(text))
            case .unreadable?:
                warnings.append(TaskwarriorWarning.treeLinkUnreadable(text))
            case nil:
                break
            }
            return false
        }

        /// `more`, a record's draft keys, with the parent read and without the links to the steps.
        func place(in more: inout JSONObject) {
            if let parent { more[TaskField.taskKey] = .string(parent) }
            if !steps.isEmpty, case .array(let links)? = more[TaskField.tasksKey] {
                let own = links.filter { !steps.contains($0.stringValue ?? "") }
                more[TaskField.tasksKey] = own.isEmpty ? nil : .array(own)
            }
        }
    }

    /// `own`, the task's dated notes, with the tree's annotations (its parent's UUID, its steps'
    /// UUIDs, as `steps` names them), in date order; a task outside any tree's as they are. A
    /// task named as its own parent is under none.
    static func annotations(_ own: [Annotation], of task: Task, steps: [String]) -> [Annotation] {
        let parent = task.parent.flatMap { $0 == task.uuid ? nil : TaskUID.uuidForm($0) }
        guard parent != nil || !steps.isEmpty else { return own }
        var texts: [String] = []
        if let parent { texts.append(subtaskOf + parent) }
        if !steps.isEmpty { texts.append(subtasks + steps.joined(separator: ",")) }
        var all = own
        var taken = Set(own.map(\.entry.seconds))
        var second = task.createdAt.seconds
        for text in texts {
            while !taken.insert(second).inserted { second -= 1 }
            all.append(Annotation(entry: Instant(seconds: second), text: text))
        }
        guard zip(all, all.dropFirst()).contains(where: { $0.entry.seconds > $1.entry.seconds }) else { return all }
        return all.enumerated().sorted { ($0.element.entry.seconds, $0.offset) < ($1.element.entry.seconds, $1.offset) }.map(\.element)
    }
}
