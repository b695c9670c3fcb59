extension NotifierUnavailable {
    var english: String {
        switch self {
        case .noLibdbus: return "libdbus-1 is not installed"
        case .noSessionBus(let words): return words ?? "no session bus"
        case .noServer(let words): return words ?? "no notification server"
        case .noAnswer(let words): return words ?? "no answer from the notification server"
        case .cannotRun(let path, let error): return "cannot run \(path): \(error.english)"
        case .lost(let path, let error): return "lost \(path): \(error.english)"
        case .notifySendTimedOut(let seconds): return "notify-send did not finish in \(seconds) s"
        case .notifySendFailed(let status): return "notify-send failed (status \(status))"
        }
    }
}
