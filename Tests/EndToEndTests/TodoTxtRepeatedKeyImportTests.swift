import Foundation
import Testing

/// A todo.txt line naming `uid:`, `due:` and `pri:` twice: the task has the first of each, and
/// each other one is said on the draft, kept in the task's notes and counted in the import
/// report, as a second `parent:` is (`TodoTxtSecondParentTests`). The last one used to win in
/// silence.
@Suite struct TodoTxtRepeatedKeyImportTests {
    static let file = "Call Anna uid:a1 due:2026-12-03 pri:A uid:b2 due:2026-12-05 pri:C\nPay rent uid:r1\n"

    @Test func theFirstOfEachKeyIsTakenAndTheOthersSaidKeptAndCounted() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("todo.txt", Self.file)
        let drafts = try td.importDryRun([path, "--format", "todotxt"])
        #expect(drafts.warnings == ["uid:b2", "due:2026-12-05", "pri:C"].map {
            "a second \($0) on the line (a task has one, the first named); kept in the notes"
        }, "\(drafts.result.stdout)")
        let report = try td.json(["import", path, "--format", "todotxt", "--yes", "--json"]) as! [String: Any]
        #expect(report["created"] as? Int == 2 && report["kept"] as? Int == 3 && report["kept_records"] as? Int == 1
                && report["with_warnings"] as? Int == 1, "\(report)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let call = try #require(tasks.first { $0["title"] as? String == "Call Anna" })
        #expect(call["uuid"] as? String == "a1" && call["due_date"] as? String == "2026-12-03" && call["priority"] as? String == "high",
                "\(call)")
        #expect((call["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
                == ["imported: uid=b2", "imported: due=2026-12-05", "imported: pri=C"], "\(call)")
        // The same file again is the same tasks: found by the first UID, nothing added.
        let again = try td.json(["import", path, "--format", "todotxt", "--yes", "--json"]) as! [String: Any]
        #expect(again["created"] as? Int == 0 && again["already_present"] as? Int == 2, "\(again)")
    }
}
