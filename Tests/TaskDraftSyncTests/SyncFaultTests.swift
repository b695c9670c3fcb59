import Foundation
import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftSync
import TestPeers

/// The sync engine against the scripted CalDAV fault server (caldav_fault_server.py): a 412,
/// 5xx, a silent server, broken XML and hostile objects, each leaving the database consistent.
@Suite(.serialized) struct SyncFaultTests {
    static let server = Result { try FaultServer(script: FaultServer.calDAVScript) }

    struct Setup {
        let engine: SyncEngine
        let planner: Planner
        let path: String
    }

    static func setup(_ scenario: String, timeout: Double = 5) throws -> Setup {
        let server = try Self.server.get()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taskdraft-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("tasks.db").path
        let store = try TaskStore(path: path, zone: .utc)
        let planner = Planner(store: store, clock: { Instant(seconds: 1_796_200_000) })
        let base = "http://127.0.0.1:\(server.port)/\(scenario)/\(UUID().uuidString)/tasks/"
        let settings = SyncSettings(url: base, collection: base)
        let client = try CalDAVClient(url: base, username: nil, password: nil, transport: try CurlClient(),
                                      connectTimeout: 1, timeout: timeout)
        return Setup(engine: SyncEngine(client: client, planner: planner, settings: settings, productVersion: "test"),
                     planner: planner, path: path)
    }

    @Test func a412RefetchesMergesAndRetries() throws {
        let s = try Self.setup("precondition")
        _ = try s.engine.run(dryRun: false)
        let task = try #require(try s.planner.store.allTasks().first)
        try EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "Edited here"))
            .perform(in: s.planner, caller: .human, confirmation: .none)
        let report = try s.engine.run(dryRun: false)
        #expect(report.pushedUpdated == 1)
        let after = try #require(try s.planner.store.task(id: task.id))
        #expect(after.title == "Edited here")
        #expect(after.priority == .high)  // the other device's change, merged in
        #expect(try SyncStatus.pending(s.planner.store, collection: report.collection).total == 0)
    }

    @Test func aServerErrorStopsTheSyncAndChangesNothing() throws {
        let s = try Self.setup("error-500")
        _ = try CreateTaskIntent(draft: TaskDraft(title: "Local", backend: "test")).perform(in: s.planner, caller: .human, confirmation: .flag)
        #expect(throws: SyncError.self) { try s.engine.run(dryRun: false) }
        #expect(try s.planner.store.allTasks().count == 1)
        #expect(try s.planner.store.syncCollections().isEmpty)
    }

    @Test func brokenXMLIsAnErrorNotACrash() throws {
        let s = try Self.setup("broken-xml")
        let error = #expect(throws: SyncError.self) { try s.engine.run(dryRun: false) }
        #expect(error?.description.contains("XML") == true || error?.description.contains("HTTP") == true)
    }

    @Test func aSilentServerTimesOut() throws {
        let s = try Self.setup("hang", timeout: 1)
        let started = MonotonicTime.now
        #expect(throws: SyncError.self) { try s.engine.run(dryRun: false) }
        #expect(MonotonicTime.now.milliseconds(since: started) < 10_000)
    }

    @Test func hostileObjectsAreDataOrSkipped() throws {
        let s = try Self.setup("hostile")
        let report = try s.engine.run(dryRun: false)
        let tasks = try s.planner.store.allTasks()
        #expect(tasks.count == 1)
        let hasControl = tasks.first?.title.unicodeScalars.contains { $0.isControlCharacter } ?? true
        #expect(!hasControl)
        #expect(report.skipped.count == 2)
    }
}
