import Testing
@testable import TaskDraftKit
@testable import TaskDraftCLI

/// The changes a refinement made are found by walking the field table: a draft that differs
/// from another in one field only, at that field's table example, is reported as one change
/// worded with that field's label, in every language; a draft that differs in nothing is none.
@Suite struct DraftChangesTests {
    static let base = Task(id: 1, uuid: "u", title: "Call Anna", createdAt: Instant(seconds: 1_796_200_000),
                           modifiedAt: Instant(seconds: 1_796_200_000))

    @Test(arguments: TaskField.draftFields.filter { $0.label != nil }.map(\.name))
    func aChangeOfEachDraftFieldIsReported(name: String) throws {
        let field = try #require(TaskField.all.first { $0.name == name })
        let label = try #require(field.label)
        var changed = Self.base
        field.example(&changed)
        let before = Self.base.asDraft
        var after = changed.asDraft
        // Only drafts carry `notes` (a task's are its annotations): its change is made on the draft.
        if label == .notes {
            after = before
            after.notes = "line one"
        }
        #expect(label.reading(of: before) != label.reading(of: after), "\(name)'s example reads as the default")
        for language in [Language.english, .russian, .polish] {
            let changes = DraftChanges.between(before, after, zone: .utc, language: language).map { $0.text(in: language) }
            #expect(changes.count == 1, "\(name) in \(language): \(changes)")
            let words = label == .recurrence ? label.onCard.text(in: language) : label.text(in: language)
            #expect(changes.first?.hasPrefix(words) == true, "\(name) in \(language): \(changes) does not name \(words)")
        }
    }

    @Test func noChangeIsNone() {
        var task = Self.base
        for field in TaskField.all where field.draft != nil { field.example(&task) }
        #expect(DraftChanges.between(task.asDraft, task.asDraft, zone: .utc, language: .english).isEmpty)
    }

    /// What people have read before keeps its order when several fields change at once.
    @Test func theChangesPeopleKnowComeInTheirOrder() {
        var task = Self.base
        for field in TaskField.all where field.draft != nil { field.example(&task) }
        var after = task.asDraft
        after.notes = "line one"
        let changes = DraftChanges.between(Self.base.asDraft, after, zone: .utc, language: .english).map { $0.text(in: .english) }
        let known = ["title", "due", "priority", "tags", "project", "repeats", "notes", "reminders"]
        let firsts = known.compactMap { word in changes.firstIndex { $0.hasPrefix(word) } }
        #expect(firsts == firsts.sorted() && firsts.count == known.count, "\(changes)")
    }
}
