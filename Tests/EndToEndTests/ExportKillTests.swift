import Foundation
import Testing

/// `export -o FILE` killed with SIGKILL (no clean-up runs) leaves no temporary file beside
/// FILE: it is written without a name, and named temporaries of dead runs are removed by the next.
@Suite struct ExportKillTests {
    /// Temporary files of exports to `name` in `directory`.
    func temporaries(_ directory: URL, _ name: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix(".\(name).tmp-") }
    }

    /// The size of the file `pid` has open in `directory`, once it has written something.
    func bytesWritten(by pid: Int32, into directory: URL) -> Int? {
        let fds = "/proc/\(pid)/fd"
        for fd in (try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? [] {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(fds)/\(fd)"),
                  target.hasPrefix(directory.path + "/") else { continue }
            var info = stat()
            if stat("\(fds)/\(fd)", &info) == 0 { return Int(info.st_size) }
        }
        return nil
    }

    @Test func anExportKilledMidWriteLeavesNoTemporaryFile() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let notes = String(repeating: "Background for the review; ", count: 8)
        let lines = (0..<40_000).map { "{\"title\": \"Review item \($0)\", \"notes\": \"\(notes)\", \"tags\": [\"work\"]}" }
        let imported = try td.run(["import", "-", "--format", "jsonl", "--yes"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(imported.status == 0, "\(imported.stderr)")
        let outDir = td.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
        let target = outDir.appendingPathComponent("all.json")

        let export = try td.start(["export", "-o", target.path])
        var written = 0
        while export.isRunning {
            if let bytes = bytesWritten(by: export.processIdentifier, into: outDir), bytes > 0 {
                written = bytes
                break
            }
            usleep(500)
        }
        #expect(written > 0, "the export finished before it could be killed mid-write; make it larger")
        kill(export.processIdentifier, SIGKILL)
        export.waitUntilExit()
        #expect(export.terminationReason == .uncaughtSignal)
        #expect(temporaries(outDir, "all.json").isEmpty, "\(temporaries(outDir, "all.json"))")
        #expect(!FileManager.default.fileExists(atPath: target.path))

        // The next run writes the whole file and, again, nothing else.
        let again = try td.run(["export", "-o", target.path, "--format", "jsonl"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(temporaries(outDir, "all.json").isEmpty)
        let exported = try String(contentsOf: target, encoding: .utf8)
        #expect(exported.split(separator: "\n").count == 40_000)
    }

    @Test func theNextExportRemovesTemporariesOfDeadRunsOnly() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try td.run(["add", "--yes", "call Anna tomorrow"]).status == 0)
        // A process that has exited: its pid names no process (until reused, which takes a while).
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = td.directory.appendingPathComponent(".tasks.json.tmp-\(finished.processIdentifier)")
        let live = td.directory.appendingPathComponent(".tasks.json.tmp-\(getpid())")
        let unrelated = td.directory.appendingPathComponent(".other.json.tmp-\(finished.processIdentifier)")
        for file in [dead, live, unrelated] { try Data("half an export".utf8).write(to: file) }

        let result = try td.run(["export", "-o", td.directory.appendingPathComponent("tasks.json").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dead.path), "a dead run's temporary file is removed")
        #expect(FileManager.default.fileExists(atPath: live.path), "a running process's temporary file is kept")
        #expect(FileManager.default.fileExists(atPath: unrelated.path), "another target's temporary file is kept")
        #expect(temporaries(td.directory, "tasks.json") == [live.lastPathComponent])
    }
}
