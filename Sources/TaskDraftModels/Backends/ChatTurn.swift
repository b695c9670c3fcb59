import TaskDraftHTTP
import TaskDraftKit

/// A model that drafts over an HTTP chat API (`OpenAICompatibleModel`, `AnthropicModel`): the
/// settings and the client pool its turns start from, and how a turn opens. What each sends and
/// reads is its own extension of `ChatTurn` (`where Model == …`, in `<Kind>Model.swift` and
/// `<Kind>Model+Exchange.swift`), because the two wire formats hold a conversation differently:
/// the OpenAI kind asks for the draft as the answer's JSON (stepping down the structured-output
/// forms a server refuses, several drafts and reviews in one answer), the Anthropic kind as the
/// input of a forced tool call, repaired through that call's result.
protocol ChatModel: Sendable {
    /// How its answer arrives when streamed.
    associatedtype Stream: StreamedAnswer

    var settings: HTTPModelSettings { get }
    var pool: TransportPool { get }
    var trace: HTTPTrace? { get }
    /// A turn's first messages (the instructions, the transcript, the words) and the tool rounds it may take.
    func opening(_ http: HTTPTurn) -> (chat: ChatTranscript, tools: ToolRounds)

    /// Where its requests go and what their answers say, beside the body.
    static var wire: ChatWire { get }
}

/// What one API's exchange is on the wire, beside the body each turn builds.
struct ChatWire: Sendable {
    /// The endpoint, under the server's base address.
    let endpoint: String
    /// The headers beside the body's type and the answer's (the API's version, the key as it
    /// is given), for the turn's key.
    let headers: @Sendable (_ key: String?) -> [HTTPHeader]
    /// An answer read whole.
    let decode: @Sendable ([UInt8]) throws(ChatCompletion.Malformed) -> ChatCompletion
    /// Why a model stops when nothing went wrong, and the name the answer gives that reason
    /// (the log names any other: "finish_reason length").
    let usualEnds: [String]
    let endName: String
}

/// An answer arriving as server-sent events (`ChatCompletionStream`, `AnthropicMessageStream`).
protocol StreamedAnswer {
    init()
    /// Takes bytes as they come; true when the draft's text grew.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> Bool
    /// The draft's text so far, where its title shows first.
    var draftSoFar: String { get }
    /// The answer, once the stream is over.
    mutating func finish() -> ChatCompletion
    /// Whether the stream said it was over.
    var done: Bool { get }
    /// What an error event said, when the stream broke off.
    var failure: String? { get }
}

extension ChatModel {
    /// Runs `body` on a new turn, with the key read and a client borrowed for it alone.
    func withTurn<T>(_ request: DraftRequest, _ body: (inout ChatTurn<Self>) throws(BackendError) -> T) throws(BackendError) -> T {
        try settings.withTurn(request, pool: pool, trace: trace) { (http) throws(BackendError) in
            let (chat, tools) = opening(http)
            var turn = ChatTurn(model: self, http: http, chat: chat, tools: tools)
            return try body(&turn)
        }
    }
}

/// One drafting turn of a chat model: its messages and its tool calls over the shared HTTP
/// turn, whose settings, request and journal it reads from there rather than holding them twice.
struct ChatTurn<Model: ChatModel> {
    let model: Model
    let http: HTTPTurn
    var chat: ChatTranscript
    var tools: ToolRounds

    var settings: HTTPModelSettings { http.settings }
    var request: DraftRequest { http.request }
    var journal: DraftJournal { http.journal }
}

extension ChatTurn {
    /// What became of one request: the model's answer, or a refusal for the caller to judge.
    enum Reply {
        case answer(ChatCompletion)
        case refused(HTTPTurn.Sent, requestBody: [UInt8])
    }

    /// Sends one request (`body`, given whether the answer is streamed) with the turn's
    /// retries, and reads the answer whole or as it streams (its title shown as soon as it
    /// is there), the key scrubbed out of it before anything sees it; an answer is logged.
    func post(_ body: (Bool) -> [UInt8], purpose: String, mode: String) throws(BackendError) -> Reply {
        let streaming = http.streaming
        var post = HTTPRequest(method: .post, url: settings.address.base + Model.wire.endpoint, body: body(streaming))
        post.headers = [HTTPHeader("Content-Type", "application/json"),
                        HTTPHeader("Accept", streaming ? "text/event-stream" : "application/json")]
            + Model.wire.headers(http.key)

        var stream = Model.Stream()
        var titleShown = false
        let journal = self.journal
        let key = http.key
        let onData: ((UnsafeRawBufferPointer) -> Void)? = streaming ? { bytes in
            if stream.feed(bytes), !titleShown, let title = PartialTitle.find(in: stream.draftSoFar) {
                titleShown = true
                journal.report(.title(KeyRedaction.redact(title, key: key)))
            }
        } : nil
        let sent = try http.send(post, purpose: purpose, mode: mode, onData: onData)
        let response = sent.response
        guard response.isSuccess else { return .refused(sent, requestBody: post.body) }
        var completion: ChatCompletion
        if streaming {
            completion = stream.finish()
            if let failure = stream.failure {
                throw http.invalidResponse(sent, problem: .streamBrokeOff(failure), purpose: purpose, mode: mode,
                                           requestBody: post.body, responseText: nil)
            }
            guard stream.done || completion.finishReason != nil || completion.content != nil || !completion.toolCalls.isEmpty else {
                throw http.invalidResponse(sent, problem: .streamEnded, purpose: purpose, mode: mode,
                                           requestBody: post.body, responseText: nil)
            }
        } else {
            do {
                completion = try Model.wire.decode(response.body)
            } catch {
                throw http.invalidResponse(sent, problem: error.problem, purpose: purpose, mode: mode,
                                           requestBody: post.body, responseText: http.errorText(response))
            }
        }
        // Before validation, the transcript, the log or the terminal see any of it.
        completion = KeyRedaction.redact(completion, key: key)
        http.log(purpose: purpose, mode: mode, started: sent.started, retries: sent.retries, status: response.status,
                 outcome: "ok", detail: completion.finishReason.flatMap { Model.wire.usualEnds.contains($0) ? nil : "\(Model.wire.endName) \($0)" },
                 requestBody: post.body, responseText: HTTPTurn.loggedAnswer(completion),
                 promptTokens: completion.promptTokens, completionTokens: completion.completionTokens)
        return .answer(completion)
    }

    /// For a refusal that says the prompt is too long, the first time: logged, and the budget
    /// halved from what was sent (the server counted more than the estimate did). False otherwise.
    func shrinks(after sent: HTTPTurn.Sent, requestBody: [UInt8], purpose: String, mode: String,
                 budget: inout Int, retried: inout Bool) -> Bool {
        guard HTTPTurn.isContextExceeded(sent.response), !retried else { return false }
        let text = http.errorText(sent.response)
        http.log(purpose: purpose, mode: mode, started: sent.started, retries: sent.retries, status: sent.response.status,
                 outcome: "context_exceeded", detail: text, requestBody: requestBody, responseText: text)
        retried = true
        budget = max(HTTPModelSettings.minimumMessageBudget, min(budget, chat.estimatedTokens) / 2)
        return true
    }
}
