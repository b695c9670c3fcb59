import Foundation
import Testing
import TestPeers

/// Every field issue 29 added over CalDAV at once, against a real Radicale with the
/// python3-caldav "phone": the phone edits each task (writing the whole object again through
/// python3-icalendar, as a phone's edit does), and every field but the title comes back here as
/// it was; a second laptop then gets the same tasks, field for field.
@Suite(.serialized, .enabled(if: try Peer.radicale.installed())) struct CalDAVEveryFieldTests {
    typealias Sync = CalDAVSyncTests

    /// Task JSON without what an edit elsewhere changes (the title, `modified`), links by UID.
    static func fields(_ td: TaskDraftBinary) throws -> [String: String] {
        let tasks = try ICalendarPeerRoundTripTests.tasks(td.exportAll("json", db: td.databasePath))
        var byUID: [String: String] = [:]
        for var task in tasks {
            task["title"] = nil
            task["modified"] = nil
            task["depends"] = (task["depends"] as? [[String: Any]])?.map { $0.filter { $0.key != "id" } }
            let data = try JSONSerialization.data(withJSONObject: task, options: [.sortedKeys])
            byUID[task["uuid"] as? String ?? ""] = String(decoding: data, as: UTF8.self)
        }
        return byUID
    }

    @Test func everyNewFieldSurvivesAPhoneEditAndReachesASecondLaptop() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server), other = try Sync.laptop(server)
        defer { laptop.remove(); other.remove() }
        func run(_ arguments: [String], at now: String = "2026-12-01T09:00:00+03:00") throws {
            let result = try laptop.run(arguments + ["--yes", "--now", now])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        try run(["add", "Move the office"], at: "2026-11-30T10:00:00+03:00")                          // 1
        try run(["add", "Pack the books", "--parent", "1"], at: "2026-11-30T10:01:00+03:00")          // 2
        try run(["add", "Label the boxes", "--parent", "2"], at: "2026-11-30T10:02:00+03:00")         // 3
        try run(["add", "Order boxes"], at: "2026-11-30T10:03:00+03:00")                              // 4
        try run(["add", "Measure the rooms", "--parent", "1"], at: "2026-11-30T10:04:00+03:00")       // 5
        try run(["modify", "1", "priority:H", "scheduled:2026-12-07", "estimate:2d"])
        try run(["modify", "2", "priority:M", "scheduled:2026-12-08T10:00", "wait:2027-01-04T09:30", "estimate:90min"])
        try run(["modify", "3", "priority:L", "wait:2027-01-04", "depends:4"])
        try run(["annotate", "1", "landlord says June"], at: "2026-11-30T10:00:00+03:00")
        try run(["annotate", "2", "the big boxes, two sets"], at: "2026-12-01T12:00:00+03:00")
        try run(["done", "5"], at: "2026-12-02T18:00:00+03:00")
        let pushed = try Sync.sync(laptop, now: "2026-12-02T19:00:00+03:00")
        #expect(Sync.count(pushed, "pushed", "created") == 5, "\(pushed)")
        let before = try Self.fields(laptop)
        #expect(before.count == 5)

        for uid in before.keys { try server.phone("edit", uid, "Renamed on the phone") }
        let pulled = try Sync.sync(laptop, now: "2026-12-02T19:05:00+03:00")
        #expect(Sync.count(pulled, "pulled", "updated") == 5, "\(pulled)")
        let titles = try ICalendarPeerRoundTripTests.tasks(laptop.exportAll("json", db: laptop.databasePath)).map { $0["title"] as? String }
        #expect(titles.allSatisfy { $0 == "Renamed on the phone" }, "\(titles)")
        let after = try Self.fields(laptop)
        for (uid, fields) in before { #expect(after[uid] == fields, "\(uid)") }

        _ = try Sync.sync(other, now: "2026-12-02T19:10:00+03:00")
        let copied = try Self.fields(other)
        for (uid, fields) in before { #expect(copied[uid] == fields, "\(uid)") }
    }
}
