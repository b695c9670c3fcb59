import Foundation
import Testing
import TestPeers

/// ExecutableFile.write against the race it exists for: threads each writing a script and
/// executing it at once while other threads spawn children, as Swift Testing's parallel tests
/// do. Written the old way (`String.write(to:atomically:)` + `setAttributes(0o755)`), this
/// shape failed 6 execs of 1,000 with ETXTBSY on the team's 2-core machine under a build.
@Suite struct ExecutableFileTests {
    static let rounds = 50, writers = 4, scriptsPerWriter = 5, spawners = 4, spawnsPerSpawner = 5

    /// What the racing threads saw, behind a lock.
    final class Tally: @unchecked Sendable {
        struct Counts { var busy = 0, ran = 0, otherFailures: [String] = [] }
        private let lock = NSLock()
        private var value = Counts()
        func record(_ change: (inout Counts) -> Void) { lock.withLock { change(&value) } }
        var counts: Counts { lock.withLock { value } }
    }

    /// Whether `error` (or the error under it) is errno `code`.
    static func isPOSIX(_ error: Error, _ code: Int32) -> Bool {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain, ns.code == Int(code) { return true }
        return (ns.userInfo[NSUnderlyingErrorKey] as? Error).map { isPOSIX($0, code) } ?? false
    }

    @Test func scriptsWrittenWhileOthersSpawnExecuteWithoutTextFileBusy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("executable-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tally = Tally()
        for round in 0..<Self.rounds {
            DispatchQueue.concurrentPerform(iterations: Self.writers + Self.spawners) { thread in
                if thread >= Self.writers {
                    // The window is the spawn itself (the child holds every inherited descriptor
                    // until its close loop, before execve), not the child's life, so many short
                    // spawns race more than a few long `sleep 0.2` children would.
                    for _ in 0..<Self.spawnsPerSpawner {
                        let child = Process()
                        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
                        child.arguments = ["0"]
                        try? child.run()
                        child.waitUntilExit()
                    }
                    return
                }
                for index in 0..<Self.scriptsPerWriter {
                    let script = directory.appendingPathComponent("stub-\(round)-\(thread)-\(index)")
                    do {
                        try ExecutableFile.write("#!/bin/sh\nexit 7\n", to: script)
                        let process = Process()
                        process.executableURL = script
                        try process.run()
                        process.waitUntilExit()
                        tally.record { if process.terminationStatus == 7 { $0.ran += 1 } else { $0.otherFailures.append("\(script.lastPathComponent) exited \(process.terminationStatus)") } }
                    } catch {
                        tally.record { if Self.isPOSIX(error, ETXTBSY) { $0.busy += 1 } else { $0.otherFailures.append("\(script.lastPathComponent): \(error)") } }
                    }
                }
            }
        }
        let counts = tally.counts
        #expect(counts.busy == 0, "execs refused with ETXTBSY")
        #expect(counts.otherFailures.isEmpty, "\(counts.otherFailures.prefix(5))")
        #expect(counts.ran == Self.rounds * Self.writers * Self.scriptsPerWriter)
    }

    @Test func theScriptIsExecutableAndReplacesWhatWasThere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("executable-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("say")
        try ExecutableFile.write("#!/bin/sh\necho first\n", to: script)
        try ExecutableFile.write("#!/bin/sh\nprintf '%s\\n' \"$1\" 'héllo «два»'\n", toFile: script.path)
        let attributes = try FileManager.default.attributesOfItem(atPath: script.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o755)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["say"])
        let process = Process()
        process.executableURL = script
        process.arguments = ["a b"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: printed, as: UTF8.self) == "a b\nhéllo «два»\n")
    }
}
