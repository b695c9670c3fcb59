import Foundation
import Testing
import TestPeers

/// A task's start (when work begins; Taskwarrior's `scheduled`) said in words in three
/// languages, set by `modify` and `edit` under Taskwarrior's names, undone, and carried to
/// Taskwarrior and back by the real `task`. The clock is Wednesday 2 December 2026.
@Suite struct StartDateTests {
    private func draft(_ td: TaskDraftBinary, _ words: String) throws -> [String: Any] {
        try td.json(["draft", words, "--json"]) as! [String: Any]
    }

    private func task(_ td: TaskDraftBinary, _ id: Int) throws -> [String: Any] {
        try td.json(["show", String(id), "--json"]) as! [String: Any]
    }

    @Test func startAndStartWithADueAreReadInEveryLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (words, title, start, due) in [
            ("Draft the memo, start Monday, due Friday", "Draft the memo", "2026-12-07", "2026-12-11"),
            ("Write the report start Monday", "Write the report", "2026-12-07", nil),
            ("Отчёт с понедельника", "Отчёт", "2026-12-07", nil),
            ("Raport od poniedziałku", "Raport", "2026-12-07", nil),
            ("Write the report from Monday to Friday", "Write the report", "2026-12-07", "2026-12-11"),
            ("Отчёт с понедельника до пятницы", "Отчёт", "2026-12-07", "2026-12-11"),
            ("Raport od poniedziałku do piątku", "Raport", "2026-12-07", "2026-12-11"),
            ("Call Anna scheduled:2026-12-10 due:2026-12-14", "Call Anna", "2026-12-10", "2026-12-14"),
        ] as [(String, String, String, String?)] {
            let d = try draft(td, words)
            #expect(d["title"] as? String == title, "\(words)")
            #expect(d["start_date"] as? String == start, "\(words)")
            #expect(d["due_date"] as? String == due, "\(words)")
        }
        // "с" is also "with": a person named after it is no start.
        let meeting = try draft(td, "Встреча с Анной в пятницу")
        #expect(meeting["title"] as? String == "Встреча с Анной")
        #expect(meeting["start_date"] is NSNull)
    }

    /// A start noun that opens a sentence saying nothing else is the task's name ("Старт",
    /// "Początek"), and the moment is its due; after a title the same word is a start. A verb of
    /// starting alone ("Start Monday") is a start with no title (`EmptyTitleTests`).
    @Test func aStartWordWithNothingElseIsTheTitle() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (words, title, start, due) in [
            ("Старт 2027/mar/14", "Старт", nil, "2027-03-14"),
            ("Старт 14 марта", "Старт", nil, "2027-03-14"),
            ("Początek 14 marca", "Początek", nil, "2027-03-14"),
            ("Launch, start 14 March", "Launch", "2027-03-14", nil),
            ("Запуск, старт 14 марта", "Запуск", "2027-03-14", nil),
            ("Kampania, start 14 marca", "Kampania", "2027-03-14", nil),
        ] as [(String, String, String?, String?)] {
            let d = try draft(td, words)
            #expect(d["title"] as? String == title, "\(words)")
            #expect(d["start_date"] as? String == start, "\(words)")
            #expect(d["due_date"] as? String == due, "\(words)")
        }
    }

    @Test func modifyAndEditSetAndClearTheStartAndUndoRestoresIt() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the memo", "--yes"])
        #expect(try td.run(["modify", "1", "scheduled:monday", "--yes"]).status == 0)
        #expect(try task(td, 1)["start_date"] as? String == "2026-12-07")
        #expect(try td.run(["edit", "1", "--start", "2026-12-09 10:00", "--yes"]).status == 0)
        #expect(try task(td, 1)["start"] as? String == "2026-12-09T10:00:00+03:00")
        #expect(try td.run(["1", "modify", "start:", "--yes"]).status == 0)
        #expect(try task(td, 1)["start"] is NSNull)
        #expect(try task(td, 1)["start_date"] is NSNull)
        #expect(try td.run(["undo", "--yes"]).status == 0)
        #expect(try task(td, 1)["start"] as? String == "2026-12-09T10:00:00+03:00")
        let bad = try td.run(["edit", "1", "--start", "blursday", "--yes"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--start 'blursday' names no date or time"), "\(bad.stderr)")
    }

    /// export → the real `task import` → `task export` → import: the start is Taskwarrior's
    /// `scheduled` on the way, and the same start at the end.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func taskwarriorCarriesTheStartAsScheduled() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the memo from Monday to Friday", "--yes"])
        try td.run(["add", "Call Anna", "--yes"])
        try td.run(["edit", "2", "--start", "2026-12-08 09:30", "--yes"])
        let exported = try td.run(["export", "--format", "taskwarrior"])
        let roundTrip = try td.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let tw = try JSONSerialization.jsonObject(with: Data(roundTrip.stdout.utf8)) as! [[String: Any]]
        let scheduled = Dictionary(uniqueKeysWithValues: tw.map { ($0["description"] as! String, $0["scheduled"] as? String) })
        #expect(scheduled["Draft the memo"] == "20261206T210000Z", "Monday's midnight in Moscow")
        #expect(scheduled["Call Anna"] == "20261208T063000Z")

        let restored = td.directory.appendingPathComponent("restored.db").path
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json", "--db", restored], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as! [String: Any]
        #expect(report["kept"] as? Int == 0, "\(report)")
        let tasks = try td.json(["list", "--json", "--db", restored]) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        #expect(byTitle["Draft the memo"]?["start_date"] as? String == "2026-12-07")
        #expect(byTitle["Draft the memo"]?["due_date"] as? String == "2026-12-11")
        #expect(byTitle["Call Anna"]?["start"] as? String == "2026-12-08T09:30:00+03:00")
    }

    /// The start is iCalendar's DTSTART: a day as a DATE, a moment in UTC, as python3-icalendar
    /// reads it (`import` reads no ICS; sync reads DTSTART back, `VTodoMapping.task`).
    @Test(.enabled(if: try Peer.icalendar.installed()))
    func icsCarriesTheStartAsDtstart() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the memo from Monday to Friday", "--yes"])
        try td.run(["add", "Call Anna", "--yes"])
        try td.run(["edit", "2", "--start", "2026-12-08 09:30", "--yes"])
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "-o", path]).status == 0)
        let script = """
            import icalendar, json, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            print(json.dumps({str(t.get('SUMMARY')): t.decoded('DTSTART').isoformat() for t in cal.walk('VTODO') if t.get('DTSTART')}))
            """
        let starts = try #require(try PythonReader.json(script, reading: path) as? [String: String])
        #expect(starts["Draft the memo"] == "2026-12-07")
        #expect(starts["Call Anna"] == "2026-12-08T06:30:00+00:00")
    }
}
