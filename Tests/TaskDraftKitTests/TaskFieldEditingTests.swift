import Testing
@testable import TaskDraftKit

/// Walks `TaskField.editable`: every field declared with an edit place is changed by its text
/// (`edit`, `modify`), by an agent's JSON (`update_task`) and by a refined draft
/// (`TaskPatch.between`), and cleared where it can be, with no code of its own outside its row.
@Suite struct TaskFieldEditingTests {
    static let plain = TaskFieldTableTests.plain

    /// `plain` with one field at its table example, and the value as the task JSON shows it.
    static func example(_ field: TaskField) -> (task: Task, shown: JSONValue) {
        var task = plain
        field.example(&task)
        return (task, task.json(in: .utc)[field.name]!)
    }

    /// A field a long text changes (`TaskField.changedByText`: the notes) takes a refined
    /// draft's new text as its row takes `edit --KEY`'s and `update_task`'s: a note added; the
    /// same text, or none, adds nothing, and a clearing takes every note off.
    @Test func everyFieldALongTextChangesTakesARefinedDraftsTextAsItsRowSays() throws {
        #expect(TaskField.changedByText.map(\.name) == ["notes"])
        for field in TaskField.changedByText {
            let label = try #require(field.label)
            let old = TaskDraft(title: "Call Anna")
            var new = old
            label.write(.longText("about the budget"), into: &new)
            var added = TaskPatch()
            field.change(by: .set("about the budget"), in: &added)
            #expect(added == TaskPatch(annotate: ["about the budget"]))
            #expect(TaskPatch.between(old, new) == added)
            #expect(TaskPatch.between(new, new).isEmpty)
            var emptied = new
            label.write(.longText(""), into: &emptied)
            #expect(TaskPatch.between(new, emptied).isEmpty)
            var cleared = TaskPatch()
            field.change(by: .clear, in: &cleared)
            #expect(cleared == TaskPatch(annotations: []))
        }
    }

    @Test func everyEditableFieldIsSetByItsTextAndByAnAgentsJSON() throws {
        #expect(!TaskField.editable.isEmpty)
        for field in TaskField.editable {
            let edit = try #require(field.edit)
            let (expected, shown) = Self.example(field)
            let text = try #require(field.csv, "\(field.name) has no text form").text(expected, .utc)
            let byText = try #require(edit.parse(text), "\(field.name) does not read its own text \"\(text)\"")
            #expect(TaskPatch(values: [field.name: byText]).applied(to: Self.plain) == expected, "\(field.name) by text")
            let byJSON = try #require(edit.decode(shown), "\(field.name) does not read its own JSON")
            #expect(TaskPatch(values: [field.name: byJSON]).applied(to: Self.plain) == expected, "\(field.name) by JSON")
        }
    }

    @Test func clearableFieldsAreClearedByNoneAndByNull() throws {
        for field in TaskField.editable {
            let edit = try #require(field.edit)
            let (task, _) = Self.example(field)
            if field.name == "priority" {
                // `none` is a level of its own, the one a task has until someone names one; an
                // empty value (`priority:`) gives that level back, as Taskwarrior's clears it;
                // null is no level.
                #expect(edit.parse("none") == .string("none") && edit.parse("") == .string("none") && edit.decode(.null) == nil)
                continue
            }
            for cleared in [edit.parse("none"), edit.parse(""), edit.decode(.null)] {
                if edit.clearable {
                    let value = try #require(cleared)
                    #expect(TaskPatch(values: [field.name: value]).applied(to: task) == Self.plain, "\(field.name) cleared")
                } else if field.name != "title" {
                    // A field every task has is not cleared: "none" is refused, or read as a value of its own.
                    #expect(cleared.map { TaskPatch(values: [field.name: $0]).applied(to: task) } != Self.plain)
                }
            }
        }
    }

    @Test func aRefinedDraftBecomesAPatchOfEveryEditableDraftField() {
        var full = Self.plain
        for field in TaskField.editable { field.example(&full) }
        let patch = TaskPatch.between(Self.plain.asDraft, full.asDraft)
        #expect(Set(patch.values.keys) == Set(TaskField.editable.filter { $0.draft != nil }.map(\.name)))
        #expect(patch.applied(to: Self.plain) == full)
    }

