import TaskDraftHTTP
import TaskDraftKit

/// Builds a `ChatCompletion` from a streamed Messages API answer: `message_start` (input
/// tokens), `content_block_start` (a text or `tool_use` block), `content_block_delta`
/// (`text_delta`, or `input_json_delta` whose `partial_json` pieces join into the tool's
/// input), `content_block_stop`, `message_delta` (`stop_reason`, output tokens),
/// `message_stop`; `ping` is ignored, and an `error` event ends the answer as a failure.
/// See https://docs.anthropic.com/en/docs/build-with-claude/streaming
public struct AnthropicMessageStream: Sendable {
    public private(set) var done = false
    /// What an `error` event said (`overloaded_error: Overloaded`): the answer is not whole.
    public private(set) var failure: String?
    /// Events that were not JSON.
    public private(set) var malformedEvents = 0
    private var events = ServerSentEvents()
    private var completion = ChatCompletion()
    private var callsByIndex: [Int: ChatMessage.ToolCall] = [:]

    public init() {}

    /// Feeds raw bytes; returns true when text or a tool's input grew.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> Bool {
        var grew = false
        for event in events.feed(bytes) { grew = apply(event) || grew }
        return grew
    }

    /// The input of `tool` so far, else the text so far: where the title shows first.
    public func draftSoFar(tool: String) -> String {
        callsByIndex.values.first { $0.name == tool }?.arguments ?? completion.content ?? ""
    }

    /// Ends the stream and returns what it said.
    public mutating func finish() -> ChatCompletion {
        if let event = events.finish() { _ = apply(event) }
        var result = completion
        result.toolCalls = callsByIndex.keys.sorted().compactMap { callsByIndex[$0] }.map { call in
            var call = call
            if call.arguments.trimmingWhitespace().isEmpty { call.arguments = "{}" }
            return call
        }
        return result
    }

    private mutating func apply(_ event: String) -> Bool {
        guard case .object(let object)? = try? JSONParser.parse(Array(event.utf8)) else {
            malformedEvents += 1
            return false
        }
        let index = object["index"]?.intValue.map(Int.init) ?? 0
        switch object["type"]?.stringValue {
        case "message_start":
            AnthropicMessages.readUsage(object["message"]?["usage"], into: &completion)
        case "content_block_start":
            guard let block = object["content_block"]?.objectValue else { return false }
            if block["type"]?.stringValue == "tool_use", let name = block["name"]?.stringValue {
                callsByIndex[index] = .init(id: block["id"]?.stringValue ?? "toolu_\(index)", name: name, arguments: "")
            } else if let text = block["text"]?.stringValue, !text.isEmpty {
                completion.content = (completion.content ?? "") + text
                return true
            }
        case "content_block_delta":
            guard let delta = object["delta"]?.objectValue else { return false }
            switch delta["type"]?.stringValue {
            case "text_delta":
                guard let text = delta["text"]?.stringValue, !text.isEmpty else { return false }
                completion.content = (completion.content ?? "") + text
                return true
            case "input_json_delta":
                guard let piece = delta["partial_json"]?.stringValue, !piece.isEmpty, callsByIndex[index] != nil else { return false }
                callsByIndex[index]?.arguments += piece
                return true
            default:
                return false
            }
        case "message_delta":
            if let reason = object["delta"]?["stop_reason"]?.stringValue { completion.finishReason = reason }
            AnthropicMessages.readUsage(object["usage"], into: &completion)
        case "message_stop":
            done = true
        case "error":
            failure = AnthropicMessages.errorSummary(object)
        default:
            break  // ping, content_block_stop, and kinds of event added later
        }
        return false
    }
}
