import TaskDraftHTTP
import TaskDraftKit

/// One request of a drafting turn over the Messages API: the body, the send (with retries),
/// the answer read whole or streamed, and the exchange logged.
extension ChatTurn where Model == AnthropicModel {
    /// What the model log records as the answer form: the draft through a tool.
    static var mode: String { "tool" }

    /// Sends the conversation and returns the model's answer; trims harder and retries once
    /// when the server says the prompt is too long.
    mutating func exchange(purpose: String, offerTools: Bool) throws(BackendError) -> ChatCompletion {
        var contextRetried = false
        var budget = messageBudget()
        while true {
            chat.trim(toBudget: budget)
            let body = { streaming in requestBody(offerTools: offerTools, streaming: streaming) }
            switch try post(body, purpose: purpose, mode: Self.mode) {
            case .answer(let completion): return completion
            case .refused(let sent, let requestBody):
                if shrinks(after: sent, requestBody: requestBody, purpose: purpose, mode: Self.mode, budget: &budget,
                           retried: &contextRetried) { continue }
                throw http.httpError(sent, purpose: purpose, mode: Self.mode, requestBody: requestBody)
            }
        }
    }

    /// Whether this turn lists the read-only tools at all (they stay listed, unforced, in the
    /// final and repair rounds: the conversation may already hold calls to them).
    var listsTools: Bool { settings.offersTools(request) }

    /// Tokens the messages may use: the context less the answer, the draft tool and the others.
    func messageBudget() -> Int {
        var overhead = settings.maxAnswerTokens + ChatTranscript.text(draftToolDeclaration).utf8.count / 3
        if listsTools { overhead += ChatTranscript.text(.array(AnthropicModel.readOnlyTools)).utf8.count / 3 }
        return max(HTTPModelSettings.minimumMessageBudget, settings.contextTokens - overhead)
    }

    /// While tool calls are left: any tool (a read-only one, or the draft). Else the draft tool.
    func toolChoice(offerTools: Bool) -> JSONValue {
        offerTools
            ? .object(["type": .string("any"), "disable_parallel_tool_use": .bool(true)])
            : .object(["type": .string("tool"), "name": .string(AnthropicModel.draftTool), "disable_parallel_tool_use": .bool(true)])
    }

    func requestBody(offerTools: Bool, streaming: Bool) -> [UInt8] {
        var object: JSONObject = [
            "model": .string(settings.model),
            "max_tokens": .int(Int64(settings.maxAnswerTokens)),
            "temperature": .int(0),
            "system": .string(AnthropicMessages.system(chat)),
            "messages": AnthropicMessages.messages(chat),
            "tools": .array([draftToolDeclaration] + (listsTools ? AnthropicModel.readOnlyTools : [])),
            "tool_choice": toolChoice(offerTools: offerTools),
        ]
        if streaming { object["stream"] = .bool(true) }
        var writer = JSONWriter()
        writer.write(.object(object))
        return writer.bytes
    }

    /// The draft tool: its input is the draft, in the session's schema.
    var draftToolDeclaration: JSONValue {
        .object(["name": .string(AnthropicModel.draftTool),
                 "description": .string("Record the task draft for the user's words. The input is the whole draft."),
                 "input_schema": DraftSchema.schema(for: request.context)])
    }
}

extension AnthropicModel {
    /// The Messages API: its version and the key in headers of their own.
    static let wire = ChatWire(
        endpoint: "/messages",
        headers: { key in [HTTPHeader("anthropic-version", apiVersion)] + (key.map { [HTTPHeader("x-api-key", $0)] } ?? []) },
        decode: { (body) throws(ChatCompletion.Malformed) in try AnthropicMessages.decode(body) },
        usualEnds: ["tool_use", "end_turn"], endName: "stop_reason")

    /// The read-only tools, declared from the catalog.
    static let readOnlyTools: [JSONValue] = ToolCatalog.modelTools.map { tool in
        .object(["name": .string(tool.name), "description": .string(tool.description), "input_schema": tool.inputSchema])
    }
}

extension AnthropicMessageStream: StreamedAnswer {
    /// The draft tool's input so far, else the text.
    var draftSoFar: String { draftSoFar(tool: AnthropicModel.draftTool) }
}
