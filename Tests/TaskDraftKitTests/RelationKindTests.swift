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
}
