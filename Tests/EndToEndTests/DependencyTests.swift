import Foundation
import Testing

/// Dependencies through the binary as a person and a script meet them: `depends:` in
/// `modify`, `edit --depends`, `add --depends`; a loop, the task itself or a missing task
/// refused with exit 2 in each language; a blocked task marked in `list` and sunk in `next`;
/// `show` naming both directions; completing the last blocker unblocks; a delete drops the
/// links both ways and `undo` puts them back.
@Suite struct DependencyTests {
    private func task(_ td: TaskDraftBinary, _ id: Int) throws -> [String: Any] {
        try td.json(["show", String(id), "--json"]) as! [String: Any]
    }

    private func dependsIDs(_ task: [String: Any]) -> [Int] {
        (task["depends"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    @Test func modifyEditAndAddSetDependenciesAndACycleIsRefused() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in ["Approve the budget", "Book the venue", "Print the menus"] { try td.run(["add", title, "--yes"]) }
        #expect(try td.run(["add", "Send invitations", "--depends", "2,3", "--yes"]).status == 0)
        var four = try task(td, 4)
        #expect(dependsIDs(four) == [2, 3])
        #expect(four["blocked"] as? Bool == true)
        let uids = (four["depends"] as! [[String: Any]]).compactMap { $0["uid"] as? String }
        #expect(uids == [try task(td, 2)["uuid"] as! String, try task(td, 3)["uuid"] as! String])

        // Taskwarrior's words: depends:N adds, depends:-N removes, depends: clears.
        #expect(try td.run(["modify", "2", "depends:1", "--yes"]).status == 0)
        #expect(try td.run(["4", "modify", "depends:-3", "--yes"]).status == 0)
        four = try task(td, 4)
        #expect(dependsIDs(four) == [2])
        #expect(try td.run(["edit", "3", "--depends", "1", "--yes"]).status == 0)
        #expect(dependsIDs(try task(td, 3)) == [1])
        #expect(try td.run(["modify", "3", "depends:", "--yes"]).status == 0)
        #expect(dependsIDs(try task(td, 3)) == [])

        // 1 ← 2 ← 4: 1 waiting for 4 closes a loop; refused, exit 2, nothing written.
        let loop = try td.run(["modify", "1", "depends:4", "--yes"])
        #expect(loop.status == 2)
        #expect(loop.stderr.contains("1 → 4 → 2 → 1"), "\(loop.stderr)")
        #expect(dependsIDs(try task(td, 1)) == [])
        let russian = try td.run(["modify", "1", "depends:4", "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.status == 2 && russian.stderr.contains("замкнулись бы в круг, 1 → 4 → 2 → 1"), "\(russian.stderr)")
        let polish = try td.run(["modify", "1", "depends:4", "--yes"], extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        #expect(polish.status == 2 && polish.stderr.contains("utworzyłyby cykl, 1 → 4 → 2 → 1"), "\(polish.stderr)")
        let itself = try td.run(["modify", "1", "depends:1", "--yes"])
        #expect(itself.status == 2 && itself.stderr.contains("task 1 cannot depend on itself"), "\(itself.stderr)")
        let missing = try td.run(["modify", "1", "depends:99", "--yes"])
        #expect(missing.status == 2 && missing.stderr.contains("there is no task 99"), "\(missing.stderr)")
        let missingOnAdd = try td.run(["add", "Orphan", "--depends", "77", "--yes"])
        #expect(missingOnAdd.status == 2)
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 4)
        let script = try td.run(["modify", "1", "depends:4", "--yes", "--json"])
        #expect(script.status == 2 && script.stdout.contains("\"dependency\""), "\(script.stdout)")
        let bad = try td.run(["modify", "1", "depends:0", "--yes"])
        #expect(bad.status == 2)
    }

    @Test func aBlockedTaskIsMarkedSinksAndIsFreedWhenItsLastBlockerIsDone() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in ["Approve the budget", "Book the venue", "Send invitations"] { try td.run(["add", title, "--yes"]) }
        try td.run(["modify", "3", "depends:1,2", "--yes"])
        let list = try td.run(["list"]).stdout
        #expect(list.contains("Send invitations (waits for 1, 2)"), "\(list)")
        #expect(try td.run(["list"], extraEnvironment: ["LANG": "ru_RU.UTF-8"]).stdout.contains("Send invitations (ждёт 1, 2)"))
        // Urgency: blocking +8, blocked −5 (all else equal: no due, no priority, the same age).
        let next = try td.json(["next", "--json"]) as! [[String: Any]]
        #expect(next.compactMap { $0["id"] as? Int } == [1, 2, 3])
        #expect(next.compactMap { $0["urgency"] as? Double }.map { ($0 * 10).rounded() / 10 } == [8.0, 8.0, -5.0])

        let detail = try td.run(["show", "1"]).stdout
        #expect(detail.contains("Blocks     3 \"Send invitations\""), "\(detail)")
        #expect(try td.run(["show", "3"]).stdout.contains("Waits for  1 \"Approve the budget\", 2 \"Book the venue\""))
        let blocks = try task(td, 1)["blocks"] as? [[String: Any]]
        #expect(blocks?.compactMap { $0["id"] as? Int } == [3])

        try td.run(["done", "1", "--yes"])
        #expect(try task(td, 3)["blocked"] as? Bool == true)
        #expect(try td.run(["list"]).stdout.contains("Send invitations (waits for 2)"))
        #expect(try td.run(["show", "3"]).stdout.contains("1 \"Approve the budget\" (done)"))
        try td.run(["done", "2", "--yes"])
        #expect(try task(td, 3)["blocked"] as? Bool == false)
        #expect(!(try td.run(["list"]).stdout.contains("waits for")))
    }

    @Test func aDeleteDropsTheLinksBothWaysAndUndoRestoresThem() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in ["Approve the budget", "Book the venue", "Send invitations"] { try td.run(["add", title, "--yes"]) }
        try td.run(["modify", "2", "depends:1", "--yes"])
        try td.run(["modify", "3", "depends:2", "--yes"])
        #expect(try td.run(["delete", "2", "--yes"]).status == 0)
        #expect(dependsIDs(try task(td, 3)) == [])
        #expect(try task(td, 3)["blocked"] as? Bool == false)
        #expect(try td.run(["undo", "--yes"]).status == 0)
        #expect(dependsIDs(try task(td, 3)) == [2])
        #expect(dependsIDs(try task(td, 2)) == [1])
        #expect(try task(td, 3)["blocked"] as? Bool == true)
        // A link to a deleted task is refused as a missing one.
        try td.run(["delete", "1", "--yes"])
        #expect(try td.run(["modify", "3", "depends:1", "--yes"]).status == 2)
        #expect(try task(td, 2)["blocked"] as? Bool == false)
        try td.run(["undo", "--yes"])
        #expect(dependsIDs(try task(td, 2)) == [1])
        #expect(try task(td, 2)["blocked"] as? Bool == true)
    }
    /// A parent's delete takes its subtasks (`DeleteTaskIntent`): the links of every task of the
    /// tree go both ways, those between its own steps too, and one `undo` brings back the tree
    /// and every link.
    @Test func aSubtreeDeleteDropsEveryLinkOfTheTreeAndOneUndoRestoresThem() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Plan the party", "--yes"])
        try td.run(["add", "Book the venue", "--parent", "1", "--yes"])
        try td.run(["add", "Print the menus", "--parent", "1", "--yes"])
        try td.run(["add", "Send invitations", "--depends", "2", "--yes"])
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["modify", "3", "depends:2,5", "--yes"])
        #expect(try task(td, 4)["blocked"] as? Bool == true)

        #expect(try td.run(["delete", "1", "--yes"]).status == 0)
        #expect((try td.json(["list", "--json"]) as! [[String: Any]]).compactMap { $0["id"] as? Int } == [4, 5])
        #expect(dependsIDs(try task(td, 4)) == [])
        #expect(try task(td, 4)["blocked"] as? Bool == false)
        #expect((try task(td, 5)["blocks"] as? [[String: Any]] ?? []).isEmpty)
        let next = try td.json(["next", "--json"]) as! [[String: Any]]
        #expect(next.compactMap { $0["urgency"] as? Double }.allSatisfy { $0 == 0 }, "\(next)")

        #expect(try td.run(["undo", "--yes"]).status == 0)
        #expect(dependsIDs(try task(td, 4)) == [2])
        #expect(try task(td, 4)["blocked"] as? Bool == true)
        #expect(dependsIDs(try task(td, 3)) == [2, 5])
        #expect((try task(td, 5)["blocks"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [3])
        #expect(try task(td, 2)["parent"] as? String == (try task(td, 1)["uuid"] as? String))
    }
    /// The words name a dependency in each language ("after task 1", "после задачи 1",
    /// "po zadaniu 2"); one naming a task that is not there is refused as
    /// `--depends` is; a bare "after 5" is a time, no task.
    @Test func theWordsNameADependencyInEachLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        #expect(try td.run(["add", "Send invitations after task 1", "--yes"]).status == 0)
        #expect(try td.run(["add", "Разослать приглашения после задачи 1", "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"]).status == 0)
        #expect(try td.run(["add", "Wysłać zaproszenia po zadaniu 2", "--yes"], extraEnvironment: ["LANG": "pl_PL.UTF-8"]).status == 0)
        for (id, waitsFor, title) in [(2, 1, "Send invitations"), (3, 1, "Разослать приглашения"), (4, 2, "Wysłać zaproszenia")] {
            let made = try task(td, id)
            #expect(dependsIDs(made) == [waitsFor], "\(title)")
            #expect(made["title"] as? String == title)
        }
        let missing = try td.run(["add", "Call Anna after task 99", "--yes"])
        #expect(missing.status == 2 && missing.stderr.contains("there is no task 99"), "\(missing.stderr)")
        #expect(try td.run(["add", "Call Anna after 5", "--yes"]).status == 0)
        #expect(dependsIDs(try task(td, 5)) == [])
    }

    /// `depends:1,2` in add's words makes the links `--depends` does, in each language; a
    /// task that is not there is refused, nothing written.
    @Test func theAttributeInAddsWordsNamesDependencies() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["add", "Book the hall", "--yes"])
        #expect(try td.run(["add", "Pay the invoice depends:1,2", "--yes"]).status == 0)
        #expect(try td.run(["add", "Оплатить счёт dep:3", "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"]).status == 0)
        let uid = try #require(try task(td, 1)["uuid"] as? String)
        #expect(try td.run(["add", "Zapłacić fakturę depends:\(uid)", "--yes"], extraEnvironment: ["LANG": "pl_PL.UTF-8"]).status == 0)
        for (id, waitsFor, title) in [(3, [1, 2], "Pay the invoice"), (4, [3], "Оплатить счёт"), (5, [1], "Zapłacić fakturę")] {
            let made = try task(td, id)
            #expect(dependsIDs(made) == waitsFor, "\(title)")
            #expect(made["title"] as? String == title)
        }
        let missing = try td.run(["add", "Call Anna depends:99", "--yes"])
        #expect(missing.status == 2 && missing.stderr.contains("there is no task 99"), "\(missing.stderr)")
        #expect(try td.run(["show", "6", "--json"]).status != 0)
    }
}
