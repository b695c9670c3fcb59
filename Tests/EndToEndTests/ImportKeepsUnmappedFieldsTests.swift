import Foundation
import Testing
import TestPeers

/// An import never drops a value silently: what a format has and TaskDraft has no field for
/// is kept as an annotation of the task, `imported: name=value`, and the report counts it (`kept`).
@Suite struct ImportKeepsUnmappedFieldsTests {

    /// `task export` of two tasks made by Taskwarrior itself: one with scheduled, wait, until,
    /// a due and an annotation, one that depends on it (a link here, not a note) with an until.
    static func taskwarriorExport(_ td: TaskDraftBinary) throws -> String {
        let data = td.directory.appendingPathComponent("taskwarrior").path
        let task = "TASKDATA=\(data) TASKRC=/dev/null /usr/bin/task rc.confirmation=off rc.hooks=off rc.verbose=nothing"
        let made = try td.run([], shell: """
            mkdir -p \(data) && \(task) add 'Draft the memo' scheduled:2027-01-11 wait:2027-01-04 until:2027-02-28 \
            due:2027-01-15T14:00 priority:H && \(task) add 'Send the memo' depends:1 +work until:2027-03-31 && \
            \(task) 1 annotate 'called, no answer' && \(task) export
            """)
        #expect(made.status == 0, "\(made.stderr)")
        return made.stdout
    }

