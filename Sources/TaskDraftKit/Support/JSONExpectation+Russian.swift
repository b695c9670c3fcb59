extension JSONExpectation {
    public func russian(found: JSONType) -> String {
        let what: String
        switch self {
        case .string: what = "нужна строка"
        case .strings: what = "нужны строки"
        case .arrayOfStrings: what = "нужен массив строк"
        case .array: what = "нужен массив"
        case .jsonObject: what = "нужен объект JSON"
        case .shape(let field): what = field.russianWords.shape ?? field.russian
        case .describedObjects: what = "нужны объекты со строкой description"
        }
        return "\(what), а здесь \(found.russian)"
    }
}
