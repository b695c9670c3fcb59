import Foundation

/// Runs the built `taskdraft` binary as a user would: its own process, a temporary
/// database, a fixed clock and zone. The binary is `TASKDRAFT_BIN`, or the one built next
/// to this test bundle.
struct TaskDraftBinary {
    struct Result {
        /// The exit code, or the signal's number when `bySignal`.
        let status: Int32
        let stdout: String
        let stderr: String
        /// Ended by a signal (a trap's SIGILL or SIGTRAP, whose numbers are exit codes too).
        var bySignal = false
    }

    static let path: String = {
        if let path = ProcessInfo.processInfo.environment["TASKDRAFT_BIN"] { return path }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.deletingLastPathComponent().appendingPathComponent("taskdraft").path
    }()

    let directory: URL
    var environment: [String: String]

    /// A fresh temporary directory holding the database, config and XDG homes.
    init(now: String = "2026-12-02T10:00:00+03:00", zone: String = "Europe/Moscow") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("taskdraft-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": directory.path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
            "TASKDRAFT_DB": directory.appendingPathComponent("tasks.db").path,
            "TASKDRAFT_NOW": now,
            "TZ": zone,
            "LANG": "C.UTF-8",
            // The tests' own, so what the binary leaves there is seen (scripts/test-swift.sh).
            "TMPDIR": FileManager.default.temporaryDirectory.path,
        ]
    }

    var databasePath: String { environment["TASKDRAFT_DB"]! }

    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, extraEnvironment: [String: String] = [:],
             shell: String? = nil, executable: String = Self.path) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment.merging(extraEnvironment) { $1 }
        if let shell {
            // For bytes a String argument cannot carry: `sh -c`, the binary as $TASKDRAFT_BIN_UNDER_TEST.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell]
            process.environment?["TASKDRAFT_BIN_UNDER_TEST"] = Self.path
        }
        let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty process never blocks on a full pipe.
        nonisolated(unsafe) var errData = Data()
        let errThread = Thread { errData = errPipe.fileHandleForReading.readDataToEndOfFile() }
        errThread.start()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errThread.isFinished { usleep(1000) }
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), bySignal: process.terminationReason == .uncaughtSignal)
    }

    /// Starts the binary in the background, its output discarded, for tests that watch or
    /// interrupt a running command; the caller waits for it (or kills it).
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.path)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs and parses stdout as JSON.
    func json(_ arguments: [String], stdin: String? = nil) throws -> Any {
        let result = try run(arguments, stdin: stdin)
        guard result.status == 0 else {
            throw Failure("taskdraft \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
