import TaskDraftHTTP
import TaskDraftKit

/// A model behind an OpenAI-compatible chat-completions API: llama.cpp's `llama-server`,
/// Ollama's `/v1`, or a hosted API. `POST {base}/chat/completions`, answer forced into the
/// draft schema (`DraftSchema`), read-only tools, streaming when someone watches.
///
/// A draft is one turn: instructions and the transcript as messages (trimmed to the context
/// budget), up to `maxToolCalls` tool calls, then the answer, validated (`ModelAnswer`), once
/// repaired if invalid, else replaced by the built-in parser's draft with a warning, and
/// finally cross-checked by the built-in parser (`DraftCrossCheck`). The whole turn, retries
/// included, fits in `totalTimeout`.
///
/// Safe to share between threads: each draft borrows its own libcurl client from `pool`.
/// API reference: https://platform.openai.com/docs/api-reference/chat/create
public final class OpenAICompatibleModel: LanguageModel, ChatModel, Sendable {
    public typealias Settings = HTTPModelSettings
    typealias Stream = ChatCompletionStream

    public let settings: Settings
    let pool: TransportPool
    public let memory: StructuredOutputMemory
    let trace: HTTPTrace?

    public init(settings: Settings, pool: TransportPool = .curl(), memory: StructuredOutputMemory = .shared,
                trace: HTTPTrace? = nil) {
        self.settings = settings
        self.pool = pool
        self.memory = memory
        self.trace = trace
    }

    public var name: String { settings.name }
    public var availability: Availability { settings.availability }
    public var destination: Destination { settings.destination }

    /// Takes the structured-output form an earlier process found this server accepts, so a
    /// new process does not pay the refusal again.
    public var loggedHost: String? { settings.address.hostAndPort }

    public func recall(_ memory: ModelLogMemory) {
        if let text = memory.lastAcceptedMode(name, settings.address.hostAndPort), let mode = StructuredOutputMode(rawValue: text) {
            self.memory.remember(mode, for: settings.address.base)
        }
    }

    /// The tasks in the words, or a plan's steps, in one answer; nil when the answer (and its
    /// one repair) was not valid, so the caller drafts another way.
    public func draftSeveral(_ request: DraftRequest) throws(BackendError) -> [SourcedDraft]? {
        guard request.shape != .one else { return nil }
        return try withTurn(request) { (turn) throws(BackendError) in try turn.runSeveral() }
    }

    /// The review phase's verdicts on `request.review`'s drafts, in one answer; nil when the
    /// answer (and its one repair) was not valid.
    public func reviewSteps(_ request: DraftRequest) throws(BackendError) -> [StepVerdict]? {
        guard request.shape == .review, request.review != nil else { return nil }
        return try withTurn(request) { (turn) throws(BackendError) in try turn.runReview() }
    }

    public func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        try withTurn(request) { (turn) throws(BackendError) in try turn.run() }
    }
}

extension OpenAICompatibleModel {
    func opening(_ http: HTTPTurn) -> (chat: ChatTranscript, tools: ToolRounds) {
        let request = http.request
        var toolRequest = request
        if request.shape != .one { toolRequest.tools = nil }  // several drafts are one answer, without tool rounds
        let toolLimit = request.tools != nil && request.shape == .one && settings.toolChoice != .none ? settings.maxToolCalls : 0
        let mode = memory.mode(for: settings.address.base)
        let instructions = Instructions(context: request.context)
            .text(for: request.text, toolLimit: toolLimit, schemaInPrompt: mode == .prompt, shape: request.shape,
                  review: request.review)
        return (ChatTranscript(instructions: instructions, history: request.transcript, current: request.turnText),
                ToolRounds(settings: settings, request: toolRequest))
    }
}

/// One drafting turn over chat completions: tool rounds, then the answer's JSON (one draft, several, or a review).
extension ChatTurn where Model == OpenAICompatibleModel {
    mutating func run() throws(BackendError) -> TaskDraft {
        let content = try toolRounds().content ?? ""
        let http = self.http
        return try http.draft(from: content) { (error) throws(BackendError) in try repair(content: content, error: error) }
    }

