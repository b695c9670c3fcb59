import Foundation
import Testing
import TestPeers

/// A task's parent is the VTODO's `RELATED-TO;RELTYPE=PARENT` both ways, against a real
/// Radicale with the python3-caldav "phone" on the same collection: a subtask made here
/// reaches the phone under its parent, one the phone makes (or moves, or lifts to the top)
/// arrives here so, and the phone's other relations stay as the phone wrote them.
@Suite(.serialized, .enabled(if: try Peer.radicale.installed())) struct ParentSyncTests {
    typealias Sync = CalDAVSyncTests

    static func byTitle(_ td: TaskDraftBinary) throws -> [String: [String: Any]] {
        Dictionary(try Sync.tasks(td).map { ($0["title"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Where `title` starts on its line of `list`'s table.
    static func indent(_ title: String, in list: String) -> Int? {
        for line in list.split(separator: "\n") {
            if let range = line.range(of: title) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    @Test func aSubtaskTravelsUnderItsParentBothWays() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try laptop.run(["add", "--yes", "Move the office"])
        try laptop.run(["add", "--yes", "--parent", "1", "Pack the books"])
        try laptop.run(["add", "--yes", "Call Anna"])
        _ = try Sync.sync(laptop)
        var tasks = try Self.byTitle(laptop)
        let move = try #require(tasks["Move the office"]?["uuid"] as? String)
        let pack = try #require(tasks["Pack the books"]?["uuid"] as? String)
        let call = try #require(tasks["Call Anna"]?["uuid"] as? String)
        #expect(try server.phone("parent", pack) == move + "\n")
        #expect(try server.phone("parent", move) == "-\n")

        // The phone makes a step of its own under the office move, puts the call under it too,
        // lifts the books to the top, and relates the call to another task as a sibling.
        try server.phone("create-child", "phone-step", "Book the van", move)
        try server.phone("relate", call, "PARENT", move)
        try server.phone("relate", call, "SIBLING", "phone-step")
        try server.phone("unparent", pack)
        let pulled = try Sync.sync(laptop, now: "2026-12-02T10:05:00+03:00")
        #expect(Sync.count(pulled, "pulled", "created") == 1 && Sync.count(pulled, "pulled", "updated") == 2)
        tasks = try Self.byTitle(laptop)
        #expect(tasks["Book the van"]?["parent"] as? String == move)
        #expect(tasks["Call Anna"]?["parent"] as? String == move)
        #expect(tasks["Pack the books"]?["parent"] is NSNull)
        // `list` shows both steps under the move, one level in; the books at the top again.
        let list = try laptop.run(["list"]).stdout
        #expect(Self.indent("Book the van", in: list) == Self.indent("Call Anna", in: list))
        #expect(try #require(Self.indent("Book the van", in: list)) > (try #require(Self.indent("Move the office", in: list))), "\(list)")
        #expect(Self.indent("Pack the books", in: list) == Self.indent("Move the office", in: list), "\(list)")

        // And back: the call moves under the van here, the van goes to the top; the sibling stays.
        let van = try #require(tasks["Book the van"]?["id"] as? Int)
        let callID = try #require(tasks["Call Anna"]?["id"] as? Int)
        #expect(try laptop.run(["modify", String(callID), "parent:\(van)", "--yes"]).status == 0)
        #expect(try laptop.run(["modify", String(van), "parent:", "--yes"]).status == 0)
        let pushed = try Sync.sync(laptop, now: "2026-12-02T10:10:00+03:00")
        #expect(Sync.count(pushed, "pushed", "updated") == 2)
        #expect(try server.phone("parent", call) == "phone-step\n")
        #expect(try server.phone("parent", "phone-step") == "-\n")
        #expect(try server.phone("related", call, "SIBLING") == "phone-step\n")
        let idle = try Sync.sync(laptop, now: "2026-12-02T10:11:00+03:00")
        #expect(Sync.count(idle, "pulled", "updated") == 0 && Sync.count(idle, "pushed", "updated") == 0)
    }

    /// Issue 29's case as a phone user meets it: a subtask made on the phone (python3-caldav,
    /// `RELATED-TO;RELTYPE=PARENT`) arrives here on the line right under its parent in `list`,
    /// is changed here (title, due, priority, estimate), and the phone reads the change back
    /// with the subtask still under the same parent.
    @Test func aSubtaskMadeOnThePhoneArrivesUnderItsParentAndGoesBackChanged() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try laptop.run(["add", "--yes", "Move the office"])
        try laptop.run(["add", "--yes", "Call Anna"])
        try laptop.run(["add", "--yes", "Water the plants"])
        _ = try Sync.sync(laptop)
        let move = try #require(try Self.byTitle(laptop)["Move the office"]?["uuid"] as? String)

        try server.phone("create-child", "phone-step", "Book the van", move)
        let pulled = try Sync.sync(laptop, now: "2026-12-02T10:05:00+03:00")
        #expect(Sync.count(pulled, "pulled", "created") == 1, "\(pulled)")
        let van = try #require(try Self.byTitle(laptop)["Book the van"])
        #expect(van["parent"] as? String == move && van["uuid"] as? String == "phone-step")
        let lines = try laptop.run(["list"]).stdout.split(separator: "\n").map(String.init)
        let moveLine = try #require(lines.firstIndex { $0.contains("Move the office") }, "\(lines)")
        #expect(lines.indices.contains(moveLine + 1) && lines[moveLine + 1].contains("Book the van"), "\(lines)")
        #expect(try #require(Self.indent("Book the van", in: lines.joined(separator: "\n")))
                > (try #require(Self.indent("Move the office", in: lines.joined(separator: "\n")))), "\(lines)")

        let id = try #require(van["id"] as? Int)
        let changed = try laptop.run(["modify", String(id), "Book", "the", "big", "van", "due:2026-12-05", "priority:H", "estimate:1h", "--yes"])
        #expect(changed.status == 0, "\(changed.stderr)")
        let pushed = try Sync.sync(laptop, now: "2026-12-02T10:10:00+03:00")
        #expect(Sync.count(pushed, "pushed", "updated") == 1, "\(pushed)")
        #expect(try server.phone("parent", "phone-step") == move + "\n")
        #expect(try server.phone("get", "phone-step", "SUMMARY") == "Book the big van\n")
        #expect(try server.phone("get", "phone-step", "DUE") == "2026-12-05\n")
        #expect(try server.phone("get", "phone-step", "PRIORITY") == "1\n")
        #expect(try server.phone("get", "phone-step", "X-TASKDRAFT-ESTIMATE") == "PT1H\n")
        let idle = try Sync.sync(laptop, now: "2026-12-02T10:11:00+03:00")
        #expect(Sync.count(idle, "pulled", "updated") == 0 && Sync.count(idle, "pushed", "updated") == 0, "\(idle)")
        #expect(try Self.byTitle(laptop)["Book the big van"]?["parent"] as? String == move)
    }

    /// A task deleted here is no parent, in a pull as in a commit and an import: a step the phone
    /// made under it (before the delete reached the phone) arrives at the top here, the pull
    /// reports the parent not taken in, and the phone keeps its line.
    @Test func aParentDeletedHereIsNotTakenIn() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try laptop.run(["add", "--yes", "Move the office"])
        _ = try Sync.sync(laptop)
        let tasks = try Self.byTitle(laptop)
        let move = try #require(tasks["Move the office"]?["uuid"] as? String)
        let moveID = try #require(tasks["Move the office"]?["id"] as? Int)
        #expect(try laptop.run(["delete", String(moveID), "--yes"]).status == 0)
        try server.phone("create-child", "phone-step", "Book the van", move)
        let pulled = try DependsSyncTests.partialSync(laptop, now: "2026-12-02T10:05:00+03:00")
        #expect(Sync.count(pulled, "pulled", "created") == 1)
        let skipped = DependsSyncTests.skipped(pulled)
        #expect(skipped.contains { $0.contains("a parent not taken in: no task with UID") && $0.contains(move) }, "\(skipped)")
        let van = try Self.byTitle(laptop)["Book the van"]
        #expect(van?["parent"] is NSNull, "\(String(describing: van))")
        let list = try laptop.run(["list"]).stdout
        #expect(Self.indent("Book the van", in: list) != nil, "\(list)")
        #expect(try server.phone("parent", "phone-step") == move + "\n")
        // Nothing changed here since: nothing goes up, nothing comes down, the line stays.
        let idle = try Sync.sync(laptop, now: "2026-12-02T10:06:00+03:00")
        #expect(Sync.count(idle, "pulled", "updated") == 0 && Sync.count(idle, "pushed", "updated") == 0, "\(idle)")
        #expect(try server.phone("parent", "phone-step") == move + "\n")
    }

    /// A server's tree may be anything: a task its own parent, two tasks each other's, a
    /// chain deeper than a person may build. It arrives, lists, and nothing traps.
    @Test func aServersLoopsAndSelfParentsArriveAndList() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try server.phone("create-child", "loop-a", "Alpha", "loop-b")
        try server.phone("create-child", "loop-b", "Bravo", "loop-a")
        try server.phone("create-child", "self", "Charlie", "self")
        let pulled = try Sync.sync(laptop)
        #expect(Sync.count(pulled, "pulled", "created") == 3)
        let tasks = try Self.byTitle(laptop)
        #expect(tasks["Alpha"]?["parent"] as? String == "loop-b" && tasks["Bravo"]?["parent"] as? String == "loop-a")
        #expect(tasks["Charlie"]?["parent"] is NSNull, "a task is not its own parent")
        let list = try laptop.run(["list"])
        #expect(list.status == 0 && list.stdout.contains("Alpha") && list.stdout.contains("Bravo") && list.stdout.contains("Charlie"))
        // Nothing changed here, so nothing is pushed: the self-relation stays on the phone as written.
        let idle = try Sync.sync(laptop)
        #expect(Sync.count(idle, "pushed", "updated") == 0)
        #expect(try server.phone("parent", "self") == "self\n")
    }
}
