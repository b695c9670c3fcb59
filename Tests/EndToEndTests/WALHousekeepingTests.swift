import Foundation
import Testing
import TaskDraftKit

/// Each command leaves the WAL for the next run and truncates it once it passes
/// `TaskStore.walTruncateFrames`: the process must close its database before it exits,
/// whatever else it leaves to the exit.
@Suite struct WALHousekeepingTests {
    @Test func theWALStaysBoundedAcrossManyCommands() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let bound = 32 + TaskStore.walTruncateFrames * (4096 + 24)
        var largest = 0
        var truncations = 0
        for index in 1...12 {
            let result = try td.run(["add", "--yes", "call client \(index) tomorrow at 10:00 #sales"])
            #expect(result.status == 0, "\(result.stderr)")
            let size = (try FileManager.default.attributesOfItem(atPath: td.databasePath + "-wal")[.size] as? Int) ?? 0
            #expect(size <= bound, "run \(index): the WAL is \(size) bytes")
            if size == 0 { truncations += 1 }
            largest = max(largest, size)
        }
        #expect(truncations >= 1, "twelve adds pass the bound at least once and truncate")
        #expect(largest > 0)
        #expect(try td.json(["list", "--json"]) is [[String: Any]])
    }
}
