import TaskDraftKit

/// A backend's drafting turn (`AnthropicModel.Turn`, `OpenAICompatibleModel.Turn`): its own
/// messages and tool rounds over the shared HTTP turn, whose settings, request and journal it
/// reads from there rather than holding them twice.
protocol ChatTurn {
    var http: HTTPTurn { get }
}

extension ChatTurn {
    var settings: HTTPModelSettings { http.settings }
    var request: DraftRequest { http.request }
    var journal: DraftJournal { http.journal }
}
