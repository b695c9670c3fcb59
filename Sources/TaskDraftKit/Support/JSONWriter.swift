/// Serialises JSON into a byte buffer: compact by default, or indented by two spaces.
///
/// Strings are written as UTF-8 with only the escapes JSON requires, so Cyrillic titles
/// stay readable in `--json` output.
public struct JSONWriter {
    public var bytes: [UInt8] = []
    public let pretty: Bool

    public init(pretty: Bool = false, capacity: Int = 256) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    public static func serialize(_ value: JSONValue, pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    public mutating func write(_ value: JSONValue, indent: Int = 0) {
        switch value {
        case .null: append("null")
        case .bool(let b): append(b ? "true" : "false")
        case .int(let i): append(String(i))
        case .double(let d): writeNumber(d)
        case .string(let s): writeString(s)
        case .array(let items):
            if items.isEmpty { append("[]"); return }
            bytes.append(0x5B)
            for (i, item) in items.enumerated() {
                if i > 0 { bytes.append(0x2C) }
                newline(indent + 1)
                write(item, indent: indent + 1)
            }
            newline(indent)
            bytes.append(0x5D)
        case .object(let object):
            if object.members.isEmpty { append("{}"); return }
            bytes.append(0x7B)
            for (i, member) in object.members.enumerated() {
                if i > 0 { bytes.append(0x2C) }
                newline(indent + 1)
                writeString(member.key)
                bytes.append(0x3A)
                if pretty { bytes.append(0x20) }
                write(member.value, indent: indent + 1)
            }
            newline(indent)
            bytes.append(0x7D)
        }
    }

    /// A Double as a JSON number; JSON has no infinity or NaN, which Swift prints as `inf` and `nan`.
    public mutating func writeNumber(_ d: Double) {
        // An infinity keeps its sign and its place in an order as the largest finite number of
        // that sign, so a script sorting by the figure still sorts right; NaN has neither, so null.
        if d.isNaN { append("null"); return }
        let finite = d.isInfinite ? (d < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude) : d
        append(finite.rounded() == finite && abs(finite) < 1e15 ? String(Int64(finite)) : String(finite))
    }

    private mutating func newline(_ indent: Int) {
        guard pretty else { return }
        bytes.append(0x0A)
        for _ in 0..<(indent * 2) { bytes.append(0x20) }
    }

    @inline(__always)
    public mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Literal JSON text (keys and punctuation) written as is.
    @inline(__always)
    public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A string, or `null`.
    public mutating func writeOptional(_ value: String?) {
        if let value { writeString(value) } else { raw("null") }
    }

    /// An array of strings.
    public mutating func writeStrings(_ values: [String]) {
        bytes.append(0x5B)
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            writeString(value)
        }
        bytes.append(0x5D)
    }

    public mutating func writeString(_ string: String) {
        bytes.append(0x22)
        // Most strings need no escaping: copy them whole.
        var copy = string
        let copied = copy.withUTF8 { buffer -> Bool in
            for byte in buffer where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if copied {
            bytes.append(0x22)
            return
        }
        for byte in string.utf8 {
            switch byte {
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
            case 0x0D: bytes.append(0x5C); bytes.append(0x72)
            case 0x09: bytes.append(0x5C); bytes.append(0x74)
            case 0..<0x20, 0x7F:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}
