import TaskDraftKit

/// Content lines built as bytes: TEXT values escaped (§3.3.11), each line folded at 75
/// octets and ended with CRLF (§3.1). A fold never falls inside a UTF-8 sequence: it
/// moves back to the sequence's first byte.
public struct ICalendarLines {
    /// RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break.
    public static let maximumLineOctets = 75

    public private(set) var bytes: [UInt8] = []
    public var current: [UInt8] = []

    public init() {
        bytes.reserveCapacity(1024)
        current.reserveCapacity(256)
    }

    public mutating func start(_ name: StaticString) {
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// A property's name, as a row of the field table says it, and what follows it.
    public mutating func start(_ name: String, _ rest: StaticString) {
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: name.utf8)
        current.append(contentsOf: UnsafeBufferPointer(start: rest.utf8Start, count: rest.utf8CodeUnitCount))
    }

    /// A whole line that needs no escaping.
    public mutating func line(_ text: String) {
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: text.utf8)
        end()
    }

    /// Backslash, semicolon and comma escaped, a line break as `\n`; CR and the other
    /// control characters TEXT may not hold (§3.3.11: all but tab) dropped, so notes
    /// carrying an ESC sequence reach no calendar.
    public mutating func text(_ value: String) {
        for byte in value.utf8 {
            switch byte {
            case 0x5C: current.append(0x5C); current.append(0x5C)
            case 0x3B: current.append(0x5C); current.append(0x3B)
            case 0x2C: current.append(0x5C); current.append(0x2C)
            case 0x0A: current.append(0x5C); current.append(0x6E)
            case 0x00...0x08, 0x0B...0x1F, 0x7F: break
            default: current.append(byte)
            }
        }
    }

    public mutating func utc(_ instant: Instant) { BasicTime.utc(instant, into: &current) }

    public mutating func end() {
        var start = 0
        var limit = ICalendarLines.maximumLineOctets
        while start < current.count || start == 0 {
            var stop = min(current.count, start + limit)
            while stop < current.count, stop > start, current[stop] & 0xC0 == 0x80 { stop -= 1 }
            if start > 0 { bytes += [0x0D, 0x0A, 0x20] }
            bytes.append(contentsOf: current[start..<stop])
            start = stop
            limit = ICalendarLines.maximumLineOctets - 1  // continuation lines begin with a space
            if current.isEmpty { break }
        }
        bytes += [0x0D, 0x0A]
    }
}
