import TaskDraftKit
@testable import TaskDraftMCP

/// A transport in memory: lines queued by the test, messages the server sent kept in order.
/// `respond` sees each message as it is sent and may queue the client's answer, as a real
/// client answers an elicitation.
final class ScriptedTransport: MessageTransport {
    var input: [LineEvent] = []
    private(set) var sent: [JSONValue] = []
    var respond: ((JSONValue) -> [String])?

    func queue(_ line: String) { input.append(.line(Array(line.utf8))) }

    func nextLine(timeoutMilliseconds: Int32?) -> LineEvent {
        input.isEmpty ? .end : input.removeFirst()
    }

    func send(_ message: [UInt8]) {
        #expect(!message.contains(0x0A), "one message per line: no raw newline inside")
        let value = try! JSONParser.parse(message)
        sent.append(value)
        for line in respond?(value) ?? [] { queue(line) }
    }

    /// The messages sent since the last call.
    func drain() -> [JSONValue] {
        defer { sent.removeAll() }
        return sent
    }
}

import Testing
