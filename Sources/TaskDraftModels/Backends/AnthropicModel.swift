import TaskDraftHTTP
import TaskDraftKit

/// A model behind Anthropic's Messages API: `POST {base}/messages` with `x-api-key` and
/// `anthropic-version`. The draft comes back as the input of one tool, `task_draft`, whose
/// `input_schema` is the draft schema (`DraftSchema`); the read-only tools are offered beside
/// it. While tool calls are left the model must call some tool (`tool_choice: any`): a read-only
/// one to look something up, or `task_draft` to answer; after that `task_draft` is forced
/// (`tool_choice: {"type": "tool", "name": "task_draft"}`).
///
/// Everything else is the OpenAI kind's (`HTTPTurn`): the context budget, retries (429 with
/// `retry-after`, 529 overloaded), the key read per draft and scrubbed from whatever comes back,
/// validation, one repair (as an error `tool_result` for the draft call), the built-in parser's
/// draft when that fails too, and its cross-check. Streams (server-sent events) when someone watches.
///
/// Safe to share between threads: each draft borrows its own libcurl client from `pool`.
/// API reference: https://docs.anthropic.com/en/api/messages
public final class AnthropicModel: LanguageModel, ChatModel, Sendable {
    /// The `anthropic-version` header: the API version whose shapes this file reads.
    public static let apiVersion = "2023-06-01"
    /// The tool the draft is given through.
    public static let draftTool = DraftSchema.name
    typealias Stream = AnthropicMessageStream

    public let settings: HTTPModelSettings
    let pool: TransportPool
    let trace: HTTPTrace?

    public init(settings: HTTPModelSettings, pool: TransportPool = .curl(), trace: HTTPTrace? = nil) {
        self.settings = settings
        self.pool = pool
        self.trace = trace
    }

    public var name: String { settings.name }
    public var loggedHost: String? { settings.address.hostAndPort }
    public var availability: Availability { settings.availability }
    public var destination: Destination { settings.destination }

    public func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        try withTurn(request) { (turn) throws(BackendError) in try turn.run() }
    }

    func opening(_ http: HTTPTurn) -> (chat: ChatTranscript, tools: ToolRounds) {
        let request = http.request
        let toolLimit = settings.offersTools(request) ? settings.maxToolCalls : 0
        let instructions = Instructions(context: request.context)
            .text(for: request.text, toolLimit: toolLimit, schemaInPrompt: false)
            + "\n\nGive the draft by calling the \(AnthropicModel.draftTool) tool: its input is the draft."
        return (ChatTranscript(instructions: instructions, history: request.transcript, current: request.turnText),
                ToolRounds(settings: settings, request: request))
    }

    /// What the model answered with: the draft tool's input (or, from a server that ignored
    /// the forced tool, its text), and the call to answer when it needs repair.
    struct Answer {
        var text: String
        var draftCall: ChatMessage.ToolCall?
    }
}

/// One drafting turn over the Messages API: tool rounds until the draft tool is called, then its input.
extension ChatTurn where Model == AnthropicModel {
    typealias Answer = AnthropicModel.Answer

    mutating func run() throws(BackendError) -> TaskDraft {
        let answer = try toolRounds()
        let http = self.http
        return try http.draft(from: answer.text) { (error) throws(BackendError) in try repair(answer, error: error) }
    }

    /// Asks with the read-only tools while calls are left, until the model calls the draft
    /// tool; then once more with the draft tool forced.
    mutating func toolRounds() throws(BackendError) -> Answer {
        var round = 0
        while true {
            let offer = tools.mayOffer
            let purpose = offer ? "tools" : (round == 0 ? "draft" : "final")
            let completion = try exchange(purpose: purpose, offerTools: offer)
            round += 1
            if let call = completion.toolCalls.first(where: { $0.name == AnthropicModel.draftTool }) {
                return Answer(text: call.arguments, draftCall: call)
            }
            guard offer, !completion.toolCalls.isEmpty else { return Answer(text: completion.content ?? "", draftCall: nil) }
            let outputs = tools.run(completion.toolCalls, journal: journal, at: request.context.now)
            chat.appendToolRound(calls: completion.toolCalls, outputs: outputs, content: completion.content)
        }
    }

    /// One repair request: the validation error goes back as the draft call's (error)
    /// result, and the draft tool is forced again. The new answer's text, or nil.
    mutating func repair(_ answer: Answer, error: InvalidAnswer) throws(BackendError) -> String? {
        let correction = "That draft is not valid: \(error.english). Call \(AnthropicModel.draftTool) again with the corrected draft."
        if let call = answer.draftCall {
            chat.appendToolRound(calls: [call], outputs: [(call.id, correction)], content: nil)
        } else {
            chat.append(ChatMessage(role: .assistant, content: answer.text, part: .currentTurn))
            chat.append(ChatMessage(role: .user, content: correction, part: .currentTurn))
        }
        let completion = try exchange(purpose: "repair", offerTools: false)
        return completion.toolCalls.first { $0.name == AnthropicModel.draftTool }?.arguments ?? completion.content ?? ""
    }
}
