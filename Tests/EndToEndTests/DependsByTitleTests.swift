import Foundation
import Testing

/// "Pay the invoices after the budget is approved": words after "after" ("после", "po") that
/// name one open task by its title link the new task to it, through the binary as a person and
/// a script meet it (`add`, `draft`, `draft --json`, a sentence a line or one): the words leave the title and the card
/// names the task; words that name none stay in the title; words that name several link
/// nothing and say which, in the person's language; a done or deleted task is never named.
@Suite struct DependsByTitleTests {
    static let russian = ["LANG": "ru_RU.UTF-8"]
    static let polish = ["LANG": "pl_PL.UTF-8"]

    private func task(_ td: TaskDraftBinary, _ id: Int) throws -> [String: Any] {
        try td.json(["show", String(id), "--json"]) as! [String: Any]
    }

    private func dependsIDs(_ task: [String: Any]) -> [Int] {
        (task["depends"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    private func added(_ td: TaskDraftBinary, _ words: String, _ environment: [String: String] = [:]) throws -> (Int, TaskDraftBinary.Result) {
        let result = try td.run(["add", words, "--yes"], extraEnvironment: environment)
        let count = (try td.json(["list", "--all", "--json"]) as! [Any]).count
        return (count, result)
    }

    @Test(arguments: [
        ("Approve the budget", "Pay the invoices after the budget is approved", "Pay the invoices", [String: String]()),
        ("Approve the budget", "PAY THE INVOICES AFTER THE BUDGET IS APPROVED", "PAY THE INVOICES", [:]),
        ("Approve the budget", "After the budget is approved pay the invoices", "Pay the invoices", [:]),
        ("Написать отчёт", "Отправить письмо после отчета", "Отправить письмо", russian),
        ("Бронирование зала", "Разослать приглашения после бронирования зала", "Разослать приглашения", russian),
        ("Spotkanie z zarządem", "Wysłać notatki po spotkaniu z zarządem", "Wysłać notatki", polish),
        ("Spotkanie z zarządem", "Wyslac notatki po spotkaniu z zarzadem", "Wyslac notatki", polish),
    ])
    func wordsThatNameOneOpenTaskLinkItAndLeaveTheTitle(_ existing: String, _ words: String, _ title: String,
                                                          _ environment: [String: String]) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", existing, "--yes"])
        try td.run(["add", "Book the venue", "--yes"])
        let result = try td.run(["add", words, "--yes"], extraEnvironment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let made = try task(td, 3)
        #expect(made["title"] as? String == title, "\(words)")
        #expect(dependsIDs(made) == [1], "\(words)")
        #expect(made["blocked"] as? Bool == true)
    }

    /// The card (`draft`, and `add`'s own) names the task by its title and number, in each
    /// language; `draft --json` has the link as the number form has it, and writes nothing.
    @Test func theCardNamesTheTaskAndTheJSONHasTheLink() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["add", "Spotkanie z zarządem", "--yes"])
        try td.run(["add", "Написать отчёт", "--yes"])
        let english = try td.run(["draft", "Pay the invoices after the budget is approved"])
        #expect(english.stdout.contains("Draft  Pay the invoices\n"), "\(english.stdout)")
        #expect(english.stdout.contains("after Approve the budget (#1)"), "\(english.stdout)")
        let polish = try td.run(["draft", "Wysłać notatki po spotkaniu z zarządem"], extraEnvironment: Self.polish)
        #expect(polish.stdout.contains("po Spotkanie z zarządem (#2)"), "\(polish.stdout)")
        let russian = try td.run(["draft", "Отправить письмо после отчёта"], extraEnvironment: Self.russian)
        #expect(russian.stdout.contains("после Написать отчёт (#3)"), "\(russian.stdout)")

        let json = try td.json(["draft", "--json", "Pay the invoices after the budget is approved"]) as! [String: Any]
        #expect(json["title"] as? String == "Pay the invoices")
        let links = try #require(json["depends"] as? [[String: Any]])
        #expect(links.count == 1 && links[0]["id"] as? Int == 1, "\(links)")
        #expect(links[0]["uid"] as? String == (try task(td, 1)["uuid"] as? String))
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 3)
        // One sentence a line, one JSON line each, alone or several at a time: the same link.
        for jobs in ["1", "3"] {
            let lines = try td.run(["draft", "--json", "--jobs", jobs],
                                   stdin: "Pay the invoices after the budget is approved\nCall Anna tomorrow\nSend it after the budget\n")
            let drafts = lines.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
            #expect(drafts.map { $0["title"] as? String } == ["Pay the invoices", "Call Anna", "Send it"], "jobs \(jobs): \(lines.stdout)")
            #expect(drafts.map { ($0["depends"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int } } == [[1], [], [1]],
                    "jobs \(jobs)")
        }
        // The number form, for comparison: the same key, the same shape.
        let byNumber = try td.json(["draft", "--json", "Pay the invoices after task 1"]) as! [String: Any]
        #expect((byNumber["depends"] as? [[String: Any]])?.first?["id"] as? Int == 1)
    }

    /// Words that name no open task are title words, as they were; nothing is linked.
    @Test func wordsThatNameNoTaskStayInTheTitle() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        for (words, environment) in [("Call Anna after the storm passes", [String: String]()),
                                     ("Позвонить Анне после ремонта", Self.russian), ("Zadzwonić do Anny po remoncie", Self.polish)] {
            let result = try td.run(["add", words, "--yes", "--json"], extraEnvironment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            let made = try #require((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["task"] as? [String: Any])
            #expect(made["title"] as? String == words, "\(words)")
            #expect(dependsIDs(made) == [], "\(words)")
            #expect(!result.stderr.contains("several"), "\(result.stderr)")
        }
        // An empty database: the words are read, and nothing is there to name.
        let empty = try TaskDraftBinary()
        defer { empty.remove() }
        let drafted = try empty.json(["draft", "--json", "Pay the invoices after the budget is approved"]) as! [String: Any]
        #expect(drafted["title"] as? String == "Pay the invoices after the budget is approved")
        #expect(drafted["depends"] as? [Any] == nil || (drafted["depends"] as? [Any])?.isEmpty == true)
        #expect(!FileManager.default.fileExists(atPath: empty.databasePath), "a draft made a database")
    }

    /// Words that name two open tasks link neither: the words stay, and the warning names both,
    /// in the person's language.
    @Test func wordsThatNameSeveralTasksLinkNoneAndNameThem() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["add", "Approve the budget for 2027", "--yes"])
        let english = try td.run(["add", "Pay the invoices after the budget is approved", "--yes"])
        #expect(english.status == 0, "\(english.stderr)")
        #expect(english.stderr.contains("\"the budget is approved\" names several open tasks, so none is linked: 1 \"Approve the budget\", 2 \"Approve the budget for 2027\""),
                "\(english.stderr)")
        let made = try task(td, 3)
        #expect(made["title"] as? String == "Pay the invoices after the budget is approved")
        #expect(dependsIDs(made) == [])

        let card = try td.run(["draft", "Pay the invoices after the budget is approved"])
        #expect(card.stdout.contains("! \"the budget is approved\" names several open tasks"), "\(card.stdout)")
        #expect(!card.stdout.contains("(#1)"), "\(card.stdout)")
        let russian = try td.run(["draft", "Pay the invoices after the budget is approved"], extraEnvironment: Self.russian)
        #expect(russian.stdout.contains("«the budget is approved» подходит к нескольким открытым задачам, поэтому связь не создана: 1 «Approve the budget», 2 «Approve the budget for 2027»"),
                "\(russian.stdout)")
        let polish = try td.run(["draft", "Pay the invoices after the budget is approved"], extraEnvironment: Self.polish)
        #expect(polish.stdout.contains("pasuje do kilku otwartych zadań, więc nic nie powiązano: 1 „Approve the budget”"), "\(polish.stdout)")
        let json = try td.json(["draft", "--json", "Pay the invoices after the budget is approved"]) as! [String: Any]
        #expect((json["warnings"] as? [String])?.contains { $0.contains("names several open tasks") } == true, "\(json)")
        #expect((json["depends"] as? [Any] ?? []).isEmpty)
    }

    /// A done task and a deleted one are never named; the open one among them is, alone.
    @Test func aClosedTaskIsNeverNamed() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Approve the budget", "--yes"])
        try td.run(["add", "Approve the budget again", "--yes"])
        try td.run(["done", "1", "--yes"])
        try td.run(["delete", "2", "--yes"])
        let none = try td.run(["add", "Pay the invoices after the budget is approved", "--yes"])
        #expect(none.status == 0, "\(none.stderr)")
        #expect(dependsIDs(try task(td, 3)) == [])
        #expect(try task(td, 3)["title"] as? String == "Pay the invoices after the budget is approved")
        // Its own title holds the words too: once done, it is not named either.
        try td.run(["done", "3", "--yes"])
        try td.run(["add", "Approve the budget for 2027", "--yes"])
        try td.run(["add", "Send the report after the budget is approved", "--yes"])
        let linked = try task(td, 5)
        #expect(dependsIDs(linked) == [4], "\(linked)")
        #expect(linked["title"] as? String == "Send the report")
    }

    /// What a stranger may type or have stored: quotes and FTS syntax in a title and in the
    /// words, a phrase of 10,000 characters, a control character. No crash, no link guessed,
    /// nothing written that `add` would not write.
    @Test func hostileTitlesAndWords() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", #"Review the "Q3" budget OR NEAR(x) *"#, "--yes"])
        let quoted = try td.run(["add", #"Pay the invoices after the "Q3" budget"#, "--yes"])
        #expect(quoted.status == 0, "\(quoted.stderr)")
        let second = try task(td, 2)
        #expect(dependsIDs(second) == [1], "\(second)")
        #expect(second["title"] as? String == "Pay the invoices")
        // FTS5's operators are words like any other: "NEAR" and "budget" are in task 1's title.
        let syntax = try td.run(["add", "Call Anna after the NEAR budget OR", "--yes"])
        #expect(syntax.status == 0, "\(syntax.stderr)")
        #expect(dependsIDs(try task(td, 3)) == [1])
        #expect(try task(td, 3)["title"] as? String == "Call Anna")

        // Within the words' limit (`TaskDraft.wordsLimit`), so the words are read and looked up:
        // no task is named so, and the title is cut at the last space within its 200 characters.
        let long = String(repeating: "budget", count: 1_600)
        let longWords = try td.run(["add", "Pay after the " + long, "--yes"])
        #expect(longWords.status == 0, "\(longWords.stderr)")
        let cut = try task(td, 4)
        #expect(cut["title"] as? String == "Pay after the" && dependsIDs(cut) == [], "\(cut)")
        #expect(try td.rowCount() == 4)
        let longDraft = try td.run(["draft", "--json", "Pay after the " + long])
        #expect(longDraft.status != 0 || !longDraft.stdout.contains("\"id\":1"), "\(longDraft.stdout.prefix(300))")

        let bell = try td.run(["add", "Pay the invoices after the \u{7}Q3 budget", "--yes"])
        #expect(bell.status == 1 && bell.stderr.contains("title contains control characters"), "\(bell.stderr)")
        #expect(try td.rowCount() == 4)
        let escape = try td.run(["draft", "Pay the invoices after the \u{1B}[31mQ3 budget"])
        #expect(!escape.stdout.contains("\u{1B}[31m"), "\(escape.stdout)")
    }
}
