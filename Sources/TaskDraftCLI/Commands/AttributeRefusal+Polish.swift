extension AttributeRefusal {
    var polish: String {
        switch self {
        case .unknown(let name, let suggestion?): return "nieznany atrybut „\(name)” — czy chodziło o „\(suggestion)”?"
        case .unknown(let name, nil): return "nieznany atrybut „\(name)” (zob. „taskdraft help modify”)"
        case .spacedValue(let name, let value):
            return "w „\(name): \(value)” jest spacja po dwukropku: aby ustawić wartość, napisz \(name):\(value), "
                + "aby ją wyczyścić — samo \(name):"
        }
    }
}
