import Foundation
import Testing

/// Two processes writing at once never see "database is locked" (WAL + BEGIN IMMEDIATE +
/// busy timeout), and every write lands.
@Suite struct ParallelWritersTests {
    @Test func twoProcessesAdding200EachEndWith400() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        // A shell loop per writer keeps each process short-lived, as real scripts are.
        let script = "i=0; while [ $i -lt 200 ]; do \"$TASKDRAFT_BIN\" add \"task $1-$i\" --yes >/dev/null || echo FAIL $i; i=$((i+1)); done"
        var processes: [(Process, Pipe)] = []
        for writer in ["a", "b"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "sh", writer]
            process.environment = td.environment.merging(["TASKDRAFT_BIN": TaskDraftBinary.path]) { $1 }
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            processes.append((process, pipe))
        }
        var outputs: [String] = []
        for (process, pipe) in processes {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            outputs.append(String(decoding: data, as: UTF8.self))
            #expect(process.terminationStatus == 0)
        }
        #expect(outputs.allSatisfy { $0.isEmpty }, "writers reported: \(outputs)")
        let listed = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(listed.count == 400)
        #expect(Set(listed.compactMap { $0["title"] as? String }).count == 400)
    }
}