    /// One answer holding several drafts, once repaired if invalid; nil if still invalid.
    mutating func runSeveral() throws(BackendError) -> [SourcedDraft]? {
        let context = request.context, shape = request.shape, name = settings.name
        return try answer(purpose: shape == .plan ? "plan" : "draft") { (content) throws(InvalidAnswer) in
            try ModelAnswer.drafts(from: content, context: context, backend: name, shape: shape)
        }
    }

    /// One answer holding a verdict per draft under review, once repaired if invalid; nil if still invalid.
    mutating func runReview() throws(BackendError) -> [StepVerdict]? {
        guard let subject = request.review else { return nil }
        return try answer(purpose: "review") { (content) throws(InvalidAnswer) in
            try ModelAnswer.verdicts(from: content, subject: subject)
        }
    }

    /// Asks once without tools and reads the answer with `read`; an answer `read` refuses
    /// is repaired once, and nil is returned when the repair is refused too.
    mutating func answer<Value>(purpose: String,
                                _ read: (String) throws(InvalidAnswer) -> Value) throws(BackendError) -> Value? {
        let content = try exchange(purpose: purpose, tools: false, toolChoice: nil, prefill: nil).content ?? ""
        do {
            return try read(content)
        } catch {
            journal.amendLastExchange(outcome: "invalid", detail: error.english)
            let repaired: String?
            do { repaired = try repair(content: content, error: error) } catch {
                if error.kind == .cancelled { throw error }
                repaired = nil
            }
            guard let repaired else { return nil }
            do {
                return try read(repaired)
            } catch {
                journal.amendLastExchange(outcome: "invalid", detail: error.english)
                return nil
            }
        }
    }

    /// Asks with tools until the model answers without calling one, or a limit is reached;
    /// then, if it was still calling, once more without tools.
    /// A server that cannot parse the model's own tool call (llama-server answers 500 to a
    /// small model's runaway arguments) ends the tool rounds: the draft is asked once more
    /// without tools rather than lost.
    mutating func toolRounds() throws(BackendError) -> ChatCompletion {
        var round = 0
        while true {
            let offer = tools.mayOffer
            let forced = offer && round == 0 && settings.toolChoice == .required
            let purpose = offer ? "tools" : (round == 0 ? "draft" : "final")
            let completion: ChatCompletion
            do {
                completion = try exchange(purpose: purpose, tools: offer, toolChoice: forced ? "required" : (offer ? "auto" : nil),
                                          prefill: forced ? settings.toolPrefill : nil)
            } catch where offer && error.kind == .http(500) {
                tools.stopOffering()
                round += 1
                continue
            }
            round += 1
            guard offer, !completion.toolCalls.isEmpty else { return completion }
            let outputs = tools.run(completion.toolCalls, journal: journal, at: request.context.now)
            // Arguments the model wrote as broken JSON go back as `{}`: llama-server parses
            // every earlier call in the history and refuses the whole request otherwise.
            var echoed = completion.toolCalls
            for index in echoed.indices where (try? JSONParser.parse(Array(echoed[index].arguments.utf8))) == nil {
                echoed[index].arguments = "{}"
            }
            chat.appendToolRound(calls: echoed, outputs: outputs, content: completion.content)
        }
    }

    /// One repair request quoting the validation error: the new answer's text, or nil when
    /// none came (the caller falls back to the built-in draft).
    mutating func repair(content: String, error: InvalidAnswer) throws(BackendError) -> String? {
        chat.append(ChatMessage(role: .assistant, content: content, part: .currentTurn))
        chat.append(ChatMessage(role: .user, content: """
            That answer is not a valid \(request.shape == .review ? "review" : "draft"): \(error.english). \
            Answer again with only the corrected JSON object.
            """, part: .currentTurn))
        return try exchange(purpose: "repair", tools: false, toolChoice: nil, prefill: nil).content ?? ""
    }
}
