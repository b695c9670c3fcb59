import TaskDraftKit

/// One request of a drafting turn: the body for the server's structured-output form, the
/// send (with retries), the answer read whole or streamed, and the exchange logged.
extension OpenAICompatibleModel.Turn {
    /// Sends the conversation and returns the model's answer. Steps down the structured-output
    /// forms when the server refuses one (and remembers what worked); trims harder and retries
    /// once when the server says the context is too long.
    mutating func exchange(purpose: String, tools: Bool, toolChoice: String?, prefill: String?) throws(BackendError) -> ChatCompletion {
        let server = settings.address.base
        var mode = model.memory.mode(for: server)
        var contextRetried = false
        var budget = messageBudget(mode: mode, tools: tools)
        while true {
            chat.trim(toBudget: budget)
            // A forced tool round asks for a call, not a draft: no response format then.
            let body = requestBody(mode: mode, tools: tools, toolChoice: toolChoice, prefill: prefill)
            let streaming = settings.stream && journal.wantsProgress
            var http = HTTPRequest(method: .post, url: server + "/chat/completions", body: body(streaming))
            http.headers = [HTTPHeader("Content-Type", "application/json"),
                               HTTPHeader("Accept", streaming ? "text/event-stream" : "application/json")]
            if let key { http.headers.append(HTTPHeader("Authorization", "Bearer " + key)) }

            journal.report(.requesting(backend: model.name, purpose: purpose))
            let started = MonotonicTime.now
            var stream = ChatCompletionStream()
            var titleShown = false
            let journal = self.journal
            let onData: ((UnsafeRawBufferPointer) -> Void)? = streaming ? { bytes in
                if stream.feed(bytes), !titleShown, let title = PartialTitle.find(in: stream.completion.content ?? "") {
                    titleShown = true
                    journal.report(.title(title))
                }
            } : nil
            let sender = RetryingSender(transport: transport, connectTimeout: settings.connectTimeout, trace: model.trace)
            let response: HTTPResponse
            let retries: Int
            do {
                (response, retries) = try sender.send(
                    http, deadline: deadline, onData: onData, onTick: { journal.report(.waiting) },
                    onRetry: { reason, seconds in journal.report(.retrying(reason: reason, seconds: seconds)) },
                    cancellation: self.request.cancellation)
            } catch {
                log(purpose: purpose, mode: mode, started: started, retries: 0, status: nil, outcome: Self.outcome(error),
                    detail: error.detail, requestBody: http.body, responseText: nil)
                throw BackendError(backend: model.name, host: settings.address.hostAndPort, kind: Self.kind(error), detail: error.detail)
            }
            if !response.isSuccess {
                let text = KeyRedaction.redact(response.bodyText(), key: key)
                if Self.isContextExceeded(response), !contextRetried {
                    log(purpose: purpose, mode: mode, started: started, retries: retries, status: response.status,
                        outcome: "context_exceeded", detail: text, requestBody: http.body, responseText: text)
                    contextRetried = true
                    // The server counted more than the estimate did: halve what was actually sent.
                    budget = max(OpenAICompatibleModel.minimumMessageBudget, min(budget, chat.estimatedTokens) / 2)
                    continue
                }
                if toolChoice != "required", Self.mayBeFormatRefusal(response), let next = mode.fallback {
                    log(purpose: purpose, mode: mode, started: started, retries: retries, status: response.status,
                        outcome: "rejected_format", detail: text, requestBody: http.body, responseText: text)
                    mode = next
                    if mode == .prompt { rewriteInstructionsWithSchema() }
                    budget = messageBudget(mode: mode, tools: tools)
                    continue
                }
                log(purpose: purpose, mode: mode, started: started, retries: retries, status: response.status,
                    outcome: "http_error", detail: text, requestBody: http.body, responseText: text)
                let detail = response.status == 429 ? "rate limited (HTTP 429) after \(retries) retries" : text
                throw BackendError(backend: model.name, host: settings.address.hostAndPort, kind: .http(response.status), detail: detail)
            }
            let completion: ChatCompletion
            if streaming {
                completion = stream.finish()
                guard stream.done || completion.finishReason != nil || completion.content != nil || !completion.toolCalls.isEmpty else {
                    log(purpose: purpose, mode: mode, started: started, retries: retries, status: response.status,
                        outcome: "error", detail: "the stream ended without an answer", requestBody: http.body, responseText: nil)
                    throw BackendError(backend: model.name, host: settings.address.hostAndPort, kind: .invalidResponse,
                                       detail: "the stream ended without an answer")
                }
            } else {
                do {
                    completion = try ChatCompletion.decode(response.body)
                } catch {
                    let text = KeyRedaction.redact(response.bodyText(), key: key)
                    log(purpose: purpose, mode: mode, started: started, retries: retries, status: response.status,
                        outcome: "error", detail: error.description, requestBody: http.body, responseText: text)
                    throw BackendError(backend: model.name, host: settings.address.hostAndPort, kind: .invalidResponse,
                                       detail: error.description)
                }
            }
            if toolChoice != "required" { model.memory.remember(mode, for: server) }
            let answerText = completion.content ?? (completion.toolCalls.isEmpty ? nil : ChatTranscript.text(.array(
                completion.toolCalls.map { .object(["name": .string($0.name), "arguments": .string($0.arguments)]) })))
            log(purpose: purpose, mode: mode, started: started, retries: retries, status: response.status, outcome: "ok",
                detail: completion.finishReason.flatMap { ["stop", "tool_calls"].contains($0) ? nil : "finish_reason \($0)" },
                requestBody: http.body,
                responseText: answerText.map { KeyRedaction.redact($0, key: key) },
                promptTokens: completion.promptTokens, completionTokens: completion.completionTokens)
            return completion
        }
    }


