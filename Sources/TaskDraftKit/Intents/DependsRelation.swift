/// Dependencies as every write checks them: what a link names must be a task here (not
/// deleted, not the task itself), and no link may close a loop. One rule for `add`, `modify`,
/// `edit`, an agent's `create_task`/`update_task`, imports and sync; a refusal is
/// `IntentError.dependency` and nothing is written. An import writes its links once their
/// tasks are in, and a pull once every task of it is; each reports the links it could not
/// write (`ImportCommitter+Relations.swift`, `ApplySyncIntent+Depends.swift`).
enum DependsRelation: RelationKind {
    static let field = "depends"

    static func resolve(_ task: inout Task, from draft: TaskDraft, in context: CommitContext) throws {
        try context.resolveDependencies(of: &task)
    }

    static func resolve(_ edited: inout Task, from before: Task, in context: CommitContext) throws {
        if edited.depends != before.depends { try context.resolveDependencies(of: &edited) }
    }

    /// Whether a task is blocked is the store's to say (a blocker may be pending or done).
    static func reread(_ written: inout Task, before: Task?, in store: TaskStore) throws {
        guard let before else {
            if !written.depends.isEmpty, let stored = try store.task(id: written.id) { written = stored }
            return
        }
        if written.depends != before.depends, let stored = try store.task(id: written.id) { written.blockedBy = stored.blockedBy }
    }

    /// A deleted task neither waits nor blocks: its links both ways go.
    static func drop(from task: inout Task) {
        task.depends = []
        task.blockedBy = []
    }

    /// Read once the whole tree is deleted, so a step that waited for its parent is not
    /// unlinked twice and a task outside waiting for several of them is one change.
    static func unlink(from goneIDs: [Int64], in context: CommitContext, changes: inout [UndoEntry.Change]) throws {
        let store = context.store
        let gone = Set(goneIDs)
        var unlinkedIDs = Set<Int64>()
        for goneID in goneIDs {
            for dependent in try store.dependents(of: goneID) where unlinkedIDs.insert(dependent.id).inserted {
                var unlinked = dependent
                unlinked.depends.removeAll { gone.contains($0.id) }
                unlinked.modifiedAt = context.now
                try store.update(unlinked, from: dependent)
                changes.append(.init(taskID: dependent.id, before: dependent, after: try store.task(id: dependent.id) ?? unlinked))
            }
        }
    }

    static func references(in draft: TaskDraft) -> [TaskReference] { draft.depends.map(\.reference) }

    /// A link's UID no task has is kept as an annotation (`imported: depends=<UID>`).
    static let keepsUIDsNotFound = false

    static func notFound(_ reference: TaskReference) -> RelationProblem {
        switch reference {
        case .id(let id): .dependency(.noTask(id))
        case .uid(let uid): .dependency(.noUID(uid))
        }
    }

    /// Writes every waiting link whose task is in the database now; a loop or the task itself
    /// is refused at once, a missing task waits for the next commit.
    static func settle(_ waiting: [WaitingReferences], in committer: ImportCommitter) throws(StoreError) -> [WaitingReferences] {
        let store = committer.planner.store
        var stillWaiting: [WaitingReferences] = []
        for var entry in waiting {
            var missing: [TaskReference] = []
            var written = try store.dependencies(of: entry.taskID)
            for reference in entry.references {
                guard let uid = committer.uid(of: reference), let target = try store.task(uuid: uid), target.status != .deleted else {
                    missing.append(reference)
                    continue
                }
                if target.id == entry.taskID {
                    committer.unsettled.append(entry.unsettled(.dependency(.itself(entry.taskID))))
                    continue
                }
                if written.contains(target.id) { continue }
                if written.count >= TaskLink.maximumDepends {
                    committer.unsettled.append(entry.unsettled(.dependency(.tooMany(entry.references.count, most: TaskLink.maximumDepends))))
                    break
                }
                if let loop = try store.loop(from: entry.taskID, through: [target.id]) {
                    committer.unsettled.append(entry.unsettled(.dependency(.cycle(loop))))
                    continue
                }
                try store.addDependency(of: entry.taskID, on: target.id, position: written.count)
                written.append(target.id)
            }
            if !missing.isEmpty {
                entry.references = missing
                stillWaiting.append(entry)
            }
        }
        return stillWaiting
    }

