/// Splits a `text/event-stream` body into the `data` of each event, as bytes arrive.
///
/// Only what chat-completion streams use: `data:` lines (joined with newlines when an event
/// has several), a blank line ending the event, comments (`:`) and other fields ignored.
/// See https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
public struct ServerSentEvents: Sendable {
    private var line: [UInt8] = []
    private var data: [String] = []
    private var afterCR = false

    public init() {}

    /// Feeds bytes; returns the events they completed.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [String] {
        var events: [String] = []
        for byte in bytes {
            if afterCR {
                afterCR = false
                if byte == 0x0A { continue }
            }
            if byte == 0x0A || byte == 0x0D {
                afterCR = byte == 0x0D
                if let event = endLine() { events.append(event) }
            } else {
                line.append(byte)
            }
        }
        return events
    }

    /// The event left when the stream ends without a final blank line.
    public mutating func finish() -> String? {
        if !line.isEmpty { _ = endLine() }
        guard !data.isEmpty else { return nil }
        defer { data.removeAll() }
        return data.joined(separator: "\n")
    }

    private mutating func endLine() -> String? {
        defer { line.removeAll(keepingCapacity: true) }
        if line.isEmpty {
            guard !data.isEmpty else { return nil }
            defer { data.removeAll() }
            return data.joined(separator: "\n")
        }
        guard line.starts(with: Array("data:".utf8)) else { return nil }
        var value = line.dropFirst(5)
        if value.first == 0x20 { value = value.dropFirst() }
        data.append(String(decoding: value, as: UTF8.self))
        return nil
    }
}
