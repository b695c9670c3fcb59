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
        let uidLinks: [(Int64, String)] = waitingLinks.compactMap { entry in
            let uids = entry.links.map(\.uid).filter { !$0.isEmpty }
            return uids.isEmpty ? nil : (entry.taskID, "imported: depends=" + uids.joined(separator: ","))
        }
        waitingParents.removeAll { entry in
            guard case .id(let number) = entry.parent else { return false }
            found.append(UnresolvedNumber(line: entry.line, taskID: entry.taskID, field: .parent, numbers: [number]))
            return true
        }
        for index in waitingLinks.indices {
            let numbers = waitingLinks[index].links.filter(\.uid.isEmpty).map(\.id)
            guard !numbers.isEmpty else { continue }
            let entry = waitingLinks[index]
            found.append(UnresolvedNumber(line: entry.line, taskID: entry.taskID, field: .depends, numbers: numbers))
            waitingLinks[index].links.removeAll { $0.uid.isEmpty }
        }
        waitingLinks.removeAll { $0.links.isEmpty }
        let annotations = found.map { ($0.taskID, $0.annotation) } + uidLinks
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
