import Testing
@testable import TaskDraftKit

/// An import's tree checked across its commits (`ParentRelation.settle`), where the CLI's commit
/// boundaries fall where the input pauses: here each commit is given its records, so where a
/// chain is cut is fixed.
@Suite struct ImportParentTreeTests {
    func begin(_ t: TemporaryStore) throws -> ImportCommitter {
        try ImportTasksIntent(source: "tree.jsonl").begin(in: t.planner, caller: .script("import:tree.jsonl"), confirmation: .flag)
    }

    /// Record `n` of a chain whose records each name the next one down the file, by the file's
    /// number or by UID; the last is at the top.
    func link(_ n: Int, of length: Int, byNumber: Bool) throws -> ImportRecord {
        var draft = TaskDraft(title: "Step \(n)")
        if n < length { draft.parent = byNumber ? .id(Int64(n + 1)) : .uid("step-\(n + 1)") }
        var record = try ImportRecord(draft: draft, uid: byNumber ? nil : "step-\(n)", line: n)
        if byNumber { record.number = Int64(n) }
        return record
    }

    func tooDeep(_ committer: ImportCommitter) -> [Int] {
        committer.unsettledRelations.compactMap {
            if case .parent(.tooDeep) = $0.problem { $0.line } else { nil }
        }.sorted()
    }

    /// A chain whose records name their parents further down the file is as deep as it is,
    /// wherever the commits cut it: a task placed by one commit is deepened by the commits that
    /// place the tasks above it, and counted once.
    @Test(arguments: [(true, 10), (false, 10), (true, 7), (false, 1), (true, 60)])
    func aChainCutByCommitsIsCountedAsDeepAsItIs(byNumber: Bool, perCommit: Int) throws {
        let t = try TemporaryStore()
        let committer = try begin(t)
        let length = 60
        let records = try (1...length).map { try link($0, of: length, byNumber: byNumber) }
        for start in stride(from: 0, to: length, by: perCommit) {
            _ = try committer.commit(Array(records[start..<min(start + perCommit, length)]))
        }
        try committer.keepUnresolved()
        // Step n has the 60 - n steps above it: more than 16 for steps 1 to 43.
        #expect(tooDeep(committer) == Array(1...(length - Subtasks.maximumDepth - 1)))
        #expect(committer.unsettledRelations.count == length - Subtasks.maximumDepth - 1)
    }

    /// A chain cut by commits whose top is named by a step placed two commits before: counted
    /// once when the middle arrives, not again when the top does.
    @Test func aStepDeepenedTwiceIsCountedOnce() throws {
        let t = try TemporaryStore()
        let committer = try begin(t)
        let records = try (1...30).map { try link($0, of: 30, byNumber: true) }
        _ = try committer.commit(Array(records[0..<10]))
        _ = try committer.commit(Array(records[10..<20]))
        _ = try committer.commit(Array(records[20..<30]))
        try committer.keepUnresolved()
        #expect(tooDeep(committer) == Array(1...13))
    }

    /// A task already in the database whose parent no task had (kept from an earlier import)
    /// gets it from this import's second commit: the steps the first commit hung below it are
    /// as deep as the chain is now, two levels more.
    @Test func aStepBelowATaskWhoseParentArrivesLaterIsCounted() throws {
        let t = try TemporaryStore()
        var orphan = TaskDraft(title: "Pack")
        orphan.parent = .uid("top")
        let earlier = try begin(t)
        _ = try earlier.commit([try ImportRecord(draft: orphan, uid: "p", line: 1)])
        try earlier.keepUnresolved()
        #expect(try t.store.task(uuid: "p")?.parent == "top")

        let committer = try begin(t)
        let steps = try (1...20).map { n in
            var draft = TaskDraft(title: "Step \(n)")
            draft.parent = .uid(n == 20 ? "p" : "step-\(n + 1)")
            return try ImportRecord(draft: draft, uid: "step-\(n)", line: n)
        }
        _ = try committer.commit(steps)
        // Step n has 20 - n steps and Pack above it.
        #expect(tooDeep(committer) == Array(1...4))
        var top = TaskDraft(title: "Move")
        top.parent = .uid("root")
        _ = try committer.commit([try ImportRecord(draft: top, uid: "top", line: 21),
                                  try ImportRecord(draft: TaskDraft(title: "Root"), uid: "root", line: 22)])
        try committer.keepUnresolved()
        #expect(tooDeep(committer) == Array(1...6))
    }

    /// A loop already in the database (a server's, pulled as it came) is walked once by a
    /// commit, however many of its chains reach it: each task of it is as far from the top as
    /// the loop is long, kept once walked. 20 chains reaching a 2,000-task loop read about 2,000
    /// parents, where each chain walked the whole loop again (40,000).
    @Test func aLoopInTheDatabaseIsWalkedOncePerCommit() throws {
        let t = try TemporaryStore()
        let size = 2_000
        let loop = try (0..<size).map { try ImportRecord(draft: TaskDraft(title: "Loop \($0)"), uid: "loop-\($0)", line: $0 + 1) }
        _ = try begin(t).commit(loop)
        try t.store.db.executeScript(
            "UPDATE tasks SET parent = 'loop-' || ((CAST(substr(uuid, 6) AS INTEGER) + 1) % \(size)) WHERE uuid LIKE 'loop-%'")
        #expect(try t.store.ancestors(from: "loop-0", limit: size + 1).count == size)

        let chains = 20
        let committer = try begin(t)
        let steps = try (0..<chains).map { n in
            var draft = TaskDraft(title: "Chain \(n)")
            draft.parent = .uid("loop-\(n * size / chains)")
            return try ImportRecord(draft: draft, line: n + 1)
        }
        let before = t.store.db.runs(of: TaskStore.parentOfUID)
        _ = try committer.commit(steps)
        let read = t.store.db.runs(of: TaskStore.parentOfUID) - before
        #expect(read <= size + 2 * chains, "\(read) parents read")
        // The loop is counted as it stands, deeper than allowed, and not this import's to take back.
        #expect(tooDeep(committer) == Array(1...chains))
        #expect(try t.store.ancestors(from: "loop-0", limit: size + 1).count == size)
    }
}
