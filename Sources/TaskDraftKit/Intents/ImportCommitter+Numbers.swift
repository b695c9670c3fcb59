/// A `parent` or `depends` a file gives as a number (`"parent": 5`, `"depends": [3]`): a number is
/// no id of this database, since ids belong to the database a file came from, so it names the
/// record of the same file whose `id` is that number (`ImportRecord.number`, as `list --json`
/// writes it). A number no record of the file has cannot be resolved: after the last commit it is
/// kept as an annotation of its task, `imported: parent=5`, and reported, never dropped in silence.
/// So is a dependency's UID that no task has by then (`imported: depends=<UID>`): the link is
/// reported too, and the annotation keeps it on the task, where a parent's UID is kept as the
/// task's parent.
extension ImportCommitter {
    /// A record's numbers that named no record of its file.
    public struct UnresolvedNumber: Sendable, Equatable {
        public let line: Int
        public let taskID: Int64
        /// The relation's field (`TaskField.taskValued`).
        public let field: String
        public let numbers: [Int64]

        /// The annotation kept on the task, as any value without a place here is kept.
        public var annotation: String { Self.annotation(field, numbers.map(String.init)) }

        /// `imported: FIELD=A,B`: a relation's values kept on the task as an annotation.
        static func annotation(_ field: String, _ values: [String]) -> String {
            "imported: " + field + "=" + values.joined(separator: ",")
        }
    }

    /// Keeps the numbers still unresolved after the last commit as annotations of their tasks,
    /// in a transaction of its own, and takes them off what waits, so that `unsettledRelations`
    /// leaves them to `unresolvedNumbers`; keeps the UIDs still waiting as annotations too where
    /// the task does not keep them itself (`RelationKind.keepsUIDsNotFound`), which
    /// `unsettledRelations` goes on reporting.
    public func keepUnresolved() throws(IntentError) {
        var found: [UnresolvedNumber] = []
        var kept: [(taskID: Int64, text: String)] = []
        for kind in RelationKinds.all {
            guard var entries = waiting[kind.field] else { continue }
            if !kind.keepsUIDsNotFound {
                kept += entries.compactMap { entry -> (taskID: Int64, text: String)? in
                    let uids = entry.references.compactMap(\.namedUID)
                    return uids.isEmpty ? nil : (entry.taskID, UnresolvedNumber.annotation(kind.field, uids))
                }
            }
            for index in entries.indices {
                let numbers = entries[index].references.compactMap(\.fileNumber)
                guard !numbers.isEmpty else { continue }
                found.append(.init(line: entries[index].line, taskID: entries[index].taskID, field: kind.field, numbers: numbers))
                entries[index].references.removeAll { $0.fileNumber != nil }
            }
            waiting[kind.field] = entries.filter { !$0.references.isEmpty }
        }
        let annotations = found.map { ($0.taskID, $0.annotation) } + kept.map { ($0.taskID, $0.text) }
        guard !annotations.isEmpty else { return }
        do {
            try writer.open()
            for (taskID, text) in annotations {
                try planner.store.appendImportedAnnotation(Annotation(entry: planner.now, text: text), toTask: taskID)
            }
            try writer.commit()
        } catch {
            abandon(error)
            throw .store(error)
        }
        unresolvedNumbers += found
    }
}

private extension TaskReference {
    /// The number a file gave, nil for a UID.
    var fileNumber: Int64? {
        if case .id(let number) = self { number } else { nil }
    }

    var namedUID: String? {
        if case .uid(let uid) = self { uid } else { nil }
    }
}
