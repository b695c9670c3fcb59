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
public final class OpenAICompatibleModel: LanguageModel, Sendable {
    /// What one configured backend needs, nested here as the backend's own knobs.
    public struct Settings: Sendable {
        public enum ToolChoice: String, Sendable, CaseIterable {
            /// Tools offered; the model decides.
            case auto
            /// The first round must call a tool (small local models never start a call on their own).
            case required
            /// No tools offered.
            case none
        }

        public var name: String
        public var address: ServerAddress
        public var model: String
        public var location: Configuration.Backend.Location
        public var contextTokens: Int
        /// Tokens kept free for the answer (`max_tokens`).
        public var maxAnswerTokens: Int
        public var connectTimeout: Double
        public var totalTimeout: Double
        public var maxToolCalls: Int
        public var maxToolErrors: Int
        public var toolChoice: ToolChoice
        /// Text the assistant's turn starts with in a `required` tool round (`"<tool_call>\n"`
        /// makes SmolLM2 under llama-server write a call).
        public var toolPrefill: String?
        public var stream: Bool
        public var logContent: Bool
        public var key: APIKeySource

        public init(name: String, address: ServerAddress, model: String, location: Configuration.Backend.Location,
                    contextTokens: Int = 4096, maxAnswerTokens: Int = 512,
                    connectTimeout: Double = HTTPLimits.defaultConnectTimeout, totalTimeout: Double = HTTPLimits.defaultTotalTimeout,
                    maxToolCalls: Int = 4, maxToolErrors: Int = 2, toolChoice: ToolChoice = .auto, toolPrefill: String? = nil,
                    stream: Bool = true, logContent: Bool = false, key: APIKeySource) {
            self.name = name
            self.address = address
            self.model = model
            self.location = location
            self.contextTokens = contextTokens
            self.maxAnswerTokens = maxAnswerTokens
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
            self.maxToolCalls = maxToolCalls
            self.maxToolErrors = maxToolErrors
            self.toolChoice = toolChoice
            self.toolPrefill = toolPrefill
            self.stream = stream
            self.logContent = logContent
            self.key = key
        }
    }

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

    public var availability: Availability {
        if case .missing(let why) = settings.key.lookup() { return .unavailable(.noKey(why)) }
        return .available
    }

    public var destination: String {
        switch settings.location {
        case .thisMachine: return "this machine (\(settings.address.hostAndPort))"
        case .localNetwork: return "\(settings.address.hostAndPort) on your local network"
        case .partner: return "\(settings.address.host), a partner's server (\(settings.address.scheme))"
        }
    }

    /// Fewest tokens left for the messages whatever the schema and tools cost: below this the
    /// budget is misconfigured and trimming would leave nothing useful.
    static let minimumMessageBudget = 256

    public func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        let journal = request.journal ?? DraftJournal()
        let key: String?
        switch settings.key.lookup() {
        case .missing(let why): throw BackendError(backend: name, host: settings.address.hostAndPort, kind: .unavailable, detail: "no API key: \(why)")
        case .key(let value): key = value
        case .notNeeded: key = nil
        }
        let transport: any HTTPTransport
        do {
            transport = try pool.borrow()
        } catch {
            throw BackendError(backend: name, host: settings.address.hostAndPort, kind: .unavailable, detail: error.detail)
        }
        defer { pool.giveBack(transport) }
        var turn = Turn(model: self, request: request, journal: journal, key: key, transport: transport)
        return try turn.run()
    }

    /// The built-in parser's draft, with the reason the model's could not be used.
    func builtinDraft(_ request: DraftRequest, because reason: String) -> TaskDraft {
        var draft = BuiltinParser().parse(request.text, context: request.context)
        draft.backend = BuiltinModel().name
        draft.warnings.append("\(name)'s answer was not a valid draft (\(reason)); drafted by the built-in parser")
        return draft
    }
}

extension OpenAICompatibleModel {
    /// One drafting turn: its deadline, its messages, its tool calls.
    struct Turn {
        let model: OpenAICompatibleModel
        let request: DraftRequest
        let journal: DraftJournal
        let key: String?
        let transport: any HTTPTransport
        let deadline: MonotonicTime
        var chat: ChatTranscript
        var settings: Settings { model.settings }

