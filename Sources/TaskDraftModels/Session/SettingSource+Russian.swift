extension SettingSource {
    public var russian: String {
        switch self {
        case .option(let name), .environment(let name): return name
        case .configFile: return "config.json"
        case .locale(let locale): return "локаль \(locale)"
        case .timeZone(let zone): return "часовой пояс \(zone)"
        case .nothing: return "не указан"
        case .shipped: return "встроенная"
        case .detected: return "определено"
        }
    }
}
