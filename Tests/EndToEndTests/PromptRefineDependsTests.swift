import Foundation
import Testing

/// Refining an existing task at the prompt (not a card) says what it waits for as a card's
/// refinement does (issue 29): by number, or by the title of one open task in the person's
/// language; words that name several tasks link none and say which; the task itself is never
/// the one its own words name.
@Suite struct PromptRefineDependsTests {
    private func dependsIDs(_ td: TaskDraftBinary, _ id: Int) throws -> [Int] {
        let task = try td.json(["show", String(id), "--json"]) as! [String: Any]
        return (task["depends"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    @Test(arguments: [
        (["Approve the budget", "Book the venue", "Pay the invoices"], "/list\nmake the third after the budget is approved",
         "C.UTF-8", [1]),
        (["Approve the budget", "Book the venue", "Pay the invoices"], "/list\nmake the third after 2", "C.UTF-8", [2]),
        (["Approve the budget", "Book the venue", "Pay the invoices"], "set #3 after 1 and 2", "C.UTF-8", [1, 2]),
        (["Написать отчёт", "Забронировать зал", "Отправить письмо"], "сделай #3 после отчёта", "ru_RU.UTF-8", [1]),
        (["Написать отчёт", "Забронировать зал", "Отправить письмо"], "/list\nсделай третью после 2", "ru_RU.UTF-8", [2]),
        (["Spotkanie z zarządem", "Zarezerwować salę", "Wysłać notatki"], "ustaw #3 po spotkaniu z zarządem", "pl_PL.UTF-8", [1]),
        (["Spotkanie z zarządem", "Zarezerwować salę", "Wysłać notatki"], "/list\nustaw trzecie po 2", "pl_PL.UTF-8", [2]),
        // A task's number first and the link right after, with no verb: a change of that task.
        (["Approve the budget", "Book the venue", "Pay the invoices"], "#3 after 2", "C.UTF-8", [2]),
        (["Написать отчёт", "Забронировать зал", "Отправить письмо"], "#3 после 2", "ru_RU.UTF-8", [2]),
        (["Spotkanie z zarządem", "Zarezerwować salę", "Wysłać notatki"], "#3 po 1 i 2", "pl_PL.UTF-8", [1, 2]),
    ])
    func aRefinementAtThePromptLinksTheTaskItNames(_ titles: [String], _ lines: String, _ language: String, _ ids: [Int]) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in titles { try td.run(["add", title, "--yes"]) }
        let result = try td.run(["repl"], stdin: lines + "\n/quit\n", extraEnvironment: ["LANG": language])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try dependsIDs(td, 3) == ids, "\(lines): \(result.stdout)")
        // The title stays as it was; only the link changed.
        let shown = try td.json(["show", "3", "--json"]) as! [String: Any]
        #expect(shown["title"] as? String == titles[2], "\(lines): \(result.stdout)")
        #expect((try td.json(["list", "--all", "--json"]) as! [Any]).count == 3, "nothing drafted: \(result.stdout)")
    }

    /// A number that is no `#N` first, or words before the link: a new task, as before.
    @Test(arguments: ["3 boxes after 2", "Pack #3 after 2"])
    func aTitleThatStartsWithANumberIsANewTask(_ words: String) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in ["Approve the budget", "Book the venue", "Pay the invoices"] { try td.run(["add", title, "--yes"]) }
        let result = try td.run(["repl"], stdin: words + "\ny\n/quit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try td.json(["list", "--all", "--json"]) as! [Any]).count == 4, "\(words): \(result.stdout)")
        #expect(try dependsIDs(td, 3) == [], "\(words): \(result.stdout)")
    }

    /// Words that name two open tasks link neither and name both, in each language, as the card
    /// says it; the task refined is not among what its words name.
    @Test func wordsThatNameSeveralTasksLinkNoneAndTheTaskItselfIsNeverNamed() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["add", "Approve the budget for 2027", "--yes"])
        try td.run(["add", "Pay the invoices", "--yes"])
        for (language, said) in [("C.UTF-8", "budget is approved\" names several open tasks, so none is linked: 1 \"Approve the budget\", 2 \"Approve the budget for 2027\""),
                                 ("ru_RU.UTF-8", "подходит к нескольким открытым задачам, поэтому связь не создана: 1 «Approve the budget», 2 «Approve the budget for 2027»"),
                                 ("pl_PL.UTF-8", "pasuje do kilku otwartych zadań, więc nic nie powiązano: 1 „Approve the budget”")] {
            let result = try td.run(["repl"], stdin: "set #3 after the budget is approved\n/quit\n", extraEnvironment: ["LANG": language])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains(said), "\(language): \(result.stdout)")
            #expect(try dependsIDs(td, 3) == [], "\(language)")
        }
        // Task 2 holds the words too, but a task does not wait for itself: task 1 is the one named.
        let result = try td.run(["repl"], stdin: "set #2 after the budget is approved\n/quit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try dependsIDs(td, 2) == [1], "\(result.stdout)")
        // Words that name no task change nothing, and say so.
        let none = try td.run(["repl"], stdin: "set #3 after the storm passes\n/quit\n")
        #expect(none.stdout.contains("I did not find a change"), "\(none.stdout)")
        #expect(try dependsIDs(td, 3) == [])
    }
}
