import Foundation
import Testing
import TaskDraftKit
import TaskDraftHTTP
@testable import TaskDraftSync
import HostileSamples
import TestPeers

/// The sync engine against the scripted CalDAV fault server (caldav_fault_server.py): a 412,
/// 5xx, a silent server, broken XML and hostile objects, each leaving the database consistent.
/// Every scenario must leave the one server the suite shares still serving.
@Suite(.serialized, FaultServerOutlivesEachTest()) struct SyncFaultTests {
    static let server = Result { try FaultServer(script: FaultServer.calDAVScript) }

    /// Removes its database's directory when the test lets it go.
    final class Setup {
        let engine: SyncEngine
        let planner: Planner
        let path: String
        /// The collection's URL, ending in `tasks/`.
        let base: String
        let directory: URL

        init(engine: SyncEngine, planner: Planner, path: String, base: String, directory: URL) {
            self.engine = engine
            self.planner = planner
            self.path = path
            self.base = base
            self.directory = directory
        }

        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    /// `connections` above 1: pushes go out that many at a time, as `taskdraft sync` sends them.
    static func setup(_ scenario: String, token: String = UUID().uuidString, timeout: Double = 5, connections: Int = 1) throws -> Setup {
        let server = try Self.server.get()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taskdraft-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("tasks.db").path
        let store = try TaskStore(path: path, zone: .utc)
        let planner = Planner(store: store, clock: { Instant(seconds: 1_796_200_000) })
        let base = "http://127.0.0.1:\(server.port)/\(scenario)/\(token)/tasks/"
        let settings = SyncEngine.Settings(url: base, collection: base)
        let client = connections > 1
            ? try CalDAVClient(url: base, username: nil, password: nil, pool: .curl(), connections: connections, connectTimeout: 1, timeout: timeout)
            : try CalDAVClient(url: base, username: nil, password: nil, transport: try CurlClient(), connectTimeout: 1, timeout: timeout)
        return Setup(engine: SyncEngine(client: client, planner: planner, settings: settings, productVersion: "test"),
                     planner: planner, path: path, base: base, directory: directory)
    }

    static func addTasks(_ count: Int, _ s: Setup) throws {
        for i in 1...count {
            _ = try CreateTaskIntent(draft: TaskDraft(title: "Local \(i)", backend: "test")).perform(in: s.planner, caller: .human, confirmation: .flag)
        }
    }

    /// The fault server's count of PUTs to the collection, then "NAME COUNT" for each resource put more than once.
    static func puts(_ s: Setup) throws -> [String] { try control(s, "puts") }

    /// A GET beside the collection: `puts` (the count above), `edit` (another device edits server-1).
    static func control(_ s: Setup, _ name: String) throws -> [String] {
        let url = String(s.base.dropLast("tasks/".count)) + name
        let response = try CurlClient().perform(HTTPRequest(method: .get, url: url), options: TransferOptions(connectTimeout: 1, totalTimeout: 5))
        return String(decoding: response.body, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static func pending(_ s: Setup) throws -> SyncStatus.Pending {
        try SyncStatus.pending(s.planner.store, collection: s.base.replacingOccurrences(of: "http://127.0.0.1:\(try server.get().port)", with: ""))
    }

    @Test func a412RefetchesMergesAndRetries() throws {
        let s = try Self.setup("precondition")
        _ = try s.engine.run(dryRun: false)
        let task = try #require(try s.planner.store.allTasks().first)
        _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "Edited here"))
            .perform(in: s.planner, caller: .human, confirmation: .none)
        let report = try s.engine.run(dryRun: false)
        #expect(report.pushed.updated == 1)
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

    /// A web server that is no CalDAV server answers PROPFIND at its root with 404 or 405 (the
    /// fault server's root-404 and root-405): discovery says sync.url names no calendar server,
    /// as a value, rather than only the status.
    @Test(arguments: [404, 405]) func aRootThatIsNoCalDAVServerIsATypedError(status: Int) throws {
        let port = try Self.server.get().port
        let path = "/root-\(status)/\(UUID().uuidString)/"
        let url = "http://127.0.0.1:\(port)" + path
        let client = try CalDAVClient(url: url, username: nil, password: nil, transport: try CurlClient(), connectTimeout: 1, timeout: 5)
        let error = try #require(throws: SyncError.self) { try Discovery.collections(client, startingAt: url) }
        #expect(error.kind == .configuration)
        #expect(error.problem == .noCalDAVServer(host: "127.0.0.1:\(port)", path: path, status: status))
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

    /// A server that hands objects back as they were saved (`line-ends`): one whose every line
    /// ends in a CR alone, a fold after one, and one whose lines end CR, LF and CRLF in turn.
    /// Each arrives as the task it says, as the .ics import reads such a file.
    @Test func objectsWhoseLinesEndInALoneCRArriveWhole() throws {
        let s = try Self.setup("line-ends")
        let report = try s.engine.run(dryRun: false)
        #expect(report.skipped.map(\.english) == [])
        #expect(report.pulled.created == 3)
        let tasks = Dictionary(uniqueKeysWithValues: try s.planner.store.allTasks().map { ($0.uuid, $0) })
        #expect(tasks["cr-1"]?.title == "Ends its lines with CR")
        #expect(tasks["cr-1"]?.notes == "Folded after a lone CR")
        #expect(tasks["cr-1"]?.due == .date(CivilDate(year: 2026, month: 12, day: 3)))
        #expect(tasks["mixed-1"]?.title == "Ends its lines three ways")
        #expect(tasks["mixed-1"]?.notes == "Folded after a lone LF")
    }

    /// A server that hands objects back as they were saved (`blank-lines`): one opening with a
    /// byte order mark after a line break, a blank line after each of its lines, and one whose
    /// every CRLF is CR CR LF, a blank line between its DESCRIPTION and the fold after it, arrive
    /// whole, the fold joined.
    @Test func objectsWithAByteOrderMarkAndBlankLinesArriveWhole() throws {
        let s = try Self.setup("blank-lines")
        let report = try s.engine.run(dryRun: false)
        #expect(report.skipped.map(\.english) == [])
        #expect(report.pulled.created == 3)
        let tasks = Dictionary(uniqueKeysWithValues: try s.planner.store.allTasks().map { ($0.uuid, $0) })
        #expect(tasks["bom-1"]?.title == "Opens with a byte order mark")
        #expect(tasks["bom-1"]?.notes == "Blank lines between")
        #expect(tasks["cr-cr-lf-1"]?.title == "Ends its lines in CR CR LF")
        #expect(tasks["cr-cr-lf-1"]?.notes == "Folded after a doubled CR")
    }

    /// The object `name` of the collection as the server hands it out, byte for byte.
    static func object(_ s: Setup, _ name: String) throws -> String {
        let response = try CurlClient().perform(HTTPRequest(method: .get, url: s.base + name), options: TransferOptions(connectTimeout: 1, totalTimeout: 5))
        return String(decoding: response.body, as: UTF8.self)
    }

    /// An edit pushed over the `line-ends` server's objects, which keeps what a client PUTs as it
    /// came: each object goes up as RFC 5545 text, every line ended in CRLF, the edit's lines
    /// replaced and every other line's content, the fold after a lone CR included, as it was.
    @Test func anEditOverObjectsWhoseLinesEndInALoneCRGoesUpInCRLF() throws {
        let s = try Self.setup("line-ends")
        _ = try s.engine.run(dryRun: false)
        let names = ["cr-1": "cr.ics", "mixed-1": "mixed.ics"]
        let before = try names.mapValues { try Self.object(s, $0) }
        #expect(before.values.allSatisfy { !ICalendarLineEndTests.endsEveryLineInCRLF($0) })
        for task in try s.planner.store.allTasks() where names[task.uuid] != nil {
            _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "Edited: " + task.title))
                .perform(in: s.planner, caller: .human, confirmation: .none)
        }
        let report = try s.engine.run(dryRun: false)
        #expect(report.pushed.updated == 2)
        let edited = ["SUMMARY", "LAST-MODIFIED", "DTSTAMP", "SEQUENCE"]
        func untouched(_ lines: [String]) -> [String] { lines.filter { line in !edited.contains { line.hasPrefix($0 + ":") } } }
        for (uid, name) in names {
            let after = try Self.object(s, name)
            #expect(ICalendarLineEndTests.endsEveryLineInCRLF(after), "\(name)")
            let lines: [String] = Array(after.components(separatedBy: "\r\n").dropLast())
            let served: String = try #require(before[uid])
            let was: [String] = Array(served.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                .components(separatedBy: "\n").dropLast())
            #expect(untouched(lines) == untouched(was), "\(name)")
            #expect(lines.contains { $0.hasPrefix("SUMMARY:Edited: ") }, "\(name)")
            #expect(try s.planner.store.task(uuid: uid)?.title.hasPrefix("Edited: ") == true)
        }
        #expect(try Self.puts(s).first == "2")
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

    /// Seeded hostile VTODOs (`fuzz`: twelve resources drawn from the seed the token gives), a
    /// few seeds a run: every resource is a task here or a skip naming it, the plain one among
    /// them is kept, and an edit to every task not deleted is pushed over the server's own copy.
    /// `TD_HOSTILE_SEED=<seed>` replays a run.
    @Test func seededHostileResourcesAreSkippedOrKept() throws {
        let first = HostileSeed.draw()
        for seed in (0..<3).map({ first &+ UInt64($0) }) {
            let s = try Self.setup("fuzz", token: String(seed))
            let report = try s.engine.run(dryRun: false)
            let names = try Self.control(s, "names")
            func unread(_ report: SyncReport) -> Set<String> {
                Set(report.skipped.compactMap { skip -> String? in
                    switch skip {
                    case .tooLarge(let href, _), .notICalendar(let href), .noUID(let href), .invalid(let href, _): return href
                    case .refused, .linkNotTaken, .parentNotTaken: return nil
                    }
                })
            }
            let skipped = unread(report)
            let tasks = try s.planner.store.allTasks()
            let label = "TD_HOSTILE_SEED=\(seed): \(report.pulled.created) pulled, skipped \(report.skipped)"
            #expect(tasks.contains { $0.uuid == "server-1" }, "\(label)")
            #expect(tasks.count == report.pulled.created && report.pulled.created + skipped.count == names.count, "\(label)")
            let edited = tasks.filter { $0.status != .deleted }
            for task in edited {
                _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "Edited here \(task.id)"))
                    .perform(in: s.planner, caller: .human, confirmation: .none)
            }
            let pushed = try s.engine.run(dryRun: false)
            // The resources it could not read are still on the server, skipped again; no push is refused.
            let refused = pushed.skipped.contains { if case .refused = $0 { true } else { false } }
            #expect(pushed.pushed.updated == edited.count && unread(pushed) == skipped && !refused,
                    "\(label); then \(pushed.pushed.updated) pushed, skipped \(pushed.skipped)")
        }
    }

    /// A listing's time on the server grows with the collection (Radicale reads every item, and
    /// parses each on a cold cache): it gets more than the time limit, and discovery no longer
    /// asks for the marks that cost the same. A first pull of 600 with a 1 s limit, 250 at most
    /// a multiget.
    @Test func aSlowFirstListingIsWaitedForAndFetchedInBoundedBatches() throws {
        let s = try Self.setup("slow-listing", timeout: 1)
        let report = try s.engine.run(dryRun: false)
        #expect(report.pulled.created == 600)
        // Discovery's two PROPFINDs, the listing, three multigets.
        #expect(report.requests == 2 + 1 + 3)
    }

    /// A collection whose getlastmodified stays put while its members change is never trusted:
    /// across an edit pushed from here it is seen standing still, and every sync still lists, so
    /// another device's edit is pulled.
    @Test func aLastModifiedThatDoesNotMoveIsNeverTrusted() throws {
        let s = try Self.setup("stale-modified")
        _ = try s.engine.run(dryRun: false)
        let task = try #require(try s.planner.store.allTasks().first)
        _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "Edited here"))
            .perform(in: s.planner, caller: .human, confirmation: .none)
        let pushed = try s.engine.run(dryRun: false)
        #expect(pushed.pushed.updated == 1)
        #expect(try s.planner.store.syncCollections().first?.lastModifiedUse == .unknown)
        for _ in 0..<2 {
            _ = try Self.control(s, "edit")
            let pulled = try s.engine.run(dryRun: false)
            #expect(!pulled.listingSkipped && pulled.pulled.updated == 1)
        }
        #expect(try s.planner.store.task(id: task.id)?.title == "Edited: Edited: Edited here")
    }

    @Test func aListingLargerThanAModelAnswerIsPulledWhole() throws {
        let s = try Self.setup("big-listing", timeout: 60)
        let report = try s.engine.run(dryRun: false)
        #expect(report.skipped.isEmpty)
        #expect(try s.planner.store.allTasks().count == 1100)
    }

    @Test func aConcurrentPushSendsEachTaskOnceAndRecordsIt() throws {
        let s = try Self.setup("ok", connections: 4)
        try Self.addTasks(40, s)
        let report = try s.engine.run(dryRun: false)
        #expect(report.pushed.created == 40)
        #expect(report.requests == 44)  // discovery (2), the listing, one multiget (the server's task), 40 PUTs
        #expect(try Self.puts(s) == ["40"])
        #expect(try Self.pending(s).total == 0)
        let again = try s.engine.run(dryRun: false)
        #expect(again.pushed.created == 0 && again.pulled.created == 0)
        #expect(again.requests - report.requests == 1)
        #expect(try s.planner.store.allTasks().count == 41)
    }

    @Test func aConcurrentCreateTheServerAlreadyHasIsMergedNotDuplicated() throws {
        let s = try Self.setup("taken", connections: 4)
        try Self.addTasks(10, s)
        let report = try s.engine.run(dryRun: false)
        #expect(report.pushed.created == 9)
        #expect(report.conflicts.count == 1)
        let tasks = try s.planner.store.allTasks()
        #expect(tasks.count == 11)
        #expect(tasks.filter { $0.title == "Taken on another device" }.count == 1)
        #expect(try Self.pending(s).total == 0)
        // The other device's version won every field it differs in: nothing to put back.
        #expect(try Self.puts(s) == ["10"])
    }

    @Test func aServerErrorInAConcurrentPushKeepsWhatTheServerTook() throws {
        let s = try Self.setup("put-500", connections: 4)
        try Self.addTasks(10, s)
        #expect(throws: SyncError.self) { try s.engine.run(dryRun: false) }
        #expect(try Self.pending(s).created == 1)
        let before = s.engine.client.requests
        let report = try s.engine.run(dryRun: false)
        #expect(report.pushed.created == 1)
        #expect(report.requests - before == 2)  // the listing and the one PUT the server refused before
        #expect(try Self.pending(s).total == 0)
        let puts = try Self.puts(s)
        #expect(puts.first == "11" && puts.count == 2)  // one resource put twice: the refused one
    }
}

/// Fails the test after which the suite's fault server is no longer running, with the reason the
/// server gave, where otherwise only the tests after it would fail, each unable to connect.
struct FaultServerOutlivesEachTest: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        defer {
            if case .success(let server) = SyncFaultTests.server {
                do { try server.checkServing() } catch { Issue.record(error) }
            }
        }
        try await function()
    }
}
