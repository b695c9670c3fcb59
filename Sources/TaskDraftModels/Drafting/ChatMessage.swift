import TaskDraftKit

/// One message of an OpenAI-style chat: what a transcript entry becomes on the wire.
public struct ChatMessage: Sendable, Hashable {
    public enum Role: String, Sendable { case system, user, assistant, tool }

    /// A tool call a model asked for: its id (echoed by the tool's answer), name and
    /// arguments as the JSON text the model wrote.
    public struct ToolCall: Sendable, Hashable {
        public var id: String
        public var name: String
        public var arguments: String
    }

    /// What trimming may do with a message when the transcript is over budget.
    public enum Part: Sendable, Hashable {
        /// The instructions: always kept.
        case instructions
        /// An earlier turn: dropped, oldest first, after the tool payloads.
        case history
        /// A tool's payload (or a note about one): shortened first, oldest first.
        case toolPayload
        /// What the user just said: always kept.
        case currentTurn
    }

    public var role: Role
    public var content: String?
    public var toolCalls: [ToolCall]
    public var toolCallID: String?
    public var part: Part
    /// Messages of one tool exchange (an assistant's calls and their answers) share a group,
    /// so trimming drops them together and never leaves a call without its answer.
    public var group: Int?

    public init(role: Role, content: String?, toolCalls: [ToolCall] = [], toolCallID: String? = nil, part: Part,
                group: Int? = nil) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
        self.part = part
        self.group = group
    }

    /// The message as the chat-completions API takes it.
    public var json: JSONValue {
        var object: JSONObject = ["role": .string(role.rawValue)]
        object["content"] = content.map(JSONValue.string) ?? (toolCalls.isEmpty ? .string("") : .null)
        if !toolCalls.isEmpty {
            object["tool_calls"] = .array(toolCalls.map { call in
                .object(["id": .string(call.id), "type": .string("function"),
                         "function": .object(["name": .string(call.name), "arguments": .string(call.arguments)])])
            })
        }
        if let toolCallID { object["tool_call_id"] = .string(toolCallID) }
        return .object(object)
    }

    /// Estimated tokens: about one per three UTF-8 bytes (English runs near four bytes a
    /// token, Cyrillic near two to three, JSON punctuation less), plus the chat template's
    /// few tokens of framing. Errs high, since an overrun costs a failed request.
    public var estimatedTokens: Int {
        var bytes = content?.utf8.count ?? 0
        for call in toolCalls { bytes += call.name.utf8.count + call.arguments.utf8.count + 16 }
        return bytes / 3 + ChatMessage.framingTokens
    }

    static let framingTokens = 6
}
