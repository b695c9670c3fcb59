import Foundation
import Testing
import TestPeers

/// A task's start is the VTODO's DTSTART both ways, against a real Radicale with the
/// python3-caldav "phone" on the same collection: a start set here reaches the phone as a day
/// or a moment, a DTSTART the phone sets (in its own zone, or a day) arrives here with its
/// offset, and one the phone removes is gone here too. The clock is Wednesday 2 December 2026.
@Suite(.serialized, .enabled(if: try Peer.radicale.installed())) struct StartSyncTests {
    typealias Sync = CalDAVSyncTests

    static func byTitle(_ td: TaskDraftBinary) throws -> [String: [String: Any]] {
        Dictionary(try Sync.tasks(td).map { ($0["title"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theStartTravelsAsDtstartBothWays() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try laptop.run(["add", "--yes", "Draft the memo from Monday to Friday"])
        try laptop.run(["add", "--yes", "Call Anna"])
        try laptop.run(["edit", "2", "--start", "2026-12-08 09:30", "--yes"])
        _ = try Sync.sync(laptop)
        var tasks = try Self.byTitle(laptop)
        let memo = try #require(tasks["Draft the memo"]?["uuid"] as? String)
        let call = try #require(tasks["Call Anna"]?["uuid"] as? String)
        #expect(try server.phone("get", memo, "DTSTART") == "2026-12-07\n")
        #expect(try server.phone("get", call, "DTSTART") == "2026-12-08T06:30:00+00:00\n")
        #expect(try server.phone("get", memo, "DUE") == "2026-12-11\n")

        // The phone moves one start to a moment in Berlin, gives its own task a day, and drops the memo's start.
        try server.phone("set", call, "DTSTART", "DTSTART;TZID=Europe/Berlin:20261209T090000")
        try server.phone("create", "phone-start", "Buy a present")
        try server.phone("set", "phone-start", "DTSTART", "DTSTART;VALUE=DATE:20261210")
        try server.phone("set", memo, "DTSTART", "")
        let pulled = try Sync.sync(laptop, now: "2026-12-02T10:05:00+03:00")
        #expect(Sync.count(pulled, "pulled", "created") == 1 && Sync.count(pulled, "pulled", "updated") == 2)
        tasks = try Self.byTitle(laptop)
        #expect(tasks["Call Anna"]?["start"] as? String == "2026-12-09T09:00:00+01:00")
        #expect(tasks["Buy a present"]?["start_date"] as? String == "2026-12-10")
        #expect(tasks["Draft the memo"]?["start_date"] is NSNull && tasks["Draft the memo"]?["start"] is NSNull)
        #expect(tasks["Draft the memo"]?["due_date"] as? String == "2026-12-11")

        // And back: a start edited here replaces the phone's; one cleared here leaves DTSTART off.
        let present = try #require(tasks["Buy a present"]?["id"] as? Int)
        try laptop.run(["modify", String(present), "scheduled:2026-12-12", "--yes"])
        try laptop.run(["edit", "2", "--start", "none", "--yes"])
        let pushed = try Sync.sync(laptop, now: "2026-12-02T10:10:00+03:00")
        #expect(Sync.count(pushed, "pushed", "updated") == 2)
        #expect(try server.phone("get", "phone-start", "DTSTART") == "2026-12-12\n")
        #expect(try server.phone("get", call, "DTSTART") == "-\n")
        let idle = try Sync.sync(laptop, now: "2026-12-02T10:11:00+03:00")
        #expect(Sync.count(idle, "pulled", "updated") == 0 && Sync.count(idle, "pushed", "updated") == 0)
    }
}
