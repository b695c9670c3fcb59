import Foundation
import Testing

/// A VALARM counted from the due (`TRIGGER;RELATED=END:-PT15M`) on a VTODO with no DUE has
/// nothing to ring from: it was imported as a reminder that never rings and that no export
/// writes, in silence. It is kept in the task's notes as the other lines with no place here are,
/// counted in the report and named in its closing note; with a DUE it is a reminder as before.
@Suite struct ICalendarReminderWithoutDueTests {
    static func todo(uid: String, summary: String, due: String?) -> String {
        "BEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:\(summary)\r\n" + (due.map { "DUE:\($0)\r\n" } ?? "")
            + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Reminder\r\nTRIGGER;RELATED=END:-PT15M\r\nEND:VALARM\r\nEND:VTODO\r\n"
    }

    @Test func aRelativeReminderWithoutADueIsKeptCountedAndSaid() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("tasks.ics").path
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
             + Self.todo(uid: "no-due@example.com", summary: "Water the plants", due: nil)
             + Self.todo(uid: "due@example.com", summary: "Call the bank", due: "20261210T090000Z")
             + "END:VCALENDAR\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        let report = try td.json(["import", path, "--yes", "--json"]) as! [String: Any]
        #expect(report["created"] as? Int == 2 && report["kept"] as? Int == 1, "\(report)")
        #expect((report["notes"] as? [String])?.contains { $0.contains("kept in the tasks' notes: VALARM") } == true, "\(report)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let plants = try #require(tasks.first { $0["title"] as? String == "Water the plants" })
        #expect((plants["reminders"] as? [Any])?.isEmpty ?? true, "\(plants)")
        let notes = (plants["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        #expect(notes.contains { $0.hasPrefix("imported: VALARM=") && $0.contains("TRIGGER:-PT15M") }, "\(plants)")
        let bank = try #require(tasks.first { $0["title"] as? String == "Call the bank" })
        #expect(bank["reminders"] as? [String] == ["-PT15M"], "\(bank)")
        #expect(((bank["annotations"] as? [Any]) ?? []).isEmpty, "\(bank)")
    }
}
