import Foundation
import Testing
import TestPeers

/// The tasks a task waits for are the VTODO's `RELATED-TO;RELTYPE=DEPENDS-ON` (RFC 9253) both
/// ways, against a real Radicale with the python3-caldav "phone" on the same collection: links
/// made here reach the phone, links the phone adds or takes away arrive here, and what the
/// phone wrote that is no link here (a parent, a sibling, a link to a task this database never
/// had, a loop) stays on the server as the phone wrote it.
@Suite(.serialized, .enabled(if: try Peer.radicale.installed())) struct DependsSyncTests {
    typealias Sync = CalDAVSyncTests

    static func byTitle(_ td: TaskDraftBinary) throws -> [String: [String: Any]] {
        Dictionary(try Sync.tasks(td).map { ($0["title"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    static func dependsUIDs(_ task: [String: Any]?) -> [String] {
        (task?["depends"] as? [[String: Any]] ?? []).compactMap { $0["uid"] as? String }
    }

    static func skipped(_ report: [String: Any]) -> [String] { report["skipped"] as? [String] ?? [] }

    /// A sync that leaves links out: it ends as one leaving any resource out does, exit 5, the
    /// report saying what.
    static func partialSync(_ td: TaskDraftBinary, now: String? = nil) throws -> [String: Any] {
        let result = try td.run(["sync", "--json"], extraEnvironment: now.map { ["TASKDRAFT_NOW": $0] } ?? [:])
        #expect(result.status == 5, "\(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }

    @Test func dependenciesTravelBothWays() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try laptop.run(["add", "--yes", "Book the venue"])
        try laptop.run(["add", "--yes", "Print the menus"])
        #expect(try laptop.run(["add", "--yes", "Send invitations after task 1 depends:2"]).status == 0)
        _ = try Sync.sync(laptop)
        var tasks = try Self.byTitle(laptop)
        let venue = try #require(tasks["Book the venue"]?["uuid"] as? String)
        let menus = try #require(tasks["Print the menus"]?["uuid"] as? String)
        let invite = try #require(tasks["Send invitations"]?["uuid"] as? String)
        #expect(try server.phone("related", invite, "DEPENDS-ON") == "\(venue) \(menus)\n")
        #expect(try server.phone("related", venue, "DEPENDS-ON") == "-\n")

        // The phone: a hall to book first, the menus no longer waited for, a link to a task
        // only the phone knows, and a sibling and a parent, which are no dependency.
        try server.phone("create", "phone-hall", "Book the hall")
        try server.phone("link", invite, "DEPENDS-ON", "phone-hall")
        try server.phone("unlink", invite, "DEPENDS-ON", menus)
        try server.phone("link", invite, "DEPENDS-ON", "only-on-the-phone")
        try server.phone("link", invite, "SIBLING", menus)
        try server.phone("relate", invite, "PARENT", venue)
        let pulled = try Self.partialSync(laptop, now: "2026-12-02T10:05:00+03:00")
        #expect(Sync.count(pulled, "pulled", "created") == 1 && Sync.count(pulled, "pulled", "updated") == 1)
        #expect(Self.skipped(pulled).contains { $0.hasSuffix("a dependency not taken in: there is no task with UID \"only-on-the-phone\" to depend on") },
                "\(Self.skipped(pulled))")
        tasks = try Self.byTitle(laptop)
        #expect(Self.dependsUIDs(tasks["Send invitations"]) == [venue, "phone-hall"])
        #expect(tasks["Send invitations"]?["parent"] as? String == venue)
        #expect(tasks["Send invitations"]?["blocked"] as? Bool == true)
        // Nothing changed here: nothing goes up, and the phone keeps its link to a task not here.
        let quiet = try Sync.sync(laptop, now: "2026-12-02T10:06:00+03:00")
        #expect(Sync.count(quiet, "pushed", "updated") == 0 && Sync.count(quiet, "pulled", "updated") == 0)

        // And back: the invitations no longer wait for the venue, and wait for the menus again.
        let inviteID = try #require(tasks["Send invitations"]?["id"] as? Int)
        let menusID = try #require(tasks["Print the menus"]?["id"] as? Int)
        let venueID = try #require(tasks["Book the venue"]?["id"] as? Int)
        #expect(try laptop.run(["modify", String(inviteID), "depends:-\(venueID),\(menusID)", "--yes"]).status == 0)
        let pushed = try Sync.sync(laptop, now: "2026-12-02T10:10:00+03:00")
        #expect(Sync.count(pushed, "pushed", "updated") == 1)
        #expect(try server.phone("related", invite, "DEPENDS-ON") == "phone-hall only-on-the-phone \(menus)\n")
        #expect(try server.phone("related", invite, "SIBLING") == "\(menus)\n")
        #expect(try server.phone("parent", invite) == "\(venue)\n")
        let idle = try Sync.sync(laptop, now: "2026-12-02T10:11:00+03:00")
        #expect(Sync.count(idle, "pulled", "updated") == 0 && Sync.count(idle, "pushed", "updated") == 0)
    }

    /// A task deleted here is no task to wait for, in a pull as in a commit and an import: the
    /// phone's link to it (made before the delete reached it) is not taken in and is reported
    /// as a link to a UID no task here has, and the phone keeps it.
    @Test func aLinkToATaskDeletedHereIsNotTakenIn() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try laptop.run(["add", "--yes", "Book the venue"])
        _ = try Sync.sync(laptop)
        let tasks = try Self.byTitle(laptop)
        let venue = try #require(tasks["Book the venue"]?["uuid"] as? String)
        let venueID = try #require(tasks["Book the venue"]?["id"] as? Int)
        #expect(try laptop.run(["delete", String(venueID), "--yes"]).status == 0)
        try server.phone("create", "phone-invite", "Send invitations")
        try server.phone("link", "phone-invite", "DEPENDS-ON", venue)
        let pulled = try Self.partialSync(laptop, now: "2026-12-02T10:05:00+03:00")
        #expect(Sync.count(pulled, "pulled", "created") == 1)
        #expect(Self.skipped(pulled).contains { $0.hasSuffix("a dependency not taken in: there is no task with UID \"\(venue)\" to depend on") },
                "\(Self.skipped(pulled))")
        let invite = try Self.byTitle(laptop)["Send invitations"]
        #expect(Self.dependsUIDs(invite) == [] && invite?["blocked"] as? Bool == false, "\(String(describing: invite))")
        #expect(try server.phone("related", "phone-invite", "DEPENDS-ON") == "\(venue)\n")
    }

    /// A server's links may be anything: two tasks waiting for each other, a task waiting for
    /// itself, 10,000 links, a UID of 100,000 characters. They arrive, list, and nothing traps:
    /// the loop's closing link is not taken in and is reported, and the server keeps every
    /// line, since nothing changed here.
    @Test func aServersLoopsAndHostileLinksArriveBounded() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try server.phone("create", "loop-a", "Alpha")
        try server.phone("create", "loop-b", "Bravo")
        try server.phone("create", "self", "Charlie")
        try server.phone("link", "loop-a", "DEPENDS-ON", "loop-b")
        try server.phone("link", "loop-b", "DEPENDS-ON", "loop-a")
        try server.phone("link", "self", "DEPENDS-ON", "self")
        func object(_ uid: String, _ title: String, _ relations: String) throws {
            let path = laptop.directory.appendingPathComponent("\(uid).ics").path
            let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hostile//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
                + "DTSTAMP:20261201T090000Z\r\nSUMMARY:\(title)\r\n" + relations + "END:VTODO\r\nEND:VCALENDAR\r\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try server.phone("put", path)
        }
        try object("many", "Delta", (0..<10_000).map { "RELATED-TO;RELTYPE=DEPENDS-ON:t-\($0)\r\n" }.joined()
                   + "RELATED-TO;RELTYPE=DEPENDS-ON:loop-a\r\n")
        try object("long", "Echo", "RELATED-TO;RELTYPE=DEPENDS-ON:" + String(repeating: "x", count: 100_000) + "\r\n"
                   + "RELATED-TO;RELTYPE=DEPENDS-ON:loop-b\r\n")
        let pulled = try Self.partialSync(laptop)
        #expect(Sync.count(pulled, "pulled", "created") == 5)
        let skipped = Self.skipped(pulled)
        #expect(skipped.contains { $0.contains("a dependency not taken in: that would make a dependency cycle") }, "\(skipped)")
        // The 10,000: the first 1,000 read, none a task here, one line for them all.
        #expect(skipped.contains { $0.contains("there is no task with UID \"t-0\"") && $0.hasSuffix("(and 999 more)") }, "\(skipped)")
        let tasks = try Self.byTitle(laptop)
        #expect(Self.dependsUIDs(tasks["Alpha"]).count + Self.dependsUIDs(tasks["Bravo"]).count == 1, "one link of the loop is taken in")
        #expect(Self.dependsUIDs(tasks["Charlie"]) == [])
        #expect(Self.dependsUIDs(tasks["Echo"]) == ["loop-b"])
        let list = try laptop.run(["list"])
        #expect(list.status == 0 && ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].allSatisfy { list.stdout.contains($0) })
        let idle = try Sync.sync(laptop)
        #expect(Sync.count(idle, "pushed", "updated") == 0)
        #expect(try server.phone("related", "loop-a", "DEPENDS-ON") == "loop-b\n")
        #expect(try server.phone("related", "loop-b", "DEPENDS-ON") == "loop-a\n")
        #expect(try server.phone("related", "self", "DEPENDS-ON") == "self\n")
    }
}
