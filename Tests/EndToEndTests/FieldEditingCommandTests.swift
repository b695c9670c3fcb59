import Foundation
import Testing
@testable import TaskDraftKit

/// Every field declared with an edit place (`TaskField.editable`) through the real binary:
/// `edit --KEY` and `modify NAME:` set it from its text, and `none` clears it where it can be
/// cleared. A field whose declaration a command does not derive from fails here.
@Suite struct FieldEditingCommandTests {
    private func shown(_ td: TaskDraftBinary, _ key: String) throws -> Any? {
        (try td.json(["show", "1", "--json"]) as! [String: Any])[key]
    }

    @Test func editAndModifySetAndClearEveryEditableField() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Plain", "--yes"])
        // A field that names another task (`parent`) needs that task: the example's UID, imported.
        var named = TaskFieldEditingExample.plain
        for field in TaskField.editable { field.example(&named) }
        let others = td.directory.appendingPathComponent("others.jsonl")
        try "{\"title\": \"The parent\", \"uid\": \"\(named.parent!)\"}\n".write(to: others, atomically: true, encoding: .utf8)
        #expect(try td.run(["import", others.path, "--yes"]).status == 0)
        for field in TaskField.editable {
            var example = TaskFieldEditingExample.plain
            field.example(&example)
            let text = field.csv!.text(example, .utc)
            let expected = example.json(in: .utc)[field.name]!.stringValue
            let edited = try td.run(["edit", "1", "--" + field.name, text, "--yes"])
            #expect(edited.status == 0, "edit --\(field.name): \(edited.stderr)")
            #expect(try shown(td, field.name) as? String == expected, "edit --\(field.name)")
            try td.run(["edit", "1", "--title", "Plain", "--priority", "none", "--yes"])
            for name in field.edit!.modifyNames {
                let modified = try td.run(["modify", "1", name + ":" + text, "--yes"])
                #expect(modified.status == 0, "modify \(name): \(modified.stderr)")
                #expect(try shown(td, field.name) as? String == expected, "modify \(name):")
                if field.edit!.clearable {
                    try td.run(["modify", "1", name + ":none", "--yes"])
                    #expect(try shown(td, field.name) is NSNull, "modify \(name):none")
                }
            }
        }
    }

    /// Every field that is a moment or a day (`TaskField.dateFields`) through the real binary:
    /// `edit --KEY` and each of `modify`'s names set it from its text, `none` clears it.
    @Test func editAndModifySetAndClearEveryDateField() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Plain", "--yes"])
        for field in TaskField.dateFields {
            let date = try #require(field.date)
            var example = TaskFieldEditingExample.plain
            field.example(&example)
            let text = field.csv!.text(example, .utc)
            let json = example.json(in: .utc)
            let expected = [field.name, date.dayKey].map { json[$0]!.stringValue }
            func shownDate() throws -> [String?] { try [field.name, date.dayKey].map { try shown(td, $0) as? String } }
            let edited = try td.run(["edit", "1", "--" + field.name, text, "--yes"])
            #expect(edited.status == 0, "edit --\(field.name): \(edited.stderr)")
            #expect(try shownDate() == expected, "edit --\(field.name) \(text)")
            #expect(try td.run(["edit", "1", "--" + field.name, "none", "--yes"]).status == 0)
            #expect(try shownDate() == [nil, nil], "edit --\(field.name) none")
            for name in date.modifyNames {
                let modified = try td.run(["modify", "1", name + ":" + text, "--yes"])
                #expect(modified.status == 0, "modify \(name): \(modified.stderr)")
                #expect(try shownDate() == expected, "modify \(name):\(text)")
                try td.run(["modify", "1", name + ":none", "--yes"])
                #expect(try shownDate() == [nil, nil], "modify \(name):none")
            }
        }
    }
}

/// A new task, for the examples of the table.
enum TaskFieldEditingExample {
    static let plain = Task(id: 1, uuid: "6f1c0a52-3b9e-4d7a-8c21-5e4f9b0d3a67", title: "Plain",
                            createdAt: Instant(seconds: 1_700_000_000), modifiedAt: Instant(seconds: 1_700_000_000))
}
