extension JSONType {
    public var russian: String {
        switch self {
        case .null: return "null"
        case .boolean: return "логическое значение"
        case .number: return "число"
        case .string: return "строка"
        case .array: return "массив"
        case .object: return "объект"
        }
    }
}
