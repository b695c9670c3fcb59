/// The task a task is a step of, as every write handles it: a parent is a live task, the tree
/// never loops, and it is at most `Subtasks.maximumDepth` deep where people and agents build
/// it. A draft may name it by number, which is resolved to the UID a task stores; an import
/// checks it once the parent is in (`ParentRelation.settle`), and reports what it could not
/// settle (`ImportCommitter+Relations.swift`).
enum ParentRelation: RelationKind {
    static let field = "parent"

    static func resolve(_ task: inout Task, from draft: TaskDraft, in context: CommitContext) throws {
        task.parent = try context.parentUID(for: draft)
    }

    /// The patch with a parent named by number turned into its UID, once the parent is known
    /// to be live and the tree not to loop.
    static func resolved(_ patch: TaskPatch, for task: Task, in context: CommitContext) throws(IntentError) -> TaskPatch {
        guard let value = patch.values[field], value != .null else { return patch }
        guard let reference = TaskReference(json: value) else { throw .parent(.notFound(.uid("\(value)"))) }
        let parent = try context.resolveParent(reference)
        if parent.uuid == task.parent { return patch }
        try context.checkParent(parent, for: task)
        var resolved = patch
        resolved.values[field] = .string(parent.uuid)
        return resolved
    }

    /// A plan's step under its goal, unless it names a parent of its own.
    static func place(_ step: inout TaskDraft, under goal: Task) {
        if step.parent == nil { step.parent = .uid(goal.uuid) }
    }

    static func references(in draft: TaskDraft) -> [TaskReference] { draft.parent.map { [$0] } ?? [] }

    /// A parent's UID no task has stays the task's parent, so the task joins it when it arrives.
    static let keepsUIDsNotFound = true

    static func notFound(_ reference: TaskReference) -> RelationProblem { .parent(.notFound(reference)) }

    /// Checks every waiting parent that is in the database now: a parent that is the task
    /// itself or one of its own steps (a loop) is taken back, the task put at the top; a tree
    /// deeper than `Subtasks.maximumDepth` is kept as the file has it, and reported.
    /// The tree is checked once every parent of this commit is written: a record's parent may be
    /// a record further down, whose own parent a number names and is not written before its turn.
    static func settle(_ waiting: [WaitingReferences], in committer: ImportCommitter) throws(StoreError) -> [WaitingReferences] {
        let store = committer.planner.store
        var stillWaiting: [WaitingReferences] = []
        var placed: [(entry: WaitingReferences, parent: Task)] = []
        for var entry in waiting {
            // One reference: a task is a step of one task.
            guard let reference = entry.references.first, let parentUID = committer.uid(of: reference) else {
                stillWaiting.append(entry)
                continue
            }
            if case .id = reference {
                // The number's task is written as the parent now, so it stays the parent if it never arrives.
                try store.setParent(parentUID, ofTask: entry.taskID)
                entry.references = [.uid(parentUID)]
            }
            if parentUID == entry.uuid {
                try store.setParent(nil, ofTask: entry.taskID)
                committer.unsettled.append(entry.unsettled(.parent(.ownParent(entry.taskID))))
                continue
            }
            guard let parent = try store.task(uuid: parentUID), parent.status != .deleted else {
                stillWaiting.append(entry)
                continue
            }
            if case .uid(let named) = reference, named != parentUID { try store.setParent(parentUID, ofTask: entry.taskID) }
            placed.append((entry, parent))
        }
        var heights = ChainHeights(placing: Set(placed.map(\.entry.uuid)))
        var withinDepth: [WaitingReferences] = []
        var deepened: [String] = []
        for (entry, parent) in placed {
            if let height = try heights.height(of: parent.uuid, below: entry.uuid, in: store) {
                if height > Subtasks.maximumDepth {
                    committer.unsettled.append(entry.unsettled(.parent(.tooDeep(most: Subtasks.maximumDepth))))
                } else {
                    withinDepth.append(entry)
                }
                if entry.waitedThroughACommit { deepened.append(entry.uuid) }
            } else {
                try store.setParent(nil, ofTask: entry.taskID)
                committer.unsettled.append(entry.unsettled(.parent(.cycle(task: entry.taskID, parent: parent.id))))
            }
        }
        if !committer.stepsWithinDepth.isEmpty {
            // The tasks written before this commit whose parent it wrote: this import's that waited
            // for it, and any that was in the database before the import and named it.
            deepened += try store.olderSteps(ofTasksAfter: committer.idsBeforeTransaction)
            try recount(below: deepened, with: &heights, in: committer)
        }
        for entry in withinDepth { committer.stepsWithinDepth[entry.taskID] = entry.line }
        return stillWaiting
    }

