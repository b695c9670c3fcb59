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
            let streaming = http.streaming
            var post = HTTPRequest(method: .post, url: settings.address.base + "/messages",
                                   body: requestBody(offerTools: offerTools, streaming: streaming))
            post.headers = [HTTPHeader("Content-Type", "application/json"),
                            HTTPHeader("Accept", streaming ? "text/event-stream" : "application/json"),
                            HTTPHeader("anthropic-version", AnthropicModel.apiVersion)]
            if let key = http.key { post.headers.append(HTTPHeader("x-api-key", key)) }

            var stream = AnthropicMessageStream()
            var titleShown = false
            let journal = self.journal
            let key = http.key
            let onData: ((UnsafeRawBufferPointer) -> Void)? = streaming ? { bytes in
                if stream.feed(bytes), !titleShown, let title = PartialTitle.find(in: stream.draftSoFar(tool: AnthropicModel.draftTool)) {
                    titleShown = true
                    journal.report(.title(KeyRedaction.redact(title, key: key)))
                }
            } : nil
            let sent = try http.send(post, purpose: purpose, mode: Self.mode, onData: onData)
            let response = sent.response
            if !response.isSuccess {
                if HTTPTurn.isContextExceeded(response), !contextRetried {
                    let text = http.errorText(response)
                    http.log(purpose: purpose, mode: Self.mode, started: sent.started, retries: sent.retries, status: response.status,
                             outcome: "context_exceeded", detail: text, requestBody: post.body, responseText: text)
                    contextRetried = true
                    // The server counted more than the estimate did: halve what was actually sent.
                    budget = max(HTTPModelSettings.minimumMessageBudget, min(budget, chat.estimatedTokens) / 2)
                    continue
                }
                throw http.httpError(sent, purpose: purpose, mode: Self.mode, requestBody: post.body)
            }
            var completion: ChatCompletion
            if streaming {
                completion = stream.finish()
                if let failure = stream.failure {
                    throw http.invalidResponse(sent, problem: .streamBrokeOff(failure), purpose: purpose, mode: Self.mode,
                                               requestBody: post.body, responseText: nil)
                }
                guard stream.done || completion.finishReason != nil || completion.content != nil || !completion.toolCalls.isEmpty else {
                    throw http.invalidResponse(sent, problem: .streamEnded, purpose: purpose, mode: Self.mode,
                                               requestBody: post.body, responseText: nil)
                }
            } else {
                do {
                    completion = try AnthropicMessages.decode(response.body)
                } catch {
                    throw http.invalidResponse(sent, problem: error.problem, purpose: purpose, mode: Self.mode,
                                               requestBody: post.body, responseText: http.errorText(response))
                }
            }
            // Before validation, the transcript, the log or the terminal see any of it.
            completion = KeyRedaction.redact(completion, key: key)
            http.log(purpose: purpose, mode: Self.mode, started: sent.started, retries: sent.retries, status: response.status,
                     outcome: "ok", detail: completion.finishReason.flatMap { ["tool_use", "end_turn"].contains($0) ? nil : "stop_reason \($0)" },
                     requestBody: post.body, responseText: HTTPTurn.loggedAnswer(completion),
                     promptTokens: completion.promptTokens, completionTokens: completion.completionTokens)
            return completion
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
    /// The read-only tools, declared from the catalog.
    static let readOnlyTools: [JSONValue] = ToolCatalog.modelTools.map { tool in
        .object(["name": .string(tool.name), "description": .string(tool.description), "input_schema": tool.inputSchema])
    }
}
