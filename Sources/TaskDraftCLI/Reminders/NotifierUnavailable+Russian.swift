extension NotifierUnavailable {
    var russian: String {
        switch self {
        case .noLibdbus: return "libdbus-1 не установлена"
        case .noSessionBus(let words): return "нет сеансовой шины D-Bus" + (words.map { " (\($0))" } ?? "")
        case .noServer(let words): return "нет сервера уведомлений" + (words.map { " (\($0))" } ?? "")
        case .noAnswer(let words): return "нет ответа от сервера уведомлений" + (words.map { " (\($0))" } ?? "")
        case .cannotRun(let path, let error): return "не удаётся запустить \(path): \(error.russian)"
        case .lost(let path, let error): return "потерян процесс \(path): \(error.russian)"
        case .notifySendTimedOut(let seconds): return "notify-send не завершилась за \(seconds) с"
        case .notifySendFailed(let status): return "notify-send завершилась с ошибкой (код \(status))"
        }
    }
}
