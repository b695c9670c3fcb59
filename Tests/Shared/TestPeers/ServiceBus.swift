import Foundation

/// A private session bus (`dbus-daemon --session`) whose `XDG_DATA_DIRS` is a staging install
/// of the system surface's files (`make install-desktop-files PREFIX=STAGE`, the binary under
/// test linked as STAGE/bin/taskdraft): the bus activates `taskdraft dbus` from the installed
/// `.service` file, exactly as a desktop's would. Clients are the real ones: `gdbus` and
/// python3-dbus. Started per test, stopped with it, and with it the service it started.
public final class ServiceBus: @unchecked Sendable {
    public let address: String
    public let directory: URL
    public let stage: URL
    /// The environment the bus hands the service it activates (database, clock, zone, locale).
    public let serviceEnvironment: [String: String]
    private let daemon: Process

    /// The repository (for the Makefile and desktop/).
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    public var databasePath: String { serviceEnvironment["TASKDRAFT_DB"]! }

    public init(binary: String, now: String = "2026-12-03T18:00:00+03:00", zone: String = "Europe/Moscow",
                extraEnvironment: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("taskdraft-sbus-\(UUID().uuidString)")
        stage = directory.appendingPathComponent("stage")
        try FileManager.default.createDirectory(at: stage.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/make")
        make.arguments = ["-s", "-C", Self.repository.path, "install-desktop-files", "PREFIX=" + stage.path]
        make.standardOutput = FileHandle.nullDevice
        try make.run()
        make.waitUntilExit()
        guard make.terminationStatus == 0 else { throw Failure("make install-desktop-files failed") }
        try FileManager.default.createSymbolicLink(atPath: stage.appendingPathComponent("bin/taskdraft").path,
                                                   withDestinationPath: binary)
        var environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": directory.path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_DATA_DIRS": stage.appendingPathComponent("share").path,
            "TASKDRAFT_DB": directory.appendingPathComponent("tasks.db").path,
            "TASKDRAFT_NOW": now,
            "TZ": zone,
            "LANG": "C.UTF-8",
            "TMPDIR": FileManager.default.temporaryDirectory.path,
        ]
        environment.merge(extraEnvironment) { $1 }
        serviceEnvironment = environment
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1",
                            "--address=unix:path=" + directory.appendingPathComponent("bus").path]
        daemon.environment = environment
        let addressPipe = Pipe()
        daemon.standardOutput = addressPipe
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        address = Self.firstLine(addressPipe)
        guard !address.isEmpty else { stop(); throw Failure("dbus-daemon did not start") }
    }

    deinit { stop() }

    /// SIGKILL, not `terminate()` (see NotificationBus); the service sees the bus go and exits.
    public func stop() {
        if let pid = servicePID() { kill(pid, SIGKILL) }
        if daemon.isRunning {
            kill(daemon.processIdentifier, SIGKILL)
            daemon.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    public struct Output {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// Runs a client program on this bus (its own locale unless `environment` says otherwise).
    public func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                               "TMPDIR": FileManager.default.temporaryDirectory.path,
                               "HOME": directory.path].merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var errData = Data()
        let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `gdbus call` of `interface.method` on `object` of org.taskdraft.Planner1.
    public func gdbus(_ method: String, _ arguments: [String] = [], object: String = "/org/taskdraft/Planner1",
                      interface: String = "org.taskdraft.Planner1", environment: [String: String] = [:]) throws -> Output {
        try run("/usr/bin/gdbus", ["call", "--session", "--dest", "org.taskdraft.Planner1", "--object-path", object,
                                   "--method", interface + "." + method] + arguments, environment: environment)
    }

    /// Runs a python3-dbus script with `arguments`; its stdout parsed as JSON.
    public func python(_ script: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> Any {
        let output = try run("/usr/bin/python3", [script] + arguments, environment: environment)
        guard output.status == 0 else { throw Failure("\(script) failed: \(output.stderr)") }
        return try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
    }

    /// The pid of the process that owns org.taskdraft.Planner1 now, if one does.
    public func servicePID() -> Int32? {
        guard daemon.isRunning, let output = try? run("/usr/bin/gdbus", [
            "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
            "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.taskdraft.Planner1"]),
              output.status == 0 else { return nil }
        // "(uint32 4242,)"
        return output.stdout.split(separator: " ").last.flatMap { Int32($0.filter(\.isNumber)) }
    }

    /// Whether a process owns the service's name.
    public func serviceIsRunning() -> Bool { servicePID() != nil }

    /// The scripts beside this file's folder (`Tests/Shared/DBusClients/NAME`).
    public static func client(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DBusClients/" + name).path
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
        public init(_ description: String) { self.description = description }
    }
}
