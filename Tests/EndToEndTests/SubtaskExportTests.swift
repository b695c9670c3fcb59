import Foundation
import TestPeers
import Testing

/// A tree leaves through every format that can carry it, read by the programs that read those
/// formats: iCalendar's `RELATED-TO;RELTYPE=PARENT` as python3-icalendar reads it.
@Suite struct SubtaskExportTests {
    static func tree(_ td: TaskDraftBinary) throws -> [String: String] {
        try td.run(["add", "Move the office", "--yes"])
        try td.run(["add", "Pack the books", "--parent", "1", "--yes"])
        try td.run(["add", "Label the boxes", "--parent", "2", "--yes"])
        try td.run(["add", "Call Anna", "--yes"])
        let list = try JSONSerialization.jsonObject(with: Data(try td.run(["list", "--json"]).stdout.utf8)) as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["title"] as? String ?? "", $0["uuid"] as? String ?? "") })
    }

    @Test(.enabled(if: try Peer.icalendar.installed()))
    func icsCarriesTheTreeAsRelatedToParent() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let uid = try Self.tree(td)
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "-o", path]).status == 0)
        // Each VTODO's PARENT relations (RELTYPE's default included), by SUMMARY.
        let parents = try ICalendarRelations.read(path).mapValues { $0["PARENT"] ?? [] }
        #expect(parents["Move the office"] == [])
        #expect(parents["Pack the books"] == [try #require(uid["Move the office"])])
        #expect(parents["Label the boxes"] == [try #require(uid["Pack the books"])])
        #expect(parents["Call Anna"] == [])
    }
}
