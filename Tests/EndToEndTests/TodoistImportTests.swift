import Foundation
import Testing

/// Todoist's CSV export imported as it comes out of Todoist.
@Suite struct TodoistImportTests {
    /// The shape of Todoist's export: sections, notes under their task, blank rows, @labels in
    /// CONTENT, PRIORITY 1 as the highest, DATE in words.
    static let export = """
        TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT
        task,Renew passport @errands,Bring two photos,1,1,Ann (1),,tomorrow,en,Europe/Moscow,,
        note,Photo booth on the ground floor,,,,Ann (1),,,,,,
        note,"Costs 30, cash only",,,,Ann (1),,,,,,
        note,Booked for Friday,,,,Ann (1),,2026-12-01 18:30,en,Europe/Warsaw,,
        ,,,,,,,,,,,
        section,Home,,,,,,,,,,
        task,Water the plants,,4,1,Ann (1),,every monday,en,Europe/Moscow,,
        task,Sort photos @someday,,3,1,Ann (1),,,en,Europe/Moscow,,
        task,Call the bank,,2,1,Ann (1),,,en,Europe/Moscow,,

        """

    @Test func tasksNotesSectionsLabelsPrioritiesAndDates() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("Inbox.csv").path
        try Self.export.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        // Todoist's own columns are known: INDENT 1 and the import's own TIMEZONE keep nothing.
        #expect(!result.stderr.contains("kept in the tasks' notes"))
        #expect(!result.stdout.contains("as note"), "\(result.stdout)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        #expect(Set(byTitle.keys) == ["Renew passport", "Water the plants", "Sort photos", "Call the bank"])

