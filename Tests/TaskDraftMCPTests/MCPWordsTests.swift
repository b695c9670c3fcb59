import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// Issue 29's words for an agent: a slip of an attribute's name in `text` is refused as `add`
/// refuses it.
@Suite struct MCPWordsTests {
    private func refusal(_ response: JSONValue) -> String? {
        guard response["result"]?["isError"] == .bool(true) else { return nil }
        return response["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue
    }

    private func structured(_ response: JSONValue) -> JSONValue? { response["result"]?["structuredContent"] }

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
}
