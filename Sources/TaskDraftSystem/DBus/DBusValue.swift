/// One value of a D-Bus message, as read from or written to it: the basic types, arrays (with
/// their element signature, so an empty one still has a type), dictionary entries, structs and
/// variants.
public indirect enum DBusValue: Sendable, Hashable {
    case string(String), objectPath(String), signature(String)
    case bool(Bool), byte(UInt8), int16(Int16), uint16(UInt16), int32(Int32), uint32(UInt32)
    case int64(Int64), uint64(UInt64), double(Double)
    case array(element: String, [DBusValue])
    case dictEntry(DBusValue, DBusValue)
    case structure([DBusValue])
    case variant(DBusValue)
    /// A Unix file descriptor's index; never sent by this service, read only to be refused.
    case unixFD

    /// The value's type signature.
    public var signature: String {
        switch self {
        case .string: return "s"
        case .objectPath: return "o"
        case .signature: return "g"
        case .bool: return "b"
        case .byte: return "y"
        case .int16: return "n"
        case .uint16: return "q"
        case .int32: return "i"
        case .uint32: return "u"
        case .int64: return "x"
        case .uint64: return "t"
        case .double: return "d"
        case .array(let element, _): return "a" + element
        case .dictEntry(let key, let value): return "{" + key.signature + value.signature + "}"
        case .structure(let fields): return "(" + fields.map(\.signature).joined() + ")"
        case .variant: return "v"
        case .unixFD: return "h"
        }
    }

    /// `a{sv}` from keys and values, in order.
    public static func dictionary(_ entries: [(String, DBusValue)]) -> DBusValue {
        .array(element: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) })
    }

    /// `as`.
    public static func strings(_ items: [String]) -> DBusValue { .array(element: "s", items.map(DBusValue.string)) }

    /// The entries of an `a{sv}` (or any `a{s…}`), variants unwrapped; nil for any other value.
    public var dictionaryEntries: [(key: String, value: DBusValue)]? {
        guard case .array(let element, let items) = self, element.hasPrefix("{s") else { return nil }
        return items.compactMap {
            guard case .dictEntry(.string(let key), let value) = $0 else { return nil }
            if case .variant(let inner) = value { return (key, inner) }
            return (key, value)
        }
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        if case .variant(let inner) = self { return inner.stringValue }
        return nil
    }

    /// Any integer type as Int64 (a caller's `i`, `u` or `x` all mean a number).
    public var integerValue: Int64? {
        switch self {
        case .byte(let v): return Int64(v)
        case .int16(let v): return Int64(v)
        case .uint16(let v): return Int64(v)
        case .int32(let v): return Int64(v)
        case .uint32(let v): return Int64(v)
        case .int64(let v): return v
        case .uint64(let v): return v <= UInt64(Int64.max) ? Int64(v) : nil
        case .variant(let inner): return inner.integerValue
        default: return nil
        }
    }

    /// The strings of an `as` (or `av` of strings).
    public var stringArray: [String]? {
        guard case .array(_, let items) = self else { return nil }
        let strings = items.compactMap(\.stringValue)
        return strings.count == items.count ? strings : nil
    }
}
