import Foundation
import Testing

/// `modify NAME:VALUE` as a Taskwarrior user types it: a value the attribute cannot take is
/// refused (exit 2, a message in the person's language), never made title words; an empty
/// value clears the attribute, and undo brings it back.
@Suite struct ModifyAttributeValuesTests {
    func task(_ td: TaskDraftBinary, _ id: Int = 1) throws -> [String: Any] {
        try td.json(["show", String(id), "--json"]) as! [String: Any]
    }

    /// A task's JSON with its keys sorted, to compare two: Foundation's `NSDictionary.isEqual` on
    /// Linux finds `false` unequal to `false`, and task JSON carries `blocked`.
    func canonical(_ task: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: task, options: [.sortedKeys])
    }

    /// Each bad value, and what the English refusal says of it.
    static let refused: [(String, String)] = [
        ("due:xyz", "due 'xyz' names no date or time"), ("wait:xyz", "wait 'xyz' names no date or time"),
        ("start:xyz", "start 'xyz' names no date or time"), ("scheduled:xyz", "scheduled 'xyz' names no date or time"),
        ("priority:urgentest", "priority 'urgentest' is not one of H, M, L"),
        ("estimate:-5h", "estimate '-5h' is not a length such as 2h, 30m, 1h30m or PT1H30M"),
        ("estimate:0", "estimate '0' is not a length"), ("est:soon", "estimate 'soon' is not a length"),
        ("recur:whenever", "whenever"), ("status:maybe", "status 'maybe' is not done or pending"),
    ]

    @Test func aValueTheAttributeCannotTakeIsRefusedInEachLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the memo friday 15:00", "--yes"])
        let before = try task(td)
        for (word, english) in Self.refused {
            let result = try td.run(["modify", "1", word, "--yes"])
            #expect(result.status == 2, "\(word): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.hasPrefix("taskdraft: error: ") && result.stderr.contains(english), "\(word): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(word): \(result.stdout)")
        }
        // The same refusals in Russian and Polish: the sentence around the value is the language's own.
        for (language, prefix, foreign) in [("ru_RU.UTF-8", "taskdraft: ошибка: ", ["is not", "a length", "names no"]),
                                            ("pl_PL.UTF-8", "taskdraft: błąd: ", ["is not", "a length", "names no"])] {
            td.environment["LANG"] = language
            for (word, _) in Self.refused {
                let result = try td.run(["modify", "1", word, "--yes"])
                #expect(result.status == 2, "\(language) \(word): \(result.stderr)")
                let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
                #expect(line.hasPrefix(prefix), "\(language) \(word): \(line)")
                for english in foreign { #expect(!line.contains(english), "\(language) \(word): \(line)") }
            }
        }
        td.environment["LANG"] = "C.UTF-8"
        let after = try task(td)
        #expect(after["title"] as? String == "Draft the memo")
        #expect(try canonical(after) == canonical(before), "nothing changed: \(after)")
        #expect(try td.run(["undo", "--yes"]).stdout.hasPrefix("Undone: created 1"), "no refused modify left an undo step")
    }

    @Test func theEstimateRefusalNamesTheLengthsInRussianAndPolish() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the memo", "--yes"])
        let russian = try td.run(["modify", "1", "estimate:-5h", "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.hasPrefix("taskdraft: ошибка: estimate «-5h» — не длительность, например 2h, 30m, 1h30m или PT1H30M"),
                "\(russian.stderr)")
        let polish = try td.run(["edit", "1", "--estimate", "0", "--yes"], extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        #expect(polish.status == 2)
        #expect(polish.stderr.hasPrefix("taskdraft: błąd: --estimate „0” to nie długość, np. 2h, 30m, 1h30m albo PT1H30M"),
                "\(polish.stderr)")
    }

    /// `estimate: -5h`, `due: fri`: a value after a space would clear the attribute and make the
    /// value the title; it is refused, and says how to set or clear it.
    @Test func aValueAfterASpaceIsRefusedNotMadeTheTitle() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Pay the rent friday 10:00", "--yes"])
        let before = try task(td)
        for words in [["estimate:", "-5h"], ["due:", "fri"], ["Due:", "10:30"], ["priority:", "H"], ["project:", "Home"],
                      ["wait:", "monday"], ["recur:", "weekly"], ["depends:", "3"], ["notes:", "call", "first"], ["due:", "fri", "+bills"]] {
            let result = try td.run(["modify", "1"] + words + ["--yes"])
            #expect(result.status == 2, "\(words): \(result.stdout)")
            let name = words[0].dropLast(), value = words[1]
            #expect(result.stderr.hasPrefix("taskdraft: error: '\(name): \(value)' has a space after the colon: write \(name):\(value) to set it, or \(name): alone to clear it"),
                    "\(words): \(result.stderr)")
        }
        td.environment["LANG"] = "ru_RU.UTF-8"
        let russian = try td.run(["modify", "1", "estimate:", "-5h", "--yes"])
        #expect(russian.status == 2 && russian.stderr.contains("в «estimate: -5h» пробел после двоеточия"), "\(russian.stderr)")
        td.environment["LANG"] = "pl_PL.UTF-8"
        let polish = try td.run(["modify", "1", "due:", "fri", "--yes"])
        #expect(polish.status == 2 && polish.stderr.contains("w „due: fri” jest spacja po dwukropku"), "\(polish.stderr)")
        td.environment["LANG"] = "C.UTF-8"
        #expect(try canonical(task(td)) == canonical(before), "nothing changed")
        // An empty value before another attribute or a tag still clears, and title words first still retitle.
        #expect(try td.run(["modify", "1", "due:", "+bills", "project:", "--yes"]).status == 0)
        #expect(try task(td)["due"] is NSNull)
        #expect(try td.run(["modify", "1", "Pay", "the", "water", "bill", "estimate:", "--yes"]).status == 0)
        #expect(try task(td)["title"] as? String == "Pay the water bill")
    }

    /// `priority:` as `due:` and the others: an empty value clears, as in Taskwarrior, and one
    /// undo restores every field the modify cleared.
    @Test func anEmptyValueClearsTheAttributeAndUndoRestoresIt() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the memo", "--yes"])
        let set = try td.run(["modify", "1", "due:2026-12-10T15:00", "start:2026-12-07", "wait:2026-12-05", "estimate:90m",
                              "project:Office", "priority:H", "--yes"])
        #expect(set.status == 0, "\(set.stderr)")
        let full = try task(td)
        let cleared = try td.run(["modify", "1", "priority:", "due:", "start:", "wait:", "estimate:", "project:", "--yes"])
        #expect(cleared.status == 0, "\(cleared.stderr)")
        let empty = try task(td)
        #expect(empty["priority"] as? String == "none")
        for key in ["due", "due_date", "start", "start_date", "wait", "wait_date", "estimate", "project"] {
            #expect(empty[key] is NSNull, "\(key): \(empty[key] ?? "")")
        }
        #expect(empty["title"] as? String == "Draft the memo", "no attribute became title words")
        #expect(try td.run(["undo", "--yes"]).status == 0)
        #expect(try canonical(task(td)) == canonical(full), "undo restores every cleared field")

        // `priority:` alone, from each language's terminal.
        for language in ["C.UTF-8", "ru_RU.UTF-8", "pl_PL.UTF-8"] {
            td.environment["LANG"] = language
            try td.run(["modify", "1", "priority:H", "--yes"])
            let result = try td.run(["modify", "1", "priority:", "--yes"])
            #expect(result.status == 0, "\(language): \(result.stderr)")
            #expect(try task(td)["priority"] as? String == "none", "\(language)")
        }
    }
}
