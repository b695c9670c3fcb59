/// How a conversation reaches the client while a request is being answered: to send it a
/// request of its own (an elicitation) and to wait for what comes back.
///
/// Over stdio that is the same pipe, read while waiting; over HTTP, the event stream of the
/// request being answered, and the client's later POST of its answer.
protocol ClientLink: AnyObject {
    /// Sends one message to the client; false when it cannot be sent (the client went away).
    func send(_ message: [UInt8]) -> Bool
    /// Waits up to `milliseconds` for the client to send something (an answer lands in the
    /// conversation's `answers`), serving what else arrives meanwhile.
    func wait(milliseconds: Int32)
    /// The client can no longer answer (stdin closed, the request's connection dropped).
    var isClosed: Bool { get }
}
