/// Header values the Streamable HTTP transport mirrors from the body (`Mcp-Name`), which a
/// client sends as `=?base64?…?=` when the value is not plain ASCII
/// (https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#value-encoding).
enum HeaderValue {
    /// The value as the body would hold it; nil when the encoding is broken.
    static func decoded(_ value: String) -> String? {
        guard value.hasPrefix("=?base64?"), value.hasSuffix("?="), value.utf8.count >= 11 else { return value }
        let encoded = Array(value.utf8.dropFirst(9).dropLast(2))
        guard let bytes = base64(encoded) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Standard base64 (RFC 4648 §4), padded or not.
    static func base64(_ text: [UInt8]) -> [UInt8]? {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for character in text {
            let value: UInt32
            switch character {
            case 0x41...0x5A: value = UInt32(character - 0x41)
            case 0x61...0x7A: value = UInt32(character - 0x61 + 26)
            case 0x30...0x39: value = UInt32(character - 0x30 + 52)
            case 0x2B: value = 62
            case 0x2F: value = 63
            case 0x3D:
                padding += 1
                continue
            default: return nil
            }
            guard padding == 0 else { return nil }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        return padding <= 2 ? bytes : nil
    }
}
