import Foundation
import Testing
import TestPeers

/// `taskdraft import` of an .ics file through the binary: what `export --format ics` writes
/// comes back as the same tasks and the same bytes, a tree included; a calendar another program
/// wrote is read as sync reads a server's, and what it holds that no field holds is counted.
@Suite struct ICalendarImportTests {
    /// A tree three levels deep and tasks with every field an iCalendar export carries: each
    /// priority level, a due as a day and as a time in the session's zone, start and wait as a
    /// day and as a moment, an estimate, reminders relative and absolute, a repeat rule, notes
    /// with a comma and a line break, a done task and a deleted one.
    static let seed = """
        {"uuid":"0b29777e-11fa-4e06-9aa0-a5623fc08f12","title":"Move the office","notes":"Two floors, one lift\\nand a ramp","status":"pending","due":"2026-12-11T15:00:00+03:00","start_date":"2026-12-07","wait_date":"2026-12-05","estimate":"PT6H","priority":"high","project":"Office","tags":["work","move"],"reminders":["-PT30M","2026-12-10T09:00:00+03:00"],"created":"2026-11-30T09:00:00+03:00","modified":"2026-12-01T10:30:00+03:00"}
        {"uuid":"e391ccc1-bb52-4ea5-a26b-8f39991562b8","title":"Pack the books","status":"pending","due_date":"2026-12-09","start":"2026-12-08T10:00:00+03:00","wait":"2026-12-06T08:00:00+03:00","estimate":"PT1H30M","priority":"medium","parent":"0b29777e-11fa-4e06-9aa0-a5623fc08f12","created":"2026-11-30T09:01:00+03:00","modified":"2026-11-30T09:01:00+03:00"}
        {"uuid":"ed1b6075-821e-4835-9b05-124b86a00b2b","title":"Label the boxes","status":"done","priority":"low","parent":"e391ccc1-bb52-4ea5-a26b-8f39991562b8","created":"2026-11-30T09:02:00+03:00","modified":"2026-12-01T12:00:00+03:00","completed":"2026-12-01T12:00:00+03:00"}
        {"uuid":"3ca22810-5a3e-4a52-9a5e-12a4ba52a3b4","title":"Old idea","status":"deleted","parent":"0b29777e-11fa-4e06-9aa0-a5623fc08f12","created":"2026-10-01T08:00:00+03:00","modified":"2026-10-02T08:00:00+03:00"}
        {"uuid":"5d9dc9f8-1818-4811-892f-902bd23f0824","title":"Stand-up","status":"pending","due":"2026-12-03T10:00:00+03:00","recurrence":"FREQ=WEEKLY;BYDAY=MO,WE,FR","priority":"none","tags":["team"],"reminders":["-PT5M"],"created":"2026-11-30T09:03:00+03:00","modified":"2026-11-30T09:03:00+03:00"}

        """

    func seeded() throws -> TaskDraftBinary { try .seeded(with: Self.seed) }

    func export(_ td: TaskDraftBinary, _ format: String, db: String) throws -> String { try td.exportAll(format, db: db) }

