/// UUIDs for imported records that bring none: version 7 (RFC 9562 §5.7), a millisecond
/// timestamp, a counter and random bits, from one random pool per 256 of them.
///
/// Why not version 4 as elsewhere: the `uuid` index is UNIQUE, and random keys land on a
/// random index page each, so every commit of a large import rewrote most of that index.
/// Time-ordered UUIDs append at the index's end instead.
struct UUIDSource {
    private var pool: [UInt8] = []
    private var offset = 0
    private var lastMilliseconds: UInt64 = 0
    private var counter: UInt16 = 0
    private static let poolBytes = 4096
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    mutating func next() -> String {
        if offset + 16 > pool.count {
            pool = RandomID.randomBytes(Self.poolBytes)
            offset = 0
        }
        var bytes = Array(pool[offset..<offset + 16])
        offset += 16
        var milliseconds = UInt64(max(0, MonotonicTime.wallClockMilliseconds))
        // Method 1 of RFC 9562 §6.2: a 12-bit counter keeps UUIDs of one millisecond in order;
        // when it runs out, the timestamp moves on a millisecond.
        if milliseconds <= lastMilliseconds {
            milliseconds = lastMilliseconds
            if counter >= 0x0FFF {
                milliseconds += 1
                counter = UInt16(bytes[6] & 0x07) << 8 | UInt16(bytes[7])
            } else {
                counter += 1
            }
        } else {
            counter = UInt16(bytes[6] & 0x07) << 8 | UInt16(bytes[7])  // random start, top bit clear
        }
        lastMilliseconds = milliseconds
        for i in 0..<6 { bytes[i] = UInt8(truncatingIfNeeded: milliseconds >> (40 - 8 * UInt64(i))) }
        bytes[6] = 0x70 | UInt8(counter >> 8)
        bytes[7] = UInt8(truncatingIfNeeded: counter)
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for (i, byte) in bytes.enumerated() {
            if i == 4 || i == 6 || i == 8 || i == 10 { text.append(0x2D) }
            text.append(Self.hex[Int(byte >> 4)])
            text.append(Self.hex[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
