import Testing
@testable import TaskDraftKit

@Suite struct ImportTasksIntentTests {
    static let caller = ImportTasksIntent.caller(source: "tasks.csv")

    func record(_ title: String, uid: String? = nil, tags: [String] = [], line: Int = 1) throws -> ImportRecord {
        try ImportRecord(draft: TaskDraft(title: title, tags: tags, backend: "import"), uid: uid, line: line)
    }

    func begin(_ t: TemporaryStore) throws -> ImportCommitter {
        try ImportTasksIntent(source: "tasks.csv").begin(in: t.planner, caller: Self.caller, confirmation: .flag)
    }

    @Test func commitsTasksWithTagsSearchRowsAndAuditRows() throws {
        let t = try TemporaryStore()
        let committer = try begin(t)
        let outcomes = try committer.commit([try record("Ёлка для офиса", tags: ["home", "Holiday"]), try record("Pay rent")])
        guard case .created(let first) = outcomes[0], case .created(let second) = outcomes[1] else {
            Issue.record("expected two created tasks, got \(outcomes)")
            return
        }
        #expect(try t.store.task(id: first)?.tags == ["home", "holiday"])
        #expect(try t.store.task(id: second)?.title == "Pay rent")
        // Full-text rows are written as the trigger would: ё folded to е.
        #expect(try t.store.tasks(matching: TaskFilter(text: "елка"), now: t.now).map(\.id) == [first])
        #expect(try t.store.tasks(matching: TaskFilter(text: "rent"), now: t.now).map(\.id) == [second])
        let audit = try t.store.auditEntries(limit: 10).filter { $0.outcome == .ok }
        #expect(Set(audit.compactMap(\.taskID)) == [first, second])
        #expect(audit.allSatisfy { $0.caller == .script("import:tasks.csv") && $0.intent == .action(.import) })
    }

    /// Each imported task gets its own tags and notes, in order, a draft's notes first and dated
    /// when the task was made: in chunks of many records to a statement, and beside a record
    /// already stored, which writes nothing.
    @Test func eachTaskGetsItsOwnTagsAndNotesInOrder() throws {
        let t = try TemporaryStore()
        let written = Instant(seconds: 1_764_001_800)
        let records = try (0..<70).map { n in
            try ImportRecord(draft: TaskDraft(title: "Task \(n)", notes: n % 3 == 0 ? "said \(n)" : nil, tags: ["t\(n)", "all"],
                                              backend: "import",
                                              annotations: n % 2 == 0 ? [Annotation(entry: written, text: "filed \(n)")] : []),
                             line: n + 1)
        }
        _ = try begin(t).commit([records[5]])
        let outcomes = try begin(t).commit(records)
        for (n, outcome) in outcomes.enumerated() {
            if n == 5 {
                guard case .alreadyPresent = outcome else { Issue.record("record 5: \(outcome)"); continue }
                continue
            }
            guard case .created(let id) = outcome, let task = try t.store.task(id: id) else {
                Issue.record("record \(n): \(outcome)")
                continue
            }
            #expect(task.title == "Task \(n)")
            #expect(task.tags == ["t\(n)", "all"])
            let expected = (n % 3 == 0 ? [Annotation(entry: task.createdAt, text: "said \(n)")] : [])
                + (n % 2 == 0 ? [Annotation(entry: written, text: "filed \(n)")] : [])
            #expect(task.annotations == expected, "record \(n)")
        }
        #expect(try t.store.count() == 70)
    }

    @Test func rerunsAddNothingAndRepeatsInOneRunAreNamed() throws {
        let t = try TemporaryStore()
        let records = [try record("A", line: 1), try record("B", line: 2), try record("A", line: 3)]
        let first = try begin(t)
        let outcomes = try first.commit(records)
        #expect(first.created == 2 && first.repeated == 1)
        guard case .created(let a) = outcomes[0], case .repeated(let again) = outcomes[2] else {
            Issue.record("unexpected outcomes \(outcomes)")
            return
        }
        #expect(a == again)
        let second = try begin(t)
        _ = try second.commit(records)
        #expect(second.created == 0 && second.alreadyPresent == 3)
        #expect(try t.store.count() == 2)
        let present = try t.store.auditEntries(limit: 20).filter { $0.outcome == .alreadyDone }
        #expect(present.count == 2, "one summary row per chunk: \(present)")
    }

    @Test func aUUIDIsKeptAndRecognisedEvenWithoutAKeyColumn() throws {
        let t = try TemporaryStore()
        let uuid = "6F9619FF-8B86-4011-B42D-00CF4FC964FF"
        let first = try begin(t)
        guard case .created(let id) = try first.commit([try record("Imported", uid: uuid)])[0] else {
            Issue.record("not created")
            return
        }
        let task = try #require(try t.store.task(id: id))
        // Kept as written (an Apple UUID is uppercase): the server it came from knows it so.
        #expect(task.uuid == uuid)
        // The key is the uuid itself, unique through that column: not stored twice.
        #expect(task.idempotencyKey == nil)
        let again = try begin(t)
        #expect(try again.commit([try record("Imported", uid: uuid)]) == [.alreadyPresent(id)])
        // A task added by hand, then exported and imported back: same UUID, same task.
        let added = try t.create("By hand")
        let roundTrip = try begin(t)
        #expect(try roundTrip.commit([try record("By hand", uid: added.uuid)]) == [.alreadyPresent(added.id)])
    }

