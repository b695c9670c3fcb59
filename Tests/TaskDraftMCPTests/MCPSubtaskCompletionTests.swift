import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// An agent cannot complete a parent over its open subtasks (issue 29): `complete_task` is an
/// error that counts them in good English, and nothing changes.
@Suite struct MCPSubtaskCompletionTests {
    @Test func aParentWithOpenSubtasksIsRefusedAndTheyAreCounted() throws {
        let t = try TestServer()
        _ = t.initialize()
        let parent = try #require(t.callTool("create_task", ["text": .string("Move the office")])["result"]?["structuredContent"]?["task"])
        let uid = try #require(parent["uuid"]?.stringValue)
        let id = try #require(parent["id"]?.intValue)
        _ = t.callTool("create_task", ["text": .string("Pack the books parent:\(uid)")])
        let one = try #require(refusal(t.callTool("complete_task", ["id": .int(id)])))
        #expect(one.hasPrefix("Nothing changed: task \(id) has 1 open subtask. "), "\(one)")
        _ = t.callTool("create_task", ["text": .string("Label the boxes parent:\(uid)")])
        let two = try #require(refusal(t.callTool("complete_task", ["id": .int(id)])))
        #expect(two.hasPrefix("Nothing changed: task \(id) has 2 open subtasks. "), "\(two)")
        #expect(try t.store.allTasks().allSatisfy { $0.status == .pending })
    }
}
