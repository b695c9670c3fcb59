import Foundation
import Testing
import TestPeers

/// A sync never empties a side because the other one came back empty. Against a real Radicale
/// with the "phone" (python3-caldav): a phone that clears the list, as a wiped account or a
/// misconfigured server looks, and a laptop whose tasks were mostly deleted here. Each sync
/// stops with exit 3, names what would go and changes nothing on either side, until
/// `--force-delete`; a couple of deletions go through as always.
@Suite(.serialized, .enabled(if: try Peer.radicale.installed())) struct MassDeletionTests {
    static let titles = ["Call Ann", "Pay rent", "Water the plants", "Book the dentist"]

    static func laptopWithFourSyncedTasks(_ server: DAVServer) throws -> TaskDraftBinary {
        let td = try CalDAVSyncTests.laptop(server)
        for title in titles { try td.run(["add", "--yes", title]) }
        #expect(CalDAVSyncTests.count(try CalDAVSyncTests.sync(td), "pushed", "created") == 4)
        return td
    }

    static func openTitles(_ td: TaskDraftBinary) throws -> Set<String> {
        Set(try CalDAVSyncTests.tasks(td).compactMap { $0["title"] as? String })
    }

    @Test func anEmptiedCollectionDeletesNothingHereUntilForced() throws {
        let server = try DAVServer(.radicale)
        let td = try Self.laptopWithFourSyncedTasks(server)
        defer { td.remove() }
        _ = try server.phone("delete-all")
        #expect(try server.phone("uids").isEmpty)

        let refused = try td.run(["sync"])
        #expect(refused.status == 3, "\(refused.stdout) \(refused.stderr)")
        #expect(refused.stderr.contains("this sync would delete 4 here (deleted on the server) of the 4 tasks synced before"),
                "\(refused.stderr)")
        #expect(refused.stderr.contains("--force-delete"))
        for title in Self.titles { #expect(refused.stderr.contains("\n  \(title)"), "\(title): \(refused.stderr)") }
        #expect(try Self.openTitles(td) == Set(Self.titles))
        // Asked again, the same answer: the refused sync kept its place in the server's history.
        #expect(try td.run(["sync"]).status == 3)
        let russian = try td.run(["sync"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("эта синхронизация удалила бы 4 задачи здесь (удалены на сервере) из 4"), "\(russian.stderr)")

        let forced = try CalDAVSyncTests.sync(td, ["--force-delete"])
        #expect(CalDAVSyncTests.count(forced, "pulled", "deleted") == 4)
        #expect(try Self.openTitles(td).isEmpty)
    }

    @Test func deletingMostTasksHereLeavesTheServerAloneUntilForced() throws {
        let server = try DAVServer(.radicale)
        let td = try Self.laptopWithFourSyncedTasks(server)
        defer { td.remove() }
        for id in ["1", "2", "3"] { #expect(try td.run(["delete", id, "--yes"]).status == 0) }

        let refused = try td.run(["sync", "--json"])
        #expect(refused.status == 3, "\(refused.stdout) \(refused.stderr)")
        #expect(refused.stderr.contains("3 on the server (deleted here) of the 4 tasks synced before"), "\(refused.stderr)")
        #expect(refused.stderr.contains("would go from the server:\n  Call Ann\n  Pay rent\n  Water the plants"), "\(refused.stderr)")
        #expect(try server.phone("uids").split(separator: "\n").count == 4)

        // What a dry run shows is what --force-delete then does.
        let dry = try CalDAVSyncTests.sync(td, ["--dry-run"])
        #expect(CalDAVSyncTests.count(dry, "pushed", "deleted") == 3)
        let forced = try CalDAVSyncTests.sync(td, ["--force-delete"])
        #expect(CalDAVSyncTests.count(forced, "pushed", "deleted") == 3)
        #expect(try server.phone("uids").split(separator: "\n").count == 1)
    }

    /// Below the guard's bound (fewer than 3, or not more than half), deletions go as they always did.
    @Test func aFewDeletionsNeedNoFlag() throws {
        let server = try DAVServer(.radicale)
        let td = try Self.laptopWithFourSyncedTasks(server)
        defer { td.remove() }
        let uids = try server.phone("uids").split(separator: "\n").map(String.init)
        for uid in uids.prefix(2) { _ = try server.phone("delete", uid) }
        let pulled = try CalDAVSyncTests.sync(td)
        #expect(CalDAVSyncTests.count(pulled, "pulled", "deleted") == 2)
        #expect(try Self.openTitles(td).count == 2)
    }
}
