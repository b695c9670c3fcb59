extension JSONExpectation {
    /// "expected a string, found a number".
    public func english(found: JSONType) -> String {
        let what: String
        switch self {
        case .string: what = "a string"
        case .strings: what = "strings"
        case .arrayOfStrings: what = "an array of strings"
        case .array: what = "an array"
        case .jsonObject: what = "a JSON object"
        case .shape(let field): what = field.englishWords.shape ?? field.english
        case .describedObjects: what = "objects with a description string"
        }
        return "expected \(what), found \(found.english)"
    }
}
