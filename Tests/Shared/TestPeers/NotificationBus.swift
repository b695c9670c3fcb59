import Foundation

/// A private session bus (`dbus-daemon --session`) with the test notification server
/// (`Tests/Shared/NotificationServer/notification_server.py`) on it, for tests of
/// `taskdraft remind`. Started per test, stopped with it; nothing touches a real desktop.
public final class NotificationBus: @unchecked Sendable {
    /// `DBUS_SESSION_BUS_ADDRESS` for processes that should use this bus.
    public let address: String
    public let directory: URL
    private let daemon: Process
    private let server: Process
    private let log: URL

    public static let script: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("NotificationServer/notification_server.py").path

    /// `slowNotify`: seconds the server waits before answering each Notify.
    public init(slowNotify: Double? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("taskdraft-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        log = directory.appendingPathComponent("notifications.jsonl")
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1",
                            "--address=unix:path=" + directory.appendingPathComponent("bus").path]
        let addressPipe = Pipe()
        daemon.standardOutput = addressPipe
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        address = Self.firstLine(addressPipe)
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        server.arguments = [Self.script, log.path] + (slowNotify.map { ["slow", String($0)] } ?? [])
        server.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin",
                              "TMPDIR": FileManager.default.temporaryDirectory.path]
        let ready = Pipe()
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        guard !address.isEmpty, Self.firstLine(ready) == "ready" else {
            stop()
            throw Failure("the test notification server did not start")
        }
    }

    deinit { stop() }

    /// SIGKILL, not `terminate()`: a process started from a test's worker thread inherits its
    /// blocked signals, SIGTERM among them, and would never exit.
    public func stop() {
        for process in [server, daemon] where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Every Notify the server received, in order: id, app, summary, body, actions, hints.
    public func notifications() -> [[String: Any]] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Waits (bounded) until `count` notifications have arrived.
    public func waitFor(_ count: Int, seconds: Double = 10) -> [[String: Any]] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let received = notifications()
            if received.count >= count { return received }
            usleep(20_000)
        }
        return notifications()
    }

    /// Presses a notification's button, as a person at the desktop would: the server emits
    /// `ActionInvoked(id, key)`.
    public func press(_ id: Int, _ key: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import dbus, sys
            dbus.SessionBus().get_object('org.freedesktop.Notifications', '/org/freedesktop/Notifications') \
                .Press(dbus.UInt32(int(sys.argv[1])), sys.argv[2], dbus_interface='org.taskdraft.Test')
            """, String(id), key]
        process.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin",
                               "TMPDIR": FileManager.default.temporaryDirectory.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure("pressing \(key) on notification \(id) failed") }
    }

    private static func firstLine(_ pipe: Pipe) -> String {
        var line = Data()
        while true {
            let byte = pipe.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data([0x0A]) { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
