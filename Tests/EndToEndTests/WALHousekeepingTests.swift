import Foundation
import Testing
import TaskDraftKit

/// Each command leaves the WAL for the next run. A command that finds it longer than
/// `TaskStore.walTruncateFrames` checkpoints and truncates it just before its first write, so
/// its own frames restart the WAL and one command pays the syncs; a command that only reads
/// leaves it; a command that wrote in bulk truncates what it leaves past
/// `TaskStore.walExitTruncateFrames`.
@Suite struct WALHousekeepingTests {
    static let frameSize = 4096 + 24
    static let bound = 32 + TaskStore.walTruncateFrames * frameSize
    static let exitBound = 32 + TaskStore.walExitTruncateFrames * frameSize

    func walSize(_ td: TaskDraftBinary) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: td.databasePath + "-wal")[.size] as? Int) ?? 0
    }

    func add(_ td: TaskDraftBinary, _ index: Int) throws {
        let result = try td.run(["add", "--yes", "call client \(index) tomorrow at 10:00 #sales"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aWriterPastTheBoundRestartsTheWALWithItsOwnFrames() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try add(td, 0)
        var previous = walSize(td)
        var restarts = 0
        for index in 1...12 {
            try add(td, index)
            let size = walSize(td)
            #expect(size > 0, "run \(index): the add truncated after its own write, leaving an empty WAL")
            #expect(size <= Self.exitBound, "run \(index): the WAL is \(size) bytes")
            if size < previous {
                restarts += 1
                #expect(previous > Self.bound, "run \(index): a WAL of \(previous) bytes, within the bound, was truncated")
            } else {
                #expect(previous <= Self.bound, "run \(index): a WAL of \(previous) bytes, past the bound, was not truncated")
            }
            previous = size
        }
        #expect(restarts >= 1, "twelve adds pass the bound at least once")
        #expect(try td.json(["list", "--json"]) is [[String: Any]])
    }

    @Test func aCommandThatOnlyReadsLeavesALongWALAsItIs() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        var index = 0
        while walSize(td) <= Self.bound {
            index += 1
            try add(td, index)
            #expect(index < 20, "twenty adds never passed the bound")
            if index >= 20 { return }
        }
        let before = walSize(td)
        #expect(try td.run(["list"]).status == 0)
        #expect(try td.run(["show", "1"]).status == 0)
        #expect(walSize(td) == before, "a read-only command checkpointed the WAL")
    }

    @Test func aBulkWriterTruncatesTheWALItLeavesPastTheExitBound() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("many.txt").path
        let lines = (1...600).map { "Prepare the quarterly report part \($0) #finance" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(walSize(td) <= Self.exitBound, "the import left a WAL of \(walSize(td)) bytes")
        let listed = try td.json(["list", "--all", "--json"]) as? [[String: Any]]
        #expect(listed?.count == 600)
    }
}
