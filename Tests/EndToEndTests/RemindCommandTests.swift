import Foundation
import Testing
import TestPeers

/// `taskdraft remind` against a private session bus and a notification server that records
/// what it receives: once at the right --now, never twice, per occurrence, a summary for the
/// overdue, a kill between showing and recording, and a "Done" pressed on the desktop.
@Suite(.enabled(if: try Peer.notificationBus.installed()))
struct RemindCommandTests {
    func setUp(slowNotify: Double? = nil) throws -> (TaskDraftBinary, NotificationBus) {
        let bus = try NotificationBus(slowNotify: slowNotify)
        var binary = try TaskDraftBinary()
        binary.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        return (binary, bus)
    }

    @Test func aReminderFiresOnceAtTheRightMoment() throws {
        let (t, bus) = try setUp()
        defer { t.remove(); bus.stop() }
        try t.run(["add", "--yes", "Call Anna tomorrow at 15:00, remind me 30 minutes before"])
        #expect(try t.run(["remind", "--now", "2026-12-03T14:29:00+03:00"]).status == 0)
        #expect(bus.notifications().isEmpty)
        let fired = try t.run(["remind", "--now", "2026-12-03T14:30:00+03:00"])
        #expect(fired.status == 0)
        #expect(fired.stdout == "reminder: Call Anna — Due today 15:00 · task 1\n")
        let received = bus.notifications()
        #expect(received.count == 1)
        #expect(received.first?["summary"] as? String == "Call Anna")
        #expect(received.first?["body"] as? String == "Due today 15:00 · task 1")
        #expect(received.first?["app"] as? String == "taskdraft")
        // A run that does not stay to hear a button press offers none.
        #expect((received.first?["actions"] as? [String])?.isEmpty == true)
        for now in ["2026-12-03T14:31:00+03:00", "2026-12-03T16:00:00+03:00"] {
            #expect(try t.run(["remind", "--now", now]).status == 0)
        }
        #expect(bus.notifications().count == 1)
    }

    @Test func aRecurringTaskRemindsForEachOccurrence() throws {
        let (t, bus) = try setUp()
        defer { t.remove(); bus.stop() }
        try t.run(["add", "--yes", "Stand-up every day at 9:00, remind me 5 minutes before"])
        try t.run(["remind", "--now", "2026-12-03T08:55:00+03:00"])
        #expect(bus.notifications().count == 1)
        try t.run(["done", "1", "--yes", "--now", "2026-12-03T09:10:00+03:00"])
        try t.run(["remind", "--now", "2026-12-03T09:15:00+03:00"])
        #expect(bus.notifications().count == 1)
        let json = try t.json(["remind", "--now", "2026-12-04T08:56:00+03:00", "--json"]) as? [String: Any]
        #expect(json?["delivered"] as? String == "desktop")
        let received = bus.notifications()
        #expect(received.count == 2)
        #expect(received.last?["body"] as? String == "Due today 09:00 · task 2")
        try t.run(["remind", "--now", "2026-12-04T08:58:00+03:00"])
        #expect(bus.notifications().count == 2)
    }

    @Test func overdueTasksComeAsOneSummary() throws {
        let (t, bus) = try setUp()
        defer { t.remove(); bus.stop() }
        for title in ["Pay rent", "Call the bank", "Send the invoice"] {
            try t.run(["add", "--yes", "\(title) tomorrow at 11:00, remind me an hour before"])
        }
        try t.run(["remind", "--now", "2026-12-05T09:00:00+03:00"])
        let received = bus.notifications()
        #expect(received.count == 1)
        #expect(received.first?["summary"] as? String == "3 overdue tasks")
        #expect((received.first?["body"] as? String)?.split(separator: "\n").count == 3)
    }

    /// Killed after the notification was shown and before the pass committed: the next run shows
    /// it again (a reminder may come twice, never not at all), and after that never again.
    @Test func aRunKilledBetweenShowingAndRecordingShowsItAgain() throws {
        let (t, bus) = try setUp(slowNotify: 2)
        defer { t.remove(); bus.stop() }
        try t.run(["add", "--yes", "Take the pills tomorrow at 9:00, remind me 10 minutes before"])
        var killed = t
        killed.environment["TASKDRAFT_NOW"] = "2026-12-03T08:55:00+03:00"
        let process = try killed.start(["remind"])
        #expect(bus.waitFor(1).count == 1)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        try t.run(["remind", "--now", "2026-12-03T08:56:00+03:00"])
        #expect(bus.notifications().count == 2)
        try t.run(["remind", "--now", "2026-12-03T08:57:00+03:00"])
        #expect(bus.notifications().count == 2)
    }

