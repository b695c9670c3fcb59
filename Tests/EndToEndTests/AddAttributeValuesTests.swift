import Foundation
import Testing

/// `add "Pay rent due:xyz"` as `modify 1 due:xyz`: an attribute among a new task's words whose
/// value it cannot take is refused with modify's own message (exit 2, in the terminal's
/// language, one JSON error object with --json), by `add`, `add --split`, `draft` and at the
/// prompt, and nothing is written; never made title words.
@Suite struct AddAttributeValuesTests {
    static let badWords = ["due:xyz", "priority:urgentish", "estimate:-5h", "wait:soonish", "scheduled:xyz", "est:0",
                           "Due:xyz", "recur:whenever"]

    func firstLine(_ text: String) -> String { text.split(separator: "\n").first.map(String.init) ?? "" }

    @Test func addRefusesABadValueAsModifyDoesInEachLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Existing task", "--yes"])
        for language in ["C.UTF-8", "ru_RU.UTF-8", "pl_PL.UTF-8"] {
            td.environment["LANG"] = language
            for word in Self.badWords {
                let modify = try td.run(["modify", "1", word, "--yes"])
                #expect(modify.status == 2, "\(language) modify \(word): \(modify.stderr)")
                for arguments in [["add", "Pay rent \(word)", "--yes"], ["add", "Pay rent \(word) friday", "--yes"],
                                  ["add", "--split", "Pay rent \(word); call Anna", "--yes"], ["draft", "Pay rent \(word)"]] {
                    let result = try td.run(arguments)
                    #expect(result.status == 2, "\(language) \(arguments): \(result.stdout) \(result.stderr)")
                    #expect(result.stdout.isEmpty, "\(language) \(arguments): \(result.stdout)")
                    #expect(firstLine(result.stderr) == firstLine(modify.stderr),
                            "\(language) \(arguments): \(firstLine(result.stderr)) is not modify's \(firstLine(modify.stderr))")
                }
            }
        }
        td.environment["LANG"] = "C.UTF-8"
        let english = try td.run(["add", "Pay rent due:xyz", "--yes"])
        #expect(english.stderr.hasPrefix("taskdraft: error: due 'xyz' names no date or time\nUsage: taskdraft add"), "\(english.stderr)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Existing task"], "nothing was written")
    }

    @Test func theJSONErrorIsOneObjectNamingTheCommand() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (command, word, message) in [("add", "priority:urgentish", "priority 'urgentish' is not one of H, M, L (high, medium, low, none)"),
                                         ("draft", "estimate:-5h", "estimate '-5h' is not a length such as 2h, 30m, 1h30m or PT1H30M")] {
            var arguments = [command, "Pay rent \(word)", "--json"]
            if command == "add" { arguments.append("--yes") }
            let result = try td.run(arguments)
            #expect(result.status == 2)
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let error = object?["error"] as? [String: Any]
            #expect(object?.count == 1 && error?["code"] as? String == "usage", "\(result.stdout)")
            #expect(error?["message"] as? String == message, "\(result.stdout)")
            #expect(error?["where"] as? String == command, "\(result.stdout)")
        }
    }

    /// What is no refusal stays as before: a good value is read, a quoted one and todo.txt's
    /// `t:` (no attribute of modify's) stay in the title, a clock time is a time.
    @Test func goodValuesQuotesAndOtherWordsAreStillRead() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let good = try td.json(["draft", "Pay rent due:2026-12-10 priority:H estimate:2h", "--json"]) as! [String: Any]
        #expect(good["title"] as? String == "Pay rent")
        #expect(good["due_date"] as? String == "2026-12-10" && good["priority"] as? String == "high" && good["estimate"] as? String == "PT2H")
        let quoted = try td.json(["draft", "Read \"due:xyz\" in the manual", "--json"]) as! [String: Any]
        #expect((quoted["title"] as? String)?.contains("due:xyz") == true, "\(quoted)")
        let threshold = try td.run(["add", "Water the plants t:soon", "--yes"])
        #expect(threshold.status == 0, "\(threshold.stderr)")
    }

    /// `draft`'s lines from standard input: a refused line is an error line in its place (English,
    /// as JSON's words are), the others are drafted, with one job or several.
    @Test func draftLinesFromStandardInputAreRefusedOneByOne() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for jobs in ["1", "2"] {
            let result = try td.run(["draft", "--jobs", jobs], stdin: "Pay rent due:xyz\nBuy milk at 10:30\nRe: the contract est:soon\n")
            #expect(result.status != 0, "\(jobs): \(result.stdout)")
            let lines = try result.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
            #expect(lines.count == 3, "\(jobs): \(result.stdout)")
            #expect(lines.first?["error"] as? String == "due 'xyz' names no date or time" && lines.first?["line"] as? Int == 1, "\(jobs): \(lines)")
            #expect(lines.dropFirst().first?["title"] as? String == "Buy milk", "\(jobs): \(lines)")
            #expect(lines.last?["error"] as? String == "estimate 'soon' is not a length such as 2h, 30m, 1h30m or PT1H30M"
                    && lines.last?["line"] as? Int == 3, "\(jobs): \(lines)")
        }
    }

    /// At the prompt the line is refused with the same message and the session goes on.
    @Test func thePromptRefusesTheLineAndGoesOn() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        for (language, message) in [("C.UTF-8", "due 'xyz' names no date or time"),
                                    ("ru_RU.UTF-8", "due «xyz» — не дата и не время"),
                                    ("pl_PL.UTF-8", "due „xyz” to nie data ani godzina")] {
            td.environment["LANG"] = language
            let result = try td.run(["repl"], stdin: "Pay rent due:xyz\nBuy milk\ny\n/quit\n")
            #expect(result.status == 0, "\(language): \(result.stderr)")
            #expect(result.stdout.contains("  " + message), "\(language): \(result.stdout)")
        }
        td.environment["LANG"] = "C.UTF-8"
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Buy milk", "Buy milk", "Buy milk"], "only the next lines were committed")
    }

    /// `edit --priority ""` removes the priority as `modify 1 priority:` does, and undo brings it back.
    @Test func anEmptyPriorityOptionRemovesThePriority() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Pay rent !high", "--yes"])
        let cleared = try td.run(["edit", "1", "--priority", "", "--yes"])
        #expect(cleared.status == 0, "\(cleared.stderr)")
        #expect(try (td.json(["show", "1", "--json"]) as! [String: Any])["priority"] as? String == "none")
        #expect(try td.run(["undo", "--yes"]).status == 0)
        #expect(try (td.json(["show", "1", "--json"]) as! [String: Any])["priority"] as? String == "high")
        // Still refused: a value that is no level; and the empty value is not offered as one.
        let refused = try td.run(["edit", "1", "--priority", "urgentish", "--yes"])
        #expect(refused.status == 2 && refused.stderr.contains("invalid value 'urgentish'"), "\(refused.stderr)")
        #expect(refused.stderr.contains("(one of: none, low, medium, high, L, M, H)"), "\(refused.stderr)")
        let help = try td.run(["edit", "--help"])
        #expect(help.stdout.contains("an empty value (\"\") or none removes it"), "\(help.stdout)")
    }
}
