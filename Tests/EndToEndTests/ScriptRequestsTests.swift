import Foundation
import Testing

/// Scripts get what they ask for (issue 30 §4): with `--json` an error is one JSON object on
/// stdout and the exit code of today; `add -` reads its words from stdin; words that leave no
/// title are refused, not committed as "Untitled task"; `# comment` lines of an import file are
/// skipped and reported; a narrow terminal keeps the Pri column.
@Suite struct ScriptRequestsTests {
    /// Stdout parsed as exactly one line holding one `{"error": {...}}` object.
    private func error(_ result: TaskDraftBinary.Result) throws -> [String: String] {
        let lines = result.stdout.split(separator: "\n")
        try #require(lines.count == 1, "one JSON line on stdout: \(result.stdout) / \(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["error"])
        let error = try #require(object["error"] as? [String: String])
        #expect(error.keys.sorted() == ["code", "message", "where"])
        return error
    }

    @Test func withJSONEveryErrorIsOneObjectOnStdoutWithTheExitCodeOfToday() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        // (arguments, exit code, code, where)
        let cases: [([String], Int32, String, String)] = [
            (["show", "999", "--json"], 1, "not_found", "show"),
            (["done", "999", "--yes", "--json"], 1, "not_found", "done"),
            (["undo", "--yes", "--json"], 1, "nothing_to_undo", "undo"),
            (["list", "--frob", "--json"], 2, "usage", "list argument 2 '--frob'"),
            (["add", "Call Anna tomorrow", "--json"], 3, "needs_confirmation", "add"),
        ]
        for (arguments, status, code, place) in cases {
            let plain = try td.run(arguments.filter { $0 != "--json" })
            let result = try td.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(plain.status == status, "the exit code is the same without --json: \(arguments)")
            let error = try error(result)
            #expect(error["code"] == code, "\(arguments)")
            #expect(error["where"] == place, "\(arguments)")
            // The sentence a person reads on stderr, without the prefix.
            let message = try #require(error["message"])
            #expect(!message.isEmpty && result.stderr.contains(message), "\(arguments): \(message) / \(result.stderr)")
        }
        #expect(try error(td.run(["show", "999", "--json"]))["message"] == "no task 999")
    }

    /// Every command `taskdraft --help` lists, and each alias, given an option it does not have
    /// and `--json`: one error object on stdout, exit 2, the sentence on stderr. Read from the
    /// help, so a command added later is walked too.
    @Test func withJSONEveryCommandsUsageErrorIsOneObjectOnStdout() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let help = try td.run(["--help"]).stdout
        let section = help.components(separatedBy: "\nCOMMANDS:\n").last?.components(separatedBy: "\n\n").first ?? ""
        // (a name, the command's own name, which `where` says: `rm` is `delete`)
        let names = section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.flatMap { line in
            let spelled = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0].components(separatedBy: ", ")
            return spelled.map { ($0, spelled[0]) }
        }
        #expect(names.count >= 28 && names.contains { $0 == ("rm", "delete") } && names.contains { $0.0 == "sync" }, "\(names)")
        for (name, command) in names {
            let result = try td.run([name, "--no-such-option", "--json"])
            #expect(result.status == 2, "\(name): \(result.status) \(result.stderr)")
            let error = try error(result)
            #expect(error["code"] == "usage", "\(name): \(error)")
            #expect(error["where"]?.hasPrefix(command + " ") == true, "\(name): \(error)")
            let message = try #require(error["message"])
            #expect(!message.isEmpty && result.stderr.contains(message), "\(name): \(message) / \(result.stderr)")
        }
    }

    /// A bad argument of each kind that is no usage error (a missing task, file or transcript), with
    /// `--json`: one object, and the exit code the command has without it.
    @Test func withJSONEveryCommandsBadArgumentIsOneObjectOnStdout() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Call Anna", "--yes"])
        let cases: [[String]] = [
            ["999"], ["999", "modify", "x"], ["info", "999"], ["complete", "999", "--yes"], ["edit", "999", "--title", "x", "--yes"],
            ["modify", "999", "x", "--yes"], ["modify", "1", "due:xyz", "--yes"], ["modify", "1", "prio:H", "--yes"],
            ["modify", "1", "estimate:-5h", "--yes"], ["delete", "999", "--yes"], ["rm", "999", "--yes"],
            ["done", "1-", "--yes"], ["done", "a,b", "--yes"], ["list", "due:xyz"], ["ls", "sort:nonsense"], ["next", "due:xyz"],
            ["import", "/nonexistent/tasks.csv", "--yes"], ["export", "--format", "bogus"], ["transcript", "999"],
            ["skills", "nonsense"], ["completion", "tcsh"], ["help", "nonsense"], ["add", "--yes", "tomorrow"],
            ["add", "-", "--yes"], ["plan", "--yes"], ["tokens", "revoke", "nonsense"], ["inbox", "accept", "999"],
            ["backend", "nonsense"], ["nonsense"], ["+work", "nonsense"],
        ]
        for arguments in cases {
            let plain = try td.run(arguments, stdin: "")
            let result = try td.run(arguments + ["--json"], stdin: "")
            #expect(result.status != 0 && result.status == plain.status, "\(arguments): \(result.status) / \(plain.status)")
            let error = try error(result)
            #expect(!(error["code"] ?? "").isEmpty && !(error["where"] ?? "").isEmpty, "\(arguments): \(error)")
            let message = try #require(error["message"])
            #expect(!message.isEmpty && result.stderr.contains(message), "\(arguments): \(message) / \(result.stderr)")
        }
        #expect((try td.json(["list", "--json"]) as! [[String: Any]]).count == 1, "no bad argument wrote")
    }

    @Test func theErrorObjectSpeaksTheTerminalsLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["show", "999", "--json"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.status == 1)
        #expect(try error(result) == ["code": "not_found", "message": "нет задачи 999", "where": "show"])
    }

    @Test func addDashReadsTheWordsFromStandardInputInEachLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let said = [("Позвонить Анне завтра в 10:00\n", "Позвонить Анне"),
                    ("Call the plumber tomorrow at 9am", "Call the plumber"),
                    ("Zadzwonić do hydraulika jutro o 9:00\n", "Zadzwonić do hydraulika")]
        for (text, title) in said {
            let result = try td.run(["add", "-", "--yes", "--json"], stdin: text)
            #expect(result.status == 0, "\(text): \(result.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let task = try #require(object["task"] as? [String: Any])
            #expect(task["title"] as? String == title)
            #expect((task["due"] as? String)?.hasPrefix("2026-12-03T") == true, "\(text): \(task)")
        }
        let empty = try td.run(["add", "-", "--yes"], stdin: "  \n")
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("taskdraft: error: the task's text is empty"))
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.count == 3)
        #expect(!tasks.contains { $0["title"] as? String == "-" })
    }

    @Test func wordsThatLeaveNoTitleAreRefusedNotCommittedAsUntitled() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["tomorrow", "завтра в 15:00", "jutro o 15:00", "tomorrow #work !high"] {
            let result = try td.run(["add", "--yes", text])
            #expect(result.status == 2, "\(text): \(result.stdout)")
            #expect(result.stderr.contains("nothing in the text is left for a title"), "\(text): \(result.stderr)")
            #expect(!result.stdout.contains("Untitled task"))
            let json = try td.run(["add", "--yes", "--json", text])
            #expect(json.status == 2)
            #expect(try error(json)["code"] == "usage")
        }
        let piped = try td.run(["add", "-", "--yes"], stdin: "завтра в 15:00")
        #expect(piped.status == 2)
        let ru = try td.run(["add", "--yes", "завтра"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(ru.stderr.contains("в тексте не осталось названия"), "\(ru.stderr)")
        let tasks = try td.json(["list", "--json", "status:all"]) as! [[String: Any]]
        #expect(tasks.isEmpty, "nothing written: \(tasks)")
    }

    /// A set from a script (`add --split --yes`, `plan --yes`) with a draft that has no title is
    /// refused as `add --yes` refuses one: nothing written, not an "Untitled task".
    @Test func aSetWithAnUntitledDraftIsRefusedFromAScript() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for arguments in [["add", "--split", "--yes", "tomorrow; friday"], ["plan", "--yes", "tomorrow"],
                          ["plan", "--yes", "завтра в 15:00"], ["add", "--split", "--yes", "jutro o 15:00"]] {
            let result = try td.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("is left for a title (only when, tags or priority)"), "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("Untitled task"), "\(arguments)")
            let json = try td.run(arguments + ["--json"])
            #expect(json.status == 2, "\(arguments)")
            #expect(try error(json)["code"] == "usage", "\(arguments)")
        }
        let russian = try td.run(["plan", "--yes", "завтра"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("в словах задачи 1 («завтра») не осталось названия"), "\(russian.stderr)")
        let polish = try td.run(["plan", "--yes", "jutro"], extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        #expect(polish.stderr.contains("w słowach zadania 1 („jutro”) nie zostało nic na tytuł"), "\(polish.stderr)")
        #expect((try td.json(["list", "--json", "status:all"]) as! [[String: Any]]).isEmpty, "nothing written")
        // With titles the same set commits.
        #expect(try td.run(["add", "--split", "--yes", "Call Anna tomorrow; email Tom friday"]).status == 0)
        #expect((try td.json(["list", "--json"]) as! [[String: Any]]).count == 2)
    }

    /// `-` reads the words from standard input in `draft` and `plan` as in `add`: never the title "-".
    @Test func aDashReadsStandardInputInDraftAndPlan() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let drafted = try td.run(["draft", "-", "--json"], stdin: "Call the plumber tomorrow at 9am\n")
        #expect(drafted.status == 0, "\(drafted.stderr)")
        let draft = try #require(try JSONSerialization.jsonObject(with: Data(drafted.stdout.utf8)) as? [String: Any])
        #expect(draft["title"] as? String == "Call the plumber", "\(draft)")
        let planned = try td.run(["plan", "-", "--yes", "--json"], stdin: "Позвонить Анне завтра в 10:00\n")
        #expect(planned.status == 0, "\(planned.stderr)")
        let titles = (try td.json(["list", "--json"]) as! [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(titles.contains("Позвонить Анне") && !titles.contains("-") && !titles.contains("Untitled task"), "\(titles)")
        let empty = try td.run(["plan", "-", "--yes"], stdin: " \n")
        #expect(empty.status == 2 && empty.stderr.hasPrefix("taskdraft: error: the task's text is empty"), "\(empty.stderr)")
    }

    @Test func importSkipsCommentLinesAndSaysSo() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let plain = td.directory.appendingPathComponent("notes.txt")
        try """
            # groceries and calls, written on Monday
            Buy milk tomorrow
              ## Tuesday
            #work call Tom
            #
            Позвонить Анне в пятницу
            """.write(to: plain, atomically: true, encoding: .utf8)
        let result = try td.run(["import", plain.path, "--yes", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["created"] as? Int == 3)
        #expect(report["skipped"] as? Int == 3)
        #expect((report["notes"] as? [String])?.contains("skipped: comment lines (# …)") == true, "\(report)")
        #expect(result.stderr.contains("skipped: comment lines (# …)"), "\(result.stderr)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(Set(tasks.compactMap { $0["title"] as? String }) == ["Buy milk", "Call Tom", "Позвонить Анне"])
        let tom = try #require(tasks.first { $0["title"] as? String == "Call Tom" })
        #expect(tom["tags"] as? [String] == ["work"], "a #tag that starts a line is a tag, not a comment")

        let todo = td.directory.appendingPathComponent("todo.txt")
        try "# my todo.txt\n(A) Pay rent due:2026-12-05\n".write(to: todo, atomically: true, encoding: .utf8)
        let todoResult = try td.run(["import", todo.path, "--format", "todotxt", "--yes"])
        #expect(todoResult.status == 0, "\(todoResult.stderr)")
        #expect(todoResult.stdout.contains("(1 skipped)"), "\(todoResult.stdout)")
        let after = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(!after.contains { ($0["title"] as? String)?.contains("my todo.txt") == true })
        #expect(after.count == 4)
    }

    @Test func fiftyColumnsKeepThePriorityAndDropTagsAndProjectFirst() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "--yes", "Prepare the quarterly board report with every chart next Thursday at 15:00 !high +finance #quarterly-reports"])
        try td.run(["add", "--yes", "Water the plants"])
        for language in ["C.UTF-8", "ru_RU.UTF-8", "pl_PL.UTF-8"] {
            let out = try td.run(["list"], extraEnvironment: ["COLUMNS": "50", "LANG": language]).stdout
            let lines = out.split(separator: "\n")
            for line in lines { #expect(line.count <= 50, "\(language): wider than 50: \(line)") }
            let header = try #require(lines.first)
            let pri = ["ru_RU.UTF-8": "Пр", "pl_PL.UTF-8": "Pr"][language] ?? "Pri"
            #expect(header.contains(pri), "\(language): the priority column stays: \(out)")
            #expect(!header.contains("Tags") && !header.contains("Теги") && !header.contains("Tagi") && !header.contains("finance"), "\(language): \(out)")
            let row = try #require(lines.first { $0.contains("Prepare") })
            let high = ["ru_RU.UTF-8": "В", "pl_PL.UTF-8": "W"][language] ?? "H"
            #expect(row.split(separator: " ").contains(Substring(high)), "\(language): \(row)")
        }
    }
}
