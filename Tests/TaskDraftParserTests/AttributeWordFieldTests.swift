import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// An attribute word the parser cannot read is refused by the field `modify` would set with its
/// name: the names come from the field rows (`TaskField.dateFields`, `TaskField.editable`), so a
/// name the parser comes to read (`start:`, `sched:`) names its field without a list of its own.
@Suite struct AttributeWordFieldTests {
    @Test func everyNameOfADateOrAnEditedFieldNamesItsRow() {
        for field in TaskField.dateFields {
            for name in field.date!.modifyNames {
                let word = AttributeWord(name: name.capitalized, value: "xyz")
                #expect(word.field == field.name && word.expected == .moment, "\(name): \(String(describing: word.field))")
            }
        }
        for field in TaskField.editable {
            for name in field.edit!.modifyNames {
                let word = AttributeWord(name: name, value: "xyz")
                #expect(word.field == field.name && word.expected == field.edit!.expected, "\(name): \(String(describing: word.field))")
            }
        }
        #expect(AttributeWord(name: "sched", value: "xyz").field == "start")
        #expect(AttributeWord(name: "recur", value: "xyz").field == "recurrence")
        #expect(AttributeWord(name: "dep", value: "0").field == "depends")
        // todo.txt's threshold sets no field: its word stays in the title, refused by none.
        #expect(AttributeWord(name: "t", value: "soon").field == nil)
    }

    /// The names a row gives beside an edit or a date part (`TaskField.otherAttributes`): a field
    /// whose value is a repeat rule or tasks takes a value of its kind; the notes and the status
    /// are `modify`'s only, and a new task's words keep their names.
    @Test func everyOtherAttributeNameTakesItsFieldsKindOfValue() {
        #expect(Set(TaskField.otherAttributes.map(\.field)) == ["notes", "status", "recurrence", "depends"])
        for (field, names) in TaskField.otherAttributes {
            for name in names {
                let word = AttributeWord(name: name, value: "xyz")
                switch field {
                case "recurrence": #expect(word.field == field && word.expected == .repeats, "\(name)")
                case "depends": #expect(word.field == field && word.expected == .tasks, "\(name)")
                default: #expect(word.field == nil && word.expected == nil, "\(name)")
                }
            }
        }
    }
}
