extension NotifierUnavailable {
    var polish: String {
        switch self {
        case .noLibdbus: return "libdbus-1 nie jest zainstalowana"
        case .noSessionBus(let words): return "brak magistrali sesji D-Bus" + (words.map { " (\($0))" } ?? "")
        case .noServer(let words): return "brak serwera powiadomień" + (words.map { " (\($0))" } ?? "")
        case .noAnswer(let words): return "serwer powiadomień nie odpowiada" + (words.map { " (\($0))" } ?? "")
        case .cannotRun(let path, let error): return "nie można uruchomić \(path): \(error.polish)"
        case .lost(let path, let error): return "utracono proces \(path): \(error.polish)"
        case .notifySendTimedOut(let seconds): return "notify-send nie skończyło w \(seconds) s"
        case .notifySendFailed(let status): return "notify-send zakończyło się błędem (kod \(status))"
        }
    }
}
