import Foundation
import Testing

/// Skills are files a person edits; the next command must behave differently, with no rebuild.
@Suite struct SkillsTests {
    func userSkills(_ td: TaskDraftBinary) throws -> URL {
        let dir = td.directory.appendingPathComponent("config/taskdraft/skills")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func draft(_ td: TaskDraftBinary, _ text: String) throws -> [String: Any] {
        try td.json(["draft", text, "--json"]) as! [String: Any]
    }

    @Test func aNewTermAddsItsTagAndPriority() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try draft(td, "Подготовить ОКР для отдела")["tags"] as? [String] == [])
        try """
            | term | expansion | tags | priority |
            |---|---|---|---|
            | ОКР | опытно-конструкторская работа | rnd | high |
            """.write(to: try userSkills(td).appendingPathComponent("vocabulary-team.md"), atomically: true, encoding: .utf8)
        let after = try draft(td, "Подготовить ОКР для отдела")
        #expect(after["tags"] as? [String] == ["rnd"])
        #expect(after["priority"] as? String == "high")
        #expect(after["title"] as? String == "Подготовить ОКР для отдела")
    }

    @Test func theWorkdayEndDecidesWhatEODMeans() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try draft(td, "Send the deck EOD")["due"] as? String == "2026-12-02T18:00:00+03:00")
        #expect(try draft(td, "Сдать ТЗ до конца дня")["due"] as? String == "2026-12-02T18:00:00+03:00")
        try "workday-end: 17:00\nevening: 20:30\n".write(to: try userSkills(td).appendingPathComponent("workday.md"),
                                                         atomically: true, encoding: .utf8)
        #expect(try draft(td, "Send the deck EOD")["due"] as? String == "2026-12-02T17:00:00+03:00")
        #expect(try draft(td, "Сдать ТЗ до конца дня")["due"] as? String == "2026-12-02T17:00:00+03:00")
        #expect(try draft(td, "Позвонить вечером")["due"] as? String == "2026-12-02T20:30:00+03:00")
    }

    @Test func aKeptNameIsNeverParsed() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try draft(td, "Upgrade Orion 7 servers")["due"] as? String == nil)
        #expect(try draft(td, "Deploy Acme 2030-01-15 build tomorrow")["due_date"] as? String == "2030-01-15")
        try "- Acme 2030-01-15\n".write(to: try userSkills(td).appendingPathComponent("keep-names-team.md"),
                                        atomically: true, encoding: .utf8)
        let kept = try draft(td, "Deploy Acme 2030-01-15 build tomorrow")
        #expect(kept["due_date"] as? String == "2026-12-03")
        #expect(kept["title"] as? String == "Deploy Acme 2030-01-15 build")
    }

    @Test func aUserFileReplacesTheShippedOneOfTheSameName() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try draft(td, "Подготовить КП")["tags"] as? [String] == ["sales"])
        try "| term | tags |\n|---|---|\n| КП | offers |\n".write(
            to: try userSkills(td).appendingPathComponent("vocabulary-ru.md"), atomically: true, encoding: .utf8)
        #expect(try draft(td, "Подготовить КП")["tags"] as? [String] == ["offers"])
        // The shipped file is gone entirely, not merged: its other terms no longer apply.
        #expect(try draft(td, "Согласовать ТЗ")["tags"] as? [String] == [])
    }

    @Test func checkReportsEveryMalformedLineWithFileAndLine() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dir = try userSkills(td)
        try """
            # Team terms
            | term | tags | priority | colour |
            |---|---|---|---|
            | ОКР | rnd | urgent | red |
            | only two | cells |
            just a sentence
            """.write(to: dir.appendingPathComponent("vocabulary-team.md"), atomically: true, encoding: .utf8)
        try "workday-end: 25:00\nsiesta: 14:00\n".write(to: dir.appendingPathComponent("workday.md"), atomically: true, encoding: .utf8)
        let result = try td.run(["skills", "check"])
        #expect(result.status == 1)
        let vocabulary = dir.appendingPathComponent("vocabulary-team.md").path
        let workday = dir.appendingPathComponent("workday.md").path
        #expect(result.stderr == """
            \(vocabulary):2: unknown column 'colour' (columns: term, expansion, tags, priority, time)
            \(vocabulary):4: priority 'urgent' is not high, medium, low or none
            \(vocabulary):5: 2 cells, the header has 4
            \(vocabulary):6: expected a table row starting with '|'
            \(workday):1: '25:00' is not a time of day (HH:MM, 24-hour)
            \(workday):2: unknown hour 'siesta' (known: afternoon, evening, lunch, morning, night, workday-end, workday-start)

            """)
        let shipped = try td.run(["skills", "check"], extraEnvironment: ["XDG_CONFIG_HOME": td.directory.appendingPathComponent("none").path])
        #expect(shipped.status == 0, "the shipped Skills must be clean: \(shipped.stderr)")
    }
}
