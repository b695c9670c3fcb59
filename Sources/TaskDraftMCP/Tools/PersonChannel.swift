import TaskDraftKit

/// How this call can reach the person, decided by the protocol generation and what the
/// client declared. The domain decides *whether* a person must confirm; this only carries
/// the question and brings back the answer.
enum PersonChannel {
    /// The client declared no form elicitation: nobody can be asked.
    case unavailable
    /// Handshake generation: send `elicitation/create` now and wait for the answer.
    case ask((ElicitationQuestion) -> ElicitationAnswer)
    /// Stateless generation: answer `input_required`; the retry carries the answer.
    case roundTrip(responses: JSONObject?, state: String?)
}
