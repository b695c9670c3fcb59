import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// The tool table is a contract with every agent that listed it; it must be well-formed.
@Suite struct ToolCatalogTests {
    @Test func namesAreUniqueAndEveryToolIsDescribed() {
        let names = ToolCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names == ["draft_task", "create_task", "list_tasks", "complete_task", "update_task", "delete_task",
                          "list_proposals"])
        for tool in ToolCatalog.all {
            #expect(tool.description.count > 80, "\(tool.name): the description is for a model; say enough")
            #expect(!tool.title.isEmpty)
            #expect(ToolCatalog.named(tool.name)?.name == tool.name)
        }
    }

    @Test func inputSchemasAreClosedObjectsWhoseRequiredKeysExist() throws {
        for tool in ToolCatalog.all {
            let schema = try #require(tool.inputSchema.objectValue)
            #expect(schema["type"] == .string("object"), "\(tool.name)")
            #expect(schema["additionalProperties"] == .bool(false), "\(tool.name) must refuse invented arguments")
            // Some model APIs refuse combinators at the top of an input schema.
            #expect(schema["anyOf"] == nil && schema["oneOf"] == nil && schema["allOf"] == nil)
            let required = schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            for key in required { #expect(tool.argumentNames.contains(key), "\(tool.name) requires undeclared \(key)") }
            for name in tool.argumentNames {
                #expect(schema["properties"]?[name]?["description"]?.stringValue?.isEmpty == false,
                        "\(tool.name).\(name) has no description")
            }
        }
    }

    @Test func outputSchemasAreObjects() throws {
        for tool in ToolCatalog.all {
            let schema = try #require(tool.outputSchema.objectValue)
            #expect(schema["type"] == .string("object"), "\(tool.name): structuredContent must be an object")
        }
    }

    @Test func behaviourMatchesWhatEachToolDoes() {
        #expect(ToolCatalog.all.filter(\.behavior.readOnly).map(\.name) == ["draft_task", "list_tasks", "list_proposals"])
        #expect(ToolCatalog.all.filter(\.behavior.destructive).map(\.name) == ["update_task", "delete_task"])
        #expect(ToolCatalog.all.allSatisfy { !$0.behavior.openWorld })
        #expect(!ToolCatalog.createTask.behavior.idempotent)
        #expect(ToolCatalog.deleteTask.argumentNames == ["id"])
    }

    @Test func theTaskSchemaNamesEveryFieldTheTaskJSONHas() throws {
        let task = Task(id: 1, uuid: "u", title: "t", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0))
        let keys = task.json(in: Zone.named("UTC")!).keys
        let properties = try #require(ToolCatalog.taskSchema["properties"]?.objectValue)
        #expect(properties.keys == keys)
        let draftKeys = TaskDraft(title: "t").json.keys
        #expect(try #require(ToolCatalog.draftSchema["properties"]?.objectValue).keys == draftKeys)
    }
}