    @Test func exportImportExportOfATreeWithEveryFieldIsIdentical() throws {
        let td = try seeded()
        defer { td.remove() }
        let first = try export(td, "ics", db: td.databasePath)
        #expect(first.contains("RELATED-TO;RELTYPE=PARENT:e391ccc1-bb52-4ea5-a26b-8f39991562b8\r\n"))
        let path = td.directory.appendingPathComponent("tasks.ics").path
        try first.write(toFile: path, atomically: true, encoding: .utf8)
        let other = td.directory.appendingPathComponent("other.db").path
        // No --format: the name says what the file is.
        let imported = try td.json(["import", path, "--yes", "--db", other, "--json"]) as? [String: Any]
        #expect(imported?["created"] as? Int == 5, "\(String(describing: imported))")
        #expect(imported?["kept"] as? Int == 0)
        #expect(imported?["failed"] as? Int == 0)
        #expect(try export(td, "ics", db: other) == first)
        // Every field came back, not only what the calendar shows: the task JSON is the same.
        #expect(try export(td, "json", db: other) == (try export(td, "json", db: td.databasePath)))
        // The tree is a tree again, the done step and the deleted one included.
        let tasks = try JSONSerialization.jsonObject(with: Data(try export(td, "json", db: other).utf8)) as? [[String: Any]] ?? []
        let parent = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as? String ?? "", $0["parent"] as? String ?? "") })
        #expect(parent["Pack the books"] == "0b29777e-11fa-4e06-9aa0-a5623fc08f12")
        #expect(parent["Label the boxes"] == "e391ccc1-bb52-4ea5-a26b-8f39991562b8")
        #expect(parent["Old idea"] == "0b29777e-11fa-4e06-9aa0-a5623fc08f12")
        // The same file again adds nothing.
        let again = try td.json(["import", path, "--yes", "--db", other, "--json"]) as? [String: Any]
        #expect(again?["created"] as? Int == 0)
    }

    /// A calendar as python3-icalendar writes one (another program's file, not ours): children
    /// before their parent, a VEVENT beside the tasks, a LOCATION and an X- property of its own.
    /// A VTODO that says neither when it was made nor when it last changed (no CREATED,
    /// LAST-MODIFIED or DTSTAMP, as a hand-written file or a converter's may) has its
    /// DESCRIPTION and COMMENTs dated at the moment it was imported: the export says that date
    /// and a second import reads it back.
    /// The same export saved with classic Mac line ends (a CR alone), or with CR, LF and CRLF in
    /// turn, imports as the same tasks, whether its name or its first line says it is iCalendar.
    @Test func anExportWhoseLinesEndInALoneCRImportsAsTheSameTasks() throws {
        let td = try seeded()
        defer { td.remove() }
        let first = try export(td, "ics", db: td.databasePath)
        let lines = first.split(separator: Character("\r\n"), omittingEmptySubsequences: false)
        for (name, ends) in [("classic-mac.ics", ["\r"]), ("mixed-ends", ["\r", "\n", "\r\n"])] {
            let text = lines.enumerated().map { i, line in (i == 0 ? "" : ends[(i - 1) % ends.count]) + line }.joined()
            let path = td.directory.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let other = td.directory.appendingPathComponent(name + ".db").path
            let imported = try td.json(["import", path, "--yes", "--db", other, "--json"]) as? [String: Any]
            #expect(imported?["created"] as? Int == 5, "\(name): \(String(describing: imported))")
            #expect(imported?["failed"] as? Int == 0, "\(name)")
            #expect(try export(td, "ics", db: other) == first, "\(name)")
        }
    }

    /// A task whose notes an export folds (a multi-byte letter at a fold included), beside the seed.
    static let foldedNotes = """
        {"uuid":"6f1c1b55-2d0a-4c39-9a43-3b7f1f0c2d11","title":"Renew the lease","notes":"Ask the landlord about the deposit, the keys and the meter readings; спросить про залог, ключи и счётчики","status":"pending","due_date":"2026-12-15","tags":["home"],"created":"2026-11-30T09:00:00+03:00","modified":"2026-11-30T09:00:00+03:00"}

        """

    /// The same export with a byte order mark and a blank line after every line (an exporter's),
    /// or with every CRLF written as CR CR LF (through a stream that makes each LF a CRLF: a blank
    /// line between a line and its fold), imports as the same tasks, and over the tasks of the
    /// clean file adds nothing.
    @Test func anExportWithAByteOrderMarkAndBlankLinesImportsAsTheSameTasks() throws {
        let td = try TaskDraftBinary.seeded(with: Self.seed + Self.foldedNotes)
        defer { td.remove() }
        let first = try export(td, "ics", db: td.databasePath)
        #expect(first.contains("\r\n "), "the notes are folded")
        for (name, text) in [("blank-lines.ics", "\u{FEFF}" + first.replacingOccurrences(of: "\r\n", with: "\r\n\r\n")),
                             ("cr-cr-lf.ics", "\u{FEFF}" + first.replacingOccurrences(of: "\r\n", with: "\r\r\n"))] {
            let path = td.directory.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let other = td.directory.appendingPathComponent(name + ".db").path
            let imported = try td.json(["import", path, "--yes", "--db", other, "--json"]) as? [String: Any]
            #expect(imported?["created"] as? Int == 6, "\(name): \(String(describing: imported))")
            #expect(imported?["failed"] as? Int == 0 && imported?["kept"] as? Int == 0, "\(name): \(String(describing: imported))")
            #expect(try export(td, "ics", db: other) == first, "\(name)")
            let again = try td.json(["import", path, "--yes", "--json"]) as? [String: Any]
            #expect(again?["created"] as? Int == 0 && again?["already_present"] as? Int == 6, "\(name): \(String(describing: again))")
        }
    }

    @Test func theNotesOfAVTodoWithNoDatesAreDatedWhenItWasImported() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("hand.ics").path
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hand//EN\r\nBEGIN:VTODO\r\nUID:plumber@example.com\r\n"
             + "SUMMARY:Call the plumber\r\nDESCRIPTION:The kitchen tap drips\r\nCOMMENT:Asked for Thursday\r\n"
             + "END:VTODO\r\nEND:VCALENDAR\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try td.run(["import", path, "--yes", "--now", "2026-11-28T19:45:00+03:00"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let exported = try export(td, "ics", db: td.databasePath)
        let comments = exported.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
            .filter { $0.hasPrefix("COMMENT:") }
        #expect(comments == ["COMMENT:[2026-11-28 19:45:00+03:00] The kitchen tap drips",
                             "COMMENT:[2026-11-28 19:45:00+03:00] Asked for Thursday"], "\(exported)")
        let again = td.directory.appendingPathComponent("again.ics").path
        try exported.write(toFile: again, atomically: true, encoding: .utf8)
        let other = td.directory.appendingPathComponent("other.db").path
        #expect(try td.run(["import", again, "--yes", "--db", other]).status == 0)
        let tasks = try td.json(["list", "--json", "--db", other]) as? [[String: Any]] ?? []
        let notes = try #require(tasks.first?["annotations"] as? [[String: Any]])
        #expect(notes.map { $0["text"] as? String } == ["The kitchen tap drips", "Asked for Thursday"])
        #expect(notes.map { $0["entry"] as? String } == ["2026-11-28T19:45:00+03:00", "2026-11-28T19:45:00+03:00"])
    }

    @Test(.enabled(if: try Peer.icalendar.installed()))
    func aCalendarAnotherProgramWroteBuildsTheTreeAndCountsWhatItKept() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("other.ics").path
        let script = """
            import icalendar, datetime, sys, json
            cal = icalendar.Calendar()
            cal.add('prodid', '-//python3-icalendar//EN'); cal.add('version', '2.0')
            step = icalendar.Todo()
            step.add('uid', 'step@example.com'); step.add('summary', 'Book the van')
            step.add('related-to', 'plan@example.com', parameters={'RELTYPE': 'PARENT'})
            step.add('due', datetime.datetime(2026, 12, 9, 9, 30, tzinfo=datetime.timezone.utc))
            step.add('location', 'Garage, gate 2'); step.add('x-other-client', 'kept')
            cal.add_component(step)
            event = icalendar.Event()
            event.add('uid', 'event@example.com'); event.add('summary', 'Lunch')
            event.add('dtstart', datetime.datetime(2026, 12, 9, 12, 0, tzinfo=datetime.timezone.utc))
            cal.add_component(event)
            plan = icalendar.Todo()
            plan.add('uid', 'plan@example.com'); plan.add('summary', 'Move the office')
            plan.add('priority', 1); plan.add('categories', ['work', 'move'])
            plan.add('dtstart', datetime.date(2026, 12, 7)); plan.add('rrule', {'freq': 'monthly'})
            cal.add_component(plan)
            open(sys.argv[1], 'wb').write(cal.to_ical())
            print(json.dumps({'written': True}))
            """
        #expect((try PythonReader.json(script, reading: path) as? [String: Bool])?["written"] == true)
        let report = try td.json(["import", path, "--yes", "--json"]) as? [String: Any]
        #expect(report?["created"] as? Int == 2, "\(String(describing: report))")
        #expect(report?["skipped"] as? Int == 1)
        #expect(report?["kept"] as? Int == 2)
        #expect((report?["notes"] as? [String])?.contains(
            "iCalendar fields with no place here were kept in the tasks' notes: LOCATION, X-OTHER-CLIENT") == true,
                "\(String(describing: report))")
        #expect((report?["notes"] as? [String])?.contains(
            "skipped: iCalendar components that are not tasks (VEVENT, VJOURNAL, …)") == true)
        let tasks = try td.json(["list", "--json"]) as? [[String: Any]] ?? []
        let step = try #require(tasks.first { $0["title"] as? String == "Book the van" })
        let plan = try #require(tasks.first { $0["title"] as? String == "Move the office" })
        #expect(step["parent"] as? String == "plan@example.com")
        #expect(plan["uuid"] as? String == "plan@example.com")
        // python3-icalendar writes a UTC time as TZID=UTC: the time keeps the zone it was written in.
        #expect(step["due"] as? String == "2026-12-09T09:30:00+00:00")
        #expect(plan["priority"] as? String == "high")
        #expect(plan["tags"] as? [String] == ["work", "move"])
        #expect(plan["start_date"] as? String == "2026-12-07")
        #expect(plan["recurrence"] as? String == "FREQ=MONTHLY")
        // Kept where the import keeps such values (the notes, or an annotation), by name and value.
        let kept = String(decoding: try JSONSerialization.data(withJSONObject: step), as: UTF8.self)
        #expect(kept.contains("LOCATION") && kept.contains("Garage, gate 2") && kept.contains("X-OTHER-CLIENT"), "\(kept)")
    }
}
