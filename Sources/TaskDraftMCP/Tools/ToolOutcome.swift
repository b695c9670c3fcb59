import TaskDraftKit

/// How a tool call ended, before it is shaped into a `tools/call` result.
enum ToolOutcome: Sendable, Hashable {
    /// Done: the structured result (also sent as text for clients that read only text).
    case success(JSONObject)
    /// Ran and failed: an `isError` result whose message tells the model what to do next.
    case failure(String)
    /// Stateless generation: the client must ask its user and retry the call with the answer
    /// (https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr).
    case inputRequired(requests: JSONObject, state: String)
    /// The client cancelled the call while it waited; it gets no response.
    case abandoned
}
