import Foundation
import Testing
import TaskSets
import TestPeers

/// Every field issue 29 added, on the same tasks at once (`EveryNewFieldTasks`), through the real
/// `task import` and `task export`: export → Taskwarrior → import → export gives the same bytes,
/// and Taskwarrior itself holds them as its own (waiting, scheduled, blocked).
@Suite struct TaskwarriorRoundTripTests {
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func everyNewFieldComesBackByteForByte() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.make(EveryNewFieldTasks.steps)

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
