import Foundation
import Testing
import TestPeers

/// A Taskwarrior user hides a task for good with `wait:someday` (and puts one off with
/// `scheduled:later`): Taskwarrior writes both as 9999-12-30, past the last date TaskDraft keeps
/// (2999-12-31). The import refused such a task as a bad record and lost it; it now reads the
/// task without that date, keeps the value in its notes, counts it and says why.
@Suite struct TaskwarriorSomedayTests {
    /// `task export` of tasks Taskwarrior itself made with its `someday` and `later`.
    static func export(_ td: TaskDraftBinary) throws -> String {
        let data = td.directory.appendingPathComponent("taskwarrior").path
        let task = "TASKDATA=\(data) TASKRC=/dev/null /usr/bin/task rc.confirmation=off rc.hooks=off rc.verbose=nothing"
        let made = try td.run([], shell: """
            mkdir -p \(data) && \(task) add 'Learn the cello' wait:someday && \(task) add 'Paint the fence' scheduled:later \
            due:2027-01-15 && \(task) add 'Pay rent' due:2026-12-11 && \(task) export
            """)
        #expect(made.status == 0, "\(made.stderr)")
        return made.stdout
    }

    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func aDateOfSomedayKeepsTheTaskAndGoesToItsNotes() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let export = try Self.export(td)
        #expect(export.contains("\"wait\":\"9999") && export.contains("\"scheduled\":\"9999"), "\(export)")
        let report = try td.json(["import", "-", "--format", "taskwarrior", "--yes", "--json"], stdin: export) as! [String: Any]
        #expect(report["created"] as? Int == 3 && report["failed"] as? Int == 0, "\(report)")
        #expect(report["kept"] as? Int == 2, "\(report)")
        #expect(!((report["notes"] as? [String]) ?? []).contains { $0.contains("no place here") }, "\(report)")
        let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        let cello = try #require(byTitle["Learn the cello"]), fence = try #require(byTitle["Paint the fence"])
        #expect(cello["wait"] is NSNull && cello["wait_date"] is NSNull)
        #expect((cello["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String }.first?
            .hasPrefix("imported: wait=9999") == true, "\(cello)")
        #expect(fence["start"] is NSNull && fence["due_date"] as? String == "2027-01-15", "\(fence)")
        #expect((fence["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String }.first?
            .hasPrefix("imported: scheduled=9999") == true, "\(fence)")
        let rentAnnotations = byTitle["Pay rent"]?["annotations"] as? [Any] ?? []
        #expect(rentAnnotations.isEmpty, "a date in range is read as before")
    }

    /// Each draft says why (its Russian and Polish are `MessageCatalogueTests`' to check).
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func eachDraftSaysWhy() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let drafts = try td.importDryRun(["-", "--format", "taskwarrior"], stdin: try Self.export(td))
        let warnings = drafts.warnings
        #expect(warnings.count == 2, "\(drafts.result.stdout)")
        #expect(warnings.allSatisfy { $0.contains("is past 2999-12-31, the last date kept here") && $0.contains("kept in the notes") },
                "\(warnings)")
        #expect(drafts.result.stderr.contains("2 with warnings"), "\(drafts.result.stderr)")
    }
}