    /// Each task's annotations' texts, by title.
    static func annotationTexts(_ tasks: [[String: Any]]) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: tasks.map {
            ($0["title"] as! String, ($0["annotations"] as? [[String: Any]] ?? []).map { $0["text"] as! String })
        })
    }

    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func taskwarriorFieldsWithNoPlaceAreKeptAndCounted() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let export = try Self.taskwarriorExport(td)
        let draftUUID = try #require((try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [[String: Any]])?
            .first { $0["description"] as? String == "Draft the memo" }?["uuid"] as? String)

        let report = try td.json(["import", "-", "--format", "taskwarrior", "--yes", "--json"], stdin: export) as! [String: Any]
        #expect(report["created"] as? Int == 2)
        #expect(report["kept"] as? Int == 2, "the until of each: \(report)")
        #expect((report["notes"] as? [String])?.contains(
            "Taskwarrior fields with no place here were kept in the tasks' notes: until") == true, "\(report)")

        let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        let notes = Self.annotationTexts(tasks)
        #expect(notes["Draft the memo"] == ["called, no answer", "imported: until=2027-02-28T00:00:00+03:00"])
        #expect(notes["Send the memo"] == ["imported: until=2027-03-31T00:00:00+03:00"])
        // `depends` names the task it waits for by its UUID: a link.
        let draft = try #require(tasks.first { $0["uuid"] as? String == draftUUID })
        let send = try #require(tasks.first { $0["title"] as? String == "Send the memo" })
        #expect((send["depends"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [draft["id"] as! Int])
        #expect(send["blocked"] as? Bool == true)
        // `scheduled` is the task's start, `wait` its wait.
        #expect(tasks.first { $0["title"] as? String == "Draft the memo" }?["start_date"] as? String == "2027-01-11")
        #expect(tasks.first { $0["title"] as? String == "Draft the memo" }?["wait_date"] as? String == "2027-01-04")
    }

    /// Taskwarrior writes `end` on a deleted task too (when it was deleted): TaskDraft keeps no
    /// such date, so it is kept as the task's note and counted, where it was read past; a
    /// completed task's `end` is still its completion, and no note.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func aDeletedTasksEndIsKeptAndCounted() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let data = td.directory.appendingPathComponent("taskwarrior").path
        let task = "TASKDATA=\(data) TASKRC=/dev/null /usr/bin/task rc.confirmation=off rc.hooks=off rc.verbose=nothing"
        let made = try td.run([], shell: """
            mkdir -p \(data) && \(task) add 'Old idea' && \(task) add 'Done thing' && \(task) description:Old delete && \
            \(task) 'description:Done thing' done && \(task) export
            """)
        #expect(made.status == 0, "\(made.stderr)")
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(made.stdout.utf8)) as? [[String: Any]])
        func end(_ title: String) throws -> Date {
            let stamp = try #require(exported.first { $0["description"] as? String == title }?["end"] as? String)
            let format = DateFormatter()
            format.locale = Locale(identifier: "en_US_POSIX")
            format.timeZone = TimeZone(identifier: "UTC")
            format.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
            return try #require(format.date(from: stamp))
        }
        let report = try td.json(["import", "-", "--format", "taskwarrior", "--yes", "--json"], stdin: made.stdout) as! [String: Any]
        #expect(report["created"] as? Int == 2)
        #expect(report["kept"] as? Int == 1, "the deleted task's end: \(report)")
        #expect((report["notes"] as? [String])?.contains(
            "Taskwarrior fields with no place here were kept in the tasks' notes: end") == true, "\(report)")
        let tasks = try td.json(["export", "status:all", "--format", "json"]) as! [[String: Any]]
        let deleted = try #require(tasks.first { $0["title"] as? String == "Old idea" })
        #expect(deleted["status"] as? String == "deleted")
        let notes = Self.annotationTexts([deleted])["Old idea"] ?? []
        #expect(notes.count == 1 && notes[0].hasPrefix("imported: end="), "\(notes)")
        let kept = ISO8601DateFormatter().date(from: String(notes.first?.dropFirst("imported: end=".count) ?? ""))
        #expect(kept == (try end("Old idea")), "\(notes)")
        let done = try #require(tasks.first { $0["title"] as? String == "Done thing" })
        #expect(Self.annotationTexts([done])["Done thing"] == [])
        #expect((done["completed"] as? String).flatMap(ISO8601DateFormatter().date(from:)) == (try end("Done thing")))
    }

    /// The text summary says it too, in the person's language.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func theSummaryCountsWhatWasKept() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let export = try Self.taskwarriorExport(td)
        let english = try td.run(["import", "-", "--format", "taskwarrior", "--yes"], stdin: export)
        #expect(english.stdout.contains("Imported 2 tasks from stdin (2 records kept 2 values as notes)."), "\(english.stdout)")
        let russian = try td.run(["import", "-", "--format", "taskwarrior", "--dry-run"], stdin: export,
                                 extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("сохранено как заметки: 2 значения из 2 записей"), "\(russian.stderr)")
        #expect(russian.stderr.contains("поля Taskwarrior, которым здесь нет места, сохранены в заметках задач: until"),
                "\(russian.stderr)")
    }

    /// Todoist's RESPONSIBLE and a TIMEZONE other than the import's own, and a foreign CSV's column
    /// of its own, are kept (DURATION is the estimate, INDENT the outline); Todoist's bookkeeping
    /// (AUTHOR, DATE_LANG) is not.
    @Test func csvColumnsWithNoPlaceAreKept() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let todoist = td.directory.appendingPathComponent("Inbox.csv").path
        try """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT
            task,Move the office,,1,1,Ann (1),,,en,Europe/Moscow,,
            task,Pack the books,Boxes in the hall,2,2,Ann (1),Bob (2),,en,Europe/Warsaw,90,minute

            """.write(toFile: todoist, atomically: true, encoding: .utf8)
        let report = try td.json(["import", todoist, "--yes", "--json"]) as! [String: Any]
        #expect(report["kept"] as? Int == 2, "RESPONSIBLE and TIMEZONE: \(report)")
        #expect(report["kept_records"] as? Int == 1, "\(report)")
        let plain = td.directory.appendingPathComponent("sheet.csv").path
        try "title,colour,owner\nPaint the door,red,\n".write(toFile: plain, atomically: true, encoding: .utf8)
        let second = try td.json(["import", plain, "--yes", "--json"]) as! [String: Any]
        #expect(second["kept"] as? Int == 1)
        #expect(second["notes"] as? [String] == ["CSV fields with no place here were kept in the tasks' notes: colour, owner"])

        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let notes = Self.annotationTexts(tasks)
        #expect(notes["Move the office"] == [], "INDENT and the import's own zone say nothing")
        #expect(notes["Pack the books"] == ["Boxes in the hall", "imported: responsible=Bob (2)", "imported: timezone=Europe/Warsaw"])
        let move = tasks.first { $0["title"] as? String == "Move the office" }?["uuid"] as? String
        #expect(move != nil && tasks.first { $0["title"] as? String == "Pack the books" }?["parent"] as? String == move)
        #expect(tasks.first { $0["title"] as? String == "Pack the books" }?["estimate"] as? String == "PT1H30M")
        #expect(notes["Paint the door"] == ["imported: colour=red"])
    }

    /// The report counts per record: how many records kept values and how many each kept, by
    /// the record's first line, in the summary (English, Russian, Polish) and in --json.
    @Test func theReportSaysHowManyEachRecordKept() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("sheet.csv").path
        try """
            title,colour,owner,room
            Paint the door,red,Bob,hall
            Fix the lamp,,,
            Buy paint,"blue
            and green",,
            Hang the picture,,Ann,

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let dry = try td.run(["import", path, "--dry-run"])
        #expect(dry.stderr.contains("4 drafts; 3 records kept 5 values as notes"), "\(dry.stderr)")
        let russian = try td.run(["import", path, "--dry-run"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("сохранено как заметки: 5 значений из 3 записей"), "\(russian.stderr)")
        let polish = try td.run(["import", path, "--dry-run"], extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        #expect(polish.stderr.contains("zachowano jako notatki: 5 wartości z 3 rekordów"), "\(polish.stderr)")

        let report = try td.json(["import", path, "--yes", "--json"]) as! [String: Any]
        #expect(report["kept"] as? Int == 5 && report["kept_records"] as? Int == 3, "\(report)")
        let each = try #require(report["kept_by_record"] as? [[String: Int]])
        #expect(each == [["line": 2, "kept": 3], ["line": 4, "kept": 1], ["line": 6, "kept": 1]], "\(report)")
        #expect(report["kept_by_record_truncated"] as? Bool == false)

        let one = td.directory.appendingPathComponent("one.csv").path
        try "title,colour\nPaint the door,red\n".write(toFile: one, atomically: true, encoding: .utf8)
        let single = try td.run(["import", one, "--dry-run"])
        #expect(single.stderr.contains("1 record kept 1 value as a note"), "\(single.stderr)")
        let singlePolish = try td.run(["import", one, "--dry-run"], extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        #expect(singlePolish.stderr.contains("zachowano jako notatki: 1 wartość z 1 rekordu"), "\(singlePolish.stderr)")
        let singleRussian = try td.run(["import", one, "--dry-run"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(singleRussian.stderr.contains("сохранено как заметки: 1 значение из 1 записи"), "\(singleRussian.stderr)")
    }

    /// A JSON key no field reads, and a Taskwarrior `recur` or a todo.txt `rec:` that is no rule
    /// here: each kept as an annotation and counted, where they were dropped before.
    @Test func jsonKeysAndRulesWithNoPlaceAreKeptAndCounted() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let json = try td.writeFile("tasks.jsonl", """
            {"title":"Book the room","location":"Room 4","colour":"red","effort":{"points":3},"blocked":false,"urgency":2.5,"id":7}
            {"title":"Plain","uuid":"0d9c7e1a-4b2f-4c3d-9e8a-1f2b3c4d5e6f","notes":null,"line":2,"blocks":[{"id":1}]}

            """)
        let report = try td.json(["import", json, "--yes", "--json"]) as! [String: Any]
        #expect(report["created"] as? Int == 2)
        #expect(report["kept"] as? Int == 3, "location, colour, effort; never a key the task's JSON has: \(report)")
        #expect((report["notes"] as? [String])?.contains(
            "JSON fields with no place here were kept in the tasks' notes: colour, effort, location") == true, "\(report)")
        let todo = try td.writeFile("todo.txt", "Water the plants rec:sometimes\n")
        let todoReport = try td.json(["import", todo, "--yes", "--json"]) as! [String: Any]
        #expect(todoReport["kept"] as? Int == 1, "\(todoReport)")
        let taskwarrior = #"[{"uuid":"1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f","description":"Look at the moon","status":"pending","entry":"20261201T090000Z","recur":"every blue moon"}]"#
        let twReport = try td.json(["import", "-", "--format", "taskwarrior", "--yes", "--json"], stdin: taskwarrior) as! [String: Any]
        #expect(twReport["kept"] as? Int == 1, "\(twReport)")

        let notes = Self.annotationTexts(try td.json(["list", "--all", "--json"]) as! [[String: Any]])
        #expect(notes["Book the room"] == ["imported: location=Room 4", "imported: colour=red", #"imported: effort={"points":3}"#])
        #expect(notes["Plain"] == [])
        #expect(notes["Water the plants"] == ["imported: rec=sometimes"])
        #expect(notes["Look at the moon"] == ["imported: recur=every blue moon"])
    }

    /// A value kept only since import stopped dropping it leaves the record's key as it was, so
    /// a file imported before is still found on a second import, not added twice.
    @Test func aNewlyKeptValueLeavesTheRecordsKeyAsItWas() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        func keys(_ name: String, _ text: String, _ options: [String] = []) throws -> [String] {
            try td.importDryRun([try td.writeFile(name, text), "--json"] + options).drafts.compactMap { $0.json["idempotency_key"] as? String }
        }
        let kept = try keys("kept.jsonl", #"{"title":"Book the room","colour":"red"}"# + "\n")
        #expect(kept.count == 1)
        #expect(kept == (try keys("plain.jsonl", #"{"title":"Book the room"}"# + "\n")))
        let rule = try keys("rule.txt", "Water the plants rec:sometimes\n", ["--format", "todotxt"])
        #expect(rule.count == 1)
        #expect(rule == (try keys("plain.txt", "Water the plants\n", ["--format", "todotxt"])))
    }
}
