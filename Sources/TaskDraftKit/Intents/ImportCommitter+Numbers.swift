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
        public enum Field: String, Sendable, CaseIterable {
            case parent, depends
        }

        public let line: Int
        public let taskID: Int64
        public let field: Field
        public let numbers: [Int64]

        /// The annotation kept on the task, as any value without a place here is kept.
        public var annotation: String {
            "imported: " + field.rawValue + "=" + numbers.map(String.init).joined(separator: ",")
        }
    }

    /// Keeps the numbers still unresolved after the last commit as annotations of their tasks,
    /// in a transaction of its own, and takes them off the waiting parents and links, so that
    /// `unsettledParents` and `unwrittenLinks` leave them to `unresolvedNumbers`; keeps the UIDs
    /// of the links still waiting as annotations too, which `unwrittenLinks` goes on reporting.
    public func keepUnresolved() throws(IntentError) {
        var found: [UnresolvedNumber] = []
        var kept: [(taskID: Int64, text: String)] = []
        for kind in RelationKinds.all {
            let unresolved = kind.takeUnresolved(in: self)
            found += unresolved.numbers
            kept += unresolved.kept
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
