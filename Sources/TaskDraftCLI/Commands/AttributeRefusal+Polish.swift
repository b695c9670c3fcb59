extension AttributeRefusal {
    var polish: String {
        switch self {
        case .unknown(let name, let suggestion?): return "nieznany atrybut „\(name)” — czy chodziło o „\(suggestion)”?"
        case .unknown(let name, nil): return "nieznany atrybut „\(name)” (zob. „taskdraft help modify”)"
        }
    }
}