    /// The steps an earlier commit placed within `Subtasks.maximumDepth` below `tops`, tasks whose
    /// own parents are in only since this commit (one that waited for its parent, one written
    /// before whose parent this commit wrote): each is as deep as its chain is now, and reported
    /// once when that is too deep. Such a step was placed when its chain ended at one of `tops`,
    /// so it is at most `Subtasks.maximumDepth` levels below it.
    private static func recount(below tops: [String], with heights: inout ChainHeights,
                                in committer: ImportCommitter) throws(StoreError) {
        let store = committer.planner.store
        var level = tops
        for _ in 0..<Subtasks.maximumDepth where !level.isEmpty {
            var next: [String] = []
            for uid in level {
                for step in try store.steps(ofUID: uid) {
                    next.append(step.uuid)
                    guard let line = committer.stepsWithinDepth[step.id],
                          let height = try heights.height(of: uid, below: step.uuid, in: store),
                          height > Subtasks.maximumDepth else { continue }
                    committer.stepsWithinDepth[step.id] = nil
                    committer.unsettled.append(.init(line: line, taskID: step.id, problem: .parent(.tooDeep(most: Subtasks.maximumDepth))))
                }
            }
            level = next
        }
    }

    /// How many tasks a chain of parents holds, from a task to the top, for an import's tree of
    /// any depth and any loop: a loop through the task being placed must be found however long it
    /// is, since the tree must never loop, and a file may chain 10,000 records. Each task's height
    /// is kept once walked, to the top or into a loop already in the database, so a settle reads
    /// each row about once however many chains reach it. Kept only for one settle: what it holds
    /// stays true while parents are only taken back (a task in a loop never reaches the top, so no
    /// kept chain runs through it, and a loop is kept only when no task this settle places is in
    /// it, since placing that task takes the loop back).
    private struct ChainHeights {
        private var known: [String: Int] = [:]
        /// The tasks this settle places.
        let placing: Set<String>

        init(placing: Set<String>) {
            self.placing = placing
        }

        /// The number of tasks from `top` up to the top of its tree (a UID no task has ends it),
        /// or nil when the chain comes back to `task`.
        mutating func height(of top: String, below task: String, in store: TaskStore) throws(StoreError) -> Int? {
            var walked: [String] = []
            var place: [String: Int] = [:]
            var above = 0
            var next: String? = top
            while let uid = next {
                if uid == task { return nil }
                if let height = known[uid] {
                    above = height
                    break
                }
                // A loop that does not pass through `task` is not its to take back: counted as it
                // stands, each of its tasks the loop's length.
                if let start = place[uid] {
                    if walked[start...].contains(where: placing.contains) { return walked.count }
                    for (index, uid) in walked.enumerated() { known[uid] = walked.count - min(index, start) }
                    return walked.count
                }
                guard let parent = try store.parent(ofUID: uid) else { break }
                place[uid] = walked.count
                walked.append(uid)
                next = parent
            }
            for (index, uid) in walked.enumerated() { known[uid] = above + walked.count - index }
            return above + walked.count
        }
    }

    /// A pull's parents, checked once every task of it is in: a parent deleted here is no
    /// parent, as a commit and an import hold, so the task is put at the top here and the
    /// server keeps its line. A UID no task here has stays, so the task joins its parent when
    /// it arrives, as an import's does; a loop a server made arrives as it is.
    static func writePulled(_ tasks: [(id: Int64, task: Task)], in store: TaskStore) throws(StoreError)
        -> (written: [String: Task], untaken: [ApplySyncIntent.UntakenLink]) {
        var written: [String: Task] = [:]
        var untaken: [ApplySyncIntent.UntakenLink] = []
        for (id, task) in tasks {
            guard let uid = task.parent, let parent = try store.task(uuid: uid), parent.status == .deleted else { continue }
            try store.setParent(nil, ofTask: id)
            var settled = task
            settled.parent = nil
            written[task.uuid] = settled
            untaken.append(.init(uuid: task.uuid, problem: notFound(.uid(uid))))
        }
        return (written, untaken)
    }

    static func keep(_ written: Task, in task: inout Task) {
        task.parent = written.parent
    }
}

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
