import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// Dependencies as an agent meets them: `create_task` and `update_task` take `depends` (and
/// `add_depends`, `remove_depends`) by id or UID, `list_tasks` returns `depends` and
/// `blocked`, and what no task can wait for (itself, a loop, a missing task, a list past
/// `TaskLink.maximumDepends`, a UID no task could have) is a tool error with nothing written.
@Suite struct MCPDependencyToolTests {
    private func structured(_ response: JSONValue) -> JSONValue? { response["result"]?["structuredContent"] }

    /// The message a refused call gives the model; nil when the call did not fail as a tool error.
    private func ids(_ links: JSONValue?) -> [Int64] { links?.arrayValue?.compactMap { $0["id"]?.intValue } ?? [] }

    @Test func theSchemasNameDependsByIdOrUID() throws {
        let create = try #require(CreateTaskTool.descriptor.inputSchema["properties"]?["depends"])
        #expect(create["type"] == .string("array"))
        #expect(create["items"]?["type"] == .array([.string("integer"), .string("string")]))
        let update = try #require(UpdateTaskTool.descriptor.inputSchema["properties"])
        for key in ["depends", "add_depends", "remove_depends"] { #expect(update[key]?["type"] == .string("array"), "\(key)") }
        let task = try #require(ToolCatalog.taskSchema["properties"])
        #expect(task["depends"]?["type"] == .string("array"))
        #expect(task["blocked"]?["type"] == .string("boolean"))
    }

    @Test func createAndUpdateLinkByIdOrUIDAndListShowsBlocked() throws {
        let t = try TestServer()
        _ = t.initialize()
        let budget = try t.createTask("Approve the budget")
        let venue = try t.createTask("Book the venue")
        let venueUID = try #require(try t.store.task(id: venue)?.uuid)
        let created = t.callTool("create_task", ["title": .string("Send invitations"),
                                                 "depends": .array([.int(budget), .string(venueUID)])])
        let task = try #require(structured(created)?["task"])
        let invitations = try #require(task["id"]?.intValue)
        #expect(ids(task["depends"]) == [budget, venue])
        #expect(task["depends"]?.arrayValue?.last?["uid"] == .string(venueUID))
        #expect(task["blocked"] == .bool(true))

        let listed = try #require(structured(t.callTool("list_tasks", [:]))?["tasks"]?.arrayValue)
        let row = try #require(listed.first { $0["id"]?.intValue == invitations })
        #expect(row["blocked"] == .bool(true) && ids(row["depends"]) == [budget, venue])
        #expect(listed.first { $0["id"]?.intValue == budget }?["blocked"] == .bool(false))

        let removed = t.callTool("update_task", ["id": .int(invitations), "remove_depends": .array([.string(venueUID)])])
        #expect(ids(structured(removed)?["task"]?["depends"]) == [budget])
        let added = t.callTool("update_task", ["id": .int(invitations), "add_depends": .array([.int(venue)])])
        #expect(ids(structured(added)?["task"]?["depends"]) == [budget, venue])
        _ = t.callTool("complete_task", ["id": .int(budget)])
        _ = t.callTool("complete_task", ["id": .int(venue)])
        let free = try #require(structured(t.callTool("list_tasks", [:]))?["tasks"]?.arrayValue)
        #expect(free.first { $0["id"]?.intValue == invitations }?["blocked"] == .bool(false))
        let cleared = t.callTool("update_task", ["id": .int(invitations), "depends": .null])
        #expect(structured(cleared)?["task"]?["depends"] == .array([]))
        #expect(try t.store.task(id: invitations)?.depends == [])
    }

    @Test func whatNoTaskCanWaitForIsAToolErrorAndNothingIsWritten() throws {
        let t = try TestServer()
        _ = t.initialize()
        let first = try t.createTask("First")
        let second = try t.createTask("Second")
        _ = t.callTool("update_task", ["id": .int(second), "depends": .array([.int(first)])])

        let loop = refusal(t.callTool("update_task", ["id": .int(first), "add_depends": .array([.int(second)])]))
        #expect(loop?.contains("dependency cycle, \(first) → \(second) → \(first)") == true, "\(loop ?? "no refusal")")
        let itself = refusal(t.callTool("update_task", ["id": .int(first), "depends": .array([.int(first)])]))
        #expect(itself?.contains("cannot depend on itself") == true, "\(itself ?? "no refusal")")
        let missing = refusal(t.callTool("create_task", ["title": .string("Orphan"), "depends": .array([.int(999)])]))
        #expect(missing?.contains("no task 999") == true, "\(missing ?? "no refusal")")
        let unknownUID = refusal(t.callTool("create_task", ["title": .string("Orphan"),
                                                            "depends": .array([.string("no-such-task@example.com")])]))
        #expect(unknownUID?.contains("no-such-task@example.com") == true, "\(unknownUID ?? "no refusal")")

        // A stranger's list: thousands of ids, a UID no task could have, a value that is no link.
        let many = refusal(t.callTool("create_task", ["title": .string("Many"),
                                                      "depends": .array((1...10_000).map { .int(Int64($0)) })]))
        #expect(many?.contains("at most \(TaskLink.maximumDepends)") == true, "\(many ?? "no refusal")")
        let spaced = refusal(t.callTool("update_task", ["id": .int(first), "add_depends": .array([.string("a b")])]))
        #expect(spaced?.contains("space") == true, "\(spaced ?? "no refusal")")
        let long = refusal(t.callTool("create_task", ["title": .string("Long"),
                                                      "depends": .array([.string(String(repeating: "u", count: 100_000))])]))
        #expect(long?.contains("at most \(TaskUID.maximumBytes)") == true, "\(long ?? "no refusal")")
        #expect((long?.count ?? .max) < 400)
        let object = refusal(t.callTool("update_task", ["id": .int(first), "depends": .array([.object(["id": .int(1)])])]))
        #expect(object?.contains("found an object in it") == true, "\(object ?? "no refusal")")
        let negative = refusal(t.callTool("update_task", ["id": .int(first), "depends": .array([.int(-3)])]))
        #expect(negative != nil)
        let text = refusal(t.callTool("update_task", ["id": .int(first), "depends": .string("2")]))
        #expect(text?.contains("must be an array") == true, "\(text ?? "no refusal")")

        #expect(try t.store.count() == 2)
        #expect(try t.store.task(id: first)?.depends == [])
        #expect(try t.store.task(id: second)?.depends.map(\.id) == [first])
    }
}
