import TaskDraftKit

/// One JSON-RPC 2.0 message as it arrives on a line
/// (https://www.jsonrpc.org/specification, https://modelcontextprotocol.io/specification/2025-11-25/basic).
public enum Message: Sendable, Hashable {
    case request(id: RequestID, method: String, params: JSONObject)
    case notification(method: String, params: JSONObject)
    /// A client's answer to a request the server sent (an elicitation).
    case response(id: RequestID, result: JSONValue)
    case errorResponse(id: RequestID?, error: RPCError)

    /// Why a line is not a message, and the id to answer with when one could be read.
    public struct Rejection: Error, Sendable, Hashable {
        public let id: RequestID?
        public let error: RPCError
    }

    /// Reads one line. Absent params read as an empty object; MCP's params are always objects.
    public static func decode(_ bytes: [UInt8]) throws(Rejection) -> Message {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch {
            throw Rejection(id: nil, error: .parseError(error.description))
        }
        return try decode(value)
    }

    public static func decode(_ value: JSONValue) throws(Rejection) -> Message {
        guard case .object(let object) = value else {
            let what = value.arrayValue != nil ? "batches are not supported; send one message per line" : "expected an object"
            throw Rejection(id: nil, error: .invalidRequest(what))
        }
        var id: RequestID?
        if let raw = object["id"] {
            guard let parsed = RequestID(raw) else {
                throw Rejection(id: nil, error: .invalidRequest("\"id\" must be a string or an integer"))
            }
            id = parsed
        }
        guard object["jsonrpc"] == .string("2.0") else {
            throw Rejection(id: id, error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))
        }
        if let rawMethod = object["method"] {
            guard case .string(let method) = rawMethod, !method.isEmpty else {
                throw Rejection(id: id, error: .invalidRequest("\"method\" must be a non-empty string"))
            }
            let params: JSONObject
            switch object["params"] {
            case nil: params = JSONObject()
            case .object(let o)?: params = o
            case let other?:
                throw Rejection(id: id, error: .invalidParams("params must be an object, found \(other.typeName)"))
            }
            if let id { return .request(id: id, method: method, params: params) }
            return .notification(method: method, params: params)
        }
        if let id, let result = object["result"] { return .response(id: id, result: result) }
        if case .object(let error)? = object["error"] {
            let code = error["code"]?.intValue.map(Int.init) ?? RPCError.internalErrorCode
            return .errorResponse(id: id, error: RPCError(code, error["message"]?.stringValue ?? "", data: error["data"]))
        }
        throw Rejection(id: id, error: .invalidRequest("a message needs \"method\", or \"id\" with \"result\" or \"error\""))
    }
}

/// Writes the messages the server sends, one compact JSON object each (no newline: the
/// transport frames them).
public enum Envelope {
    public static func result(id: RequestID, _ result: JSONObject) -> [UInt8] {
        encode(["jsonrpc": .string("2.0"), "id": id.json, "result": .object(result)])
    }

    public static func error(id: RequestID?, _ error: RPCError) -> [UInt8] {
        encode(["jsonrpc": .string("2.0"), "id": id?.json ?? .null, "error": .object(error.json)])
    }

    public static func request(id: RequestID, method: String, params: JSONObject) -> [UInt8] {
        encode(["jsonrpc": .string("2.0"), "id": id.json, "method": .string(method), "params": .object(params)])
    }

    static func encode(_ object: JSONObject) -> [UInt8] {
        var writer = JSONWriter(capacity: 512)
        writer.write(.object(object))
        return writer.bytes
    }
}
