/// The rules of a task tree every surface shares: a parent is a live task, the tree never
/// loops, and it is at most `Subtasks.maximumDepth` deep where people and agents build it.
extension CommitContext {
    /// The live task `reference` names, or `.parent(.notFound)`.
    func resolveParent(_ reference: TaskReference) throws(IntentError) -> Task {
        let found: Task?
        do {
            switch reference {
            case .id(let id): found = try store.task(id: id)
            case .uid(let uid): found = try store.task(uuid: uid)
            }
        } catch { throw .store(error) }
        guard let found, found.status != .deleted else { throw .parent(.notFound(reference)) }
        return found
    }

    /// Refuses `parent` for `child` (nil for a task not yet written) when the tree would loop
    /// or grow too deep.
    func checkParent(_ parent: Task, for child: Task?) throws(IntentError) {
        if let child, child.uuid == parent.uuid { throw .parent(.ownParent(child.id)) }
        let chain: [String]
        do { chain = try store.ancestors(from: parent.uuid) } catch { throw .store(error) }
        if let child, chain.contains(child.uuid) { throw .parent(.cycle(task: child.id, parent: parent.id)) }
        // The parent's own depth plus the new level; a child brings its subtree along.
        var depth = chain.count
        if let child {
            let below: [Task]
            do { below = try store.descendants(of: child, statuses: [.pending, .done]) } catch { throw .store(error) }
            depth += subtreeHeight(of: child, among: below)
        }
        if depth > Subtasks.maximumDepth { throw .parent(.tooDeep(most: Subtasks.maximumDepth)) }
    }

    /// The parent a draft names, resolved and checked, as the UID its task stores.
    func parentUID(for draft: TaskDraft) throws(IntentError) -> String? {
        guard let reference = draft.parent else { return nil }
        let parent = try resolveParent(reference)
        try checkParent(parent, for: nil)
        return parent.uuid
    }

    /// Levels below `root` in `below` (its descendants, breadth first).
    private func subtreeHeight(of root: Task, among below: [Task]) -> Int {
        var depthOf: [String: Int] = [root.uuid: 0]
        var height = 0
        for task in below {
            guard let parent = task.parent, let parentDepth = depthOf[parent] else { continue }
            depthOf[task.uuid] = parentDepth + 1
            height = max(height, parentDepth + 1)
        }
        return height
    }
}
