import TaskDraftKit

/// Why notifications cannot go to the desktop; `remind` says it in its stderr line. What
/// libdbus says of a failed call (its error's message) is carried as it wrote it.
enum NotifierUnavailable: Error, LocalizedText {
    case noLibdbus
    case noSessionBus(String?)
    case noServer(String?)
    case noAnswer(String?)
    /// `notify-send` (its path) could not be started, or waited for.
    case cannotRun(String, SystemError)
    case lost(String, SystemError)
    case notifySendTimedOut(seconds: Int)
    case notifySendFailed(status: Int)

    static var samples: [NotifierUnavailable] {
        [.noLibdbus, .noSessionBus(nil), .noServer(nil), .noAnswer(nil), .cannotRun("/usr/bin/notify-send", SystemError(2)),
         .lost("/usr/bin/notify-send", SystemError(22)), .notifySendTimedOut(seconds: 5), .notifySendFailed(status: 1)]
    }
}
