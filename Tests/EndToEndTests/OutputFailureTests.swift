import Foundation
import Testing

/// Output that cannot be written is a failure, not a silent success: `> /dev/full` exits 1
/// with one line on stderr. A reader that goes away (`| head`) ends the command quietly, by
/// SIGPIPE, as it ends `cat`.
@Suite struct OutputFailureTests {
    struct Ended {
        let status: Int32
        let bySignal: Bool
        let stderr: String
    }

    /// Runs the binary with standard output on `/dev/full`.
    func runIntoFullDevice(_ td: TaskDraftBinary, _ arguments: [String]) throws -> Ended {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TaskDraftBinary.path)
        process.arguments = arguments
        process.environment = td.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errPipe = Pipe()
        process.standardError = errPipe
        try process.run()
        let errData = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Ended(status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal,
                     stderr: String(decoding: errData, as: UTF8.self))
    }

    func seeded(_ count: Int) throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        let lines = (0..<count).map { "{\"title\": \"Prepare the quarterly report, part \($0)\", \"tags\": [\"work\"]}" }
        let imported = try td.run(["import", "-", "--format", "jsonl", "--yes"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(imported.status == 0, "\(imported.stderr)")
        return td
    }

    @Test(arguments: [["export"], ["export", "--format", "csv"], ["list", "--json"], ["list"],
                      ["draft", "call Anna tomorrow at 10:00"], ["show", "1"]])
    func aFailedWriteToStandardOutputIsExitOneWithOneLine(_ arguments: [String]) throws {
        let td = try seeded(3)
        defer { td.remove() }
        let ended = try runIntoFullDevice(td, arguments)
        #expect(!ended.bySignal)
        #expect(ended.status == 1, "\(arguments): \(ended.stderr)")
        #expect(ended.stderr == "taskdraft: cannot write to standard output: No space left on device\n", "\(arguments)")
    }

    @Test func aLargeExportIntoAFullDeviceFailsTheSameWay() throws {
        let td = try seeded(3_000)
        defer { td.remove() }
        let ended = try runIntoFullDevice(td, ["export", "--format", "jsonl"])
        #expect(ended.status == 1)
        #expect(ended.stderr == "taskdraft: cannot write to standard output: No space left on device\n")
    }

    @Test(arguments: [["export"], ["list", "--json"]])
    func aReaderThatGoesAwayEndsTheCommandQuietlyBySIGPIPE(_ arguments: [String]) throws {
        // Far more than a pipe's 64 KiB buffer, so the command is still writing when the reader leaves.
        let td = try seeded(3_000)
        defer { td.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TaskDraftBinary.path)
        process.arguments = arguments
        process.environment = td.environment
        process.standardInput = FileHandle.nullDevice
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        // What `| head -c 100` does: read a little, then close.
        let head = try outPipe.fileHandleForReading.read(upToCount: 100) ?? Data()
        try outPipe.fileHandleForReading.close()
        let errData = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(head.count == 100)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE,
                "\(process.terminationReason) \(process.terminationStatus)")
        #expect(errData.isEmpty, "\(String(decoding: errData, as: UTF8.self))")
    }
}
