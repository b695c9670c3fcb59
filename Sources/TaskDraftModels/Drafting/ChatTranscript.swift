import TaskDraftKit

/// Turns a session's transcript into chat messages and keeps them within a context budget.
///
/// Prompts become user messages, drafts the assistant's answers (the draft JSON), tool calls
/// made by a model (those with a call id) assistant `tool_calls` with their `tool` answers;
/// everything else the session recorded (commit results, decisions, the REPL's own lists)
/// becomes a short user-side note, since no tool call of the model's asked for it.
public struct ChatTranscript: Sendable {
    public private(set) var messages: [ChatMessage]
    private var nextGroup = 0

    public init(instructions: String, history: [TranscriptEntry], current text: String) {
        messages = [ChatMessage(role: .system, content: instructions, part: .instructions)]
        var openCalls: [String: Int] = [:]
        for entry in history {
            let continuesCalls = (entry.kind == .toolCall || entry.kind == .toolOutput) && entry.content["call_id"] != nil
            if !continuesCalls { closeOpenCalls(&openCalls) }
            append(entry, openCalls: &openCalls)
        }
        closeOpenCalls(&openCalls)
        messages.append(ChatMessage(role: .user, content: text, part: .currentTurn))
    }

    /// Text of an entry's JSON, compact.
    static func text(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private mutating func append(_ entry: TranscriptEntry, openCalls: inout [String: Int]) {
        switch entry.kind {
        case .instructions:
            break  // fresh instructions are written for every request
        case .prompt:
            messages.append(ChatMessage(role: .user, content: entry.text ?? "", part: .history))
        case .response:
            messages.append(ChatMessage(role: .assistant, content: entry.text ?? "", part: .history))
        case .draft:
            var draft = entry.content
            draft["backend"] = nil
            draft["warnings"] = nil
            messages.append(ChatMessage(role: .assistant, content: Self.text(.object(draft)), part: .history))
        case .decision:
            let decision = entry.content["decision"]?.stringValue ?? "?"
            let detail = entry.content["detail"]?.stringValue.map { " (\($0))" } ?? ""
            messages.append(ChatMessage(role: .user, content: "[TaskDraft: the user chose \(decision)\(detail)]", part: .history))
        case .toolCall:
            let tool = entry.content["tool"]?.stringValue ?? "tool"
            let arguments = entry.content["arguments"] ?? .object([:])
            if let id = entry.content["call_id"]?.stringValue {
                let call = ChatMessage.ToolCall(id: id, name: tool, arguments: Self.text(arguments))
                // Consecutive calls from one answer go back into one assistant message.
                if let last = messages.last, last.role == .assistant, !last.toolCalls.isEmpty, last.part == .history,
                   let group = last.group, openCalls.values.contains(group) {
                    messages[messages.count - 1].toolCalls.append(call)
                    openCalls[id] = group
                } else {
                    let group = newGroup()
                    messages.append(ChatMessage(role: .assistant, content: nil, toolCalls: [call], part: .history, group: group))
                    openCalls[id] = group
                }
            } else {
                messages.append(ChatMessage(role: .user, content: "[TaskDraft ran \(tool) \(Self.text(arguments))]",
                                            part: .toolPayload))
            }
        case .toolOutput:
            let tool = entry.content["tool"]?.stringValue ?? "tool"
            let output = Self.text(entry.content["output"] ?? .null)
            if let id = entry.content["call_id"]?.stringValue, let group = openCalls.removeValue(forKey: id) {
                messages.append(ChatMessage(role: .tool, content: output, toolCallID: id, part: .toolPayload, group: group))
            } else {
                messages.append(ChatMessage(role: .user, content: "[TaskDraft: \(tool) returned \(output)]", part: .toolPayload))
            }
        }
    }

    /// A call whose answer was never recorded (the session ended mid-turn) gets a placeholder
    /// answer: the API refuses an assistant's tool call that no tool message answers.
    private mutating func closeOpenCalls(_ openCalls: inout [String: Int]) {
        for (id, group) in openCalls.sorted(by: { $0.key < $1.key }) {
            messages.append(ChatMessage(role: .tool, content: "[no result recorded]", toolCallID: id, part: .toolPayload, group: group))
        }
        openCalls.removeAll()
    }

    private mutating func newGroup() -> Int {
        nextGroup += 1
        return nextGroup
    }

    /// Appends this turn's tool round: the model's calls, then each answer.
    public mutating func appendToolRound(calls: [ChatMessage.ToolCall], outputs: [(id: String, output: String)], content: String?) {
        let group = newGroup()
        messages.append(ChatMessage(role: .assistant, content: content, toolCalls: calls, part: .currentTurn, group: group))
        for output in outputs {
            messages.append(ChatMessage(role: .tool, content: output.output, toolCallID: output.id, part: .currentTurn, group: group))
        }
    }

    public mutating func append(_ message: ChatMessage) { messages.append(message) }

    public mutating func replaceInstructions(_ text: String) {
        if let index = messages.firstIndex(where: { $0.part == .instructions }) { messages[index].content = text }
    }

    public var estimatedTokens: Int { messages.reduce(0) { $0 + $1.estimatedTokens } }

    /// Placeholder a trimmed tool payload is replaced with: the call stays answered.
    static let trimmedPayload = "[trimmed to fit the context]"

    /// Brings the estimate under `budget` tokens: first the oldest tool payloads are replaced
    /// by a placeholder, then the oldest earlier turns are dropped (a tool exchange as a
    /// whole). The instructions and the current turn always stay, even over budget.
    /// Returns how many messages it shortened or dropped.
    @discardableResult
    public mutating func trim(toBudget budget: Int) -> Int {
        var changed = 0
        var index = 0
        while estimatedTokens > budget, index < messages.count {
            let message = messages[index]
            if message.part == .toolPayload, message.content != Self.trimmedPayload {
                messages[index].content = Self.trimmedPayload
                changed += 1
            }
            index += 1
        }
        while estimatedTokens > budget, let first = messages.firstIndex(where: { $0.part == .history || $0.part == .toolPayload }) {
            if let group = messages[first].group {
                let before = messages.count
                messages.removeAll { $0.group == group && $0.part != .currentTurn }
                changed += before - messages.count
            } else {
                messages.remove(at: first)
                changed += 1
            }
        }
        // Last resort: this turn's own tool answers, oldest first (the calls stay answered).
        index = 0
        while estimatedTokens > budget, index < messages.count {
            if messages[index].role == .tool, messages[index].content != Self.trimmedPayload {
                messages[index].content = Self.trimmedPayload
                changed += 1
            }
            index += 1
        }
        return changed
    }

    public var json: JSONValue { .array(messages.map(\.json)) }
}
