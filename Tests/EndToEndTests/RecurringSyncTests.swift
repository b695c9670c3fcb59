import Foundation
import Testing
import TestPeers

/// One occurrence of a recurring task completed on two devices before either synced — two
/// laptops (two TaskDraft databases), or a laptop and a phone — against a real Radicale: the
/// next occurrence is the same task everywhere, so the syncs end with exactly one open next
/// occurrence on each side and on the server. And `sync --dry-run` lists the follow-ups a
/// sync makes (a next occurrence made here and pushed) as the sync then does them.
@Suite(.serialized, .enabled(if: try Peer.radicale.installed())) struct RecurringSyncTests {
    typealias Sync = CalDAVSyncTests

    /// "TITLE DUE" of every open task, sorted.
    static func open(_ td: TaskDraftBinary) throws -> [String] {
        try Sync.tasks(td).map { "\($0["title"] as? String ?? "") \(($0["due_date"] as? String) ?? ($0["due"] as? String) ?? "-")" }.sorted()
    }

    static func phoneOpen(_ server: DAVServer) throws -> [String] {
        try server.phone("open").split(separator: "\n").map(String.init)
    }

    static func done(_ td: TaskDraftBinary, _ id: Int, at now: String) throws {
        let result = try td.run(["done", String(id), "--yes"], extraEnvironment: ["TASKDRAFT_NOW": now])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(arguments: [false, true]) func twoLaptopsCompleteTheSameOccurrence(secondLaptopFirst: Bool) throws {
        let server = try DAVServer(.radicale)
        let a = try Sync.laptop(server), b = try Sync.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Water the plants every Monday"])
        _ = try Sync.sync(a)
        _ = try Sync.sync(b)
        try Self.done(a, 1, at: "2026-12-02T10:05:00+03:00")
        try Self.done(b, 1, at: "2026-12-02T10:20:00+03:00")
        let (first, second) = secondLaptopFirst ? (b, a) : (a, b)
        let pushed = try Sync.sync(first, now: "2026-12-02T10:30:00+03:00")
        #expect(Sync.count(pushed, "pushed", "created") == 1 && Sync.count(pushed, "pushed", "updated") == 1)
        // The other's next occurrence is its own: merged, nothing new either way, no conflict.
        let merged = try Sync.sync(second, now: "2026-12-02T10:31:00+03:00")
        #expect(Sync.count(merged, "pushed", "created") == 0 && Sync.count(merged, "pulled", "created") == 0)
        #expect((merged["conflicts"] as? [Any])?.isEmpty == true)
        for td in [first, second] {
            let idle = try Sync.sync(td, now: "2026-12-02T10:32:00+03:00")
            #expect(Sync.count(idle, "pushed", "created") == 0 && Sync.count(idle, "pulled", "created") == 0)
        }
        let next = ["Water the plants 2026-12-14"]
        #expect(try Self.open(a) == next && Self.open(b) == next)
        #expect(try Self.phoneOpen(server) == ["Water the plants 2026-12-14"])
        #expect(try server.phone("uids").split(separator: "\n").count == 2)
        #expect(try Sync.tasks(a).first?["uuid"] as? String == Sync.tasks(b).first?["uuid"] as? String)

        // Undo of the done on one side takes the next occurrence away everywhere and reopens the series.
        let undo = try second.run(["undo", "--yes", "--json"])
        #expect(undo.status == 0 && undo.stdout.contains("completed 1"), "\(undo.stdout)\(undo.stderr)")
        _ = try Sync.sync(second, now: "2026-12-02T10:40:00+03:00")
        _ = try Sync.sync(first, now: "2026-12-02T10:41:00+03:00")
        let reopened = ["Water the plants 2026-12-07"]
        #expect(try Self.open(a) == reopened && Self.open(b) == reopened)
        #expect(try Self.phoneOpen(server) == ["Water the plants 2026-12-07"])

        // Completed again, on the side that still holds the deleted next occurrence: it comes back, still one.
        try Self.done(first, 1, at: "2026-12-02T10:45:00+03:00")
        for td in [first, second, first] { _ = try Sync.sync(td, now: "2026-12-02T10:50:00+03:00") }
        #expect(try Self.open(a) == next && Self.open(b) == next)
        #expect(try Self.phoneOpen(server) == ["Water the plants 2026-12-14"])
        #expect(try server.phone("uids").split(separator: "\n").count == 2)
    }

    /// A phone completes the occurrence its own way (`advance`: DUE moved on, as Tasks.org and
    /// Apple Reminders do; `complete`: STATUS:COMPLETED on the series) while a laptop marks it
    /// done; the second laptop syncs before or after the first.
    @Test(arguments: [("advance", false), ("advance", true), ("complete", false), ("complete", true)])
    func aPhoneAndALaptopCompleteTheSameOccurrence(phone: String, secondLaptopFirst: Bool) throws {
        let server = try DAVServer(.radicale)
        let a = try Sync.laptop(server), b = try Sync.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Stand-up every day at 10:00"])
        _ = try Sync.sync(a)
        _ = try Sync.sync(b)
        let uuid = try #require(try Sync.tasks(a).first?["uuid"] as? String)
        try server.phone(phone, uuid)
        try Self.done(a, 1, at: "2026-12-02T10:05:00+03:00")
        let order = secondLaptopFirst ? [b, a, b, a] : [a, b, a, b]
        for (step, td) in order.enumerated() { _ = try Sync.sync(td, now: "2026-12-02T10:1\(step):00+03:00") }
        let next = ["Stand-up 2026-12-04T10:00:00+03:00"]
        let everyTaskOfA = try Sync.tasks(a, all: true), everyTaskOfB = try Sync.tasks(b, all: true)
        #expect(try Self.open(a) == next, "\(everyTaskOfA)")
        #expect(try Self.open(b) == next, "\(everyTaskOfB)")
        #expect(try Self.phoneOpen(server) == ["Stand-up 2026-12-04T10:00:00+03:00"])
        // The series itself is done on the day it was due, everywhere.
        for td in [a, b] {
            let series = try #require(try Sync.tasks(td, all: true).first { $0["uuid"] as? String == uuid })
            #expect(series["status"] as? String == "done" && series["due"] as? String == "2026-12-03T10:00:00+03:00")
        }
        for td in [a, b] {
            let idle = try Sync.sync(td, now: "2026-12-02T10:30:00+03:00")
            #expect(Sync.count(idle, "pushed", "created") == 0 && Sync.count(idle, "pushed", "updated") == 0
                    && Sync.count(idle, "pulled", "updated") == 0)
        }
    }

    /// A dry run lists what the sync then does, both ways, follow-ups included: the next
    /// occurrence of a task the phone completed, made here and pushed, and the done record of
    /// an occurrence the phone moved past.
    @Test func aDryRunListsWhatTheSyncThenDoesFollowUpsIncluded() throws {
        let server = try DAVServer(.radicale)
        let a = try Sync.laptop(server)
        defer { a.remove() }
        try a.run(["add", "--yes", "Water the plants every Monday"])
        try a.run(["add", "--yes", "Stand-up every day at 10:00"])
        _ = try Sync.sync(a)
        let tasks = try Sync.tasks(a)
        try server.phone("complete", try #require(tasks.first { $0["title"] as? String == "Water the plants" }?["uuid"] as? String))
        try server.phone("advance", try #require(tasks.first { $0["title"] as? String == "Stand-up" }?["uuid"] as? String))
        try server.phone("create", "phone-dry", "Buy a present")
        try a.run(["add", "--yes", "Local only"])
        let now = "2026-12-02T10:05:00+03:00"

        let human = try a.run(["sync", "--dry-run"], extraEnvironment: ["TASKDRAFT_NOW": now])
        #expect(human.status == 0, "\(human.stderr)")
        let dry = try Sync.sync(a, ["--dry-run"], now: now)
        let real = try Sync.sync(a, now: now)
        let changes = try #require(real["changes"] as? [String])
        #expect(dry["changes"] as? [String] == changes)
        for side in ["pulled", "pushed"] {
            for key in ["created", "updated", "deleted"] { #expect(Sync.count(dry, side, key) == Sync.count(real, side, key), "\(side) \(key)") }
        }
        #expect(Sync.count(real, "pushed", "created") == 3)
        #expect(changes.contains("here: create \"Water the plants\" (next occurrence)"), "\(changes)")
        #expect(changes.contains("here: create \"Stand-up\" (done occurrence)"), "\(changes)")
        #expect(changes.filter { $0 == "push: create \"Water the plants\"" }.count == 1, "\(changes)")
        #expect(changes.contains("push: create \"Local only\"") && changes.contains("pull: create \"Buy a present\""))
        // The human dry run: one line per change, then the summary.
        #expect(Array(human.stdout.split(separator: "\n").dropLast().map(String.init)) == changes)
        #expect(human.stdout.split(separator: "\n").last?.hasPrefix("Would sync Tasks: pulled 1 new, 2 changed, 0 deleted; pushed 3 new") == true,
                "\(human.stdout)")

        let idle = try Sync.sync(a, ["--dry-run"], now: "2026-12-02T10:06:00+03:00")
        #expect((idle["changes"] as? [String])?.isEmpty == true)
    }

    /// Under LANG=ru the follow-up's line is Russian, as every other line of a dry run.
    @Test func aDryRunsFollowUpLineInRussian() throws {
        let server = try DAVServer(.radicale)
        let a = try Sync.laptop(server)
        defer { a.remove() }
        try a.run(["add", "--yes", "Water the plants every Monday"])
        _ = try Sync.sync(a)
        try server.phone("complete", try #require(try Sync.tasks(a).first?["uuid"] as? String))
        let dry = try a.run(["sync", "--dry-run"], extraEnvironment: ["TASKDRAFT_NOW": "2026-12-02T10:05:00+03:00", "LANG": "ru_RU.UTF-8"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("здесь: создать «Water the plants» (следующее повторение)"), "\(dry.stdout)")
        #expect(dry.stdout.contains("на сервер: создать «Water the plants»"), "\(dry.stdout)")
    }
}
