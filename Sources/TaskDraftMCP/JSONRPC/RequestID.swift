import TaskDraftKit

/// A JSON-RPC request id. MCP allows strings and integers, never null
/// (https://modelcontextprotocol.io/specification/2025-11-25/basic#requests).
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
    case int(Int64)
    case string(String)

    /// Reads an id; nil for null, fractions, booleans and the rest.
    init?(_ value: JSONValue) {
        switch value {
        case .int(let n): self = .int(n)
        case .string(let s): self = .string(s)
        default: return nil
        }
    }

    public var json: JSONValue {
        switch self {
        case .int(let n): return .int(n)
        case .string(let s): return .string(s)
        }
    }

    public var description: String {
        switch self {
        case .int(let n): return String(n)
        case .string(let s): return "\"\(s)\""
        }
    }
}
