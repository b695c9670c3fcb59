import Foundation
import Testing
@testable import TaskDraftKit

/// Connections of one process to one file take turns at its `WriteGate` for their write
/// transactions, and give it back however a transaction ends.
@Suite struct WriteGateTests {
    @Test func connectionsToOneFileWriteOneAtATime() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("write-gate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/tasks.db"
        let first = try SQLiteConnection(path: path)
        // Another spelling of the same file is the same gate; a database that is no file has none.
        let second = try SQLiteConnection(path: directory + "/./tasks.db")
        let gate = try #require(WriteGate.forFile(path))
        #expect(WriteGate.forFile(directory + "/./tasks.db") === gate)
        #expect(WriteGate.forFile(":memory:") == nil && WriteGate.forFile("") == nil)

        try first.beginOpenWrite()
        #expect(!gate.enter(within: 0), "held while a write transaction is open")
        try first.commitOpenWrite()
        #expect(gate.enter(within: 0), "given back on commit")
        gate.leave()

        try second.write { () throws(StoreError) in try second.executeScript("CREATE TABLE t(x)") }
        #expect(gate.enter(within: 0), "given back after write { }")
        gate.leave()
        #expect(throws: StoreError.self) { try second.write { () throws(StoreError) in try second.executeScript("INSERT INTO nowhere VALUES (1)") } }
        #expect(gate.enter(within: 0), "given back on rollback")
        gate.leave()

        var dropped: SQLiteConnection? = try SQLiteConnection(path: path)
        try dropped?.beginOpenWrite()
        dropped = nil
        #expect(gate.enter(within: 0), "given back by a connection closed mid-transaction")
        gate.leave()
    }
}
