extension JSONExpectation {
    public func polish(found: JSONType) -> String {
        let what: String
        switch self {
        case .string: what = "potrzebny tekst"
        case .strings: what = "potrzebne teksty"
        case .arrayOfStrings: what = "potrzebna tablica tekstów"
        case .array: what = "potrzebna tablica"
        case .jsonObject: what = "potrzebny obiekt JSON"
        case .shape(let field): what = field.polishWords.shape ?? field.polish
        case .describedObjects: what = "potrzebne obiekty z tekstem description"
        }
        return "\(what), a jest \(found.polish)"
    }
}