    @Test func multiRowStatementsMapIdsAndTagsRightAroundConflicts() throws {
        let t = try TemporaryStore()
        // Pre-existing records make the 32-row statements fall back to matching ids by UUID.
        let existing = try begin(t)
        _ = try existing.commit([try record("T5", tags: ["n5"]), try record("T40", tags: ["n40"])])
        let records = try (0..<100).map { try record("T\($0)", tags: ["n\($0)"], line: $0 + 1) }
        let committer = try begin(t)
        let outcomes = try committer.commit(records)
        #expect(committer.created == 98 && committer.alreadyPresent == 2)
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .created(let id):
                let task = try #require(try t.store.task(id: id))
                #expect(task.title == "T\(index)")
                #expect(task.tags == ["n\(index)"])
            case .alreadyPresent(let id):
                #expect([5, 40].contains(index))
                #expect(try t.store.task(id: id)?.title == "T\(index)")
            case .repeated:
                Issue.record("nothing repeats here")
            }
        }
        #expect(try t.store.tasks(matching: TaskFilter(text: "T77"), now: t.now).map(\.title) == ["T77"])
    }

    @Test func addedRecordsAreOneTransactionUntilCommit() throws {
        let t = try TemporaryStore()
        let reader = try SQLiteConnection(path: t.path, create: false)
        func visible() throws -> Int { Int(try reader.first("SELECT count(*) FROM tasks") { $0.int(0) } ?? -1) }
        let committer = try begin(t)
        try committer.add([try record("First batch", tags: ["one"])])
        try committer.add([try record("Second batch"), try record("First batch", tags: ["one"], line: 3)])
        #expect(committer.uncommitted == 3)
        #expect(try visible() == 0, "another connection sees nothing before the commit")
        let outcomes = try committer.commit()
        guard case .created(let first) = outcomes[0], case .created(let second) = outcomes[1] else {
            Issue.record("unexpected outcomes \(outcomes)")
            return
        }
        #expect(outcomes == [.created(first), .created(second), .repeated(first)])
        #expect(committer.uncommitted == 0 && committer.created == 2 && committer.repeated == 1)
        #expect(try visible() == 2)
        // The full-text and audit rows of both batches were written at the commit.
        #expect(try t.store.tasks(matching: TaskFilter(text: "batch"), now: t.now).map(\.id) == [first, second])
        #expect(Set(try t.store.auditEntries(limit: 10).filter { $0.outcome == .ok }.compactMap(\.taskID)) == [first, second])
        #expect(try committer.commit() == [], "nothing added since")
    }

    @Test func aCommitterLeftWithAnOpenTransactionKeepsNothingOfIt() throws {
        let t = try TemporaryStore()
        do {
            let committer = try begin(t)
            _ = try committer.commit([try record("Committed")])
            try committer.add([try record("Never committed")])
        }
        #expect(try t.store.count() == 1)
        #expect(try t.store.tasks(matching: TaskFilter(text: "never"), now: t.now).isEmpty)
        // The connection is free for the next write.
        _ = try t.create("Added afterwards")
        #expect(try t.store.count() == 2)
    }

    @Test func scriptsNeedYesAgentsAreRefusedAndNothingIsWritten() throws {
        let t = try TemporaryStore()
        #expect {
            _ = try ImportTasksIntent(source: "x").begin(in: t.planner, caller: .script("import:x"), confirmation: .none)
        } throws: { error in
            if case .needsConfirmation(.import, _) = error as! IntentError { return true }
            return false
        }
        #expect {
            _ = try ImportTasksIntent(source: "x").begin(in: t.planner, caller: .agent("bot"), confirmation: .elicited)
        } throws: { error in
            if case .refused(.import, _) = error as! IntentError { return true }
            return false
        }
        #expect(try t.store.count() == 0)
        #expect(try t.store.auditEntries(limit: 5).map(\.outcome) == [.refused, .needsConfirmation])
    }

    @Test func theConnectionIsItselfAgainAfterAnImport() throws {
        let t = try TemporaryStore()
        do {
            let committer = try begin(t)
            _ = try committer.commit([try record("Imported")])
        }
        // Triggers are back: a task created afterwards is searchable.
        let added = try t.create("Added afterwards")
        #expect(try t.store.tasks(matching: TaskFilter(text: "afterwards"), now: t.now).map(\.id) == [added.id])
        // CHECK constraints are back.
        #expect(throws: StoreError.self) {
            try t.store.db.execute("UPDATE tasks SET status = 'bogus' WHERE id = ?", [.int(added.id)])
        }
        // Foreign keys are back: a tag needs its task.
        #expect(throws: StoreError.self) {
            try t.store.db.execute("INSERT INTO task_tags (task_id, tag) VALUES (9999, 'orphan')")
        }
    }

    @Test func undoRemovesExactlyTheImportsTasks() throws {
        let t = try TemporaryStore()
        let kept = try t.create("Mine")
        let committer = try begin(t)
        for chunk in 0..<3 {
            _ = try committer.commit(try (0..<4).map { try record("R\(chunk)-\($0)") })
        }
        #expect(try t.store.count() == 13)
        let result = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(result.entry.summary == .imported(count: 12, source: "tasks.csv"))
        #expect(result.entry.summary.english == "imported 12 tasks from tasks.csv")
        #expect(try t.store.count() == 1)
        #expect(try t.store.task(id: kept.id) != nil)
        #expect(try t.store.tasks(matching: TaskFilter(text: "R1"), now: t.now).isEmpty)
    }

    @Test func generatedUUIDsAreVersion7AndInOrder() {
        var source = UUIDSource()
        let uuids = (0..<10_000).map { _ in source.next() }
        #expect(Set(uuids).count == uuids.count)
        #expect(uuids == uuids.sorted())
        for uuid in uuids.prefix(100) {
            #expect(ImportRecord.isUUID(uuid))
            let characters = Array(uuid)
            #expect(characters[14] == "7")
            #expect("89ab".contains(characters[19]))
        }
    }
}

