extension SettingSource {
    public var polish: String {
        switch self {
        case .option(let name), .environment(let name): return name
        case .configFile: return "config.json"
        case .locale(let locale): return "ustawienia regionalne \(locale)"
        case .timeZone(let zone): return "strefa czasowa \(zone)"
        case .nothing: return "nic nie wskazuje"
        case .shipped: return "wbudowana"
        case .detected: return "wykryto"
        }
    }
}
