import TaskDraftKit

/// The read-only tools of one turn: which calls may still run, and each call run through
/// domain reads, with the call and its output recorded for the transcript.
struct ToolRounds {
    let toolbox: ModelToolbox?
    let maxCalls: Int
    let maxErrors: Int
    private(set) var calls = 0
    private var consecutiveErrors = 0

    init(settings: HTTPModelSettings, request: DraftRequest) {
        toolbox = settings.offersTools(request) ? request.tools.map(ModelToolbox.init(reader:)) : nil
        maxCalls = settings.maxToolCalls
        maxErrors = settings.maxToolErrors
    }

    /// Whether the next request may offer the tools: some calls are left, and the model has
    /// not failed too often in a row.
    var mayOffer: Bool { toolbox != nil && !stopped && calls < maxCalls && consecutiveErrors < maxErrors }
    private var stopped = false

    /// No more tool rounds this turn (the server failed on one).
    mutating func stopOffering() { stopped = true }

    /// Runs the calls of one answer; a call past the limit is answered with an error instead.
    mutating func run(_ requested: [ChatMessage.ToolCall], journal: DraftJournal, at now: Instant) -> [(id: String, output: String)] {
        guard let toolbox else { return [] }
        for call in requested {
            journal.record(.toolCall(call.name, arguments: Self.argumentsValue(call.arguments), callID: call.id, at: now))
        }
        var outputs: [(id: String, output: String)] = []
        for call in requested {
            let output: JSONValue
            if calls >= maxCalls {
                output = .object(["error": .string("the limit of \(maxCalls) tool calls is reached; answer with the draft now")])
            } else {
                calls += 1
                journal.report(.toolCall(call.name))
                let outcome = toolbox.run(name: call.name, arguments: call.arguments)
                consecutiveErrors = outcome.failed ? consecutiveErrors + 1 : 0
                output = outcome.output
            }
            journal.record(.toolOutput(call.name, output: output, callID: call.id, at: now))
            outputs.append((call.id, ChatTranscript.text(output)))
        }
        return outputs
    }

    static func argumentsValue(_ text: String) -> JSONValue {
        (try? JSONParser.parse(Array(text.utf8))) ?? .string(text)
    }
}
