import Foundation
import Testing
import TaskSets
import TestPeers

/// Every field issue 29 added over CalDAV at once (`EveryNewFieldTasks`), against a real Radicale
/// with the python3-caldav "phone": the phone edits each task (writing the whole object again
/// through python3-icalendar, as a phone's edit does), and every field but the title comes back
/// here as it was; a second laptop then gets the same tasks, field for field.
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
        try laptop.make(EveryNewFieldTasks.steps)
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
