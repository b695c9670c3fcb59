import TaskDraftKit

/// Asking the person while a tool call waits: the handshake generation's `elicitation/create`,
/// a request from server to client (https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation).
extension MCPConversation {
    /// Sends the question over `link` and waits until its answer arrives, the client cancels
    /// the call, the link closes, or `confirmationTimeoutSeconds` pass.
    func ask(_ question: ElicitationQuestion, during call: RequestID, version: String, link: ClientLink) -> ElicitationAnswer {
        guard !confirming else {
            return .failed("another confirmation is already waiting for the person's answer; call again after it")
        }
        confirming = true
        defer {
            confirming = false
            cancelled.removeAll()
        }
        // 128 bits from the kernel: the agent relaying this question cannot answer it under an
        // id it guessed, so only the reply to the question actually sent can confirm.
        let id = RequestID.string("taskdraft-confirm-" + RandomID.hexString(RandomID.randomBytes(16)))
        awaiting.insert(id)
        defer {
            awaiting.remove(id)
            answers[id] = nil
        }
        guard link.send(Envelope.request(id: id, method: "elicitation/create", params: question.params(version: version))) else {
            return .failed("the client closed the connection")
        }
        let deadline = PendingConfirmations.monotonicSeconds() + Self.confirmationTimeoutSeconds
        while true {
            if let answer = answers[id] {
                switch answer {
                case .success(let result): return question.answer(from: result)
                case .failure(let error): return .failed("the client answered \(error.code) \(error.message)")
                }
            }
            if cancelled.contains(call) { return .abandoned }
            if link.isClosed { return .failed("the client closed the connection") }
            let left = deadline - PendingConfirmations.monotonicSeconds()
            guard left > 0 else { return .failed("no answer within \(Self.confirmationTimeoutSeconds / 60) minutes") }
            // Other messages are served meanwhile; the answer lands in `answers`.
            link.wait(milliseconds: Int32(min(left, 60)) * 1000)
        }
    }
}