    @Test func withoutASessionBusEachReminderIsOneLineOnStderr() throws {
        let t = try TaskDraftBinary()
        defer { t.remove() }
        try t.run(["add", "--yes", "Call Anna tomorrow at 15:00, remind me 30 minutes before"])
        let result = try t.run(["remind", "--now", "2026-12-03T14:30:00+03:00"],
                               extraEnvironment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "taskdraft: reminder: Call Anna — Due today 15:00 · task 1\n")
    }

    /// `--watch` follows the clock: it sleeps until the reminder, shows it with buttons, and
    /// "Done" pressed on the desktop completes the task as the person, audited.
    @Test func doneFromANotificationCompletesTheTask() throws {
        var (t, bus) = try setUp()
        defer { t.remove(); bus.stop() }
        t.environment["TASKDRAFT_NOW"] = nil
        let soon = ISO8601DateFormatter().string(from: Date().addingTimeInterval(2))
        let watch = try t.start(["remind", "--watch"])
        defer { if watch.isRunning { kill(watch.processIdentifier, SIGKILL); watch.waitUntilExit() } }
        // Added after the watch started: the database change wakes it to look again.
        try t.run(["add", "--yes", "Water the plants in 2 hours"])
        try t.run(["edit", "1", "--remind", soon, "--yes"])
        let received = bus.waitFor(1)
        #expect(received.count == 1)
        #expect(received.first?["summary"] as? String == "Water the plants")
        #expect(received.first?["actions"] as? [String] == ["done", "Done", "snooze", "Snooze 10 min"])
        let id = try #require(received.first?["id"] as? Int)
        try bus.press(id, "done")
        var status: String?
        for _ in 0..<250 where status != "done" {
            usleep(20_000)
            let task = try t.json(["show", "1", "--json"]) as? [String: Any]
            status = task?["status"] as? String
        }
        #expect(status == "done")
        let audit = try t.run(["audit"]).stdout
        #expect(audit.split(separator: "\n").contains { $0.contains("human") && $0.contains("complete") && $0.contains(" ok") })
        #expect(watch.isRunning)
    }

    /// A restore while the watch runs, as the systemd unit does: a backup renamed over
    /// tasks.db, its WAL and shared memory removed first (README "Backing up"). The watch
    /// sees the files change and reads the new database: its reminder fires, and so does one of
    /// a task added to it afterwards. It went on reading the old, removed file, and neither came.
    @Test func aWatchReadsTheDatabaseRestoredUnderIt() throws {
        var (t, bus) = try setUp()
        defer { t.remove(); bus.stop() }
        t.environment["TASKDRAFT_NOW"] = nil
        func soon(_ seconds: Double) -> String { ISO8601DateFormatter().string(from: Date().addingTimeInterval(seconds)) }
        try t.run(["add", "--yes", "Old task in 2 hours"])
        try t.run(["edit", "1", "--remind", soon(1), "--yes"])
        let watch = try t.start(["remind", "--watch"])
        defer { if watch.isRunning { kill(watch.processIdentifier, SIGKILL); watch.waitUntilExit() } }
        #expect(bus.waitFor(1).first?["summary"] as? String == "Old task")

        let other = t.directory.appendingPathComponent("other.db").path
        let backup = t.directory.appendingPathComponent("backup.db").path
        try t.run(["--db", other, "add", "--yes", "Restored task in 2 hours"])
        try t.run(["--db", other, "edit", "1", "--remind", soon(2), "--yes"])
        #expect(try t.run(["--db", other, "backup", backup]).status == 0)
        for leftover in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: t.databasePath + leftover) }
        #expect(rename(backup, t.databasePath) == 0)
        let restored = bus.waitFor(2)
        #expect(restored.count == 2)
        #expect(restored.last?["summary"] as? String == "Restored task")

        try t.run(["add", "--yes", "New task in 2 hours"])
        try t.run(["edit", "2", "--remind", soon(1), "--yes"])
        let added = bus.waitFor(3)
        #expect(added.last?["summary"] as? String == "New task")
        #expect(watch.isRunning)
    }
}
