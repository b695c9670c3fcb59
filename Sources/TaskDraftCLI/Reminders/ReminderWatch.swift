import Glibc
import TaskDraftKit

/// `remind --watch`: a pass, then sleep until the next reminder is due or the database
/// changes (another process added or edited a task) or a notification's button is pressed.
/// Nothing wakes it otherwise: no polling, so an idle watch costs no CPU.
enum ReminderWatch {
    /// How far a snooze puts the reminder off.
    static let snoozeSeconds: Int64 = 600

    /// Watches the database at `databasePath` until the process is ended. `open` opens it
    /// afresh, closing what it opened before: a restore that puts other files in its place is
    /// read from then on.
    static func watch(databasePath: String, delivery: ReminderDelivery, console: Console,
                      open: () throws -> Planner) throws -> ExitCode {
        var planner = try open()
        let database = try DatabaseChanges(path: databasePath)
        let timer = WakeTimer()
        var identity: DatabaseIdentity?
        while true {
            let (notices, channel) = try RemindCommand.pass(planner, delivery: delivery)
            // Taken after a pass, once the connection has made its WAL and shared memory.
            if identity == nil { identity = DatabaseIdentity(path: databasePath) }
            if channel == "desktop" { for notice in notices { console.out.line(notice.line) } }
            console.out.flush()
            let next = try planner.store.nextReminderMoment()
            var fds = [pollfd(fd: database.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            var timeout: Int32 = -1
            if let timer {
                timer.arm(at: next)
                fds.append(pollfd(fd: timer.fileDescriptor, events: Int16(POLLIN), revents: 0))
            } else if let next {
                // No timerfd: a bounded sleep, so a suspended laptop is at most a minute late.
                timeout = Int32(clamping: min(60, max(1, next.seconds - Instant.now.seconds)) * 1000)
            }
            if let fd = delivery.fileDescriptor { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            // Signals already queued on the bus connection do not make its socket readable.
            var pressed = delivery.pressedButtons()
            if pressed.isEmpty {
                var ready: Int32
                repeat { ready = poll(&fds, nfds_t(fds.count), timeout) } while ready < 0 && errno == EINTR
                database.drain()
                timer?.drain()
                pressed = delivery.pressedButtons()
            }
            // A restore put other files in the database's place (while it is missing, the
            // next event says when it is back): read those from now on, or the watch goes deaf.
            let current = DatabaseIdentity(path: databasePath)
            if current.database != nil, current != identity {
                planner = try open()
                identity = nil
                console.err.line("taskdraft: " + console.say(.importExport(.databaseReplaced(databasePath))))
                console.err.flush()
            }
            for (taskID, key) in pressed { press(key, taskID: taskID, planner: planner, console: console) }
            console.out.flush()
        }
    }

    /// A button on a notification: the intent runs as the person who pressed it, audited as
    /// any of their acts.
    static func press(_ key: String, taskID: Int64, planner: Planner, console: Console) {
        do {
            switch key {
            case ReminderDelivery.doneAction:
                let result = try CompleteTaskIntent(taskID: taskID).perform(in: planner, caller: .human, confirmation: .interactive)
                let line = console.line(naming: result.task)
                console.out.line(console.say(result.alreadyDone ? .alreadyDone(line) : .completed(line)))
            case ReminderDelivery.snoozeAction:
                let until = planner.now.adding(seconds: snoozeSeconds)
                let result = try EditTaskIntent(taskID: taskID, patch: TaskPatch(lists: ["reminders": .init(add: [.string(Reminder.absolute(until).description)])]))
                    .perform(in: planner, caller: .human, confirmation: .interactive)
                console.out.line(console.say(.remind(.snoozed(console.line(naming: result.after),
                                                            until: planner.zone.zoned(until).local.time.hourMinute))))
            default:
                return
            }
        } catch {
            console.err.line("taskdraft: " + TerminalText.line(CLI.describe(error, language: console.language)))
            console.err.flush()
        }
    }
}

/// Wakes when the database file or its WAL is written (inotify on their directory), so a
/// task added by another process is seen at once.
final class DatabaseChanges {
    let fileDescriptor: Int32
    private let names: Set<String>

    init(path: String) throws {
        let directory = FileSystem.directory(of: path)
        let base = String(path.split(separator: "/").last ?? Substring(path))
        names = [base, base + "-wal"]
        fileDescriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fileDescriptor >= 0,
              inotify_add_watch(fileDescriptor, directory, UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)) >= 0 else {
            throw CLIError(.failure, .failure(.cannotWatch(directory, SystemError(errno))))
        }
    }

    deinit { close(fileDescriptor) }

    /// Reads the queued events; true when one was about the database or its WAL.
    @discardableResult
    func drain() -> Bool {
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return touched }
            var offset = 0
            while offset + 16 <= count {
                // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
                let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16 | Int(buffer[offset + 15]) << 24
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                if names.contains(String(decoding: nameBytes, as: UTF8.self)) { touched = true }
                offset += 16 + length
            }
        }
    }
}

/// A timerfd on the wall clock, armed for an absolute moment: it fires on time after a
/// suspend, and early when the clock is set (TFD_TIMER_CANCEL_ON_SET), so the watch looks
/// again. glibc has it, but Swift's Glibc module does not export it, hence dlsym.
final class WakeTimer {
    typealias Create = @convention(c) (Int32, Int32) -> Int32
    typealias SetTime = @convention(c) (Int32, Int32, UnsafePointer<itimerspec>?, UnsafeMutablePointer<itimerspec>?) -> Int32

    let fileDescriptor: Int32
    private let setTime: SetTime
    private static let closeOnExec: Int32 = 0o2000000, absolute: Int32 = 1, cancelOnSet: Int32 = 2

    init?() {
        guard let create = dlsym(nil, "timerfd_create"), let set = dlsym(nil, "timerfd_settime") else { return nil }
        let fd = unsafeBitCast(create, to: Create.self)(CLOCK_REALTIME, Self.closeOnExec | Int32(O_NONBLOCK))
        guard fd >= 0 else { return nil }
        fileDescriptor = fd
        setTime = unsafeBitCast(set, to: SetTime.self)
    }

    deinit { close(fileDescriptor) }

    /// Fires at `moment` (at once if it has passed); nil disarms it.
    func arm(at moment: Instant?) {
        var spec = itimerspec()
        if let moment { spec.it_value.tv_sec = max(1, Int(moment.seconds)) }
        _ = setTime(fileDescriptor, Self.absolute | Self.cancelOnSet, &spec, nil)
    }

    func drain() {
        var expirations: UInt64 = 0
        _ = read(fileDescriptor, &expirations, 8)
    }
}
