/// Random identifiers from the kernel's generator.
public enum RandomID {
    /// An RFC 4122 version-4 UUID, lowercase. Its 36 characters are ASCII (hex digits and
    /// dashes), so they are written as bytes straight into the string's storage.
    public static func uuid() -> String {
        var bytes = randomBytes(16)
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return String(unsafeUninitializedCapacity: 36) { out in
            var index = 0
            for (position, byte) in bytes.enumerated() {
                if position == 4 || position == 6 || position == 8 || position == 10 {
                    out[index] = 0x2D
                    index += 1
                }
                out[index] = hexDigit(byte >> 4)
                out[index + 1] = hexDigit(byte & 0xF)
                index += 2
            }
            return index
        }
    }

    public static func randomBytes(_ count: Int) -> [UInt8] {
        // The standard library's generator reads the kernel's (getrandom) on Linux, one
        // system call per 64-bit word.
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 7)
        while bytes.count < count {
            withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) }
        }
        return Array(bytes.prefix(count))
    }

    public static func hexString(_ bytes: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { out in
            for (index, byte) in bytes.enumerated() {
                out[2 * index] = hexDigit(byte >> 4)
                out[2 * index + 1] = hexDigit(byte & 0xF)
            }
            return bytes.count * 2
        }
    }

    /// `0123456789abcdef` as UTF-8.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x57 + nibble }
}
