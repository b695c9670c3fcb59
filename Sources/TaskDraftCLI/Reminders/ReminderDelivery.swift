import TaskDraftKit
import TaskDraftSystem

/// Where `remind` shows its notices: the desktop's notification server through libdbus; when
/// libdbus cannot be loaded, through `notify-send` if it is on `PATH` (no buttons then); and
/// otherwise — or with no session bus or no server — one line each on stderr (which systemd
/// puts in the journal).
final class ReminderDelivery {
    /// Button keys of a reminder's notification, and what they are called.
    static let doneAction = "done", snoozeAction = "snooze"
    var actions: [(key: String, label: String)] {
        [(Self.doneAction, RemindMessage.done.text(in: language)), (Self.snoozeAction, RemindMessage.snooze.text(in: language))]
    }
    /// The language of the buttons and of what goes to stderr.
    let language: Language

    private let err: Output
    /// Only a process that stays to hear the answer (`--watch`) offers buttons.
    private let offerActions: Bool
    private var notifier: DesktopNotifier?
    /// Notification ids this process showed with buttons, and their tasks.
    private(set) var tasksByNotification: [UInt32: Int64] = [:]
    /// Said once per process, not once per notice.
    private var toldWhyNot = false
    private let library: DBusLibrary?
    /// Only when there is no libdbus to load.
    private let notifySend: NotifySend?

    init(err: Output, offerActions: Bool, environment: Environment, language: Language = .english) {
        self.language = language
        self.err = err
        self.offerActions = offerActions
        library = DBusLibrary.load(environment)
        notifySend = library == nil ? NotifySend.find(searchPath: environment["PATH"]) : nil
    }

    /// The connected notifier, connecting (again) when there is none: the session bus may
    /// come later than a service started at boot.
    var connected: DesktopNotifier? {
        if let notifier { return notifier }
        let outcome = library.map { DesktopNotifier.connect(through: $0) } ?? .failure(NotifierUnavailable.noLibdbus)
        switch outcome {
        case .success(let n):
            notifier = n
            if offerActions, n.supportsActions { n.listenForActions() }
        case .failure(let reason):
            // Said once by the long-running watch (in the journal); a single run's line is the reminder itself.
            if offerActions, !toldWhyNot, notifySend == nil {
                err.line("taskdraft: " + RemindMessage.noDesktop(reason).text(in: language))
            }
            toldWhyNot = true
        }
        return notifier
    }

    /// Shows every notice. Never fails: a notice the desktop refuses becomes a stderr line.
    /// Returns where they went (`desktop` or `stderr`).
    @discardableResult
    func deliver(_ notices: [ReminderNotice]) -> String {
        var channel = "desktop"
        for notice in notices {
            if let notifier = connected {
                let buttons = offerActions && notifier.supportsActions && notice.taskID != nil ? actions : []
                switch notifier.notify(summary: notice.shownSummary, body: notice.shownBody, actions: buttons) {
                case .success(let id):
                    if !buttons.isEmpty, let task = notice.taskID { tasksByNotification[id] = task }
                    continue
                case .failure(let reason):
                    err.line("taskdraft: " + RemindMessage.notifierFailed(reason).text(in: language))
                    self.notifier = nil
                }
            } else if let notifySend {
                switch notifySend.show(summary: notice.shownSummary, body: notice.shownBody) {
                case .success: continue
                case .failure(let reason):
                    err.line("taskdraft: " + RemindMessage.notifierFailed(reason).text(in: language))
                }
            }
            channel = "stderr"
            err.line("taskdraft: " + notice.line)
        }
        err.flush()
        return channel
    }

    /// Button presses since the last call: (task id, action key), for notices this process showed.
    func pressedButtons() -> [(taskID: Int64, key: String)] {
        guard let notifier else { return [] }
        return notifier.receivedActions().compactMap { action in
            tasksByNotification.removeValue(forKey: action.id).map { ($0, action.key) }
        }
    }

    var fileDescriptor: Int32? { offerActions ? notifier?.fileDescriptor : nil }
}
