import TaskDraftKit

/// The Messages API's shapes: a conversation (`ChatTranscript`) as `system` and `messages`
/// with content blocks, and a complete answer read into a `ChatCompletion` (its text, its
/// `tool_use` blocks as tool calls, `stop_reason`, the tokens).
/// See https://docs.anthropic.com/en/api/messages
enum AnthropicMessages {
    /// The instructions: the Messages API takes them beside the messages, not among them.
    static func system(_ chat: ChatTranscript) -> String {
        chat.messages.filter { $0.role == .system }.compactMap(\.content).joined(separator: "\n\n")
    }

    /// The messages, roles alternating: consecutive messages of one side are joined into one,
    /// tool answers become `tool_result` blocks on the user's side, empty text is left out
    /// (the API refuses empty text blocks), and the first message is the user's.
    static func messages(_ chat: ChatTranscript) -> JSONValue {
        var turns: [(role: String, blocks: [JSONValue])] = []
        func add(_ role: String, _ block: JSONValue) {
            if let last = turns.last, last.role == role {
                turns[turns.count - 1].blocks.append(block)
            } else {
                turns.append((role, [block]))
            }
        }
        for message in chat.messages {
            let text = message.content?.trimmingWhitespace() ?? ""
            switch message.role {
            case .system:
                continue
            case .user:
                if !text.isEmpty { add("user", .object(["type": .string("text"), "text": .string(text)])) }
            case .assistant:
                if !text.isEmpty { add("assistant", .object(["type": .string("text"), "text": .string(text)])) }
                for call in message.toolCalls {
                    var input = JSONValue.object([:])
                    if case .object(let object)? = try? JSONParser.parse(Array(call.arguments.utf8)) { input = .object(object) }
                    add("assistant", .object(["type": .string("tool_use"), "id": .string(call.id), "name": .string(call.name),
                                              "input": input]))
                }
            case .tool:
                add("user", .object(["type": .string("tool_result"), "tool_use_id": .string(message.toolCallID ?? ""),
                                     "content": .string(text.isEmpty ? "(empty)" : text)]))
            }
        }
        if turns.first?.role == "assistant" {
            turns.insert(("user", [.object(["type": .string("text"), "text": .string("[earlier in this session]")])]), at: 0)
        }
        return .array(turns.map { .object(["role": .string($0.role), "content": .array($0.blocks)]) })
    }

    /// A complete (non-streamed) answer.
    static func decode(_ body: [UInt8]) throws(ChatCompletion.Malformed) -> ChatCompletion {
        let value: JSONValue
        do { value = try JSONParser.parse(body) } catch { throw ChatCompletion.Malformed(.notJSON(error.problem, line: error.line, column: error.column)) }
        guard case .object(let root) = value else { throw ChatCompletion.Malformed(.notAnObject(value.type)) }
        if root["type"]?.stringValue == "error" { throw ChatCompletion.Malformed(.serverError(errorSummary(root))) }
        guard let blocks = root["content"]?.arrayValue else { throw ChatCompletion.Malformed(.noContent) }
        var completion = ChatCompletion(finishReason: root["stop_reason"]?.stringValue)
        for block in blocks {
            switch block["type"]?.stringValue {
            case "text":
                completion.content = (completion.content ?? "") + (block["text"]?.stringValue ?? "")
            case "tool_use":
                guard let name = block["name"]?.stringValue else { continue }
                completion.toolCalls.append(.init(id: block["id"]?.stringValue ?? "toolu_\(completion.toolCalls.count)", name: name,
                                                  arguments: ChatTranscript.text(block["input"] ?? .object([:]))))
            default:
                continue
            }
        }
        readUsage(root["usage"], into: &completion)
        return completion
    }

    static func readUsage(_ usage: JSONValue?, into completion: inout ChatCompletion) {
        guard let usage = usage?.objectValue else { return }
        completion.promptTokens = usage["input_tokens"]?.intValue.map(Int.init) ?? completion.promptTokens
        completion.completionTokens = usage["output_tokens"]?.intValue.map(Int.init) ?? completion.completionTokens
    }

    /// `overloaded_error: Overloaded` from `{"type": "error", "error": {"type": …, "message": …}}`.
    static func errorSummary(_ root: JSONObject) -> String {
        let error = root["error"]?.objectValue
        let type = error?["type"]?.stringValue ?? "error"
        return error?["message"]?.stringValue.map { "\(type): \($0)" } ?? type
    }
}
