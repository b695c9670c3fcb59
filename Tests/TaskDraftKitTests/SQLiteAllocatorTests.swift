import CSQLite
import Foundation
import Testing
@testable import TaskDraftKit

/// SQLite's allocations go through the size-class allocator (CSQLite/allocator.h): it must be
/// the one in use, keep what SQLite wrote across a realloc, report sizes SQLite may use in full,
/// and stay sound when threads allocate and free at once.
@Suite struct SQLiteAllocatorTests {
    /// Opening a connection installs it before SQLite initialises.
    private static func openOnce() throws {
        _ = try SQLiteConnection(path: ":memory:")
    }

    @Test func sqliteAllocatesThroughTheSizeClassesWhenInstalled() throws {
        try Self.openOnce()
        let block = try #require(sqlite3_malloc(9))
        defer { sqlite3_free(block) }
        // SQLite's own malloc wrapper rounds 9 up to 16; a 32-byte class block holds 24. (Another
        // test in this process may have initialised SQLite first, and then malloc stays.)
        #expect(sqlite3_msize(block) == (SQLiteConnection.usesSizeClassAllocator ? 24 : 16))
    }

    @Test func blocksOfEverySizeKeepTheirBytesAcrossReallocs() throws {
        try Self.openOnce()
        for size in [1, 7, 8, 9, 15, 16, 17, 100, 496, 503, 504, 505, 512, 1_000, 4_096, 70_000] {
            let block = try #require(sqlite3_malloc(Int32(size)))
            #expect(sqlite3_msize(block) >= UInt64(size))
            fill(block, count: size, seed: size)
            // Grow across a class boundary and into malloc's sizes, then shrink back.
            let grown = try #require(sqlite3_realloc(block, Int32(size * 3 + 600)))
            #expect(sqlite3_msize(grown) >= UInt64(size * 3 + 600))
            #expect(holds(grown, count: size, seed: size))
            let shrunk = try #require(sqlite3_realloc(grown, Int32(max(1, size / 2))))
            #expect(holds(shrunk, count: max(1, size / 2), seed: size))
            sqlite3_free(shrunk)
        }
    }

    @Test func threadsAllocatingAtOnceNeverShareABlock() throws {
        try Self.openOnce()
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var live: [(UnsafeMutableRawPointer, Int, Int)] = []
            for round in 0..<3_000 {
                let size = 1 + (round * 37 + thread * 11) % 700
                guard let block = sqlite3_malloc(Int32(size)) else { failures.add(); continue }
                fill(block, count: size, seed: round + thread)
                live.append((block, size, round + thread))
                if live.count > 50 {
                    let (old, count, seed) = live.removeFirst()
                    if !holds(old, count: count, seed: seed) { failures.add() }
                    sqlite3_free(old)
                }
            }
            for (block, count, seed) in live {
                if !holds(block, count: count, seed: seed) { failures.add() }
                sqlite3_free(block)
            }
        }
        #expect(failures.count == 0)
    }

    @Test func storesStillWorkInParallelThreads() throws {
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            do {
                let store = try TaskStore(path: ":memory:", zone: TemporaryStore.moscow)
                for index in 0..<50 {
                    let task = Task(id: 0, uuid: "u\(index)", title: "Task \(index)", tags: ["t\(index % 3)"],
                                    createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0))
                    _ = try store.write { try store.insert(task) }
                }
                if try store.count() != 50 { failures.add() }
            } catch {
                failures.add()
            }
        }
        #expect(failures.count == 0)
    }

    private func fill(_ block: UnsafeMutableRawPointer, count: Int, seed: Int) {
        let bytes = block.assumingMemoryBound(to: UInt8.self)
        for i in 0..<count { bytes[i] = UInt8(truncatingIfNeeded: i &* 31 &+ seed) }
    }

    private func holds(_ block: UnsafeMutableRawPointer, count: Int, seed: Int) -> Bool {
        let bytes = block.assumingMemoryBound(to: UInt8.self)
        return (0..<count).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
    }
}

/// A counter threads add to.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