    @Test func agentsAreToldEveryEditableFieldWithItsTaskSchemaType() {
        let properties = TaskField.editSchemaProperties
        #expect(properties.keys == TaskField.editable.map(\.name))
        let taskSchema = TaskField.taskSchemaProperties
        for field in TaskField.editable {
            #expect(properties[field.name]?["type"] == taskSchema[field.name]?["type"], "\(field.name)")
            #expect(properties[field.name]?["enum"] == taskSchema[field.name]?["enum"], "\(field.name)")
        }
    }

    /// The fields that are a moment or a day (`TaskField.dateFields`) are one member of a
    /// patch, keyed by the field: each is set, cleared and made by a refined draft through its
    /// row alone, and an agent is told both its keys.
    @Test func everyDateFieldIsSetClearedAndRefinedByItsKey() throws {
        #expect(TaskField.dateFields.map(\.name) == ["due", "start", "wait"])
        for field in TaskField.dateFields {
            let date = try #require(field.date)
            let (expected, _) = Self.example(field)
            let value = try #require(date.value(of: expected), "\(field.name)'s example is no date")
            #expect(TaskPatch(dates: [field.name: .set(value)]).applied(to: Self.plain) == expected, "\(field.name) set")
            #expect(TaskPatch(dates: [field.name: .clear]).applied(to: expected) == Self.plain, "\(field.name) cleared")
            let refined = TaskPatch.between(Self.plain.asDraft, expected.asDraft)
            #expect(refined.dates == [field.name: .set(value)], "\(field.name) refined")
            #expect(TaskPatch.between(expected.asDraft, Self.plain.asDraft).dates == [field.name: .clear])
            for name in date.modifyNames { #expect(TaskField.dateField(modifyName: name.uppercased())?.name == field.name) }
        }
        let keys = TaskField.dateFields.flatMap { [$0.name, $0.date!.dayKey] }
        #expect(TaskField.dateKeys == keys)
        #expect(TaskField.dateEditSchemaProperties.keys == keys)
        #expect(TaskField.dateCreateSchemaProperties.keys == keys)
        let taskSchema = TaskField.taskSchemaProperties
        for key in keys { #expect(TaskField.dateEditSchemaProperties[key]?["type"] == taskSchema[key]?["type"], "\(key)") }
        let names = TaskField.dateFields.flatMap { $0.date!.modifyNames } + TaskField.editable.flatMap { $0.edit!.modifyNames }
        #expect(Set(names).count == names.count)
    }

    /// The fields that are lists (`TaskField.listFields`) are one member of a patch, keyed by
    /// the field: each is replaced, added to, taken from, cleared and made by a refined draft
    /// through its row alone, its values as the task JSON shows them.
    @Test func everyListFieldIsReplacedAddedToAndTakenFromByItsKey() throws {
        #expect(TaskField.listFields.map(\.name) == ["tags", "reminders", "depends"])
        for field in TaskField.listFields {
            let name = field.name
            let (expected, shown) = Self.example(field)
            guard case .array(let items) = shown, items.count >= 1 else {
                Issue.record("\(name)'s example is no list")
                continue
            }
            #expect(TaskPatch(lists: [name: .init(replace: items)]).applied(to: Self.plain) == expected, "\(name) replaced")
            #expect(TaskPatch(lists: [name: .init(add: items)]).applied(to: Self.plain) == expected, "\(name) added to")
            #expect(TaskPatch(lists: [name: .init(add: [items[0]])]).applied(to: expected) == expected, "\(name) kept once")
            let taken = TaskPatch(lists: [name: .init(remove: [items[0]])]).applied(to: expected)
            #expect(taken.json(in: .utc)[name] == .array(Array(items.dropFirst())), "\(name) taken from")
            #expect(TaskPatch(lists: [name: .init(replace: [])]).applied(to: expected) == Self.plain, "\(name) cleared")
            #expect(TaskPatch.between(Self.plain.asDraft, expected.asDraft).lists == [name: .init(replace: items)], "\(name) refined")
            #expect(TaskPatch.between(expected.asDraft, Self.plain.asDraft).lists == [name: .init(replace: [])])
            var nothing = TaskPatch()
            nothing[list: name].add = []
            #expect(nothing.isEmpty, "an empty change to \(name) is no change")
        }
    }

    @Test func modifyNamesAreUniqueAndFindTheirField() {
        let names = TaskField.editable.flatMap { $0.edit!.modifyNames }
        #expect(Set(names).count == names.count)
        for field in TaskField.editable {
            for name in field.edit!.modifyNames {
                #expect(TaskField.editable(modifyName: name.uppercased())?.name == field.name)
            }
        }
        #expect(TaskField.editable(modifyName: "due") == nil)
    }
}
