import Foundation
import Testing

/// `add "Call Bob prio:H" --yes` (issue 29): a slip of an attribute's name among a new task's
/// words is refused as `modify 1 prio:H` refuses it ("did you mean 'priority'?", exit 2, in the
/// terminal's language), by `add` and at the prompt, and nothing is written; a title's own words
/// with a colon (a URL, a time, a ratio, a note's heading) are not.
@Suite struct MistypedAttributeWordsTests {
    func firstLine(_ text: String) -> String { text.split(separator: "\n").first.map(String.init) ?? "" }

    @Test func addRefusesASlipAsModifyDoesInEachLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Existing task", "--yes"])
        for language in ["C.UTF-8", "ru_RU.UTF-8", "pl_PL.UTF-8"] {
            td.environment["LANG"] = language
            for (words, word) in [("Call Bob prio:H", "prio:H"), ("Позвонить Бобу sheduled:mon", "sheduled:mon"),
                                  ("Zadzwonić do Boba projetc:Dom jutro", "projetc:Dom")] {
                let modify = try td.run(["modify", "1", word, "--yes"])
                #expect(modify.status == 2, "\(language) modify \(word): \(modify.stderr)")
                let add = try td.run(["add", words, "--yes"])
                #expect(add.status == 2, "\(language) \(words): \(add.stdout) \(add.stderr)")
                #expect(add.stdout.isEmpty, "\(language) \(words): \(add.stdout)")
                #expect(firstLine(add.stderr) == firstLine(modify.stderr),
                        "\(language) \(words): \(firstLine(add.stderr)) is not modify's \(firstLine(modify.stderr))")
            }
        }
        td.environment["LANG"] = "C.UTF-8"
        let english = try td.run(["add", "Call Bob prio:H", "--yes"])
        #expect(english.stderr.hasPrefix("taskdraft: error: unknown attribute 'prio' — did you mean 'priority'?\n"), "\(english.stderr)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Existing task"], "nothing was written")
    }

    @Test func thePromptRefusesTheLineAndGoesOn() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        for (language, message) in [("C.UTF-8", "unknown attribute 'prio' — did you mean 'priority'?"),
                                    ("ru_RU.UTF-8", "неизвестный атрибут «prio» — может быть, «priority»?"),
                                    ("pl_PL.UTF-8", "nieznany atrybut „prio” — czy chodziło o „priority”?")] {
            td.environment["LANG"] = language
            let result = try td.run(["repl"], stdin: "Call Bob prio:H\nBuy milk\ny\n/quit\n")
            #expect(result.status == 0, "\(language): \(result.stderr)")
            #expect(result.stdout.contains(message), "\(language): \(result.stdout)")
        }
        td.environment["LANG"] = "C.UTF-8"
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Buy milk", "Buy milk", "Buy milk"], "only the next lines were committed")
    }

    /// Words with a colon that are the title's own are written as they were.
    @Test(arguments: [("Read https://example.com/guide", "https://example.com/guide"), ("Mix the paint 3:1", "3:1"),
                      ("Note: call the bank first", "Note:"), ("Review PR:123", "PR:123"), ("Email Ann:the figures", "Ann:the")])
    func aTitlesOwnColonWordsAreWritten(_ words: String, _ kept: String) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["add", words, "--yes", "--json"])
        #expect(result.status == 0, "\(words): \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let title = (object?["task"] as? [String: Any])?["title"] as? String
        #expect(title?.contains(kept) == true, "\(words): \(result.stdout)")
    }

    @Test func aClockTimeIsATime() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["add", "Call Anna tomorrow at 10:30", "--yes", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let task = object?["task"] as? [String: Any]
        #expect(task?["title"] as? String == "Call Anna", "\(result.stdout)")
        #expect((task?["due"] as? String)?.contains("T10:30") == true, "\(result.stdout)")
    }
}
