import Foundation
import TestPeers
import Testing

/// The tasks a task waits for leave in an .ics file as `RELATED-TO;RELTYPE=DEPENDS-ON` (RFC
/// 9253), one line each by the task's UID, as python3-icalendar reads them, beside the parent.
@Suite struct DependsExportTests {
    @Test(.enabled(if: try Peer.icalendar.installed()))
    func icsCarriesEachDependencyAsRelatedToDependsOn() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Plan the party", "--yes"])
        try td.run(["add", "Book the venue", "--parent", "1", "--yes"])
        try td.run(["add", "Print the menus", "--yes"])
        #expect(try td.run(["add", "Send invitations", "--parent", "1", "--depends", "2,3", "--yes"]).status == 0)
        let list = try JSONSerialization.jsonObject(with: Data(try td.run(["list", "--json"]).stdout.utf8)) as? [[String: Any]] ?? []
        let uid = Dictionary(uniqueKeysWithValues: list.map { ($0["title"] as? String ?? "", $0["uuid"] as? String ?? "") })
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "-o", path]).status == 0)
        let relations = try ICalendarRelations.read(path)
        let invitations = try #require(relations["Send invitations"])
        #expect(invitations["DEPENDS-ON"] == [try #require(uid["Book the venue"]), try #require(uid["Print the menus"])])
        #expect(invitations["PARENT"] == [try #require(uid["Plan the party"])])
        #expect(relations["Print the menus"] == [:])
        #expect(relations["Book the venue"]?["DEPENDS-ON"] == nil)
    }

    /// An exported .ics imported into another database has the same links: each DEPENDS-ON line
    /// becomes the link again, none is kept aside as a value no field holds, and the export of
    /// the new database is the same file.
    @Test func icsImportReadsEachDependencyBack() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Book the venue", "--yes"])
        try td.run(["add", "Print the menus", "--yes"])
        #expect(try td.run(["add", "Send invitations", "--depends", "1,2", "--yes"]).status == 0)
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "status:all", "-o", path]).status == 0)
        let other = td.directory.appendingPathComponent("other.db").path
        let report = try td.json(["import", path, "--yes", "--db", other, "--json"]) as? [String: Any]
        #expect(report?["created"] as? Int == 3, "\(String(describing: report))")
        #expect(report?["kept"] as? Int == 0)
        let tasks = try JSONSerialization.jsonObject(with: Data(try td.run(["export", "status:all", "--format", "json", "--db", other]).stdout.utf8)) as? [[String: Any]] ?? []
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as? String ?? "", $0) })
        let waitsFor = (byTitle["Send invitations"]?["depends"] as? [[String: Any]] ?? []).compactMap { $0["uid"] as? String }
        #expect(waitsFor == [byTitle["Book the venue"]?["uuid"] as? String, byTitle["Print the menus"]?["uuid"] as? String].compactMap { $0 })
        #expect(try td.run(["export", "status:all", "--format", "ics", "--db", other]).stdout == (try String(contentsOfFile: path, encoding: .utf8)))
    }
}