    /// A pull's links, written once every task of it is in (`ApplySyncIntent+Depends.swift`),
    /// in the order named, in place of those each task had.
    static func writePulled(_ tasks: [(id: Int64, task: Task)], in store: TaskStore) throws(StoreError)
        -> (written: [String: Task], untaken: [ApplySyncIntent.UntakenLink]) {
        var written: [String: Task] = [:]
        var untaken: [ApplySyncIntent.UntakenLink] = []
        for (id, task) in tasks {
            // Without links there is nothing to write: `insert` wrote none and `update` took its old ones away.
            guard !task.depends.isEmpty else { continue }
            try store.clearDependencies(of: id)
            var links: [TaskLink] = []
            for link in task.depends.prefix(TaskLink.maximumDepends) {
                let target: Task?
                if !link.uid.isEmpty { target = try store.task(uuid: link.uid) } else { target = try store.task(id: link.id) }
                // A deleted task is no task to wait for, as a commit and an import hold; the server keeps the link.
                guard let target, target.status != .deleted else {
                    untaken.append(.init(uuid: task.uuid, problem: notFound(link.reference)))
                    continue
                }
                if target.id == id {
                    untaken.append(.init(uuid: task.uuid, problem: .dependency(.itself(id))))
                    continue
                }
                if links.contains(where: { $0.id == target.id }) { continue }
                if let loop = try store.loop(from: id, through: [target.id]) {
                    untaken.append(.init(uuid: task.uuid, problem: .dependency(.cycle(loop))))
                    continue
                }
                try store.addDependency(of: id, on: target.id, position: links.count)
                links.append(TaskLink(id: target.id, uid: target.uuid))
            }
            var settled = task
            settled.depends = links
            written[task.uuid] = settled
        }
        return (written, untaken)
    }

    static func keep(_ written: Task, in task: inout Task) {
        task.depends = written.depends
    }
}

extension CommitContext {
    /// `task`'s links resolved against the store: each with its id and its UID, without
    /// repeats, in the order given. `task.id` is 0 for a task not written yet, which nothing can
    /// depend on, so it closes no loop. Throws `IntentError.dependency` or `StoreError`.
    func resolveDependencies(of task: inout Task) throws {
        guard !task.depends.isEmpty else { return }
        task.depends = try resolved(task.depends, for: task.id)
    }

    private func resolved(_ given: [TaskLink], for id: Int64) throws -> [TaskLink] {
        let links = given.withoutRepeats
        if links.count > TaskLink.maximumDepends {
            throw IntentError.dependency(.tooMany(links.count, most: TaskLink.maximumDepends))
        }
        var result: [TaskLink] = []
        var seen = Set<Int64>()
        for link in links {
            // A UID names the task wherever the link came from; an id only in this database.
            let found: Task?
            if link.uid.isEmpty {
                found = try store.task(id: link.id)
                guard let found, found.status != .deleted else { throw IntentError.dependency(.noTask(link.id)) }
            } else {
                found = try store.task(uuid: link.uid)
                guard let found, found.status != .deleted else { throw IntentError.dependency(.noUID(link.uid)) }
            }
            let target = found!
            if target.id == id { throw IntentError.dependency(.itself(id)) }
            if seen.insert(target.id).inserted { result.append(TaskLink(id: target.id, uid: target.uuid)) }
        }
        if id > 0, let loop = try store.loop(from: id, through: result.map(\.id)) { throw IntentError.dependency(.cycle(loop)) }
        return result
    }
}
