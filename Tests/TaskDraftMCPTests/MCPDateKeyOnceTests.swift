import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// A refused date names its key once on both tools.
@Suite struct MCPDateKeyOnceTests {
    /// `create_task` names a refused date's key once, as `update_task` does; before, the
    /// message named it and the field's problem named it again (`due: due "xyz"`).
    @Test func aDatesKeyIsNamedOnce() throws {
        let t = try TestServer()
        _ = t.initialize()
        let due = try #require(refusal(t.callTool("create_task", ["title": .string("Other"), "due": .string("xyz")])))
        #expect(due == #"Invalid arguments for create_task: due: "xyz" is not an ISO 8601 date-time"#)
        let day = try #require(refusal(t.callTool("create_task", ["title": .string("Other"), "due_date": .string("2026-13-01")])))
        #expect(day == #"Invalid arguments for create_task: due_date: "2026-13-01" is not a YYYY-MM-DD date"#)
        let id = try t.createTask("Pay rent")
        for key in ["due", "start", "wait"] {
            let create = try #require(refusal(t.callTool("create_task", ["title": .string("Other"), key: .string("xyz")])))
            #expect(create == "Invalid arguments for create_task: \(key): \"xyz\" is not an ISO 8601 date-time")
            let update = try #require(refusal(t.callTool("update_task", ["id": .int(id), key: .string("xyz")])))
            #expect(update.hasPrefix("Invalid arguments for update_task: `\(key)`: \"xyz\" is not an ISO 8601 date-time"), "\(update)")
        }
    }
}
