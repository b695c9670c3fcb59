import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// Issue 29's words for an agent: a slip of an attribute's name in `text` is refused as `add`
/// refuses it, and a start or a wait after the due is a warning of `create_task` and
/// `update_task`, whether the words or the agent's own arguments set the dates.
@Suite struct MCPWordsTests {
    private func structured(_ response: JSONValue) -> JSONValue? { response["result"]?["structuredContent"] }

    private func warnings(_ value: JSONValue?) -> [String] { value?["warnings"]?.arrayValue?.compactMap(\.stringValue) ?? [] }

    @Test func aSlipOfAnAttributesNameInTextIsRefused() throws {
        let t = try TestServer()
        _ = t.initialize()
        for tool in ["create_task", "draft_task"] {
            let message = try #require(refusal(t.callTool(tool, ["text": .string("Call Bob prio:H")])), "\(tool)")
            #expect(message.contains("did you mean priority?"), "\(tool): \(message)")
        }
        #expect(try t.store.allTasks().isEmpty, "nothing was written")
        let kept = try #require(structured(t.callTool("create_task", ["text": .string("Mix the paint 3:1")])))
        #expect(kept["task"]?["title"] == .string("Mix the paint 3:1"), "\(kept)")
    }

    @Test func aStartOrAWaitAfterTheDueIsAWarningOfCreateAndUpdate() throws {
        let t = try TestServer()
        _ = t.initialize()
        let words = try #require(structured(t.callTool("create_task", ["text": .string("Write the memo, start 10 December 2026, due 7 December 2026")])))
        #expect(warnings(words) == ["the start (2026-12-10) is after the due (2026-12-07)"], "\(words)")
        let arguments = try #require(structured(t.callTool("create_task", ["title": .string("Plan the trip"), "due_date": .string("2026-12-07"),
                                                                            "wait_date": .string("2026-12-20")])))
        #expect(warnings(arguments) == ["it is hidden until 2026-12-20, after it is due (2026-12-07)"], "\(arguments)")
        let fine = try #require(structured(t.callTool("create_task", ["title": .string("Call Anna"), "due_date": .string("2026-12-07"),
                                                                       "start_date": .string("2026-12-07")])))
        #expect(warnings(fine) == [], "a start on the day due is in order: \(fine)")
        let id = try #require(fine["task"]?["id"])
        let moved = try #require(structured(t.callTool("update_task", ["id": id, "start_date": .string("2026-12-09")])))
        #expect(warnings(moved) == ["the start (2026-12-09) is after the due (2026-12-07)"], "\(moved)")
        let titled = try #require(structured(t.callTool("update_task", ["id": id, "title": .string("Call Anna back")])))
        #expect(warnings(titled) == [], "an edit that moves no date says nothing of them: \(titled)")
    }
}
