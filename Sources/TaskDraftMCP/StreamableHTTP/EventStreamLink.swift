import TaskDraftKit

/// How a handshake-generation session reaches its client while answering one POST: what the
/// server must send first (an elicitation) turns the answer into an event stream on that
/// POST, and the client's reply comes as a POST of its own, which lands in the conversation
/// while this request waits on the slot's lock.
final class EventStreamLink: ClientLink {
    private let exchange: HTTPExchange
    private let slot: ConversationSlot
    /// A comment this often keeps the stream from looking dead while the person decides.
    static let keepAliveNanoseconds: UInt64 = 15_000_000_000
    private var lastSent = MonotonicTime.now.nanoseconds

    init(exchange: HTTPExchange, slot: ConversationSlot) {
        self.exchange = exchange
        self.slot = slot
    }

    /// Whether the answer became an event stream.
    var isStreaming: Bool { exchange.responded }

    func send(_ message: [UInt8]) -> Bool {
        if !exchange.responded, !exchange.startEventStream() { return false }
        lastSent = MonotonicTime.now.nanoseconds
        return exchange.event(message)
    }

    /// Called with the slot's lock held: waits (the lock released meanwhile) for another
    /// request to bring an answer, a second at a time so a client that went away is noticed.
    func wait(milliseconds: Int32) {
        slot.lock.wait(milliseconds: Int(min(milliseconds, 1000)))
        let now = MonotonicTime.now.nanoseconds
        if exchange.responded, now &- lastSent >= Self.keepAliveNanoseconds {
            lastSent = now
            exchange.keepAlive()
        }
    }

    var isClosed: Bool { slot.ended || exchange.peerHasGone }
}

/// The stateless generation has no server-to-client requests (a confirmation is an
/// `input_required` result), so nothing is ever sent or waited for.
final class NoClientLink: ClientLink {
    func send(_ message: [UInt8]) -> Bool { false }
    func wait(milliseconds: Int32) {}
    var isClosed: Bool { true }
}
