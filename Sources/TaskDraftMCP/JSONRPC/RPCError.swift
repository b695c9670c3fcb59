import TaskDraftKit

/// A JSON-RPC error object: the protocol-level failures (bad JSON, an unknown method, bad
/// params). A tool that ran and failed is not one of these: it is a result with `isError`,
/// so the model can read the message and correct itself.
public struct RPCError: Error, Sendable, Hashable, CustomStringConvertible {
    public let code: Int
    public let message: String
    public let data: JSONValue?

    public init(_ code: Int, _ message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The bytes were not JSON.
    public static let parseErrorCode = -32700
    /// JSON, but not a JSON-RPC 2.0 message.
    public static let invalidRequestCode = -32600
    /// No such method (answered at once, so a client probing `server/discover` never waits).
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    /// The request names a protocol revision this server does not speak (2026-07-28,
    /// https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning).
    public static let unsupportedProtocolVersionCode = -32022
    /// Over Streamable HTTP (2026-07-28): the headers that mirror the body disagree with it
    /// (https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#server-validation).
    public static let headerMismatchCode = -32020

    public static func parseError(_ detail: String) -> RPCError { RPCError(parseErrorCode, "Parse error: \(detail)") }
    public static func invalidRequest(_ detail: String) -> RPCError { RPCError(invalidRequestCode, "Invalid request: \(detail)") }
    public static func methodNotFound(_ method: String) -> RPCError {
        RPCError(methodNotFoundCode, "Method not found: \(method)", data: .string(method))
    }
    public static func invalidParams(_ detail: String) -> RPCError { RPCError(invalidParamsCode, "Invalid params: \(detail)") }
    public static func headerMismatch(_ detail: String) -> RPCError { RPCError(headerMismatchCode, "Header mismatch: \(detail)") }

    public var json: JSONObject {
        var object: JSONObject = ["code": .int(Int64(code)), "message": .string(message)]
        if let data { object["data"] = data }
        return object
    }

    public var description: String { "\(code) \(message)" }
}