@Suite struct ImportRecordTests {
    @Test func keysComeFromTheUIDOrAHash() throws {
        let draft = TaskDraft(title: "Pay rent", priority: .high, tags: ["home"])
        #expect(try ImportRecord(draft: draft, uid: " row-17 ", line: 1).idempotencyKey == "row-17")
        let hashed = try ImportRecord(draft: draft, line: 1).idempotencyKey
        #expect(hashed.hasPrefix("sha256:") && hashed.count == 7 + 32)
        // The same fields, however written, give the same key; another title does not.
        #expect(try ImportRecord(draft: TaskDraft(title: "  Pay rent ", priority: .high, tags: ["#Home"]), line: 9).idempotencyKey == hashed)
        #expect(try ImportRecord(draft: TaskDraft(title: "Pay rent!", priority: .high, tags: ["home"]), line: 1).idempotencyKey != hashed)
        // Drafted records are keyed by their words, so a later day's "tomorrow" still matches.
        let spoken = try ImportRecord(draft: draft, sourceText: "pay  rent tomorrow", line: 1).idempotencyKey
        #expect(try ImportRecord(draft: TaskDraft(title: "other"), sourceText: "pay rent   tomorrow", line: 2).idempotencyKey == spoken)
        #expect(spoken != hashed)
    }

    @Test func badUIDsAndDraftsAreRefused() throws {
        #expect(throws: DraftError.uid(.invisible, field: "uid")) { _ = try ImportRecord(draft: TaskDraft(title: "x"), uid: "a\u{7}b", line: 1) }
        #expect(throws: DraftError.uid(.invisible, field: "uid")) { _ = try ImportRecord(draft: TaskDraft(title: "x"), uid: "a\u{202E}b", line: 1) }
        #expect(throws: DraftError.uid(.whitespace, field: "uid")) { _ = try ImportRecord(draft: TaskDraft(title: "x"), uid: "a b", line: 1) }
        #expect(throws: DraftError.uid(.tooLong(bytes: 256), field: "uid")) {
            _ = try ImportRecord(draft: TaskDraft(title: "x"), uid: String(repeating: "ж", count: 128), line: 1)
        }
        let longest = String(repeating: "u", count: TaskUID.maximumBytes)
        #expect(try ImportRecord(draft: TaskDraft(title: "x"), uid: " \(longest) ", line: 1).uuid == longest)
        #expect(throws: DraftError.emptyTitle) { _ = try ImportRecord(draft: TaskDraft(title: " "), line: 1) }
    }

    @Test func onlyDoneTasksKeepACompletionTime() throws {
        let at = Instant(seconds: 1_800_000_000)
        #expect(try ImportRecord(draft: TaskDraft(title: "x"), status: .pending, completedAt: at, line: 1).completedAt == nil)
        #expect(try ImportRecord(draft: TaskDraft(title: "x"), status: .done, completedAt: at, line: 1).completedAt == at)
    }
}

@Suite struct SHA256Tests {
    func hex(_ text: String) -> String { RandomID.hexString(SHA256.hash(Array(text.utf8))) }

    @Test func knownAnswers() {
        // FIPS 180-4 examples, and the empty message.
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(RandomID.hexString(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func stringAndByteUpdatesAgree() {
        var a = SHA256()
        a.update("Сдать отчёт")
        a.update("!")
        #expect(a.finalize() == SHA256.hash(Array("Сдать отчёт!".utf8)))
    }
}
