import TaskDraftHTTP
import TaskDraftKit
import TaskDraftParser

/// What every HTTP backend's drafting turn shares, whatever API it speaks: the deadline, the
/// key (held only for this draft), the borrowed client, the send with retries, the model log,
/// and the way an answer becomes a draft (validated, once repaired, else the built-in parser's,
/// then cross-checked).
struct HTTPTurn {
    let settings: HTTPModelSettings
    let request: DraftRequest
    let journal: DraftJournal
    let key: String?
    let transport: any HTTPTransport
    let trace: HTTPTrace?
    let deadline: MonotonicTime

    init(settings: HTTPModelSettings, request: DraftRequest, key: String?, transport: any HTTPTransport, trace: HTTPTrace?) {
        self.settings = settings
        self.request = request
        self.journal = request.journal ?? DraftJournal()
        self.key = key
        self.transport = transport
        self.trace = trace
        deadline = MonotonicTime.now.adding(seconds: settings.totalTimeout)
    }

    var name: String { settings.name }
    var host: String { settings.address.hostAndPort }
    /// Answers are streamed only when someone watches them arrive (the REPL).
    var streaming: Bool { settings.stream && journal.wantsProgress }

    /// A request that reached the server, whatever it answered.
    struct Sent {
        let response: HTTPResponse
        let retries: Int
        let started: MonotonicTime
    }

    /// Sends with `RetryPolicy`'s retries inside the turn's deadline. A transfer that produced
    /// no response is logged and thrown; any status comes back for the caller to judge.
    func send(_ http: HTTPRequest, purpose: String, mode: String,
              onData: ((UnsafeRawBufferPointer) -> Void)?) throws(BackendError) -> Sent {
        journal.report(.requesting(backend: name, purpose: purpose))
        let started = MonotonicTime.now
        let journal = self.journal
        let sender = RetryingSender(transport: transport, connectTimeout: settings.connectTimeout, trace: trace)
        do {
            let (response, retries) = try sender.send(
                http, deadline: deadline, onData: onData, onTick: { journal.report(.waiting) },
                onRetry: { reason, seconds in journal.report(.retrying(reason: reason, seconds: seconds)) },
                cancellation: request.cancellation)
            return Sent(response: response, retries: retries, started: started)
        } catch {
            log(purpose: purpose, mode: mode, started: started, retries: 0, status: nil, outcome: Self.outcome(error),
                detail: error.detail, requestBody: http.body, responseText: nil)
            throw BackendError(backend: name, host: host, kind: Self.kind(error), problem: timeoutProblem(error) ?? .transport(error.problem))
        }
    }

    /// A transfer cut off by the draft's deadline says which setting that was, so the person
    /// knows what to raise: "no answer within 30 s (timeouts.total_s)".
    func timeoutProblem(_ failure: HTTPFailure) -> BackendProblem? {
        guard failure.kind == .timeout, deadline.seconds(from: .now) < 0.5 else { return nil }
        let total = settings.totalTimeout
        let seconds = total == total.rounded() ? String(Int(total)) : RetryingSender.format(total)
        return .deadline(seconds: seconds)
    }

    /// The error body with the key scrubbed out (some servers echo the request's headers).
    func errorText(_ response: HTTPResponse) -> String {
        KeyRedaction.redact(response.bodyText(), key: key)
    }

    /// Logs a refusal nothing more can be done about and returns the error to throw.
    func httpError(_ sent: Sent, purpose: String, mode: String, requestBody: [UInt8]) -> BackendError {
        let text = errorText(sent.response)
        log(purpose: purpose, mode: mode, started: sent.started, retries: sent.retries, status: sent.response.status,
            outcome: "http_error", detail: text, requestBody: requestBody, responseText: text)
        let problem: BackendProblem = sent.response.status == 429 ? .rateLimited(retries: sent.retries) : .server(text)
        return BackendError(backend: name, host: host, kind: .http(sent.response.status), problem: problem)
    }