        init(model: OpenAICompatibleModel, request: DraftRequest, journal: DraftJournal, key: String?, transport: any HTTPTransport) {
            self.model = model
            self.request = request
            self.journal = journal
            self.key = key
            self.transport = transport
            deadline = MonotonicTime.now.adding(seconds: model.settings.totalTimeout)
            let toolLimit = request.tools != nil && model.settings.toolChoice != .none ? model.settings.maxToolCalls : 0
            let mode = model.memory.mode(for: model.settings.address.base)
            let instructions = Instructions(context: request.context)
                .text(for: request.text, toolLimit: toolLimit, schemaInPrompt: mode == .prompt)
            chat = ChatTranscript(instructions: instructions, history: request.transcript, current: request.text)
        }

        mutating func run() throws(BackendError) -> TaskDraft {
            let completion = try toolRounds()
            let content = completion.content ?? ""
            var draft: TaskDraft
            do {
                draft = try ModelAnswer.draft(from: content, context: request.context, backend: model.name)
            } catch {
                journal.amendLastExchange(outcome: "invalid", detail: error.message)
                guard let repaired = try repair(content: content, error: error) else {
                    return model.builtinDraft(request, because: error.message)
                }
                draft = repaired
            }
            return DraftCrossCheck().check(draft, words: request.text, context: request.context)
        }

        /// Asks with tools until the model answers without calling one, or a limit is reached;
        /// then, if it was still calling, once more without tools.
        mutating func toolRounds() throws(BackendError) -> ChatCompletion {
            let toolbox = request.tools.map(ModelToolbox.init(reader:))
            let offersTools = toolbox != nil && settings.toolChoice != .none && settings.maxToolCalls > 0
            var calls = 0
            var consecutiveErrors = 0
            var round = 0
            while true {
                let offer = offersTools && calls < settings.maxToolCalls && consecutiveErrors < settings.maxToolErrors
                let forced = offer && round == 0 && settings.toolChoice == .required
                let purpose = offer ? "tools" : (round == 0 ? "draft" : "final")
                let completion = try exchange(purpose: purpose, tools: offer, toolChoice: forced ? "required" : (offer ? "auto" : nil),
                                              prefill: forced ? settings.toolPrefill : nil)
                round += 1
                guard offer, let toolbox, !completion.toolCalls.isEmpty else { return completion }
                var outputs: [(id: String, output: String)] = []
                for call in completion.toolCalls {
                    journal.record(.toolCall(call.name, arguments: Self.argumentsValue(call.arguments), callID: call.id, at: request.context.now))
                }
                for call in completion.toolCalls {
                    let output: JSONValue
                    if calls >= settings.maxToolCalls {
                        output = .object(["error": .string("the limit of \(settings.maxToolCalls) tool calls is reached; answer with the draft now")])
                    } else {
                        calls += 1
                        journal.report(.toolCall(call.name))
                        let outcome = toolbox.run(name: call.name, arguments: call.arguments)
                        consecutiveErrors = outcome.failed ? consecutiveErrors + 1 : 0
                        output = outcome.output
                    }
                    journal.record(.toolOutput(call.name, output: output, callID: call.id, at: request.context.now))
                    outputs.append((call.id, ChatTranscript.text(output)))
                }
                chat.appendToolRound(calls: completion.toolCalls, outputs: outputs, content: completion.content)
            }
        }

        /// One repair request quoting the validation error; nil when the answer is still invalid
        /// or the repair could not be had (the caller falls back to the built-in draft).
        mutating func repair(content: String, error: ModelAnswer.Invalid) throws(BackendError) -> TaskDraft? {
            chat.append(ChatMessage(role: .assistant, content: content, part: .currentTurn))
            chat.append(ChatMessage(role: .user, content: """
                That answer is not a valid draft: \(error.message). Answer again with only the corrected JSON object.
                """, part: .currentTurn))
            let completion: ChatCompletion
            do {
                completion = try exchange(purpose: "repair", tools: false, toolChoice: nil, prefill: nil)
            } catch {
                if error.kind == .cancelled { throw error }
                return nil
            }
            do {
                return try ModelAnswer.draft(from: completion.content ?? "", context: request.context, backend: model.name)
            } catch {
                journal.amendLastExchange(outcome: "invalid", detail: error.message)
                return nil
            }
        }

        static func argumentsValue(_ text: String) -> JSONValue {
            (try? JSONParser.parse(Array(text.utf8))) ?? .string(text)
        }
    }
}
