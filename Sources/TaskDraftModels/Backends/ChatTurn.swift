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
    var settings: HTTPModelSettings { get }
    var pool: TransportPool { get }
    var trace: HTTPTrace? { get }
    /// A turn's first messages (the instructions, the transcript, the words) and the tool rounds it may take.
    func opening(_ http: HTTPTurn) -> (chat: ChatTranscript, tools: ToolRounds)
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
