import TaskDraftKit

/// The text of a tool call's `isError` result; nil when the call did not fail.
func refusal(_ response: JSONValue) -> String? {
    guard response["result"]?["isError"] == .bool(true) else { return nil }
    return response["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue
}
