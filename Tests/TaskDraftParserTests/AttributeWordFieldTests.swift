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
}
