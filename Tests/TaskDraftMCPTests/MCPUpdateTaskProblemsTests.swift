import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// `update_task` with several bad arguments says each in one answer, in the order its schema
/// lists them, whatever order the call gave them in, so that an agent can mend its call at once;
/// one bad argument is said as before. Neither the MCP specification nor the tool's description
/// promises an order; before, the answer named only the first bad argument in the order the tool
/// happened to read them.
@Suite struct MCPUpdateTaskProblemsTests {
    /// An argument for each way `update_task` reads a field (by value, as a date, by its agent
    /// part: a text, a list replaced, a list of links), each with a value it refuses.
    static let bad: JSONObject = [
        "priority": .string("urgentish"), "due": .string("xyz"), "notes": .int(5), "tags": .string("x"),
        "recurrence": .string("FREQ=NEVER"), "reminders": .array([.string("soon")]), "depends": .string("a"),
    ]

    @Test func everyBadArgumentIsSaidInTheSchemasOrder() throws {
        let t = try TestServer()
        _ = t.initialize()
        let id = try t.createTask("Pay rent")
        let before = try #require(try t.store.task(id: id))
        let prefix = "Invalid arguments for update_task: "
        let schemaOrder = try #require(UpdateTaskTool.descriptor.inputSchema["properties"]?.objectValue?.keys)
        let given = schemaOrder.filter { Self.bad[$0] != nil }
        #expect(given.count == Self.bad.keys.count, "\(schemaOrder)")
        // What each says alone, a sentence naming its argument.
        var alone: [String] = []
        for key in given {
            let value = try #require(Self.bad[key])
            let message = try #require(refusal(t.callTool("update_task", ["id": .int(id), key: value])), "\(key)")
            #expect(message.hasPrefix(prefix + "`\(key)`"), "\(key): \(message)")
            alone.append(String(message.dropFirst(prefix.count)))
        }
        #expect(Dictionary(uniqueKeysWithValues: zip(given, alone))["priority"] == "`priority` must be none, low, medium or high, found \"urgentish\".",
                "as one bad argument was said before: \(alone)")
        // All at once, given in the schema's order and in the reverse: one answer, each said, in the schema's order.
        for order in [given, given.reversed()] {
            var arguments: JSONObject = ["id": .int(id)]
            for key in order { arguments[key] = Self.bad[key] }
            let message = try #require(refusal(t.callTool("update_task", arguments)), "\(order)")
            #expect(message == prefix + alone.joined(separator: " "), "\(order): \(message)")
        }
        #expect(try t.store.task(id: id) == before, "the task is as it was")
    }

    /// A bad argument beside good ones is said, and the good ones are not written either.
    @Test func aBadArgumentBesideGoodOnesChangesNothing() throws {
        let t = try TestServer()
        _ = t.initialize()
        let id = try t.createTask("Pay rent")
        let before = try #require(try t.store.task(id: id))
        let message = try #require(refusal(t.callTool("update_task", [
            "id": .int(id), "title": .string("Pay the rent"), "tags": .array([.string("home")]), "recurrence": .string("FREQ=NEVER"),
        ])))
        #expect(message.hasPrefix("Invalid arguments for update_task: `recurrence`"), "\(message)")
        #expect(!message.contains("`title`") && !message.contains("`tags`"), "\(message)")
        #expect(try t.store.task(id: id) == before)
    }
}
