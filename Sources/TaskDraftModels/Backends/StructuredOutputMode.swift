import Synchronization
import TaskDraftKit

/// How a server is asked to answer in the draft's JSON Schema, best first. Servers differ:
/// OpenAI and llama.cpp's llama-server take `json_schema` (grammar-constrained in llama.cpp);
/// llama-cpp-python's server refuses it and takes `json_object` with a `schema`; anything
/// else still gets the schema spelled out in the instructions.
public enum StructuredOutputMode: String, Sendable, CaseIterable {
    case jsonSchema = "json_schema"
    case jsonObject = "json_object"
    case prompt

    /// The next form to try after a server refused this one.
    public var fallback: StructuredOutputMode? {
        switch self {
        case .jsonSchema: return .jsonObject
        case .jsonObject: return .prompt
        case .prompt: return nil
        }
    }

    /// `response_format` for this mode, or nil (prompt only).
    func responseFormat(schema: JSONValue) -> JSONValue? {
        switch self {
        case .jsonSchema:
            return .object(["type": .string("json_schema"),
                            "json_schema": .object(["name": .string(DraftSchema.name), "strict": .bool(true), "schema": schema])])
        case .jsonObject:
            return .object(["type": .string("json_object"), "schema": schema])
        case .prompt:
            return nil
        }
    }
}

/// What each server accepted, by base URL, for this process: after one refusal every later
/// draft goes straight to the form that works. `taskdraft` seeds it from the model log, so a
/// new process does not pay the refusal again either.
public final class StructuredOutputMemory: Sendable {
    private let modes = Mutex<[String: StructuredOutputMode]>([:])

    public init() {}

    public static let shared = StructuredOutputMemory()

    public func mode(for server: String) -> StructuredOutputMode {
        modes.withLock { $0[server] } ?? .jsonSchema
    }

    public func remember(_ mode: StructuredOutputMode, for server: String) {
        modes.withLock { $0[server] = mode }
    }
}
