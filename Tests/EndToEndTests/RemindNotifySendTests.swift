import Foundation
import Testing
import TestPeers

/// `remind` where libdbus cannot be loaded: each notice goes to `notify-send` on `PATH`. A fake
/// `notify-send` records the argument vector it was given, so the test sees exactly what a
/// title became: one argument each, after `--`, never a shell string or an option.
@Suite struct RemindNotifySendTests {
    /// Titles a shell, or `notify-send`'s option parser, would have taken for something else.
    static let hostileTitles = [
        "--urgency=critical -t 0", "-u low", "$(touch PWNED)", "`touch PWNED`", "x'; touch PWNED; echo '", "a\" b <b>bold</b> & c",
    ]

    /// A binary whose libdbus does not load, with a fake `notify-send` (exiting `status`) first on PATH.
    func setUp(status: Int = 0) throws -> (TaskDraftBinary, record: URL) {
        var t = try TaskDraftBinary()
        let bin = t.directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let record = t.directory.appendingPathComponent("notify-send.argv")
        let script = bin.appendingPathComponent("notify-send")
        try ExecutableFile.write("""
            #!/usr/bin/python3
            import json, os, sys
            # First, before this script opens anything: the descriptors it was started with.
            fds = sorted(os.listdir("/proc/self/fd"), key=int)
            with open(\(String(reflecting: record.path + ".fds")), "a") as f:
                f.write(json.dumps(fds) + "\\n")
            with open(\(String(reflecting: record.path)), "a") as f:
                f.write(json.dumps(sys.argv[1:]) + "\\n")
            sys.exit(\(status))
            """, to: script)
        t.environment["PATH"] = bin.path + ":/usr/bin:/bin"
        t.environment["TASKDRAFT_LIBDBUS"] = t.directory.appendingPathComponent("no-libdbus-here.so").path
        // The test's own bus, if any, must not be what delivers.
        t.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/bus"
        return (t, record)
    }

    func importTasks(_ t: TaskDraftBinary, titles: [String]) throws {
        let lines = try titles.map { title in
            let record: [String: Any] = ["title": title, "due": "2026-12-03T15:00:00+03:00", "reminders": ["-PT30M"]]
            return String(decoding: try JSONSerialization.data(withJSONObject: record), as: UTF8.self)
        }
        let path = t.directory.appendingPathComponent("tasks.jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try t.run(["import", path, "--yes"]).status == 0)
    }

    func recorded(_ record: URL) throws -> [[String]] {
        guard let text = try? String(contentsOf: record, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String] }
    }

    @Test func hostileTitlesReachNotifySendAsOneArgumentEach() throws {
        let (t, record) = try setUp()
        defer { t.remove() }
        // Five at once are shown separately (a sixth would join the summary).
        let titles = Array(Self.hostileTitles.prefix(5))
        try importTasks(t, titles: titles)
        let result = try t.run(["remind", "--now", "2026-12-03T14:30:00+03:00"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let calls = try recorded(record)
        #expect(calls.count == titles.count)
        for (index, (call, title)) in zip(calls, titles).enumerated() {
            #expect(call == ["--app-name=taskdraft", "--icon=appointment-soon", "--urgency=normal", "--",
                             title, "Due today 15:00 · task \(index + 1)"])
        }
        #expect(!FileManager.default.fileExists(atPath: t.directory.appendingPathComponent("PWNED").path))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/PWNED"))
        // Shown on the desktop, so listed on stdout as with D-Bus, and recorded: never again.
        #expect(result.stdout.split(separator: "\n").count == titles.count)
        #expect(try t.run(["remind", "--now", "2026-12-03T14:40:00+03:00"]).status == 0)
        #expect(try recorded(record).count == titles.count)
    }

    /// The summary's body lists titles; it goes as one argument too, with markup escaped.
    @Test func aSummaryBodyIsOneArgumentWithItsMarkupEscaped() throws {
        let (t, record) = try setUp()
        defer { t.remove() }
        try importTasks(t, titles: Self.hostileTitles)
        // After the due moment: every task is overdue, so one summary.
        let json = try t.json(["remind", "--now", "2026-12-03T16:00:00+03:00", "--json"]) as? [String: Any]
        #expect(json?["delivered"] as? String == "desktop")
        let calls = try recorded(record)
        #expect(calls.count == 1)
        #expect(calls.first?.count == 6)
        #expect(calls.first?[4] == "6 overdue tasks")
        let body = calls.first?[5] ?? ""
        #expect(body.contains("1 --urgency=critical -t 0 (due today 15:00)"))
        #expect(body.contains("6 a\" b &lt;b&gt;bold&lt;/b&gt; &amp; c (due today 15:00)"))
    }

    /// A `notify-send` that fails is not the desktop: the reminder is a line on stderr instead.
    @Test func aFailingNotifySendFallsBackToStderr() throws {
        let (t, record) = try setUp(status: 1)
        defer { t.remove() }
        try importTasks(t, titles: ["Call Anna"])
        let result = try t.run(["remind", "--now", "2026-12-03T14:30:00+03:00"])
        #expect(result.status == 0)
        #expect(try recorded(record).count == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasSuffix("taskdraft: reminder: Call Anna — Due today 15:00 · task 1\n"))
        #expect(result.stderr.contains("notify-send failed"))
    }

    /// `notify-send` is started with stdin, stdout and stderr only: a descriptor taskdraft holds
    /// without O_CLOEXEC (here fd 7, inherited from the shell that ran it) is closed in the child.
    /// listdir's own directory descriptor takes the lowest free number, 3.
    @Test func notifySendInheritsOnlyTheStandardDescriptors() throws {
        let (t, record) = try setUp()
        defer { t.remove() }
        try importTasks(t, titles: ["Call Anna"])
        let result = try t.run([], shell: "exec \"$TASKDRAFT_BIN_UNDER_TEST\" remind --now 2026-12-03T14:30:00+03:00 7</dev/null")
        #expect(result.status == 0)
        #expect(try recorded(record).count == 1)
        let fds = try String(contentsOf: URL(fileURLWithPath: record.path + ".fds"), encoding: .utf8)
        #expect(fds == "[\"0\", \"1\", \"2\", \"3\"]\n")
    }

    /// With neither libdbus nor `notify-send`, reminders are lines on stderr, as before.
    @Test func withNeitherEachReminderIsALineOnStderr() throws {
        let (plain, record) = try setUp()
        var t = plain
        defer { t.remove() }
        t.environment["PATH"] = "/nonexistent"
        try importTasks(t, titles: ["Call Anna"])
        let result = try t.run(["remind", "--now", "2026-12-03T14:30:00+03:00"])
        #expect(result.status == 0)
        #expect(try recorded(record).isEmpty)
        #expect(result.stderr == "taskdraft: reminder: Call Anna — Due today 15:00 · task 1\n")
    }
}
