import Foundation
import Testing
import TestPeers

/// A task that waits (Taskwarrior's `wait`) is hidden from `list` until then: said in words in
/// three languages or as `wait:WHEN`, set and cleared by `modify`/`edit`, undone, shown by
/// `list --all` and `show`, carried to the real Taskwarrior and back, and to a second laptop
/// through CalDAV. The clock is Wednesday 2 December 2026, Moscow.
@Suite struct WaitTests {
    private func draft(_ td: TaskDraftBinary, _ words: String) throws -> [String: Any] {
        try td.json(["draft", words, "--json"]) as! [String: Any]
    }

    private func titles(_ td: TaskDraftBinary, _ extra: [String] = [], now: String? = nil) throws -> [String] {
        let result = try td.run(["list", "--json"] + extra, extraEnvironment: now.map { ["TASKDRAFT_NOW": $0] } ?? [:])
        #expect(result.status == 0, "\(result.stderr)")
        let tasks = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
        return tasks.compactMap { $0["title"] as? String }.sorted()
    }

    @Test func theWaitIsReadInEveryLanguageAndIsNoDue() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (words, title, wait, due) in [
            ("Plan vacation wait until January", "Plan vacation", "2027-01-01", nil),
            ("Plan vacation, hide until 1 March", "Plan vacation", "2027-03-01", nil),
            ("Отпуск не показывать до 1 марта", "Отпуск", "2027-03-01", nil),
            ("Urlop nie pokazuj do 1 marca", "Urlop", "2027-03-01", nil),
            ("Renew the passport wait:fri", "Renew the passport", "2026-12-04", nil),
            ("Pay the rent due 15 January wait until 10 January", "Pay the rent", "2027-01-10", "2027-01-15"),
        ] as [(String, String, String, String?)] {
            let d = try draft(td, words)
            #expect(d["title"] as? String == title, "\(words)")
            #expect(d["wait_date"] as? String == wait, "\(words)")
            #expect(d["due_date"] as? String == due, "\(words)")
            #expect(d["due"] is NSNull, "\(words)")
        }
    }

    /// Deferring is waiting, as "from Monday" is a start: "defer until Monday", «отложить до
    /// понедельника», «odłóż do poniedziałku» hide the task until then and set no due.
    @Test func deferringIsAWaitInEveryLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (words, title, wait) in [
            ("Call the bank, defer until Monday", "Call the bank", "2026-12-07"),
            ("Renew the lease postpone until 10 January", "Renew the lease", "2027-01-10"),
            ("Позвонить в банк, отложить до понедельника", "Позвонить в банк", "2026-12-07"),
            ("Отчёт отложить до 1 марта", "Отчёт", "2027-03-01"),
            ("Zadzwonić do banku, odłóż do poniedziałku", "Zadzwonić do banku", "2026-12-07"),
            ("Raport odłożyć do 1 marca", "Raport", "2027-03-01"),
        ] {
            let d = try draft(td, words)
            #expect(d["title"] as? String == title, "\(words): \(d)")
            #expect(d["wait_date"] as? String == wait, "\(words): \(d)")
            #expect(d["due_date"] is NSNull && d["due"] is NSNull, "\(words): \(d)")
        }
    }

    @Test func aWaitingTaskIsHiddenFromListUntilThen() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Plan vacation wait until January", "--yes"])
        try td.run(["add", "Call Anna tomorrow", "--yes"])
        try td.run(["add", "Отчёт не показывать до 3 декабря 12:00", "--yes"])
        #expect(try titles(td) == ["Call Anna"])
        #expect(try titles(td, ["--all"]) == ["Call Anna", "Plan vacation", "Отчёт"])
        let table = try td.run(["list"])
        #expect(!table.stdout.contains("Plan vacation") && table.stdout.contains("Call Anna"), "\(table.stdout)")
        #expect(try td.run(["list", "--all"]).stdout.contains("Plan vacation"))
        // The wait ends at its moment: a day at its midnight, a time at that time.
        #expect(try titles(td, now: "2026-12-03T11:59:00+03:00") == ["Call Anna"])
        #expect(try titles(td, now: "2026-12-03T12:00:00+03:00") == ["Call Anna", "Отчёт"])
        #expect(try titles(td, now: "2027-01-01T00:00:00+03:00") == ["Call Anna", "Plan vacation", "Отчёт"])
        // `show` names it, in the person's language, and an export carries every task.
        let shown = try td.run(["show", "1"])
        #expect(shown.stdout.contains("Wait until") && shown.stdout.contains("2027"), "\(shown.stdout)")
        #expect(try td.run(["show", "3"], extraEnvironment: ["LANG": "ru_RU.UTF-8"]).stdout.contains("Скрыта до"))
        let exported = try td.run(["export", "--format", "jsonl"])
        #expect(exported.stdout.split(separator: "\n").count == 3)
        #expect(exported.stdout.contains("\"wait_date\":\"2027-01-01\""), "\(exported.stdout)")
    }

    @Test func modifyAndEditSetAndClearTheWaitAndUndoRestoresIt() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Renew the passport", "--yes"])
        #expect(try td.run(["1", "modify", "wait:fri", "--yes"]).status == 0)
        var task = try td.json(["show", "1", "--json"]) as! [String: Any]
        #expect(task["wait_date"] as? String == "2026-12-04")
        #expect(try titles(td).isEmpty)
        #expect(try td.run(["edit", "1", "--wait", "2027-02-01 09:00", "--yes"]).status == 0)
        task = try td.json(["show", "1", "--json"]) as! [String: Any]
        #expect(task["wait"] as? String == "2027-02-01T09:00:00+03:00" && task["wait_date"] is NSNull)
        #expect(try td.run(["modify", "1", "wait:", "--yes"]).status == 0)
        #expect(try titles(td) == ["Renew the passport"])
        #expect(try td.run(["undo", "--yes"]).status == 0)
        task = try td.json(["show", "1", "--json"]) as! [String: Any]
        #expect(task["wait"] as? String == "2027-02-01T09:00:00+03:00")
        let bad = try td.run(["edit", "1", "--wait", "blursday", "--yes"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--wait 'blursday' names no date or time"), "\(bad.stderr)")
    }

    /// A recurring task's wait counts from its due, as Taskwarrior's does: the next
    /// occurrence waits the same days before its own due.
    @Test func theNextOccurrenceWaitsAsLongBeforeItsDue() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Water the plants every Monday wait:2026-12-05", "--yes"])
        #expect(try td.run(["done", "1", "--yes"]).status == 0)
        let next = try #require((try td.json(["list", "--json", "--all"]) as! [[String: Any]]).first)
        #expect(next["due_date"] as? String == "2026-12-14")
        #expect(next["wait_date"] as? String == "2026-12-12")
    }

    /// The start moves with the due too, a day as a day and a moment at its own time of day:
    /// a weekly task that starts the Friday before its Monday starts the Friday before the next.
    @Test func theNextOccurrenceStartsAsLongBeforeItsDue() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Water the plants every Monday scheduled:2026-12-04", "--yes"])
        try td.run(["add", "Send the report every month on the 10th at 12:00", "--yes"])
        try td.run(["edit", "2", "--start", "2026-12-08 09:30", "--wait", "2026-12-07", "--yes"])
        for id in ["1", "2"] { #expect(try td.run(["done", id, "--yes"]).status == 0) }
        let tasks = try td.json(["list", "--json", "--all"]) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        #expect(byTitle["Water the plants"]?["due_date"] as? String == "2026-12-14")
        #expect(byTitle["Water the plants"]?["start_date"] as? String == "2026-12-11")
        #expect(byTitle["Send the report"]?["due"] as? String == "2027-01-10T12:00:00+03:00")
        #expect(byTitle["Send the report"]?["start"] as? String == "2027-01-08T09:30:00+03:00")
        #expect(byTitle["Send the report"]?["wait_date"] as? String == "2027-01-07")
    }

    /// export → the real `task import` → `task export` → import: the wait is Taskwarrior's
    /// `wait` on the way (the task `waiting` there), and the same wait at the end.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func taskwarriorCarriesTheWait() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Plan vacation wait until 1 June 2027", "--yes"])
        try td.run(["add", "Call Anna wait:2027-05-03T09:30", "--yes"])
        let exported = try td.run(["export", "--format", "taskwarrior"])
        let roundTrip = try td.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let tw = try JSONSerialization.jsonObject(with: Data(roundTrip.stdout.utf8)) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tw.map { ($0["description"] as! String, $0) })
        #expect(byTitle["Plan vacation"]?["wait"] as? String == "20270531T210000Z", "1 June's midnight in Moscow")
        #expect(byTitle["Call Anna"]?["wait"] as? String == "20270503T063000Z")
        // Taskwarrior 2.6 hides both from its reports too: they carry its virtual tag WAITING.
        let waiting = try td.run([], shell: "\(td.taskwarrior) rc.verbose=nothing +WAITING count")
        #expect(waiting.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "2", "\(waiting.stdout)\(waiting.stderr)")

        let restored = td.directory.appendingPathComponent("restored.db").path
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json", "--db", restored], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as! [String: Any]
        #expect(report["kept"] as? Int == 0, "\(report)")
        let tasks = try td.json(["list", "--json", "--all", "--db", restored]) as! [[String: Any]]
        let back = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        #expect(back["Plan vacation"]?["wait_date"] as? String == "2027-06-01")
        #expect(back["Call Anna"]?["wait"] as? String == "2027-05-03T09:30:00+03:00")
        #expect(back["Call Anna"]?["status"] as? String == "pending")
    }

    /// Through CalDAV the wait is our X-property: a second laptop gets it (hidden there too),
    /// and clearing it on one clears it on the other.
    @Test(.enabled(if: try Peer.radicale.installed()))
    func aSecondLaptopGetsTheWaitThroughCalDAV() throws {
        typealias Sync = CalDAVSyncTests
        let server = try DAVServer(.radicale)
        let a = try Sync.laptop(server), b = try Sync.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Plan vacation wait until January"])
        try a.run(["add", "--yes", "Call Anna"])
        _ = try Sync.sync(a)
        let uuid = try #require((try a.json(["list", "--json", "--all"]) as! [[String: Any]]).first { $0["title"] as? String == "Plan vacation" }?["uuid"] as? String)
        #expect(try server.phone("get", uuid, "X-TASKDRAFT-WAIT") == "20270101\n")
        _ = try Sync.sync(b)
        #expect(try titles(b) == ["Call Anna"])
        let waiting = try #require((try b.json(["list", "--json", "--all"]) as! [[String: Any]]).first { $0["title"] as? String == "Plan vacation" })
        #expect(waiting["wait_date"] as? String == "2027-01-01")
        #expect(try b.run(["modify", String(waiting["id"] as! Int), "wait:none", "--yes"]).status == 0)
        _ = try Sync.sync(b, now: "2026-12-02T10:05:00+03:00")
        _ = try Sync.sync(a, now: "2026-12-02T10:06:00+03:00")
        #expect(try titles(a) == ["Call Anna", "Plan vacation"])
        #expect(try server.phone("get", uuid, "X-TASKDRAFT-WAIT") == "-\n")
    }
}
