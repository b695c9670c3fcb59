import Foundation
import Testing
import TestPeers

/// Taskwarrior has no parent: a tree goes there as the parent's `depends` on its steps and an
/// annotation on each side (`taskdraft: subtask of <uuid>`, `taskdraft: subtasks <uuid>,…`),
/// through the real `task import` and `task export`, and comes back as the same tree with the
/// same dependencies and notes beside it. A Taskwarrior user's own `depends` stays a dependency,
/// and hostile annotations are reported, never a trap.
@Suite struct TaskwarriorSubtaskTests {

    static func report(_ result: TaskDraftBinary.Result) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }

    /// Every task of `db` (all statuses) as `export --format json` has it, by title.
    static func tasks(_ td: TaskDraftBinary, db: String? = nil) throws -> [String: [String: Any]] {
        let out = try td.run(["export", "status:all", "--format", "json"] + (db.map { ["--db", $0] } ?? [])).stdout
        let list = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]] ?? []
        return Dictionary(list.map { ($0["title"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Title → (the parent's title, the titles it depends on, its notes' texts).
    static func shape(_ tasks: [String: [String: Any]]) -> [String: String] {
        let titles = Dictionary(tasks.values.map { ($0["uuid"] as? String ?? "", $0["title"] as? String ?? "") },
                                uniquingKeysWith: { a, _ in a })
        return tasks.mapValues { task in
            let parent = (task["parent"] as? String).map { titles[$0] ?? "?" + $0 } ?? "-"
            let depends = (task["depends"] as? [[String: Any]] ?? []).map { titles[$0["uid"] as? String ?? ""] ?? "?" }.sorted()
            let notes = (task["annotations"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
            return "parent \(parent); depends \(depends); notes \(notes)"
        }
    }

    /// Three levels (a UID that is no UUID among them), a dependency across the tree and one
    /// on a task outside it, a parent that also depends on its own step, and notes — one
    /// written in the second the task was made, where the tree's annotation would go.
    static func tree(_ td: TaskDraftBinary) throws {
        let venue = td.directory.appendingPathComponent("venue.jsonl").path
        try #"{"title":"Book the venue","uid":"venue@example.com","created":"2026-11-30T09:00:00+03:00","modified":"2026-11-30T09:00:00+03:00"}"#
            .write(toFile: venue, atomically: true, encoding: .utf8)
        #expect(try td.run(["import", venue, "--yes"]).status == 0)                                        // 1
        func add(_ arguments: [String], at now: String) throws {
            let result = try td.run(["add"] + arguments + ["--yes", "--now", now])
            #expect(result.status == 0, "\(result.stderr)")
        }
        try add(["Move the office", "--parent", "1"], at: "2026-11-30T10:00:00+03:00")                  // 2
        try add(["Pack the books", "--parent", "2"], at: "2026-11-30T10:01:00+03:00")                   // 3
        try add(["Label the boxes", "--parent", "3"], at: "2026-11-30T10:02:00+03:00")                  // 4
        try add(["Order boxes"], at: "2026-11-30T10:03:00+03:00")                                       // 5
        try add(["Hire the van", "--parent", "2", "--depends", "4,5"], at: "2026-11-30T10:04:00+03:00") // 6
        #expect(try td.run(["modify", "3", "depends:6", "--yes"]).status == 0)
        #expect(try td.run(["modify", "2", "depends:3", "--yes"]).status == 0, "a parent that waits for its own step")
        for (id, text, now) in [("2", "landlord says June", "2026-11-30T10:00:00+03:00"),
                                ("3", "the big boxes", "2026-12-01T12:00:00+03:00"),
                                ("3", "and the tape", "2026-12-02T12:00:00+03:00")] {
            #expect(try td.run(["annotate", id, text, "--yes", "--now", now]).status == 0)
        }
    }

    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func aTreeGoesThroughTaskwarriorAndComesBackByteForByte() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try Self.tree(td)
        let before = Self.shape(try Self.tasks(td))
        #expect(before["Hire the van"] == "parent Move the office; depends [\"Label the boxes\", \"Order boxes\"]; notes []")
        #expect(before["Move the office"] == "parent Book the venue; depends [\"Pack the books\"]; notes [\"landlord says June\"]")

        let exported = try td.run(["export", "status:all", "--format", "taskwarrior"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let roundTrip = try td.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let tw = Dictionary(uniqueKeysWithValues: (try JSONSerialization.jsonObject(with: Data(roundTrip.stdout.utf8)) as! [[String: Any]])
            .map { ($0["description"] as! String, $0) })
        let uuid = { (title: String) in tw[title]?["uuid"] as? String ?? "" }
        let notes = { (title: String) in (tw[title]?["annotations"] as? [[String: String]] ?? []).map { $0["description"] ?? "" } }
        // What a Taskwarrior user reads: the parent waits for its steps, each side says why.
        #expect(Set(tw["Move the office"]?["depends"] as? [String] ?? []) == [uuid("Pack the books"), uuid("Hire the van")])
        #expect(notes("Move the office") == ["taskdraft: subtasks \(uuid("Hire the van"))", "taskdraft: subtask of \(uuid("Book the venue"))",
                                             "landlord says June"],
                "Pack the books is named by the dependency alone; the tree's note is dated before the one made in the same second")
        #expect(notes("Label the boxes") == ["taskdraft: subtask of \(uuid("Pack the books"))"])
        #expect(notes("Pack the books") == ["taskdraft: subtasks \(uuid("Label the boxes"))", "taskdraft: subtask of \(uuid("Move the office"))",
                                            "the big boxes", "and the tape"])
        #expect(tw["Book the venue"]?["taskdraft_uid"] as? String == "venue@example.com")
        // Taskwarrior itself holds every parent as blocked by its open steps.
        let blocked = try td.run([], shell: "\(td.taskwarrior) +BLOCKED export 2>/dev/null")
        #expect(Set((try JSONSerialization.jsonObject(with: Data(blocked.stdout.utf8)) as? [[String: Any]] ?? []).compactMap { $0["description"] as? String })
                == ["Book the venue", "Move the office", "Pack the books", "Hire the van"], "\(blocked.stdout)")

        let restored = td.directory.appendingPathComponent("restored.db").path
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json", "--db", restored], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = try Self.report(imported)
        #expect(report["created"] as? Int == 6 && report["kept"] as? Int == 0 && report["with_warnings"] as? Int == 0, "\(report)")
        #expect(report["parents_not_found"] as? Int == 0 && report["links_not_written"] as? Int == 0, "\(report)")
        #expect(Self.shape(try Self.tasks(td, db: restored)) == before)
        let again = try td.run(["export", "status:all", "--format", "taskwarrior", "--db", restored])
        #expect(again.stdout == exported.stdout)
    }

    /// `task add` and `task modify depends:` by a Taskwarrior user: no annotation says tree,
    /// so a task that waits for another is a dependency, and nobody gets a parent.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func aTaskwarriorUsersOwnDependsStaysADependency() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let made = try td.run([], shell: """
            \(td.taskwarrior) add Approve the budget >/dev/null 2>&1 && \(td.taskwarrior) add Send invitations >/dev/null 2>&1 \
            && \(td.taskwarrior) 2 modify depends:1 >/dev/null 2>&1 && \(td.taskwarrior) 2 annotate called the caterer >/dev/null 2>&1 \
            && \(td.taskwarrior) export 2>/dev/null
            """)
        #expect(made.status == 0, "\(made.stderr)")
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json"], stdin: made.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(Self.shape(try Self.tasks(td)) == [
            "Approve the budget": "parent -; depends []; notes []",
            "Send invitations": "parent -; depends [\"Approve the budget\"]; notes [\"called the caterer\"]",
        ])
        let exported = try td.run(["export", "--format", "taskwarrior"]).stdout
        #expect(!exported.contains("taskdraft:"), "\(exported)")
    }

    /// A file a stranger wrote: a step whose parent is nowhere, two tasks each the other's
    /// step, notes worded as the tree's that name no UUID or a second parent, a parent whose
    /// list names a task that is not there. Each is said; the rest is imported.
    @Test func hostileTreeNotesAreReportedAndTheRestImported() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let p = "11111111-1111-4111-8111-111111111111", c = "22222222-2222-4222-8222-222222222222"
        let own = "33333333-3333-4333-8333-333333333333", gone = "44444444-4444-4444-8444-444444444444"
        let a = "55555555-5555-4555-8555-555555555555", b = "66666666-6666-4666-8666-666666666666"
        let nowhere = "77777777-7777-4777-8777-777777777777"
        func note(_ text: String) -> String { #"{"entry":"20261130T070000Z","description":"\#(text)"}"# }
        let file = """
            [{"uuid":"\(p)","description":"Parent","status":"pending","entry":"20261130T060000Z","depends":["\(c)","\(gone)","\(own)"],"annotations":[\(note("taskdraft: subtasks \(c),\(gone)"))]},
            {"uuid":"\(c)","description":"Step","status":"pending","entry":"20261130T060000Z","annotations":[\(note("taskdraft: subtask of \(p)"))]},
            {"uuid":"\(own)","description":"Own dependency","status":"pending","entry":"20261130T060000Z"},
            {"uuid":"\(a)","description":"Loop A","status":"pending","entry":"20261130T060000Z","annotations":[\(note("taskdraft: subtask of \(b)"))]},
            {"uuid":"\(b)","description":"Loop B","status":"pending","entry":"20261130T060000Z","annotations":[\(note("taskdraft: subtask of \(a)"))]},
            {"description":"Orphan","status":"pending","entry":"20261130T060000Z","annotations":[\(note("taskdraft: subtask of \(nowhere)"))]},
            {"description":"Not a UUID","status":"pending","entry":"20261130T060000Z","annotations":[\(note("taskdraft: subtask of 3")),\(note("taskdraft: subtasks \(c),x"))]},
            {"description":"Two parents","status":"pending","entry":"20261130T060000Z","annotations":[\(note("taskdraft: subtask of \(p)")),{"entry":"20261130T070001Z","description":"taskdraft: subtask of \(own)"}]}]
            """
        let result = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json"], stdin: file)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try Self.report(result)
        #expect(report["created"] as? Int == 8, "\(report)")
        #expect(report["parents_not_found"] as? Int == 1 && report["parents_refused"] as? Int == 1, "\(report)")
        #expect(report["with_warnings"] as? Int == 2, "\(report)")
        let notes = (report["notes"] as? [String] ?? []).joined(separator: "\n")
        #expect(notes.contains("the parent \"\(nowhere)\""), "\(notes)")
        let shape = Self.shape(try Self.tasks(td))
        #expect(shape["Parent"] == "parent -; depends [\"Own dependency\"]; notes []")
        #expect(shape["Step"] == "parent Parent; depends []; notes []")
        #expect(shape["Two parents"] == "parent Parent; depends []; notes [\"taskdraft: subtask of \(own)\"]")
        #expect(shape["Not a UUID"] == "parent -; depends []; notes [\"taskdraft: subtask of 3\", \"taskdraft: subtasks \(c),x\"]")
        #expect(shape["Orphan"] == "parent ?\(nowhere); depends []; notes []", "the parent is kept, to join when it comes")
        #expect([shape["Loop A"], shape["Loop B"]].filter { $0 == "parent -; depends []; notes []" }.count == 1,
                "one side of the loop is taken back: \(String(describing: shape["Loop A"])), \(String(describing: shape["Loop B"]))")
        // Each draft says which note was kept and why.
        let drafts = try td.importDryRun(["-", "--format", "taskwarrior"], stdin: file)
        #expect(drafts.warnings(of: "Two parents") == ["the annotation \"taskdraft: subtask of \(own)\" names a second parent (a task has one, the first named); kept as a note"])
        #expect(drafts.warnings(of: "Not a UUID")?.count == 2 && drafts.warnings(of: "Parent") == [] && drafts.warnings(of: "Orphan") == [],
                "\(drafts.result.stdout)")
    }

    /// A parent with 10,000 steps: its `depends` and its list are as long as the steps, the
    /// import puts every step under it and keeps none of them as a dependency, and the export
    /// of what came in is the same file.
    @Test func tenThousandStepsComeBackUnderTheirParent() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let parent = "00000000-0000-4000-8000-000000000000"
        let steps = (1...10_000).map { String(format: "00000000-0000-4000-8000-%012d", $0) }
        var lines = [#"{"uuid":"\#(parent)","description":"Big parent","status":"pending","entry":"20261130T060000Z","modified":"20261130T060000Z","depends":[\#(steps.map { "\"\($0)\"" }.joined(separator: ","))],"annotations":[{"entry":"20261130T060000Z","description":"taskdraft: subtasks \#(steps.joined(separator: ","))"}]}"#]
        for (index, uuid) in steps.enumerated() {
            lines.append(#"{"uuid":"\#(uuid)","description":"Step \#(index + 1)","status":"pending","entry":"20261130T060001Z","modified":"20261130T060001Z","annotations":[{"entry":"20261130T060001Z","description":"taskdraft: subtask of \#(parent)"}]}"#)
        }
        let file = "[\n" + lines.joined(separator: ",\n") + "\n]\n"
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json"], stdin: file)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = try Self.report(imported)
        #expect(report["created"] as? Int == 10_001 && report["links_not_written"] as? Int == 0 && report["kept"] as? Int == 0, "\(report)")
        let exported = try td.run(["export", "--format", "taskwarrior"])
        #expect(exported.stdout == file, "the export is the file that came in")
        let tasks = try JSONSerialization.jsonObject(with: Data(try td.run(["export", "--format", "json"]).stdout.utf8)) as? [[String: Any]] ?? []
        #expect(tasks.filter { $0["parent"] as? String == parent }.count == 10_000)
        #expect(tasks.allSatisfy { ($0["depends"] as? [Any] ?? []).isEmpty && ($0["annotations"] as? [Any] ?? []).isEmpty })
    }
}
