extension AttributeRefusal {
    var english: String {
        switch self {
        case .unknown(let name, let suggestion?): return "unknown attribute '\(name)' — did you mean '\(suggestion)'?"
        case .unknown(let name, nil): return "unknown attribute '\(name)' (see 'taskdraft help modify')"
        case .spacedValue(let name, let value):
            return "'\(name): \(value)' has a space after the colon: write \(name):\(value) to set it, or \(name): alone to clear it"
        }
    }
}
