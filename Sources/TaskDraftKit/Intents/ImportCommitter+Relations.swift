/// What an import's records name of other tasks (each `RelationKind`: the task a task is a
/// step of, the tasks it waits for): by UID (iCalendar's `RELATED-TO`, Taskwarrior's `depends`,
/// a CSV or JSON `parent` or `depends`, Todoist's outline), or by a JSON number, the `id` of a
/// record of the same file (`ImportRecord.number`), often a task further down the same file.
/// So a created task's references wait, one entry each, until the tasks they name are in: at
/// each commit every kind settles what is now in the database (`RelationKind.settle`) and the
/// rest waits for the next commit. What one kind takes back is reported as the pull reports
/// it (`ApplySyncIntent.UntakenLink`), by its `RelationProblem`; a reference still waiting
/// after the last commit named a task that is neither in the file nor in the database, and is
/// reported too, never dropped in silence (a number, by `keepUnresolved`).
extension ImportCommitter {
    /// A reference an import could not settle: the record's line, its task, and why (a
    /// parent no task has and a tree deeper than allowed are kept as the file has them; the
    /// rest is taken back).
    public struct UnsettledRelation: Sendable, Equatable {
        public let line: Int
        public let taskID: Int64
        public let problem: RelationProblem
    }

    /// What this run could not settle: what each kind took back or kept with a report, then
    /// each reference never found (call after the last commit and `keepUnresolved`, which
    /// reports a number of its own).
    public var unsettledRelations: [UnsettledRelation] {
        unsettled + RelationKinds.all.flatMap { kind in
            (waiting[kind.field] ?? []).flatMap { entry in entry.references.map { entry.unsettled(kind.notFound($0)) } }
        }
    }

    /// Keeps what the records just created (with `ids`, nil for one not created, and `uuids`)
    /// name, to settle once the tasks they name are in.
    func noteReferences(_ records: [ImportRecord], ids: [Int64?], uuids: [String]) {
        for kind in RelationKinds.all {
            for ((record, id), uuid) in zip(zip(records, ids), uuids) {
                guard let id else { continue }
                let references = kind.references(in: record.draft)
                guard !references.isEmpty else { continue }
                waiting[kind.field, default: []].append(
                    WaitingReferences(line: record.line, taskID: id, uuid: uuid, references: references))
            }
        }
    }

    /// The UID `reference` names here, nil for a number no record of the file has given yet: a
    /// bare number is no id of this database but the record of the file with that `id`, and
    /// Taskwarrior names a task whose UID is no UUID by its UUID form.
    func uid(of reference: TaskReference) -> String? {
        let named: String
        switch reference {
        case .id(let number):
            guard let uid = uidsByNumber[number] else { return nil }
            named = uid
        case .uid(let uid): named = uid
        }
        return uidsByUUIDForm[named] ?? named
    }
}

/// A created task's references of one relation, not settled yet.
struct WaitingReferences {
    let line: Int
    let taskID: Int64
    let uuid: String
    var references: [TaskReference]
    /// Whether a commit before this one settled what it could and left this entry waiting.
    var waitedThroughACommit = false

    func unsettled(_ problem: RelationProblem) -> ImportCommitter.UnsettledRelation {
        ImportCommitter.UnsettledRelation(line: line, taskID: taskID, problem: problem)
    }
}
