import Foundation
import Testing

/// A refinement at the card says what the draft waits for (issue 29), as a new task's words do:
/// "after 1", «после 2», «po 2», "depends on 1 and 2" by number, "after the budget is approved"
/// by the title of one open task; a time after the link word stays a time.
@Suite struct RefinementDependsTests {
    private func dependsIDs(_ td: TaskDraftBinary, _ id: Int) throws -> [Int] {
        let task = try td.json(["show", String(id), "--json"]) as! [String: Any]
        return (task["depends"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    @Test func aRefinementAtTheCardLinksTheTasksItNames() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["add", "Book the venue", "--yes"])
        for (lines, language, title, ids) in [
            (["Pay the invoices", "after 1", "y"], "C.UTF-8", "Pay the invoices", [1]),
            (["Оплатить счета", "после 2", "да"], "ru_RU.UTF-8", "Оплатить счета", [2]),
            (["Zapłacić faktury", "po 2", "tak"], "pl_PL.UTF-8", "Zapłacić faktury", [2]),
            (["Send the invitations", "depends on 1 and 2", "y"], "C.UTF-8", "Send the invitations", [1, 2]),
            (["Print the menus", "after the budget is approved", "y"], "C.UTF-8", "Print the menus", [1]),
        ] {
            let result = try td.run(["repl"], stdin: (lines + ["/quit"]).joined(separator: "\n") + "\n",
                                    extraEnvironment: ["LANG": language])
            #expect(result.status == 0, "\(lines): \(result.stderr)")
            let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
            let made = try #require(tasks.last, "\(lines)")
            #expect(made["title"] as? String == title, "\(lines): \(result.stdout)")
            #expect(try dependsIDs(td, made["id"] as! Int) == ids, "\(lines): \(result.stdout)")
        }
    }

    /// "after 5pm" moves the time; no task is linked.
    @Test func aTimeAfterTheLinkWordIsStillATime() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        let result = try td.run(["repl"], stdin: "Call Anna tomorrow\nafter 5pm\ny\n/quit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try dependsIDs(td, 2) == [], "\(result.stdout)")
    }
}
