import TaskDraftHTTP
import TaskDraftKit

/// One request of a drafting turn: the body for the server's structured-output form, the
/// send (with retries), the answer read whole or streamed, and the exchange logged.
extension ChatTurn where Model == OpenAICompatibleModel {
    /// Sends the conversation and returns the model's answer. Steps down the structured-output
    /// forms when the server refuses one (and remembers what worked); trims harder and retries
    /// once when the server says the context is too long.
    mutating func exchange(purpose: String, tools: Bool, toolChoice: String?, prefill: String?) throws(BackendError) -> ChatCompletion {
        var mode = model.memory.mode(for: settings.address.base)
        var contextRetried = false
        var budget = messageBudget(mode: mode, tools: tools)
        while true {
            chat.trim(toBudget: budget)
            // A forced tool round asks for a call, not a draft: no response format then.
            switch try post(requestBody(mode: mode, tools: tools, toolChoice: toolChoice, prefill: prefill), purpose: purpose,
                            mode: mode.rawValue) {
            case .answer(let completion):
                if toolChoice != "required" { model.memory.remember(mode, for: settings.address.base) }
                return completion
            case .refused(let sent, let requestBody):
                if shrinks(after: sent, requestBody: requestBody, purpose: purpose, mode: mode.rawValue, budget: &budget,
                           retried: &contextRetried) { continue }
                if toolChoice != "required", Self.mayBeFormatRefusal(sent.response), let next = mode.fallback {
                    let text = http.errorText(sent.response)
                    http.log(purpose: purpose, mode: mode.rawValue, started: sent.started, retries: sent.retries,
                             status: sent.response.status, outcome: "rejected_format", detail: text, requestBody: requestBody,
                             responseText: text)
                    mode = next
                    if mode == .prompt { rewriteInstructionsWithSchema() }
                    budget = messageBudget(mode: mode, tools: tools)
                    continue
                }
                throw http.httpError(sent, purpose: purpose, mode: mode.rawValue, requestBody: requestBody)
            }
        }
    }

    /// Tokens the messages may use: the context less the answer, the schema and the tools.
    func messageBudget(mode: StructuredOutputMode, tools: Bool) -> Int {
        var overhead = settings.maxAnswerTokens
        if mode != .prompt { overhead += ChatTranscript.text(DraftSchema.schema(for: request)).utf8.count / 3 }
        if tools { overhead += ChatTranscript.text(OpenAICompatibleModel.toolDeclarations).utf8.count / 3 }
        return max(HTTPModelSettings.minimumMessageBudget, settings.contextTokens - overhead)
    }

    /// The request body, built when the streaming choice is known.
    func requestBody(mode: StructuredOutputMode, tools: Bool, toolChoice: String?, prefill: String?) -> (Bool) -> [UInt8] {
        var messages = chat.messages.map(\.json)
        if let prefill { messages.append(.object(["role": .string("assistant"), "content": .string(prefill)])) }
        var object: JSONObject = [
            "model": .string(settings.model),
            "messages": .array(messages),
            "temperature": .int(0),
            "max_tokens": .int(Int64(settings.maxAnswerTokens)),
        ]
        if toolChoice != "required", let format = mode.responseFormat(schema: DraftSchema.schema(for: request)) {
            object["response_format"] = format
        }
        if tools {
            object["tools"] = OpenAICompatibleModel.toolDeclarations
            object["tool_choice"] = .string(toolChoice ?? "auto")
            object["parallel_tool_calls"] = .bool(false)
        }
        return { streaming in
            var body = object
            if streaming {
                body["stream"] = .bool(true)
                body["stream_options"] = .object(["include_usage": .bool(true)])
            }
            var writer = JSONWriter()
            writer.write(.object(body))
            return writer.bytes
        }
    }

    /// For a server that takes neither response format, the schema goes into the instructions.
    mutating func rewriteInstructionsWithSchema() {
        let toolLimit = request.tools != nil && settings.toolChoice != .none ? settings.maxToolCalls : 0
        let text = Instructions(context: request.context).text(for: request.text, toolLimit: toolLimit, schemaInPrompt: true,
                                                               shape: request.shape, review: request.review)
        chat.replaceInstructions(text)
    }

    /// A refusal that may be about `response_format`: 400 or 422 from a strict server, 500 from
    /// llama-cpp-python, whose json_schema path fails inside. Never 401/403/404/429.
    static func mayBeFormatRefusal(_ response: HTTPResponse) -> Bool {
        [400, 422, 500, 501].contains(response.status)
    }
}

extension OpenAICompatibleModel {
    /// Chat completions: the key as a bearer token.
    static let wire = ChatWire(
        endpoint: "/chat/completions", headers: { key in key.map { [HTTPHeader("Authorization", "Bearer " + $0)] } ?? [] },
        decode: { (body) throws(ChatCompletion.Malformed) in try ChatCompletion.decode(body) },
        usualEnds: ["stop", "tool_calls"], endName: "finish_reason")

    /// The read-only tools, declared from the catalog.
    static let toolDeclarations: JSONValue = .array(ToolCatalog.modelTools.map { tool in
        .object(["type": .string("function"),
                 "function": .object(["name": .string(tool.name), "description": .string(tool.description),
                                      "parameters": tool.inputSchema])])
    })
}

extension ChatCompletionStream: StreamedAnswer {
    var draftSoFar: String { completion.content ?? "" }
    /// A chat-completions stream has no error event: a broken one ends without an answer.
    var failure: String? { nil }
}
