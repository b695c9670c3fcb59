import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// `create_task` and `update_task` take a task's fields by walking the field table
/// (`TaskField.createdByAgents`, `editedByAgents`): a field's arguments are declared in its
/// row, so a row that gains a way to be edited is an argument of both tools, and one that has
/// none is missing from them on purpose, not by a list someone forgot.
@Suite struct MCPFieldArgumentsTests {
    static func properties(_ descriptor: ToolDescriptor) throws -> JSONObject {
        try #require(descriptor.inputSchema["properties"]?.objectValue)
    }

    /// Every draft field is an argument of `create_task` under each of its draft keys, but the
    /// dated notes (an agent gives `notes`, which the draft dates) and `reminders_default`, which
    /// the tool sets; and every argument but the tool's own is a draft key the draft reads.
    @Test func createTaskTakesEveryDraftFieldByItsKeys() throws {
        let properties = try Self.properties(CreateTaskTool.descriptor)
        let ownArguments: Set<String> = ["text", "dry_run", "idempotency_key"]
        for field in TaskField.draftFields where field.name != "annotations" {
            let keys = field.draft!.keys.filter { $0 != "reminders_default" }
            for key in keys { #expect(properties[key] != nil, "create_task lacks \(key)") }
        }
        let given = properties.keys.filter { !ownArguments.contains($0) }
        #expect(Set(given) == Set(CreateTaskTool.draftFields))
        for key in given { #expect(TaskField.draftKeys.contains(key), "\(key) is no draft key") }
        #expect(!given.contains("annotations"))
    }

    /// Every field an edit names (by value, as a date, or by its agent part) is an argument of
    /// `update_task`, and a list that is adjusted has its `add_` and `remove_` arguments.
    @Test func updateTaskTakesEveryFieldAnEditNames() throws {
        let properties = try Self.properties(UpdateTaskTool.descriptor)
        let edited = TaskField.all.filter { $0.edit != nil || $0.date != nil || $0.agent != nil }
        #expect(Set(edited.map(\.name)) == Set(TaskField.editedByAgents.map { $0.field.name }))
        for field in edited {
            #expect(properties[field.name] != nil, "update_task lacks \(field.name)")
            if let date = field.date { #expect(properties[date.dayKey] != nil, "update_task lacks \(date.dayKey)") }
        }
        let arguments = Set(properties.keys).subtracting(["id"])
        #expect(arguments == Set(TaskField.editArgumentProperties.keys))
        for key in arguments where key.hasPrefix("add_") || key.hasPrefix("remove_") {
            let name = String(key.drop { $0 != "_" }.dropFirst())
            #expect(TaskField.listFields.contains { $0.name == name }, "\(key) adjusts no list")
        }
    }

    /// What `update_task` reads of the fields its agent parts declare: a note added or every
    /// note removed, a rule, reminders in the session's zone, tags and links replaced, added to
    /// and taken from.
    @Test func updateTaskReadsEachAgentPartIntoThePatch() throws {
        func patch(_ values: JSONObject) throws -> TaskPatch {
            let arguments = try ToolArguments(tool: UpdateTaskTool.descriptor, values: ["id": .int(1)] + values)
            return try UpdateTaskTool.patch(from: arguments, zone: .utc)
        }
        #expect(try patch(["notes": .string("called")]) == TaskPatch(annotate: ["called"]))
        #expect(try patch(["notes": .null]) == TaskPatch(annotations: []))
        #expect(try patch(["recurrence": .string("FREQ=DAILY")]).recurrence == .set(try Recurrence(rrule: "FREQ=DAILY")))
        #expect(try patch(["recurrence": .null]).recurrence == .clear)
        #expect(try patch(["reminders": .array([.string("-PT30M")])])[list: "reminders"]
            == TaskPatch.ListChange(replace: [.string("-PT30M")]))
        #expect(try patch(["tags": .array([.string("a")]), "add_tags": .array([.string("b")]), "remove_tags": .array([.string("c")])])[list: "tags"]
            == TaskPatch.ListChange(replace: [.string("a")], add: [.string("b")], remove: [.string("c")]))
        let links = try patch(["depends": .null, "add_depends": .array([.int(3)]), "remove_depends": .array([.int(4)])])[list: "depends"]
        #expect(links == TaskPatch.ListChange(replace: [], add: [TaskLink(id: 3).json], remove: [TaskLink(id: 4).json]))
        #expect(throws: ToolInputError("`reminders`: \"soon\" is not an ISO 8601 duration (-PT30M) or date-time.")) {
            try patch(["reminders": .array([.string("soon")])])
        }
        #expect(throws: ToolInputError("`add_depends` must be an array of task ids (integers) or UIDs (strings), found a boolean in it.")) {
            try patch(["add_depends": .array([.bool(true)])])
        }
    }
}

private func + (lhs: JSONObject, rhs: JSONObject) -> JSONObject { JSONObject(lhs.members + rhs.members) }
