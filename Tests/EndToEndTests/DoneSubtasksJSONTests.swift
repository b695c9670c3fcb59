import Foundation
import Testing

/// `done --yes --json` of a task with open subtasks names every subtask it completed with it,
/// parents before their steps, as the text says "completed 2 subtasks"; a task with none has
/// the key too, empty, so a script reads one shape.
@Suite struct DoneSubtasksJSONTests {
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
}
