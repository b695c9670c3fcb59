import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// The shapes every tool shares, and the tools HTTP models may call while drafting.
@Suite struct ToolCatalogTests {
    @Test func theModelsToolsAreReadOnlyAndDescribed() {
        #expect(ToolCatalog.modelTools.map(\.name) == ["search_tasks", "list_tasks"])
        for tool in ToolCatalog.modelTools {
            #expect(tool.behavior.readOnly && !tool.behavior.openWorld, "\(tool.name)")
            #expect(tool.description.count > 80, "\(tool.name): the description is for a model; say enough")
        }
    }

    @Test func theTaskSchemaNamesEveryFieldTheTaskJSONHas() throws {
        let task = Task(id: 1, uuid: "u", title: "t", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0))
        let keys = task.json(in: Zone.named("UTC")!).keys
        let properties = try #require(ToolCatalog.taskSchema["properties"]?.objectValue)
        #expect(properties.keys == keys)
    }
}