        let passport = try #require(byTitle["Renew passport"])
        #expect(passport["tags"] as? [String] == ["errands"])
        #expect(passport["priority"] as? String == "high")
        #expect(passport["due_date"] as? String == "2026-12-03")
        // The DESCRIPTION, then each note row under it: an annotation each, in order, dated by
        // its DATE in its TIMEZONE (18:30 in Warsaw is 20:30 in Moscow), else when imported.
        let notes = try #require(passport["annotations"] as? [[String: Any]])
        #expect(notes.map { $0["text"] as? String }
                == ["Bring two photos", "Photo booth on the ground floor", "Costs 30, cash only", "Booked for Friday"])
        #expect(notes.last?["entry"] as? String == "2026-12-01T20:30:00+03:00")
        let imported = try #require(passport["created"] as? String)
        #expect(notes.dropLast().allSatisfy { $0["entry"] as? String == imported })
        #expect(passport["project"] is NSNull)

        let plants = try #require(byTitle["Water the plants"])
        #expect(plants["recurrence"] as? String == "FREQ=WEEKLY;BYDAY=MO")
        // p4 is Todoist's "no priority"; p2 is a level of its own, not the same as p4.
        #expect(plants["priority"] as? String == "none")
        #expect(plants["project"] as? String == "Home")

        let photos = try #require(byTitle["Sort photos"])
        #expect(photos["priority"] as? String == "low")
        #expect(byTitle["Call the bank"]?["priority"] as? String == "medium")
        #expect(photos["tags"] as? [String] == ["someday"])
        #expect(photos["project"] as? String == "Home")
    }

    /// A note row's DATE that names no moment is not dropped: the note is dated when imported
    /// and the DATE kept as an annotation of its own, which the report counts.
    @Test func aNoteDateThatIsNoMomentIsKeptAndCounted() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("notes.csv").path
        try """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Call the bank,,4,1,,,,,
            note,Asked for the manager,,,,,,last Tuesday,en,
            note,Sent the form,,,,,,0001-01-01 10:00,,
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let report = try td.json(["import", path, "--yes", "--json"]) as? [String: Any]
        #expect(report?["created"] as? Int == 1, "\(String(describing: report))")
        #expect(report?["kept"] as? Int == 2)
        let task = try #require((try td.json(["list", "--json"]) as? [[String: Any]])?.first)
        #expect((task["annotations"] as? [[String: Any]])?.map { $0["text"] as? String }
                == ["Asked for the manager", "Sent the form", "imported: date=last Tuesday", "imported: date=0001-01-01 10:00"])
    }

    /// A note row whose TIMEZONE the tz database does not know is dated in the import's zone, as
    /// a task row's DATE is, and the name is kept as an annotation and counted, never in silence.
    @Test func aNoteInAnUnknownZoneIsDatedInTheImportsAndTheZoneKept() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("notes.csv").path
        try """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Call the bank,,4,1,,,,,
            note,Asked for the manager,,,,,,2026-12-01 18:30,en,Mars/Olympus_Mons
            note,Sent the form,,,,,,2026-12-01 18:30,en,Europe/Warsaw
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(1 record kept 1 value as a note)"), "\(result.stdout)")
        let russian = try td.run(["import", path, "--dry-run", "--db", td.directory.appendingPathComponent("ru.db").path],
                                 extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("сохранено как заметки: 1 значение из 1 записи"), "\(russian.stderr)")
        let task = try #require((try td.json(["list", "--json"]) as? [[String: Any]])?.first)
        let notes = try #require(task["annotations"] as? [[String: Any]])
        #expect(notes.map { $0["text"] as? String } == ["Asked for the manager", "Sent the form", "imported: timezone=Mars/Olympus_Mons"])
        // 18:30 in the import's zone (Moscow), where the known zone's 18:30 is 20:30 there.
        #expect(notes.prefix(2).map { $0["entry"] as? String } == ["2026-12-01T18:30:00+03:00", "2026-12-01T20:30:00+03:00"])
        let report = try td.json(["import", path, "--yes", "--json", "--db", td.directory.appendingPathComponent("other.db").path])
        #expect((report as? [String: Any])?["kept"] as? Int == 1, "\(report)")
    }

    /// A column Todoist's export does not write (a newer one, a spreadsheet's own) is kept as an
    /// annotation, counted and named, where it was read past; Todoist's bookkeeping is not kept.
    @Test func aColumnTodoistsExportDoesNotWriteIsKeptAndNamed() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("wider.csv").path
        try """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DEADLINE,DEADLINE_LANG,LOCATION
            task,Call the bank,,4,1,Ann (1),,,,,,en,Room 4
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let report = try td.json(["import", path, "--yes", "--json"]) as? [String: Any] ?? [:]
        #expect(report["created"] as? Int == 1 && report["kept"] as? Int == 1, "\(report)")
        #expect((report["notes"] as? [String])?.contains("Todoist fields with no place here were kept in the tasks' notes: LOCATION") == true,
                "\(report)")
        let task = try #require((try td.json(["list", "--json"]) as? [[String: Any]])?.first)
        #expect((task["annotations"] as? [[String: Any]])?.map { $0["text"] as? String } == ["imported: location=Room 4"])
    }

    @Test func aNoteWithNoTaskAndAnUnknownTypeAreBadRecords() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("odd.csv").path
        try "TYPE,CONTENT,PRIORITY\nnote,orphan,\ntask,Keep me,2\nmilestone,Launch,\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 5)
        #expect(result.stderr.contains("odd.csv:2"))
        #expect(result.stderr.contains("a note with no task above it"))
        #expect(result.stderr.contains("odd.csv:4"))
        #expect(result.stderr.contains("\"milestone\" is not task, note or section"))
        #expect((try td.json(["list", "--json"]) as! [[String: Any]]).map { $0["title"] as? String } == ["Keep me"])
    }

    @Test func aCSVWithNoTitleColumnSaysWhichColumnToName() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("sheet.csv").path
        try "Task Name,Deadline\nBuy milk,2026-12-05\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("rename the column that holds them to \"title\""))
        #expect(result.stderr.contains("Task Name"))
    }

    /// DATE is read in the row's TIMEZONE: "14:00" in Warsaw is 14:00+01:00 (13:00 UTC) when a
    /// person in Moscow imports it, not 14:00 Moscow time; a repeat rule keeps that zone's wall
    /// time. A zone the tz database does not know is no zone: the import's is used and the name
    /// is kept as an annotation, as a TIMEZONE on a task without a DATE is.
    @Test func theDateIsReadInTheRowsTimeZone() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("Inbox.csv").path
        try """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Call the Warsaw office,,4,1,Ann (1),,tomorrow at 14:00,en,Europe/Warsaw
            task,Call the Moscow office,,4,1,Ann (1),,tomorrow at 14:00,en,Europe/Moscow
            task,Standup in New York,,4,1,Ann (1),,every monday at 9am,en,America/New_York
            task,Call Tokyo,,4,1,Ann (1),,Dec 10 2026 08:30,en,Asia/Tokyo
            task,Pay the bill,,4,1,Ann (1),,Dec 10 2026,en,Asia/Tokyo
            task,Call nowhere,,4,1,Ann (1),,tomorrow at 14:00,en,Mars/Olympus_Mons
            task,Climb out,,4,1,Ann (1),,tomorrow at 14:00,en,../../../etc/passwd
            task,Pack the books,,4,1,Ann (1),,,en,Europe/Warsaw

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        func notes(_ title: String) -> [String]? {
            (byTitle[title]?["annotations"] as? [[String: Any]])?.map { $0["text"] as? String ?? "" }
        }
        #expect(byTitle["Call the Warsaw office"]?["due"] as? String == "2026-12-03T14:00:00+01:00")
        #expect(notes("Call the Warsaw office") == [], "the zone is in the due, not the notes")
        #expect(byTitle["Call the Moscow office"]?["due"] as? String == "2026-12-03T14:00:00+03:00")
        #expect(byTitle["Standup in New York"]?["due"] as? String == "2026-12-07T09:00:00-05:00")
        #expect(byTitle["Standup in New York"]?["recurrence"] as? String == "FREQ=WEEKLY;BYDAY=MO")
        #expect(byTitle["Call Tokyo"]?["due"] as? String == "2026-12-10T08:30:00+09:00")
        #expect(byTitle["Pay the bill"]?["due_date"] as? String == "2026-12-10")
        #expect(byTitle["Call nowhere"]?["due"] as? String == "2026-12-03T14:00:00+03:00")
        #expect(notes("Call nowhere") == ["imported: timezone=Mars/Olympus_Mons"])
        #expect(byTitle["Climb out"]?["due"] as? String == "2026-12-03T14:00:00+03:00")
        #expect(notes("Climb out") == ["imported: timezone=../../../etc/passwd"])
        #expect(notes("Pack the books") == ["imported: timezone=Europe/Warsaw"])

        // `show` gives the due as it was written, with its own offset.
        let shown = try td.run(["show", String(byTitle["Call the Warsaw office"]?["id"] as? Int ?? 0)])
        #expect(shown.stdout.contains("14:00 (+01:00)"), "\(shown.stdout)")
    }
}
