/// One entry of a session's transcript. The next turn's prompt is built from these, and
/// the oldest tool payloads are the first trimmed when a context budget is exceeded.
public struct TranscriptEntry: Sendable, Hashable {
    public typealias Kind = TranscriptEntryKind

    public var id: Int64?
    public var kind: Kind
    /// Kind-specific JSON: `{"text"}` for prompts, the draft contract for drafts,
    /// `{"decision"}`, `{"tool", "arguments"}`, `{"tool", "output"}`.
    public var content: JSONObject
    public var at: Instant

    public init(id: Int64? = nil, kind: Kind, content: JSONObject, at: Instant) {
        self.id = id
        self.kind = kind
        self.content = content
        self.at = at
    }

    public static func prompt(_ text: String, at: Instant) -> TranscriptEntry {
        TranscriptEntry(kind: .prompt, content: ["text": .string(text)], at: at)
    }

    public static func draft(_ draft: TaskDraft, at: Instant) -> TranscriptEntry {
        TranscriptEntry(kind: .draft, content: draft.json, at: at)
    }

    public static func decision(_ decision: TranscriptDecision, detail: String? = nil, at: Instant) -> TranscriptEntry {
        var content: JSONObject = ["decision": .string(decision.word)]
        if let detail { content["detail"] = .string(detail) }
        return TranscriptEntry(kind: .decision, content: content, at: at)
    }

    public static func toolCall(_ tool: String, arguments: JSONValue, callID: String? = nil, at: Instant) -> TranscriptEntry {
        var content: JSONObject = ["tool": .string(tool), "arguments": arguments]
        if let callID { content["call_id"] = .string(callID) }
        return TranscriptEntry(kind: .toolCall, content: content, at: at)
    }

    public static func toolOutput(_ tool: String, output: JSONValue, callID: String? = nil, at: Instant) -> TranscriptEntry {
        var content: JSONObject = ["tool": .string(tool), "output": output]
        if let callID { content["call_id"] = .string(callID) }
        return TranscriptEntry(kind: .toolOutput, content: content, at: at)
    }

    /// A commit's result, as every surface records it: `{"tool", "output"}` with the result's
    /// JSON (the same object `--json` prints and MCP returns).
    public static func commitResult(_ tool: CommitTool, output: JSONObject, at: Instant) -> TranscriptEntry {
        toolOutput(tool.rawValue, output: .object(output), at: at)
    }

    /// A commit that did not happen: the same envelope, with `{"error"}` as the output.
    public static func commitFailure(_ tool: CommitTool, _ error: IntentError, at: Instant) -> TranscriptEntry {
        toolOutput(tool.rawValue, output: .object(["error": .string(error.description)]), at: at)
    }

    public static func response(_ text: String, at: Instant) -> TranscriptEntry {
        TranscriptEntry(kind: .response, content: ["text": .string(text)], at: at)
    }

    public var text: String? { content["text"]?.stringValue }

    /// What a `decision` entry says the person did.
    public var decision: TranscriptDecision? { content["decision"]?.stringValue.map(TranscriptDecision.init(word:)) }
}
