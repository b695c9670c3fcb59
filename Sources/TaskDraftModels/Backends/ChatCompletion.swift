import TaskDraftHTTP
import TaskDraftKit

/// What a chat-completions answer said: its text, the tool calls it asked for, why it
/// stopped, and the tokens when the server reports them. Read leniently: servers add fields
/// (`timings`, `system_fingerprint`), send `content: ""` beside `tool_calls`, or legacy
/// `function_call`s (ignored: only `tool_calls` are read).
/// See https://platform.openai.com/docs/api-reference/chat/object
public struct ChatCompletion: Sendable, Equatable {
    public var content: String?
    public var toolCalls: [ChatMessage.ToolCall] = []
    public var finishReason: String?
    public var promptTokens: Int?
    public var completionTokens: Int?

    public init(content: String? = nil, toolCalls: [ChatMessage.ToolCall] = [], finishReason: String? = nil,
                promptTokens: Int? = nil, completionTokens: Int? = nil) {
        self.content = content
        self.toolCalls = toolCalls
        self.finishReason = finishReason
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
    }

    public struct Malformed: Error, Sendable, CustomStringConvertible {
        public let problem: AnswerProblem
        public var description: String { problem.english }
        init(_ problem: AnswerProblem) { self.problem = problem }
    }

    /// A complete (non-streamed) response body.
    public static func decode(_ body: [UInt8]) throws(Malformed) -> ChatCompletion {
        let value: JSONValue
        do { value = try JSONParser.parse(body) } catch { throw Malformed(.notJSON(error.problem, line: error.line, column: error.column)) }
        guard case .object(let root) = value else { throw Malformed(.notAnObject(value.type)) }
        guard let choice = root["choices"]?.arrayValue?.first?.objectValue else {
            throw Malformed(.noChoices)
        }
        guard let message = choice["message"]?.objectValue else { throw Malformed(.noMessage) }
        var completion = ChatCompletion(content: message["content"]?.stringValue,
                                        finishReason: choice["finish_reason"]?.stringValue)
        for (index, call) in (message["tool_calls"]?.arrayValue ?? []).enumerated() {
            guard let function = call["function"]?.objectValue, let name = function["name"]?.stringValue else { continue }
            let arguments: String
            switch function["arguments"] {
            case .string(let text)?: arguments = text
            case let other?: arguments = ChatTranscript.text(other)
            case nil: arguments = "{}"
            }
            completion.toolCalls.append(.init(id: call["id"]?.stringValue ?? "call_\(index)", name: name, arguments: arguments))
        }
        completion.readUsage(root)
        return completion
    }

    mutating func readUsage(_ root: JSONObject) {
        if let usage = root["usage"]?.objectValue {
            promptTokens = usage["prompt_tokens"]?.intValue.map(Int.init) ?? promptTokens
            completionTokens = usage["completion_tokens"]?.intValue.map(Int.init) ?? completionTokens
        }
    }
}

/// Builds a `ChatCompletion` from a streamed answer's events (`data: {chunk}` … `data: [DONE]`):
/// content deltas are appended, tool-call deltas are joined by their `index`.
/// See https://platform.openai.com/docs/api-reference/chat-streaming
public struct ChatCompletionStream: Sendable {
    public private(set) var completion = ChatCompletion()
    public private(set) var done = false
    private var events = ServerSentEvents()
    private var callsByIndex: [Int: ChatMessage.ToolCall] = [:]
    /// Chunks that were not JSON: a broken stream, reported after the transfer.
    public private(set) var malformedChunks = 0

    public init() {}

    /// Feeds raw bytes; returns true when new content text arrived.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> Bool {
        var grew = false
        for event in events.feed(bytes) { grew = apply(event) || grew }
        return grew
    }

    /// Ends the stream and returns what it said.
    public mutating func finish() -> ChatCompletion {
        if let event = events.finish() { _ = apply(event) }
        var result = completion
        result.toolCalls = callsByIndex.keys.sorted().compactMap { callsByIndex[$0] }.filter { !$0.name.isEmpty }
        return result
    }

    private mutating func apply(_ event: String) -> Bool {
        let trimmed = event.trimmingWhitespace()
        if trimmed == "[DONE]" {
            done = true
            return false
        }
        guard case .object(let chunk)? = try? JSONParser.parse(Array(trimmed.utf8)) else {
            malformedChunks += 1
            return false
        }
        completion.readUsage(chunk)
        guard let choice = chunk["choices"]?.arrayValue?.first?.objectValue else { return false }
        if let reason = choice["finish_reason"]?.stringValue { completion.finishReason = reason }
        guard let delta = choice["delta"]?.objectValue else { return false }
        var grew = false
        if let text = delta["content"]?.stringValue, !text.isEmpty {
            completion.content = (completion.content ?? "") + text
            grew = true
        }
        for (position, call) in (delta["tool_calls"]?.arrayValue ?? []).enumerated() {
            let index = call["index"]?.intValue.map(Int.init) ?? position
            var current = callsByIndex[index] ?? .init(id: "call_\(index)", name: "", arguments: "")
            if let id = call["id"]?.stringValue, !id.isEmpty { current.id = id }
            if let name = call["function"]?["name"]?.stringValue { current.name += name }
            if let arguments = call["function"]?["arguments"]?.stringValue { current.arguments += arguments }
            callsByIndex[index] = current
        }
        return grew
    }
}
