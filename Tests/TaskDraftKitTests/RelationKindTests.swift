@testable import TaskDraftKit
import Testing

/// Every field whose value names a task or tasks (`TaskField.taskValued`) is a relation every
/// write resolves and checks by walking `RelationKinds.all`: a field without a kind would be
/// written as given (a parent by number stored as none, a link to a deleted task kept), and a
/// kind listed twice would resolve and write its links twice.
@Suite struct RelationKindTests {
    @Test func everyFieldThatNamesTasksIsOneKind() {
        let kinds = RelationKinds.all.map { $0.field }
        #expect(Set(kinds) == Set(TaskField.taskValued.map(\.field.name)))
        #expect(Set(kinds).count == kinds.count)
    }

    /// The keys a format puts a tree's parent and a task's links under in a record are the
    /// fields' own, by the kind of their value.
    @Test func theKeysOfOneTaskAndOfSeveralAreTheirFields() {
        #expect(TaskField.taskValued.contains { $0.field.name == TaskField.taskKey && !$0.several })
        #expect(TaskField.taskValued.contains { $0.field.name == TaskField.tasksKey && $0.several })
    }

    /// `show`'s relations are found for every field whose value names tasks, by its label (the
    /// task it is a step of, the tasks it waits for), beside what waits for it: a field the walk
    /// left out would be named by its UID alone, as a parent that has not arrived is.
    @Test func showsRelationsNameTheTasksOfEveryFieldThatNamesTasks() throws {
        let t = try TemporaryStore()
        func add(_ draft: TaskDraft) throws -> Task {
            try CreateTaskIntent(draft: draft).perform(in: t.planner, caller: .human, confirmation: .flag).task
        }
        let move = try add(TaskDraft(title: "Move the office"))
        let boxes = try add(TaskDraft(title: "Buy boxes"))
        let pack = try add(TaskDraft(title: "Pack boxes", parent: .id(move.id), depends: [TaskLink(id: boxes.id)]))
        let relations = try t.planner.relations(of: pack)
        #expect(Set(relations.named.keys) == Set(TaskField.taskValued.compactMap(\.field.label)))
        #expect(relations.named[.parent]?.map(\.id) == [move.id])
        #expect(relations.named[.depends]?.map(\.id) == [boxes.id])
        #expect(relations.blocks.isEmpty)
        let alone = try t.planner.relations(of: boxes)
        #expect(alone.named.values.allSatisfy { $0.isEmpty })
        #expect(alone.blocks.map(\.id) == [pack.id])
    }
}
