extension SettingSource {
    public var english: String {
        switch self {
        case .option(let name), .environment(let name): return name
        case .configFile: return "config.json"
        case .locale(let locale): return "locale \(locale)"
        case .timeZone(let zone): return "time zone \(zone)"
        case .nothing: return "nothing says"
        case .shipped: return "shipped"
        case .detected: return "detected"
        }
    }
}
