/// The kind of a JSON value, as a message names it ("expected a string, found a number").
public enum JSONType: LocalizedText, CaseIterable, Equatable {
    case null, boolean, number, string, array, object
}

extension JSONValue {
    public var type: JSONType {
        switch self {
        case .null: return .null
        case .bool: return .boolean
        case .int, .double: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }
}
