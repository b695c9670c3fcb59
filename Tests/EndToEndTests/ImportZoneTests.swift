import Foundation
import Testing

/// Times in the zone they were written in: a moment a file states with its zone (an .ics TZID,
/// Taskwarrior's UTC stamps, Todoist's TIMEZONE column, a JSON or CSV offset) keeps its instant
/// when imported into a session in another zone (Europe/Moscow here).
@Suite struct ImportZoneTests {
    /// The instant of an ISO 8601 date-time with its offset.
    private static func instant(_ text: Any?) -> Date? {
        (text as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
    }

    private static func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    /// Imports `text` as `name` and returns the tasks by title.
    private static func imported(_ name: String, _ text: String, options: [String] = []) throws -> [String: [String: Any]] {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = try td.writeFile(name, text)
        let result = try td.run(["import", file, "--yes"] + options)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        return Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
    }

    @Test func anICalendarTZIDKeepsItsInstant() throws {
        let tasks = try Self.imported("zones.ics", [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//zones//EN",
            "BEGIN:VTODO", "UID:zone-1@example.com", "SUMMARY:Call New York",
            "DTSTART;TZID=Europe/Warsaw:20261202T140000", "DUE;TZID=America/New_York:20261203T090000", "END:VTODO",
            "BEGIN:VTODO", "UID:zone-2@example.com", "SUMMARY:In UTC", "DUE:20261204T060000Z", "END:VTODO",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n"))
        #expect(Self.instant(tasks["Call New York"]?["due"]) == Self.utc("2026-12-03T14:00:00Z"), "\(tasks)")
        #expect(Self.instant(tasks["Call New York"]?["start"]) == Self.utc("2026-12-02T13:00:00Z"), "\(tasks)")
        #expect(Self.instant(tasks["In UTC"]?["due"]) == Self.utc("2026-12-04T06:00:00Z"), "\(tasks)")
    }

    @Test func taskwarriorsUTCStampsKeepTheirInstant() throws {
        let tasks = try Self.imported("task.json", """
            [{"uuid":"3f0c0000-0000-4000-8000-000000000011","description":"Stamped","status":"pending","entry":"20261201T090000Z",\
            "due":"20261203T131500Z","scheduled":"20261202T224500Z","wait":"20261201T101010Z"}]
            """, options: ["--format", "taskwarrior"])
        let task = try #require(tasks["Stamped"])
        #expect(Self.instant(task["due"]) == Self.utc("2026-12-03T13:15:00Z"), "\(task)")
        #expect(Self.instant(task["start"]) == Self.utc("2026-12-02T22:45:00Z"), "\(task)")
        #expect(Self.instant(task["wait"]) == Self.utc("2026-12-01T10:10:10Z"), "\(task)")
    }

    @Test func todoistsTimezoneColumnKeepsTheInstant() throws {
        let tasks = try Self.imported("todoist.csv", """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Call Warsaw,,4,1,,,2026-12-03 14:00,en,Europe/Warsaw
            task,Call Tokyo,,4,1,,,2026-12-03 09:30,en,Asia/Tokyo

            """)
        #expect(Self.instant(tasks["Call Warsaw"]?["due"]) == Self.utc("2026-12-03T13:00:00Z"), "\(tasks)")
        #expect(Self.instant(tasks["Call Tokyo"]?["due"]) == Self.utc("2026-12-03T00:30:00Z"), "\(tasks)")
    }

    @Test func aJSONOrCSVOffsetKeepsTheInstantAndTheOffset() throws {
        let json = try Self.imported("tasks.jsonl", """
            {"title":"West","due":"2026-12-03T15:00:00-05:00","start":"2026-12-02T08:00:00+05:30","wait":"2026-12-01T23:59:59Z"}

            """)
        #expect(json["West"]?["due"] as? String == "2026-12-03T15:00:00-05:00", "\(json)")
        #expect(json["West"]?["start"] as? String == "2026-12-02T08:00:00+05:30", "\(json)")
        #expect(Self.instant(json["West"]?["wait"]) == Self.utc("2026-12-01T23:59:59Z"), "\(json)")
        let csv = try Self.imported("tasks.csv", "title,due,start\nEast,2026-12-03T15:00:00+09:00,2026-12-02T07:00:00-08:00\n")
        #expect(Self.instant(csv["East"]?["due"]) == Self.utc("2026-12-03T06:00:00Z"), "\(csv)")
        #expect(Self.instant(csv["East"]?["start"]) == Self.utc("2026-12-02T15:00:00Z"), "\(csv)")
    }
}
