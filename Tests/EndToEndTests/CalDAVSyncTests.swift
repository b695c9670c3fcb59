import Foundation
import Testing
import TestPeers

/// `taskdraft sync` against a real Radicale on 127.0.0.1 (htpasswd authentication), with a
/// "phone" (python3-caldav) and a second TaskDraft database (a second laptop) on the same
/// collection.
@Suite(.serialized, .enabled(if: try Peer.radicale.installed())) struct CalDAVSyncTests {
    /// A laptop: its own database, config.json pointing at the server, the password in the environment.
    static func laptop(_ server: DAVServer, collection: String? = nil, zone: String = "Europe/Moscow") throws -> TaskDraftBinary {
        var td = try TaskDraftBinary(zone: zone)
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let user = server.kind == .radicale ? "\"username\": \"\(server.username)\", \"password_env\": \"DAV_PASSWORD\"," : ""
        let chosen = collection.map { ", \"collection\": \"\($0)\"" } ?? ""
        try "{\"sync\": {\(user) \"url\": \"\(server.url)\"\(chosen)}}".write(
            to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        td.environment["DAV_PASSWORD"] = server.password
        return td
    }

    static func sync(_ td: TaskDraftBinary, _ extra: [String] = [], now: String? = nil) throws -> [String: Any] {
        let result = try td.run(["sync", "--json"] + extra, extraEnvironment: now.map { ["TASKDRAFT_NOW": $0] } ?? [:])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }

    static func tasks(_ td: TaskDraftBinary, all: Bool = false) throws -> [[String: Any]] {
        let result = try td.run(["list", "--json"] + (all ? ["status:all"] : []))
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
    }

    static func count(_ report: [String: Any], _ side: String, _ key: String) -> Int {
        (report[side] as? [String: Any])?[key] as? Int ?? -1
    }

    @Test func firstSyncBothWaysThenAPhoneAndASecondLaptop() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server), b = try Self.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Call Ann tomorrow at 15:00 #work"])
        try a.run(["add", "--yes", "Pay rent on Friday !high"])
        let first = try Self.sync(a)
        #expect(Self.count(first, "pushed", "created") == 2)

        try server.phone("create", "phone-1", "Buy a present")
        let pulled = try Self.sync(a)
        #expect(Self.count(pulled, "pulled", "created") == 1)
        #expect(try Self.tasks(a).contains { $0["title"] as? String == "Buy a present" })

        let second = try Self.sync(b)
        #expect(Self.count(second, "pulled", "created") == 3)
        let titles = Set(try Self.tasks(b).compactMap { $0["title"] as? String })
        #expect(titles == ["Call Ann", "Pay rent", "Buy a present"])
        let call = try #require(try Self.tasks(b).first { $0["title"] as? String == "Call Ann" })
        #expect(call["tags"] as? [String] == ["work"])
        #expect(call["due"] as? String == "2026-12-03T15:00:00+03:00")

        // Nothing changed anywhere: one request.
        let idle = try Self.sync(b)
        #expect(idle["requests"] as? Int == 1)
        #expect(Self.count(idle, "pulled", "created") == 0 && Self.count(idle, "pushed", "created") == 0)
        #expect(Set(try server.phone("uids").split(separator: "\n")).count == 3)
    }

    @Test func unknownPropertiesSurviveAnEditByteForByte() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server)
        defer { a.remove() }
        try server.phone("create", "phone-2", "Renew passport")
        let before = try server.phone("dump", "phone-2")
        _ = try Self.sync(a)
        let id = try #require(try Self.tasks(a).first?["id"] as? Int)
        #expect(try a.run(["edit", String(id), "--yes", "--title", "Renew the passport"]).status == 0)
        let pushed = try Self.sync(a, now: "2026-12-02T10:05:00+03:00")
        #expect(Self.count(pushed, "pushed", "updated") == 1)
        let after = try server.phone("dump", "phone-2")
        #expect(after.contains("SUMMARY:Renew the passport"))
        // Every line but the ones an edit rewrites is the server's own, in order.
        let rewritten = ["SUMMARY", "LAST-MODIFIED", "DTSTAMP", "SEQUENCE"]
        func kept(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { line in !rewritten.contains { line.hasPrefix($0 + ":") || line.hasPrefix($0 + ";") } }
        }
        #expect(kept(after) == kept(before))
        #expect(after.contains("BEGIN:VALARM") && after.contains("X-APPLE-SORT-ORDER:42") && after.contains("RELATED-TO;RELTYPE=PARENT"))
    }

    @Test func theSameFieldEditedOnBothSidesKeepsTheLaterAndAuditsTheLoser() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server), b = try Self.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Draft the budget"])
        _ = try Self.sync(a)
        _ = try Self.sync(b)
        try a.run(["edit", "1", "--yes", "--title", "Draft the budget (A)"], extraEnvironment: ["TASKDRAFT_NOW": "2026-12-02T11:00:00+03:00"])
        try b.run(["edit", "1", "--yes", "--title", "Draft the budget (B)", "--priority", "high"],
                  extraEnvironment: ["TASKDRAFT_NOW": "2026-12-02T12:00:00+03:00"])
        _ = try Self.sync(b, now: "2026-12-02T12:01:00+03:00")
        let merged = try Self.sync(a, now: "2026-12-02T12:02:00+03:00")
        let conflicts = try #require(merged["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["field"] as? String == "title" && conflicts.first?["lost"] as? String == "local")
        let task = try #require(try Self.tasks(a).first)
        #expect(task["title"] as? String == "Draft the budget (B)")
        #expect(task["priority"] as? String == "high")
        let audit = try a.run(["audit", "--json"]).stdout
        #expect(audit.contains("Draft the budget (A)"))
        #expect(try a.run(["sync", "--status"]).stdout.contains("conflict on title"))
    }

    @Test func deleteAgainstEditKeepsTheEditAndCompletionTravels() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server)
        defer { a.remove() }
        try server.phone("create", "phone-3", "Water the plants")
        try server.phone("create", "phone-4", "Book the dentist")
        _ = try Self.sync(a)
        let plants = try #require(try Self.tasks(a).first { $0["title"] as? String == "Water the plants" }?["id"] as? Int)
        try a.run(["edit", String(plants), "--yes", "--title", "Water the plants twice"])
        try server.phone("delete", "phone-3")
        try server.phone("complete", "phone-4")
        let report = try Self.sync(a, now: "2026-12-02T10:10:00+03:00")
        #expect(Self.count(report, "pushed", "created") == 1)
        let all = try Self.tasks(a, all: true)
        #expect(all.first { $0["title"] as? String == "Book the dentist" }?["status"] as? String == "done")
        #expect(try server.phone("uids").contains("phone-3"))

        // A delete here reaches the phone.
        try a.run(["delete", String(plants), "--yes"])
        let deleted = try Self.sync(a, now: "2026-12-02T10:11:00+03:00")
        #expect(Self.count(deleted, "pushed", "deleted") == 1)
        #expect(!(try server.phone("uids").contains("phone-3")))
    }

    @Test func undoTakesBackWhatASyncBroughtAndPushesThatNext() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server)
        defer { a.remove() }
        try server.phone("create", "phone-5", "Return the library books")
        _ = try Self.sync(a)
        #expect(try Self.tasks(a).count == 1)
        let undo = try a.run(["undo", "--yes"])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(try Self.tasks(a).isEmpty)
        let next = try Self.sync(a)
        #expect(Self.count(next, "pushed", "deleted") == 1)
        #expect(try server.phone("uids").isEmpty)
        let audit = try a.run(["audit", "--json"]).stdout
        #expect(audit.contains("\"sync\""), "\(audit)")
    }

    @Test func dryRunChangesNothingOnEitherSide() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server)
        defer { a.remove() }
        try a.run(["add", "--yes", "Local only"])
        try server.phone("create", "phone-6", "Remote only")
        let dry = try Self.sync(a, ["--dry-run"])
        #expect(Self.count(dry, "pulled", "created") == 1 && Self.count(dry, "pushed", "created") == 1)
        #expect(try Self.tasks(a).count == 1)
        #expect(try server.phone("uids").split(separator: "\n") == ["phone-6"])
    }

    @Test func aKilledSyncConvergesWithoutDuplicates() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server), b = try Self.laptop(server)
        defer { a.remove(); b.remove() }
        let lines = (0..<300).map { "{\"title\": \"Task \($0)\"}" }.joined(separator: "\n") + "\n"
        #expect(try a.run(["import", "-", "--format", "jsonl", "--yes"], stdin: lines).status == 0)
        let running = try a.start(["sync"])
        usleep(400_000)
        kill(running.processIdentifier, SIGKILL)
        running.waitUntilExit()
        let rerun = try Self.sync(a)
        #expect(Self.count(rerun, "pushed", "created") <= 300)
        _ = try Self.sync(b)
        #expect(try Self.tasks(b).count == 300)
        #expect(Set(try server.phone("uids").split(separator: "\n")).count == 300)
        #expect(try server.phone("uids").split(separator: "\n").count == 300)
        let idle = try Self.sync(a)
        #expect(idle["requests"] as? Int == 1)
    }

    @Test func dueTravelsWithItsZoneBothWays() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server, zone: "Europe/Berlin")
        defer { a.remove() }
        try a.run(["add", "--yes", "Call Ann tomorrow at 15:00"])
        try a.run(["add", "--yes", "Pay rent on Friday"])
        _ = try Self.sync(a)
        let tasks = try Self.tasks(a)
        let call = try #require(tasks.first { $0["title"] as? String == "Call Ann" }?["uuid"] as? String)
        let rent = try #require(tasks.first { $0["title"] as? String == "Pay rent" }?["uuid"] as? String)
        let dump = try server.phone("dump", call)
        #expect(dump.contains("DUE;TZID=Europe/Berlin:20261203T150000"), "\(dump)")
        #expect(dump.contains("BEGIN:VTIMEZONE") && dump.contains("TZID:Europe/Berlin"))
        #expect(try server.phone("due", call).trimmingCharacters(in: .whitespacesAndNewlines) == "2026-12-03T15:00:00+01:00")
        #expect(try server.phone("dump", rent).contains("DUE;VALUE=DATE:20261204"))
        #expect(try server.phone("due", rent).trimmingCharacters(in: .whitespacesAndNewlines) == "2026-12-04")

        // A phone in New York, and one with a zone of its own making: the time stays theirs.
        try server.phone("create-due", "phone-ny", "Call New York", "DUE;TZID=America/New_York:20261203T090000")
        let custom = ["BEGIN:VTIMEZONE", "TZID:Eastern (custom)", "BEGIN:STANDARD", "DTSTART:19701101T020000",
                      "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD",
                      "BEGIN:DAYLIGHT", "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
                      "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT", "END:VTIMEZONE"].joined(separator: "\\n")
        try server.phone("create-due", "phone-custom", "Summer call", "DUE;TZID=\"Eastern (custom)\":20260703T090000", "", custom)
        _ = try Self.sync(a)
        let pulled = try Self.tasks(a)
        #expect(pulled.first { $0["title"] as? String == "Call New York" }?["due"] as? String == "2026-12-03T09:00:00-05:00")
        #expect(pulled.first { $0["title"] as? String == "Summer call" }?["due"] as? String == "2026-07-03T09:00:00-04:00")
        // Moved here to a time its own zone still gives: the phone's TZID stays.
        let ny = try #require(pulled.first { $0["title"] as? String == "Call New York" }?["id"] as? Int)
        #expect(try a.run(["edit", String(ny), "--yes", "--due", "2026-12-04T16:00:00-05:00"]).status == 0)
        _ = try Self.sync(a, now: "2026-12-02T10:05:00+03:00")
        #expect(try server.phone("dump", "phone-ny").contains("DUE;TZID=America/New_York:20261204T160000"))
        let idle = try Self.sync(a, now: "2026-12-02T10:06:00+03:00")
        #expect(idle["requests"] as? Int == 1)
    }

    @Test func remindersAndAlarmsTravelBothWaysWithoutDuplicates() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server), b = try Self.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Call Anna tomorrow at 15:00, remind me 30 minutes before"])
        try server.phone("create", "phone-alarm", "Renew passport")
        _ = try Self.sync(a)
        let anna = try #require(try Self.tasks(a).first { $0["title"] as? String == "Call Anna" })
        let uuid = try #require(anna["uuid"] as? String)
        #expect(try server.phone("alarms", uuid).contains("[\"END\", -1800.0]"))

        // The phone adds one: it becomes a reminder here; its own alarm relative to START is no reminder and stays.
        try server.phone("add-alarm", uuid, "-PT1H")
        try server.phone("add-alarm", "phone-alarm", "-PT2H")
        _ = try Self.sync(a, now: "2026-12-02T10:05:00+03:00")
        let after = try Self.tasks(a)
        #expect(after.first { $0["uuid"] as? String == uuid }?["reminders"] as? [String] == ["-PT1H", "-PT30M"])
        #expect(after.first { $0["title"] as? String == "Renew passport" }?["reminders"] as? [String] == ["-PT2H"])
        _ = try Self.sync(b)
        #expect(try Self.tasks(b).first { $0["uuid"] as? String == uuid }?["reminders"] as? [String] == ["-PT1H", "-PT30M"])

        // Round trips both ways change nothing and add no alarm.
        for td in [a, b, a] {
            let idle = try Self.sync(td, now: "2026-12-02T10:06:00+03:00")
            #expect(Self.count(idle, "pushed", "updated") == 0 && Self.count(idle, "pulled", "updated") == 0)
        }
        #expect(try server.phone("alarms", uuid) == "[[\"END\", -1800.0], [\"END\", -3600.0]]\n")

        // A reminder removed here leaves the phone; one added here arrives beside the phone's own alarm, which stays as it was.
        let passport = try #require(after.first { $0["title"] as? String == "Renew passport" }?["id"] as? Int)
        let before = try server.phone("dump", "phone-alarm")
        #expect(try a.run(["edit", String(passport), "--yes", "--remind", "2026-12-05T09:00:00+03:00"]).status == 0)
        _ = try Self.sync(a, now: "2026-12-02T10:07:00+03:00")
        let dump = try server.phone("dump", "phone-alarm")
        #expect(try server.phone("alarms", "phone-alarm") == "[[\"START\", -900.0], [null, \"2026-12-05T06:00:00+00:00\"]]\n")
        // The phone's own alarm, as the phone last wrote it.
        let phoneAlarm = try #require(before.components(separatedBy: "BEGIN:VALARM").first { $0.contains("RELATED=START") }?
            .components(separatedBy: "END:VALARM").first)
        #expect(dump.contains("BEGIN:VALARM" + phoneAlarm + "END:VALARM"), "\(dump)")
        _ = try Self.sync(b, now: "2026-12-02T10:08:00+03:00")
        #expect(try Self.tasks(b).first { $0["title"] as? String == "Renew passport" }?["reminders"] as? [String]
                == ["2026-12-05T09:00:00+03:00"])
    }

    @Test func aRecurringTaskCompletedOnThePhoneGoesOn() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server), b = try Self.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Water the plants every Monday"])
        try a.run(["add", "--yes", "Stand-up every day at 10:00"])
        _ = try Self.sync(a)
        _ = try Self.sync(b)
        let tasks = try Self.tasks(a)
        let plants = try #require(tasks.first { $0["title"] as? String == "Water the plants" })
        let standup = try #require(tasks.first { $0["title"] as? String == "Stand-up" })
        #expect(plants["due_date"] as? String == "2026-12-07")

        // STATUS:COMPLETED on the series (a phone that knows no better): done here, the next occurrence follows.
        try server.phone("complete", try #require(plants["uuid"] as? String))
        // Tasks.org and Apple Reminders move DUE on instead: the occurrence is done here, the series goes on.
        try server.phone("advance", try #require(standup["uuid"] as? String))
        let pulled = try Self.sync(a, now: "2026-12-02T10:05:00+03:00")
        #expect(Self.count(pulled, "pushed", "created") == 2)
        func summary(_ td: TaskDraftBinary) throws -> [String] {
            try Self.tasks(td, all: true).map { "\($0["title"] as? String ?? "") \($0["status"] as? String ?? "") "
                + "\(($0["due_date"] as? String) ?? ($0["due"] as? String) ?? "") \(($0["recurrence"] as? String) ?? "-")" }.sorted()
        }
        let expected = ["Stand-up done 2026-12-03T10:00:00+03:00 -", "Stand-up pending 2026-12-04T10:00:00+03:00 FREQ=DAILY",
                        "Water the plants done 2026-12-07 FREQ=WEEKLY;BYDAY=MO",
                        "Water the plants pending 2026-12-14 FREQ=WEEKLY;BYDAY=MO"]
        #expect(try summary(a) == expected)

        // The second laptop pulls the same completions and the occurrences a pushed: no duplicates anywhere.
        let second = try Self.sync(b, now: "2026-12-02T10:06:00+03:00")
        #expect(Self.count(second, "pushed", "created") == 0)
        #expect(try summary(b) == expected)
        #expect(try server.phone("uids").split(separator: "\n").count == 4)
        for td in [a, b] {
            let idle = try Self.sync(td, now: "2026-12-02T10:07:00+03:00")
            #expect(Self.count(idle, "pushed", "created") == 0 && Self.count(idle, "pulled", "created") == 0)
        }
        #expect(try summary(a) == expected && summary(b) == expected)
    }

    /// Once Radicale was seen to move the collection's getlastmodified for an edit pushed from
    /// here, a sync with nothing to do asks only that (a stat per item) instead of listing (which
    /// reads every item); whatever the phone changes right after a sync — in the same second —
    /// is still pulled, deletes too.
    @Test func aNoChangeSyncAsksOnlyTheLastModifiedAndStillPullsThePhonesChanges() throws {
        let server = try DAVServer(.radicale)
        let a = try Self.laptop(server)
        defer { a.remove() }
        try server.phone("create", "phone-lm-1", "Water the plants")
        try server.phone("create", "phone-lm-2", "Book the dentist")
        _ = try Self.sync(a)
        let plants = try #require(try Self.tasks(a).first { $0["title"] as? String == "Water the plants" }?["id"] as? Int)
        try a.run(["edit", String(plants), "--yes", "--title", "Water the plants twice"])
        // The edit goes up in a later second than the phone's creates, so the value can be seen to move.
        usleep(1_100_000)
        #expect(Self.count(try Self.sync(a), "pushed", "updated") == 1)
        // The syncs after list (our own edit moved the value) until the server's clock has
        // passed the last listing's margin (its round trip and a second).
        func idleUntilTheListingIsSkipped() throws -> [String: Any] {
            for _ in 0..<10 {
                let idle = try Self.sync(a)
                #expect(Self.count(idle, "pulled", "updated") == 0 && Self.count(idle, "pushed", "updated") == 0)
                if idle["listing_skipped"] as? Bool == true { return idle }
                usleep(600_000)
            }
            Issue.record("no sync skipped the listing")
            return [:]
        }
        #expect(try idleUntilTheListingIsSkipped()["requests"] as? Int == 1)
        try server.phone("edit", "phone-lm-2", "Book the dentist for Monday")
        let pulled = try Self.sync(a)
        #expect(Self.count(pulled, "pulled", "updated") == 1 && pulled["listing_skipped"] as? Bool == false)
        // Right after a sync that listed, within its second.
        try server.phone("edit", "phone-lm-2", "Book the dentist for Tuesday")
        #expect(Self.count(try Self.sync(a), "pulled", "updated") == 1)
        _ = try idleUntilTheListingIsSkipped()
        try server.phone("delete", "phone-lm-1")
        #expect(Self.count(try Self.sync(a), "pulled", "deleted") == 1)
        #expect(try Self.tasks(a).map { $0["title"] as? String } == ["Book the dentist for Tuesday"])
    }

    @Test func aServerThatIsDownFailsFastAndNamesTheHost() throws {
        let port = FaultServer.closedPort()
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "{\"sync\": {\"url\": \"http://127.0.0.1:\(port)/\", \"username\": \"ann\", \"password_env\": \"P\"}}".write(
            to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        td.environment["P"] = "hunter2-secret"
        let result = try td.run(["sync"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("127.0.0.1"))
        #expect(!result.stderr.contains("hunter2"))
        #expect(try td.run(["add", "--yes", "Still works"]).status == 0)
    }
}

/// The same against Xandikos, open on loopback: discovery from the server root (its principal
/// at `/ann/`, its default calendar) and a round trip through its own storage (a Git tree).
@Suite(.serialized, .enabled(if: try Peer.xandikos.installed())) struct XandikosSyncTests {
    @Test func discoveryFromTheRootAndARoundTripWithThePhone() throws {
        let server = try DAVServer(.xandikos)
        let a = try CalDAVSyncTests.laptop(server), b = try CalDAVSyncTests.laptop(server)
        defer { a.remove(); b.remove() }
        let lists = try a.run(["sync", "--collections", "--json"])
        #expect(lists.status == 0, "\(lists.stderr)")
        #expect(lists.stdout.contains(server.taskListPath))
        try a.run(["add", "--yes", "File the taxes by Friday #money"])
        try server.phone("create", "phone-x", "Fix the bike")
        let first = try CalDAVSyncTests.sync(a)
        #expect(CalDAVSyncTests.count(first, "pushed", "created") == 1 && CalDAVSyncTests.count(first, "pulled", "created") == 1)
        _ = try CalDAVSyncTests.sync(b)
        #expect(Set(try CalDAVSyncTests.tasks(b).compactMap { $0["title"] as? String }) == ["File the taxes", "Fix the bike"])
        let id = try #require(try CalDAVSyncTests.tasks(b).first { $0["title"] as? String == "Fix the bike" }?["id"] as? Int)
        try b.run(["done", String(id), "--yes"])
        _ = try CalDAVSyncTests.sync(b, now: "2026-12-02T10:05:00+03:00")
        let dump = try server.phone("dump", "phone-x")
        #expect(dump.contains("STATUS:COMPLETED") && dump.contains("BEGIN:VALARM") && dump.contains("X-PHONE-COLOR:#ff0000"))
        let idle = try CalDAVSyncTests.sync(a, now: "2026-12-02T10:06:00+03:00")
        #expect(CalDAVSyncTests.count(idle, "pulled", "updated") == 1)
        let again = try CalDAVSyncTests.sync(a, now: "2026-12-02T10:07:00+03:00")
        #expect((again["requests"] as? Int ?? 99) <= 2)
        // Xandikos keeps no getlastmodified for a collection: after b's pushed edit found none,
        // b's syncs list every time, and a phone's edit right after is pulled.
        for minute in 8...9 {
            let idle = try CalDAVSyncTests.sync(b, now: "2026-12-02T10:0\(minute):00+03:00")
            #expect(idle["listing_skipped"] as? Bool == false && idle["requests"] as? Int == 1)
        }
        try server.phone("edit", "phone-x", "Fix the bike today")
        let pulled = try CalDAVSyncTests.sync(b, now: "2026-12-02T10:10:00+03:00")
        #expect(CalDAVSyncTests.count(pulled, "pulled", "updated") == 1)
    }

    /// Zones, alarms and a phone's recurring completion through Xandikos's own storage.
    @Test func zonesAlarmsAndARecurringCompletion() throws {
        let server = try DAVServer(.xandikos)
        let a = try CalDAVSyncTests.laptop(server, zone: "Europe/Berlin"), b = try CalDAVSyncTests.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Stand-up every day at 10:00, remind me 15 minutes before"])
        _ = try CalDAVSyncTests.sync(a)
        let uuid = try #require(try CalDAVSyncTests.tasks(a).first?["uuid"] as? String)
        #expect(try server.phone("dump", uuid).contains("DUE;TZID=Europe/Berlin:"))
        #expect(try server.phone("alarms", uuid) == "[[\"END\", -900.0]]\n")
        try server.phone("add-alarm", uuid, "-PT1H")
        try server.phone("advance", uuid)
        _ = try CalDAVSyncTests.sync(a, now: "2026-12-02T10:05:00+03:00")
        let tasks = try CalDAVSyncTests.tasks(a, all: true)
        #expect(tasks.count == 2)
        #expect(tasks.filter { $0["status"] as? String == "done" && $0["recurrence"] is NSNull }.count == 1)
        let series = try #require(tasks.first { $0["uuid"] as? String == uuid })
        #expect(series["status"] as? String == "pending" && series["reminders"] as? [String] == ["-PT1H", "-PT15M"])
        _ = try CalDAVSyncTests.sync(b, now: "2026-12-02T10:06:00+03:00")
        #expect(try CalDAVSyncTests.tasks(b, all: true).count == 2)
        #expect(try server.phone("uids").split(separator: "\n").count == 2)
        #expect(try server.phone("alarms", uuid) == "[[\"END\", -3600.0], [\"END\", -900.0]]\n")
    }
}
