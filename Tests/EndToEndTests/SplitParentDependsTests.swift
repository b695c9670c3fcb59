import Foundation
import Testing

/// `add --split` with `--parent` or `--depends`: every task the words hold goes under the parent
/// and waits for the tasks named, as a single `add` does with the same options.
@Suite struct SplitParentDependsTests {
    static func tasks(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["task"] as? [String: Any], "\(line)")
        }
    }

    @Test func everyTaskOfTheSetTakesTheParentAndTheDependencies() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Move the office", "--yes"])
        try td.run(["add", "Sign the lease", "--yes"])
        let parent = try #require((td.json(["show", "1", "--json"]) as! [String: Any])["uuid"] as? String)
        let lease = try #require((td.json(["show", "2", "--json"]) as! [String: Any])["uuid"] as? String)
        let result = try td.run(["add", "--split", "Buy boxes; call the movers", "--parent", "1", "--depends", "2",
                                 "--yes", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let created = try Self.tasks(result.stdout)
        #expect(created.count == 2, "\(result.stdout)")
        for task in created {
            #expect(task["parent"] as? String == parent, "\(task)")
            let waits = (task["depends"] as? [[String: Any]] ?? []).compactMap { $0["uid"] as? String }
            #expect(waits == [lease], "\(task)")
        }
    }

    @Test func aParentNoTaskHasRefusesTheWholeSet() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["add", "--split", "Buy boxes; call the movers", "--parent", "no-such-task", "--yes"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("no task with UID \"no-such-task\" to be the parent"), "\(result.stderr)")
        #expect(try (td.json(["list", "--all", "--json"]) as! [Any]).isEmpty, "nothing was written")
    }
}
