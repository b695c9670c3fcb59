import Foundation
import Testing

/// `next`, `list sort:` and the prompt's "what should I do next?", through the real binary.
@Suite struct NextCommandTests {
    @Test func nextRanksByUrgencyAndSaysIt() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Pay rent friday", "--yes"])
        try td.run(["add", "Fix the outage yesterday !high #next", "--yes"])
        try td.run(["add", "Read a book #someday", "--yes"])
        try td.run(["add", "Send the report due 2026-11-20 !high", "--yes"])
        let next = try td.json(["next", "--json"]) as! [[String: Any]]
        #expect(next.map { $0["id"] as? Int } == [2, 4, 1, 3])
        let urgencies = next.compactMap { $0["urgency"] as? Double }
        #expect(urgencies.count == 4 && urgencies == urgencies.sorted(by: >))
        // Overdue by 12 days, high, no age: 12 × 1.0 + 6.
        #expect(next[1]["urgency"] as? Double == 18)
        // Off a terminal, `taskdraft` alone is `next`.
        let bare = try td.run([])
        #expect(bare.status == 0)
        #expect(bare.stdout.contains("Urg"))
        #expect(try td.run(["next"]).stdout == bare.stdout)
        let created = try td.json(["list", "sort:created", "--json"]) as! [[String: Any]]
        #expect(created.map { $0["id"] as? Int } == [4, 3, 2, 1])
        #expect(try td.run(["list", "sort:soonest"]).status == 2)
    }

    @Test func aSkillsFileWeighsItsWay() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Fix the outage yesterday !high", "--yes"])
        try td.run(["add", "Read a book #someday", "--yes"])
        let skills = td.directory.appendingPathComponent("config/taskdraft/skills")
        try FileManager.default.createDirectory(at: skills, withIntermediateDirectories: true)
        try "tag.someday: 40\n".write(to: skills.appendingPathComponent("urgency.md"), atomically: true, encoding: .utf8)
        let next = try td.json(["next", "--json"]) as! [[String: Any]]
        #expect(next.map { $0["id"] as? Int } == [2, 1])
        // A line it cannot read is said, by file and line, and the others still apply.
        try "tag.someday: 40\noverdue: 3\ndue: lots\n".write(to: skills.appendingPathComponent("urgency.md"), atomically: true, encoding: .utf8)
        let warned = try td.run(["next", "--json"])
        #expect(warned.stderr.contains("urgency.md:2: unknown coefficient 'overdue' (known: due, priority.high"), "\(warned.stderr)")
        let check = try td.run(["skills", "check"])
        #expect(check.status == 1 && check.stderr.contains("urgency.md:3: 'lots' is not a number"), "\(check.stderr)")
        #expect(try (td.json(["next", "--json"]) as! [[String: Any]]).map { $0["id"] as? Int } == [2, 1])
    }

    /// `priority.high: 100000000000000000000` (1e20, a finite number the file may hold): the
    /// urgency column's tenths were an Int64 made from it, a trap on `list` and `next`. The
    /// urgency is shown as a Double is written, and the order stands.
    @Test func aCoefficientPastInt64IsShownNotATrap() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Read a book", "--yes"])
        try td.run(["add", "Fix the outage !high", "--yes"])
        let skills = td.directory.appendingPathComponent("config/taskdraft/skills")
        try FileManager.default.createDirectory(at: skills, withIntermediateDirectories: true)
        for coefficient in ["1" + String(repeating: "0", count: 20), "1" + String(repeating: "0", count: 308)] {
            try "priority.high: \(coefficient)\n".write(to: skills.appendingPathComponent("urgency.md"), atomically: true, encoding: .utf8)
            for command in [["list", "sort:urgency"], ["next"]] {
                let result = try td.run(command)
                #expect(!result.bySignal && result.status == 0, "\(command) \(result.status) \(result.stderr.suffix(500))")
                let fix = result.stdout.range(of: "Fix the outage"), read = result.stdout.range(of: "Read a book")
                #expect(result.stdout.contains("1e+") && fix != nil && read != nil && fix!.lowerBound < read!.lowerBound, "\(result.stdout)")
            }
        }
    }

    /// Coefficients near Double's largest (`1` and 308 zeros) sum past it: an urgency of
    /// infinity, which Swift prints `inf`, no JSON. Every JSON form is still JSON (python3's
    /// `json.load`, its `NaN` and `Infinity` refused), the infinite urgency the largest finite
    /// number, the order standing.
    @Test func anInfiniteUrgencyIsStillJSON() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Read a book", "--yes"])
        try td.run(["add", "Fix the outage !high #ops #oncall", "--yes"])
        let skills = td.directory.appendingPathComponent("config/taskdraft/skills")
        try FileManager.default.createDirectory(at: skills, withIntermediateDirectories: true)
        let huge = "1" + String(repeating: "0", count: 308)
        try "priority.high: \(huge)\ntags: \(huge)\ntag.ops: \(huge)\n"
            .write(to: skills.appendingPathComponent("urgency.md"), atomically: true, encoding: .utf8)
        for command in [["next", "--json"], ["list", "sort:urgency", "--json"], ["list", "--json"], ["list", "--jsonl"]] {
            let result = try td.run(command)
            #expect(!result.bySignal && result.status == 0, "\(command) \(result.status) \(result.stderr.suffix(500))")
            let text = command.last == "--jsonl" ? "[" + result.stdout.split(separator: "\n").joined(separator: ",") + "]" : result.stdout
            let tasks = try #require(try PythonReader.strictJSON(text) as? [[String: Any]], "\(command) \(result.stdout)")
            let fix = try #require(tasks.first(where: { $0["title"] as? String == "Fix the outage" }))
            #expect(fix["urgency"] as? Double == Double.greatestFiniteMagnitude, "\(command) \(fix)")
            if command.first == "next" { #expect(tasks.first?["title"] as? String == "Fix the outage") }
        }
    }

    @Test func thePromptAsksWhatToDoNextInEveryLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for line in ["what should I do next?", "что сегодня?", "co dzisiaj?"] {
            let answer = try td.json(["draft", "--classify", line]) as! [String: Any]
            #expect(answer["kind"] as? String == "question", "\(line)")
            #expect(answer["filter"] as? String == "sort:urgency", "\(line)")
        }
        let due = try td.json(["draft", "--classify", "what's due today?"]) as! [String: Any]
        #expect(due["filter"] as? String == "due:today")
    }

    /// Issue 29's row: "what should I do next?" at the prompt (and "что сегодня?", "co dzisiaj?")
    /// prints the urgency list, not "No tasks." from a search for the words; its rows are what
    /// "the first" points at; `list sort:urgency` is the same order as `next`.
    @Test func thePromptShowsWhatToDoNextAndListSortsByUrgency() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Pay rent friday", "--yes"])
        try td.run(["add", "Fix the outage yesterday !high #next", "--yes"])
        try td.run(["add", "Read a book #someday", "--yes"])
        try td.run(["add", "Send the report due 2026-11-20 !high", "--yes"])
        let next = (try td.json(["next", "--json"]) as! [[String: Any]]).compactMap { $0["id"] as? Int }
        #expect(next == [2, 4, 1, 3])
        #expect((try td.json(["list", "sort:urgency", "--json"]) as! [[String: Any]]).compactMap { $0["id"] as? Int } == next)
        for (language, line, heading, first) in [("C.UTF-8", "what should I do next?", "What to do next, most urgent first:", "Fix the outage"),
                                                 ("ru_RU.UTF-8", "что сегодня?", "Что делать: сначала самое срочное:", "Send the report"),
                                                 ("pl_PL.UTF-8", "co dzisiaj?", "Co robić: najpierw najpilniejsze:", "Pay rent")] {
            td.environment["LANG"] = language
            let result = try td.run(["repl"], stdin: "\(line)\ndone the first\n/quit\n")
            #expect(result.status == 0, "\(language): \(result.stderr)")
            let screen = result.stdout
            #expect(screen.contains(heading), "\(language): \(screen)")
            // The rows in urgency order, the most urgent pending task first; "the first" completes it.
            let rows = screen.split(separator: "\n").filter { $0.first == " " && $0.dropFirst().first?.isNumber == true || $0.first?.isNumber == true }
            #expect(rows.first?.contains(first) == true, "\(language): \(rows)")
            #expect(!screen.contains("No tasks") && !screen.contains("Задач нет") && !screen.contains("Brak zadań"), "\(language): \(screen)")
        }
        td.environment["LANG"] = "C.UTF-8"
        let done = (try td.json(["list", "status:done", "--json"]) as! [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(Set(done) == ["Fix the outage", "Send the report", "Pay rent"], "each session's first row was completed: \(done)")
    }
}
