import Testing
@testable import TaskDraftKit

/// A task may have a parent: the domain resolves it, refuses one that is not there or that
/// would make the tree loop or grow too deep, completes and deletes a tree as one change that
/// one undo takes back, and refuses an agent that would complete a parent over open steps.
@Suite struct SubtaskTests {
    func add(_ title: String, parent: TaskReference? = nil, in t: TemporaryStore) throws -> Task {
        try CreateTaskIntent(draft: TaskDraft(title: title, parent: parent)).perform(in: t.planner, caller: .human, confirmation: .flag).task
    }

    func expectParentProblem(_ expected: ParentProblem, _ body: () throws -> Void) {
        do {
            try body()
            Issue.record("expected \(expected)")
        } catch let error as IntentError {
            #expect(error == .parent(expected))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// The office move: 1 ← 2 ← 3, and 1 ← 4.
    func office(_ t: TemporaryStore) throws -> [Task] {
        let move = try add("Move the office", in: t)
        let pack = try add("Pack boxes", parent: .id(move.id), in: t)
        let label = try add("Label boxes", parent: .uid(pack.uuid), in: t)
        let movers = try add("Call movers", parent: .id(move.id), in: t)
        return [move, pack, label, movers]
    }

    @Test func aParentNamedByNumberOrUIDIsStoredAsItsUID() throws {
        let t = try TemporaryStore()
        let tree = try office(t)
        #expect(tree[1].parent == tree[0].uuid && tree[2].parent == tree[1].uuid && tree[3].parent == tree[0].uuid)
        #expect(try t.store.task(id: tree[2].id)?.parent == tree[1].uuid)
        #expect(tree[0].json(in: .utc)["parent"] == .null && tree[1].json(in: .utc)["parent"] == .string(tree[0].uuid))
    }

    @Test func aParentThatIsNotThereIsRefusedAndNothingIsWritten() throws {
        let t = try TemporaryStore()
        let gone = try add("Gone", in: t)
        _ = try DeleteTaskIntent(taskID: gone.id).perform(in: t.planner, caller: .human, confirmation: .flag)
        expectParentProblem(.notFound(.id(99))) { _ = try add("Orphan", parent: .id(99), in: t) }
        expectParentProblem(.notFound(.id(gone.id))) { _ = try add("Orphan", parent: .id(gone.id), in: t) }
        expectParentProblem(.notFound(.uid("nowhere"))) { _ = try add("Orphan", parent: .uid("nowhere"), in: t) }
        #expect(try t.store.count() == 1)
    }

    @Test func anEditThatWouldMakeTheTreeLoopIsRefused() throws {
        let t = try TemporaryStore()
        let tree = try office(t)
        func reparent(_ id: Int64, to parent: JSONValue) throws {
            _ = try EditTaskIntent(taskID: id, patch: TaskPatch(values: ["parent": parent])).perform(in: t.planner, caller: .human, confirmation: .flag)
        }
        expectParentProblem(.cycle(task: tree[0].id, parent: tree[2].id)) { try reparent(tree[0].id, to: .int(tree[2].id)) }
        expectParentProblem(.cycle(task: tree[1].id, parent: tree[2].id)) { try reparent(tree[1].id, to: .string(tree[2].uuid)) }
        expectParentProblem(.ownParent(tree[3].id)) { try reparent(tree[3].id, to: .int(tree[3].id)) }
        #expect(try t.store.task(id: tree[0].id)?.parent == nil)
        // Moving a step under another branch, and clearing it, are fine.
        try reparent(tree[2].id, to: .int(tree[3].id))
        #expect(try t.store.task(id: tree[2].id)?.parent == tree[3].uuid)
        try reparent(tree[2].id, to: .null)
        #expect(try t.store.task(id: tree[2].id)?.parent == nil)
    }

    @Test func aTreeGoesAtMostTheBoundDeep() throws {
        let t = try TemporaryStore()
        var last = try add("Level 0", in: t)
        for level in 1...Subtasks.maximumDepth { last = try add("Level \(level)", parent: .id(last.id), in: t) }
        expectParentProblem(.tooDeep(most: Subtasks.maximumDepth)) { _ = try add("One too deep", parent: .id(last.id), in: t) }
        // A subtree moved under a deep task counts its own levels too.
        let top = try add("Top", in: t)
        _ = try add("Its step", parent: .id(top.id), in: t)
        let deep = try #require(try t.store.task(uuid: try t.store.ancestors(from: last.uuid)[1]))
        expectParentProblem(.tooDeep(most: Subtasks.maximumDepth)) {
            _ = try EditTaskIntent(taskID: top.id, patch: TaskPatch(values: ["parent": .int(deep.id)]))
                .perform(in: t.planner, caller: .human, confirmation: .flag)
        }
    }

    @Test func completingAParentWithOpenStepsNeedsTheirYesAndOneUndoTakesItBack() throws {
        let t = try TemporaryStore()
        let tree = try office(t)
        _ = try CompleteTaskIntent(taskID: tree[3].id).perform(in: t.planner, caller: .human, confirmation: .flag)
        expectParentProblem(.openSubtasks(task: tree[0].id, count: 2)) {
            _ = try CompleteTaskIntent(taskID: tree[0].id).perform(in: t.planner, caller: .human, confirmation: .flag)
        }
        expectParentProblem(.openSubtasks(task: tree[0].id, count: 2)) {
            _ = try EditTaskIntent(taskID: tree[0].id, patch: TaskPatch(status: .done)).perform(in: t.planner, caller: .human, confirmation: .flag)
        }
        #expect(try t.store.count(status: .pending) == 3)
        let result = try CompleteTaskIntent(taskID: tree[0].id, withSubtasks: true).perform(in: t.planner, caller: .human, confirmation: .flag)
        #expect(result.subtasks.map(\.id) == [tree[1].id, tree[2].id])
        #expect(try t.store.count(status: .pending) == 0)
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .flag)
        // Back as it was: the three open, the step done before stays done.
        for task in tree.prefix(3) { #expect(try t.store.task(id: task.id)?.status == .pending) }
        #expect(try t.store.task(id: tree[3].id)?.status == .done)
    }

    @Test func anAgentCannotCompleteAParentOverOpenSteps() throws {
        let t = try TemporaryStore()
        let tree = try office(t)
        let agent = Caller.agent(AgentCaller(client: "bot", session: "s1"))
        expectParentProblem(.openSubtasks(task: tree[0].id, count: 3)) {
            _ = try CompleteTaskIntent(taskID: tree[0].id, withSubtasks: true).perform(in: t.planner, caller: agent, confirmation: .none)
        }
        #expect(try t.store.count(status: .pending) == 4)
        // A step without steps of its own is the agent's to complete.
        _ = try CompleteTaskIntent(taskID: tree[2].id).perform(in: t.planner, caller: agent, confirmation: .none)
        #expect(try t.store.task(id: tree[2].id)?.status == .done)
    }

    @Test func deletingAParentDeletesItsTreeAndOneUndoBringsItBack() throws {
        let t = try TemporaryStore()
        let tree = try office(t)
        let result = try DeleteTaskIntent(taskID: tree[0].id).perform(in: t.planner, caller: .human, confirmation: .flag)
        #expect(Set(result.subtasks.map(\.id)) == Set(tree.dropFirst().map(\.id)))
        #expect(try t.store.count(status: .deleted) == 4)
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .flag)
        for task in tree { #expect(try t.store.task(id: task.id) == task) }
    }

    @Test func aLoopOrADeepChainFromAFileEndsEveryWalk() throws {
        let t = try TemporaryStore()
        // Written as an import or a server would: a loop of three, and a chain far deeper than the bound.
        for (uid, parent) in [("a", "c"), ("b", "a"), ("c", "b")] {
            _ = try t.store.insert(Task(id: 0, uuid: uid, title: uid, createdAt: t.now, modifiedAt: t.now, parent: parent))
        }
        #expect(try t.store.ancestors(from: "a") == ["a", "c", "b"])
        let a = try #require(try t.store.task(uuid: "a"))
        #expect(try t.store.descendants(of: a).map(\.uuid) == ["b", "c"])
        // An edit onto the loop is refused as a loop, not walked forever.
        let b = try #require(try t.store.task(uuid: "b"))
        expectParentProblem(.cycle(task: a.id, parent: b.id)) {
            _ = try EditTaskIntent(taskID: a.id, patch: TaskPatch(values: ["parent": .int(b.id)])).perform(in: t.planner, caller: .human, confirmation: .flag)
        }
        var parent: String? = nil
        for i in 0..<2_000 {
            _ = try t.store.insert(Task(id: 0, uuid: "d\(i)", title: "d\(i)", createdAt: t.now, modifiedAt: t.now, parent: parent))
            parent = "d\(i)"
        }
        #expect(try t.store.ancestors(from: "d1999").count == Subtasks.maximumDepth + 1)
        let root = try #require(try t.store.task(uuid: "d0"))
        #expect(try t.store.descendants(of: root).count == 1_999)
    }

    @Test func aTreeListsEachStepUnderItsParentAndALoopAtTheTop() {
        struct Item { let uid: String; let parent: String? }
        let items = [Item(uid: "c", parent: "a"), Item(uid: "a", parent: nil), Item(uid: "x", parent: "gone"),
                     Item(uid: "b", parent: "a"), Item(uid: "d", parent: "c"),
                     Item(uid: "p", parent: "q"), Item(uid: "q", parent: "p")]
        let rows = TaskTree.rows(items, uid: \.uid, parent: \.parent)
        #expect(rows.map { items[$0.index].uid } == ["a", "c", "d", "b", "x", "p", "q"])
        #expect(rows.map(\.depth) == [0, 1, 2, 1, 0, 0, 1])
        // Why each is where it is: "x" names a parent the list has not, "p" tops the loop.
        #expect(rows.map(\.place) == [.root, .step, .step, .step, .parentNotListed, .loop, .step])
        // A chain a hundred thousand long is walked without recursion.
        let chain = (0..<100_000).map { Item(uid: "n\($0)", parent: $0 == 0 ? nil : "n\($0 - 1)") }.reversed()
        let deep = TaskTree.rows(Array(chain), uid: \.uid, parent: \.parent)
        #expect(deep.count == 100_000 && deep.last?.depth == 99_999)
    }
}
