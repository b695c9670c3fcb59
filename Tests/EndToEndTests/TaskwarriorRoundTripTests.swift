import Foundation
import Testing
import TestPeers

/// Every field issue 29 added, on the same tasks at once, through the real `task import` and
/// `task export`: start (`scheduled`) as a day and a moment, wait as a day and a moment, estimate,
/// the four priority levels, a tree three deep with a done step, a dependency and dated notes —
/// export → Taskwarrior → import → export gives the same bytes, and Taskwarrior itself holds
/// them as its own (waiting, scheduled, blocked).
@Suite struct TaskwarriorRoundTripTests {
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func everyNewFieldComesBackByteForByte() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        func run(_ arguments: [String], at now: String = "2026-12-01T09:00:00+03:00") throws {
            let result = try td.run(arguments + ["--yes", "--now", now])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        try run(["add", "Move the office"], at: "2026-11-30T10:00:00+03:00")                          // 1
        try run(["add", "Pack the books", "--parent", "1"], at: "2026-11-30T10:01:00+03:00")          // 2
        try run(["add", "Label the boxes", "--parent", "2"], at: "2026-11-30T10:02:00+03:00")         // 3
        try run(["add", "Order boxes"], at: "2026-11-30T10:03:00+03:00")                              // 4
        try run(["add", "Measure the rooms", "--parent", "1"], at: "2026-11-30T10:04:00+03:00")       // 5
        try run(["modify", "1", "priority:H", "scheduled:2026-12-07", "estimate:2d"])
        try run(["modify", "2", "priority:M", "scheduled:2026-12-08T10:00", "wait:2027-01-04T09:30", "estimate:90min"])
        try run(["modify", "3", "priority:L", "wait:2027-01-04", "depends:4"])
        try run(["annotate", "1", "landlord says June"], at: "2026-11-30T10:00:00+03:00")
        try run(["annotate", "2", "the big boxes"], at: "2026-12-01T12:00:00+03:00")
        try run(["done", "5"], at: "2026-12-02T18:00:00+03:00")

        let exported = try td.run(["export", "status:all", "--format", "taskwarrior"])
        #expect(exported.status == 0, "\(exported.stderr)")
        for key in ["\"scheduled\":", "\"wait\":", "\"estimate\":\"P2D\"", "\"estimate\":\"PT1H30M\"", "\"priority\":\"H\"", "\"priority\":\"M\"",
                    "\"priority\":\"L\"", "taskdraft: subtask of", "taskdraft: subtasks", "\"end\":"] {
            #expect(exported.stdout.contains(key), "\(key) in \(exported.stdout)")
        }
        let roundTrip = try td.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let count = { (filter: String) in
            try td.run([], shell: "\(td.taskwarrior) rc.verbose=nothing \(filter) count").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try count("+WAITING") == "2")
        #expect(try count("+SCHEDULED") == "2")
        #expect(try count("+BLOCKED") == "3", "the two parents, and the step that waits for the boxes")
        #expect(try count("status:completed") == "1")

        let restored = td.directory.appendingPathComponent("restored.db").path
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json", "--db", restored], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(report["created"] as? Int == 5 && report["kept"] as? Int == 0 && report["with_warnings"] as? Int == 0, "\(report)")
        let again = try td.run(["export", "status:all", "--format", "taskwarrior", "--db", restored])
        #expect(again.stdout == exported.stdout)
        #expect(try td.run(["export", "status:all", "--format", "json", "--db", restored]).stdout
                == (try td.run(["export", "status:all", "--format", "json"]).stdout), "the same tasks, field for field")
    }
}
