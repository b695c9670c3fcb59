import Foundation
import Testing
import TestPeers

/// A 60 MB CalDAV answer (issue 26 §10) against the scripted caldav_fault_server.py, scenario
/// `huge-multistatus`: the listing holds the collection's one task and some 146,000 responses
/// elsewhere, each padded with a property nobody asked for. `taskdraft sync` reads the answer
/// as a stream of responses and keeps only what it reads, so the process's peak memory stays
/// near the body's own size; a whole tree of it cost about 0.5 GB.
@Suite struct SyncMemoryTests {
    static let server = Result { try FaultServer(script: FaultServer.calDAVScript) }

    /// The peak resident memory allowed, in KiB: the 60 MB body, which libcurl hands over whole,
    /// the responses kept (an href and an ETag each) and the process itself, with room; a tree
    /// of the whole answer needs several times the body.
    static let peakBoundKiB = 160 * 1024

    @Test func aSixtyMegabyteListingCostsLittleMoreThanItsOwnSize() throws {
        let server = try Self.server.get()
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let path = "/huge-multistatus/\(UUID().uuidString)/"
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "{\"sync\": {\"url\": \"http://127.0.0.1:\(server.port)\(path)tasks/\"}}".write(
            to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        td.environment["PYTHONDONTWRITEBYTECODE"] = "1"
        // The binary is the wrapper's only child, so RUSAGE_CHILDREN's peak is the binary's alone.
        let measured = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:]).returncode
            print("peak_rss_kib", resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
            sys.exit(status)
            """
        let result = try td.run([], shell: "python3 -c '\(measured)' \"$TASKDRAFT_BIN_UNDER_TEST\" sync --json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"created\":1"), "the collection's one task came in: \(result.stdout)")
        let line = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak_rss_kib ") }
        let peak = try #require(line.flatMap { Int($0.split(separator: " ")[1]) }, "\(result.stderr)")
        #expect(peak < Self.peakBoundKiB, "peak resident memory \(peak / 1024) MiB, bound \(Self.peakBoundKiB / 1024) MiB")
    }
}