    /// Tokens the messages may use: the context less the answer, the schema and the tools.
    func messageBudget(mode: StructuredOutputMode, tools: Bool) -> Int {
        var overhead = settings.maxAnswerTokens
        if mode != .prompt { overhead += ChatTranscript.text(DraftSchema.schema(for: request.context)).utf8.count / 3 }
        if tools { overhead += ChatTranscript.text(Self.toolDeclarations).utf8.count / 3 }
        return max(OpenAICompatibleModel.minimumMessageBudget, settings.contextTokens - overhead)
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
        if toolChoice != "required", let format = mode.responseFormat(schema: DraftSchema.schema(for: request.context)) {
            object["response_format"] = format
        }
        if tools {
            object["tools"] = Self.toolDeclarations
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

    /// The read-only tools, declared from the catalog.
    static let toolDeclarations: JSONValue = .array(ToolCatalog.modelTools.map { tool in
        .object(["type": .string("function"),
                 "function": .object(["name": .string(tool.name), "description": .string(tool.description),
                                      "parameters": tool.inputSchema])])
    })

    /// For a server that takes neither response format, the schema goes into the instructions.
    mutating func rewriteInstructionsWithSchema() {
        let toolLimit = request.tools != nil && settings.toolChoice != .none ? settings.maxToolCalls : 0
        let text = Instructions(context: request.context).text(for: request.text, toolLimit: toolLimit, schemaInPrompt: true)
        chat.replaceInstructions(text)
    }

    /// llama.cpp says `exceed_context_size_error`; OpenAI `context_length_exceeded`; others
    /// word it ("maximum context length", "context size").
    static func isContextExceeded(_ response: HTTPResponse) -> Bool {
        guard response.status == 400 || response.status == 413 || response.status == 422 else { return false }
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased()
        return text.contains("context_length") || text.contains("exceed_context") || text.contains("context length")
            || text.contains("context size") || text.contains("context window")
    }

    /// A refusal that may be about `response_format`: 400 or 422 from a strict server, 500 from
    /// llama-cpp-python, whose json_schema path fails inside. Never 401/403/404/429.
    static func mayBeFormatRefusal(_ response: HTTPResponse) -> Bool {
        [400, 422, 500, 501].contains(response.status)
    }

    static func kind(_ failure: HTTPFailure) -> BackendError.Kind {
        switch failure.kind {
        case .couldNotConnect, .unavailable: return .unavailable
        case .timeout: return .timeout
        case .cancelled: return .cancelled
        case .tooLarge: return .invalidResponse
        case .connectionReset, .tls, .other: return .transport
        }
    }

    static func outcome(_ failure: HTTPFailure) -> String {
        switch failure.kind {
        case .couldNotConnect, .unavailable: return "unreachable"
        case .timeout: return "timeout"
        case .cancelled: return "cancelled"
        case .tooLarge: return "too_large"
        case .connectionReset: return "reset"
        case .tls, .other: return "error"
        }
    }

    func log(purpose: String, mode: StructuredOutputMode, started: MonotonicTime, retries: Int, status: Int?, outcome: String,
             detail: String?, requestBody: [UInt8], responseText: String?, promptTokens: Int? = nil, completionTokens: Int? = nil) {
        let content = settings.logContent
        journal.record(ModelExchange(
            at: request.context.now, backend: model.name, model: settings.model, host: settings.address.hostAndPort,
            schemaVersion: DraftSchema.version, purpose: purpose, mode: mode.rawValue, status: status,
            promptTokens: promptTokens, completionTokens: completionTokens,
            latencyMilliseconds: Int(MonotonicTime.now.milliseconds(since: started).rounded()), retries: retries,
            outcome: outcome, detail: detail.map { KeyRedaction.redact($0, key: key) },
            request: content ? KeyRedaction.redact(String(decoding: requestBody, as: UTF8.self), key: key) : nil,
            response: content ? responseText : nil))
    }
}
