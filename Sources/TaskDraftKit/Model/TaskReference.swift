/// A task named by a person or a file, before the store says which task it is: by the number
/// people type (`--parent 3`, "subtask of 3") or by its UID (an import, a CalDAV server's
/// `RELATED-TO`). The domain resolves it (`CommitContext.resolveParent`); a task stores the UID.
public enum TaskReference: Sendable, Hashable, CustomStringConvertible {
    case id(Int64)
    case uid(String)

    /// Draft JSON's value: an integer is an id, a string a UID.
    public var json: JSONValue {
        switch self {
        case .id(let id): return .int(id)
        case .uid(let uid): return .string(uid)
        }
    }

    /// Draft or argument JSON to a reference: an integer is an id, a string a UID (a file's or
    /// a server's UID may be all digits); nil for anything else.
    public init?(json: JSONValue) {
        switch json {
        case .int(let id) where id > 0: self = .id(id)
        case .string(let text):
            let uid = text.trimmingWhitespace()
            guard !uid.isEmpty, TaskUID.problem(uid) == nil else { return nil }
            self = .uid(uid)
        default: return nil
        }
    }

    /// A draft's value (a model's answer, a file's record, an agent's arguments): nil for none,
    /// an integer an id, a string a UID, digits or not (only a number is an id); any other
    /// value, or a string no UID may be, refused under `field`, saying it takes `expected`.
    init?(draft value: JSONValue?, field: String, expected: ExpectedValue) throws(DraftError) {
        switch value {
        case nil, .null?: return nil
        case .int(let id)? where id > 0: self = .id(id)
        case .string(let text)?:
            guard let uid = try TaskUID.validated(text, field: field) else { return nil }
            self = .uid(uid)
        case let other?: throw .field(field, .notReadable(other.compactText, expected: expected))
        }
    }

    /// The JSON Schema of a draft's reference: a number or a UID, or null for none.
    static func draftSchema(_ description: String) -> JSONValue {
        .object(["type": .array([.string("integer"), .string("string"), .string("null")]), "description": .string(description)])
    }

    /// What a person types: `3` or `#3` is task 3; anything else, trimmed, is a UID.
    public init?(text: String) {
        let trimmed = text.trimmingWhitespace()
        let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if !digits.isEmpty, digits.utf8.count <= 18, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let id = Int64(digits), id > 0 {
            self = .id(id)
        } else if !trimmed.isEmpty, TaskUID.problem(trimmed) == nil {
            self = .uid(trimmed)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .id(let id): return "\(id)"
        case .uid(let uid): return uid
        }
    }
}

private extension JSONValue {
    /// A short text of a value that is not a reference, for the refusal.
    var compactText: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return "\(n)"
        case .double(let d): return "\(d)"
        case .array: return "[…]"
        case .object: return "{…}"
        default: return ""
        }
    }
}