    /// Logs an answer that could not be read and returns the error to throw.
    func invalidResponse(_ sent: Sent, problem: AnswerProblem, purpose: String, mode: String, requestBody: [UInt8],
                         responseText: String?) -> BackendError {
        log(purpose: purpose, mode: mode, started: sent.started, retries: sent.retries, status: sent.response.status,
            outcome: "error", detail: problem.english, requestBody: requestBody, responseText: responseText)
        return BackendError(backend: name, host: host, kind: .invalidResponse, problem: .answer(problem))
    }

    func log(purpose: String, mode: String, started: MonotonicTime, retries: Int, status: Int?, outcome: String,
             detail: String?, requestBody: [UInt8], responseText: String?, promptTokens: Int? = nil, completionTokens: Int? = nil) {
        let content = settings.logContent
        journal.record(ModelExchange(
            at: request.context.now, backend: name, model: settings.model, host: host,
            schemaVersion: DraftSchema.version, purpose: purpose, mode: mode, status: status,
            promptTokens: promptTokens, completionTokens: completionTokens,
            latencyMilliseconds: Int(MonotonicTime.now.milliseconds(since: started).rounded()), retries: retries,
            outcome: outcome, detail: detail.map { KeyRedaction.redact($0, key: key) },
            request: content ? KeyRedaction.redact(String(decoding: requestBody, as: UTF8.self), key: key) : nil,
            response: content ? responseText.map { KeyRedaction.redact($0, key: key) } : nil))
    }

    /// The text of a model's answer for the log: its content, or the tools it called.
    static func loggedAnswer(_ completion: ChatCompletion) -> String? {
        completion.content ?? (completion.toolCalls.isEmpty ? nil : ChatTranscript.text(.array(
            completion.toolCalls.map { .object(["name": .string($0.name), "arguments": .string($0.arguments)]) })))
    }

    /// The answer as a validated draft: once repaired when invalid, else the built-in parser's
    /// draft with a warning (a forced backend's failure instead); then cross-checked against
    /// the words by the built-in parser.
    func draft(from content: String, repair: (InvalidAnswer) throws(BackendError) -> String?) throws(BackendError) -> TaskDraft {
        var draft: TaskDraft
        do {
            draft = try ModelAnswer.draft(from: content, context: request.context, backend: name)
        } catch {
            journal.amendLastExchange(outcome: "invalid", detail: error.english)
            let repaired: String?
            do {
                repaired = try repair(error)
            } catch {
                if error.kind == .cancelled { throw error }
                repaired = nil
            }
            guard let repaired else { return try builtinDraft(because: error) }
            do {
                draft = try ModelAnswer.draft(from: repaired, context: request.context, backend: name)
            } catch let second {
                journal.amendLastExchange(outcome: "invalid", detail: second.english)
                return try builtinDraft(because: error)
            }
        }
        return request.crossChecked(draft)
    }

    /// The built-in parser's draft, with the reason the model's could not be used; for a forced
    /// backend (the request says the parser may not stand in) the backend's failure instead.
    func builtinDraft(because reason: InvalidAnswer) throws(BackendError) -> TaskDraft {
        guard request.builtinMayStandIn else {
            throw BackendError(backend: name, host: host, kind: .invalidResponse, problem: .answer(.notADraft(reason)))
        }
        var draft = request.builtinDraft
        draft.backend = BuiltinModel().name
        draft.warnings.append(BackendWarning.invalidAnswer(backend: name, reason))
        return draft
    }

    /// llama.cpp says `exceed_context_size_error`; OpenAI `context_length_exceeded`; Anthropic
    /// "prompt is too long"; others word it ("maximum context length", "context size").
    static func isContextExceeded(_ response: HTTPResponse) -> Bool {
        guard response.status == 400 || response.status == 413 || response.status == 422 else { return false }
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased()
        return text.contains("context_length") || text.contains("exceed_context") || text.contains("context length")
            || text.contains("context size") || text.contains("context window") || text.contains("prompt is too long")
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
}
