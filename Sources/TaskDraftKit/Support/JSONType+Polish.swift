extension JSONType {
    public var polish: String {
        switch self {
        case .null: return "null"
        case .boolean: return "wartość logiczna"
        case .number: return "liczba"
        case .string: return "tekst"
        case .array: return "tablica"
        case .object: return "obiekt"
        }
    }
}
