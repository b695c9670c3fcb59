import Foundation
import Testing

/// A todo.txt line with two `parent:` words: the task goes under the first named (as a
/// Taskwarrior annotation's and an iCalendar RELATED-TO's second parent is read), and the other
/// is said on the draft and kept in its notes, counted. The last one used to win in silence.
@Suite struct TodoTxtSecondParentTests {
    static let file = "Move out uid:p1\nMove in uid:p2\nPack a box parent:p1 parent:p2\n"

    @Test func theFirstParentIsTakenAndTheOtherSaidAndKept() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("todo.txt", Self.file)
        // The draft says it (its Russian and Polish are `MessageCatalogueTests`' to check).
        let drafts = try td.importDryRun([path, "--format", "todotxt"])
        #expect(drafts.warnings == ["a second parent:p2 on the line (a task has one, the first named); kept in the notes"],
                "\(drafts.result.stdout)")
        let report = try td.json(["import", path, "--format", "todotxt", "--yes", "--json"]) as! [String: Any]
        #expect(report["created"] as? Int == 3 && report["kept"] as? Int == 1, "\(report)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let box = try #require(tasks.first { $0["title"] as? String == "Pack a box" })
        #expect(box["parent"] as? String == "p1", "\(box)")
        #expect((box["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["imported: parent=p2"], "\(box)")
    }
}
