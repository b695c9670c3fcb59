import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// `create_task` with several bad arguments says each in one answer, in the order its schema
/// lists them, whatever order the call gave them in, as `update_task` does
/// (`MCPUpdateTaskProblemsTests`); one bad argument is said as before, and nothing is written.
/// Before, the answer named only the first bad argument the tool happened to read.
@Suite struct MCPCreateTaskProblemsTests {
    /// An argument for each way `create_task` reads one (the title and a field by value, a date
    /// as a moment and as a day, a text, a list, links, a rule, its own flags), each with a value
    /// it refuses.
    static let bad: JSONObject = [
        "title": .int(5), "priority": .string("urgentish"), "due": .string("xyz"), "wait_date": .string("2026-13-01"),
        "estimate": .string("-5h"), "notes": .int(5), "tags": .int(7), "recurrence": .string("FREQ=NEVER"),
        "reminders": .array([.string("soon")]), "depends": .bool(true), "dry_run": .int(1), "idempotency_key": .string(""),
    ]
    static let prefix = "Invalid arguments for create_task: "

    /// What each bad argument says alone, beside a good title (the title's own beside none),
    /// in the schema's order.
    private func alone(_ t: TestServer) throws -> [(key: String, message: String)] {
        let schemaOrder = try #require(CreateTaskTool.descriptor.inputSchema["properties"]?.objectValue?.keys)
        let given = schemaOrder.filter { Self.bad[$0] != nil }
        #expect(given.count == Self.bad.keys.count, "\(schemaOrder)")
        return try given.map { key in
            var arguments: JSONObject = key == "title" ? [:] : ["title": .string("Other")]
            arguments[key] = Self.bad[key]
            let message = try #require(refusal(t.callTool("create_task", arguments)), "\(key): not refused")
            #expect(message.hasPrefix(Self.prefix), "\(key): \(message)")
            #expect(message.contains(key), "\(key) is not named: \(message)")
            return (key, String(message.dropFirst(Self.prefix.count)))
        }
    }

    /// Each said as a sentence of its own.
    private func sentences(_ messages: [String]) -> String {
        messages.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
    }

    @Test func everyBadArgumentIsSaidInTheSchemasOrder() throws {
        let t = try TestServer()
        _ = t.initialize()
        let alone = try alone(t)
        #expect(alone.first { $0.key == "priority" }?.message == #"priority: "urgentish" is not none, low, medium or high"#,
                "as one bad argument was said before: \(alone)")
        for order in [alone.map(\.key), alone.map(\.key).reversed()] {
            var arguments = JSONObject()
            for key in order { arguments[key] = Self.bad[key] }
            let message = try #require(refusal(t.callTool("create_task", arguments)), "\(order)")
            #expect(message == Self.prefix + sentences(alone.map(\.message)), "\(order): \(message)")
        }
        #expect(try t.store.allTasks().isEmpty, "nothing was written")
    }

    /// Words of `text` a field cannot take, the want of both `text` and `title`, and a date
    /// given both ways are said with the field arguments' problems, in the schema's order.
    @Test func theTextsAndTheDatesProblemsAreSaidWithTheFields() throws {
        let t = try TestServer()
        _ = t.initialize()
        let priority = #"priority: "urgentish" is not none, low, medium or high."#
        let words = try #require(refusal(t.callTool("create_task", [
            "priority": .string("urgentish"), "text": .string("Pay rent due:xyz"),
        ])))
        #expect(words.hasPrefix(Self.prefix + "`text` sets due with due:xyz"), "\(words)")
        #expect(words.hasSuffix(" " + priority), "\(words)")
        let neither = try #require(refusal(t.callTool("create_task", ["priority": .string("urgentish")])))
        #expect(neither == Self.prefix + "give `text` (the task in words) or `title` (with any other fields). " + priority, "\(neither)")
        let both = try #require(refusal(t.callTool("create_task", [
            "title": .string("Pay rent"), "due": .string("2026-12-04T15:00:00+03:00"), "due_date": .string("2026-12-04"),
            "priority": .string("urgentish"),
        ])))
        #expect(both == Self.prefix + priority + " give either `due` (a date-time) or `due_date` (a day), not both.", "\(both)")
        #expect(try t.store.allTasks().isEmpty, "nothing was written")
    }

    /// A bad argument beside good ones is said, and the good ones are not written either.
    @Test func aBadArgumentBesideGoodOnesWritesNothing() throws {
        let t = try TestServer()
        _ = t.initialize()
        let message = try #require(refusal(t.callTool("create_task", [
            "title": .string("Pay rent"), "tags": .array([.string("home")]), "recurrence": .string("FREQ=NEVER"),
            "idempotency_key": .string("rent-1"),
        ])))
        #expect(message.hasPrefix(Self.prefix + "recurrence"), "\(message)")
        #expect(!message.contains("title") && !message.contains("tags") && !message.contains("idempotency_key"), "\(message)")
        #expect(try t.store.allTasks().isEmpty)
    }
}
