import Foundation
import Testing

/// What `done --json` prints, one JSON object a line, one line an id: the subtasks `--yes`
/// completed with a task, and an id that is no task among several.
@Suite struct DoneJSONTests {
    /// The subtasks completed with a task, parents before their steps, under "subtasks", as the
    /// text says "completed 2 subtasks"; a task with none has the key too, empty.
    @Test func theSubtasksCompletedWithATaskAreInItsJSON() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Move the office", "--yes"])
        try td.run(["add", "Pack the books", "--parent", "1", "--yes"])
        try td.run(["add", "Label the boxes", "--parent", "2", "--yes"])
        try td.run(["add", "Call the landlord", "--yes"])
        let done = try td.json(["done", "1", "--yes", "--json"]) as? [String: Any]
        #expect(done?["result"] as? String == "completed")
        let subtasks = done?["subtasks"] as? [[String: Any]]
        #expect(subtasks?.map { $0["title"] as? String } == ["Pack the books", "Label the boxes"], "\(String(describing: done))")
        #expect(subtasks?.allSatisfy { $0["status"] as? String == "done" } == true)
        let alone = try td.json(["done", "4", "--yes", "--json"]) as? [String: Any]
        #expect((alone?["subtasks"] as? [Any])?.isEmpty == true, "\(String(describing: alone))")
    }

    /// With several ids, one that is no task is its own line of stdout, the error object one id
    /// alone gets, among the others' results, where only stderr said it.
    @Test func aMissingIdAmongSeveralIsAJSONLine() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Call the landlord", "--yes"])
        let result = try td.run(["done", "99", "1", "--yes", "--json"])
        #expect(result.status == 5, "partial: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 2, "\(result.stdout)")
        let error = lines.first??["error"] as? [String: Any]
        #expect(error?["code"] as? String == "not_found" && error?["where"] as? String == "done", "\(result.stdout)")
        #expect(lines.last??["result"] as? String == "completed")
        #expect(result.stderr.contains("no task 99"))
    }
}
