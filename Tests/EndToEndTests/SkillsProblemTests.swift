import Foundation
import Testing

/// A Skills line TaskDraft cannot read is ignored, but never silently: each run that reads
/// the Skills warns once, naming `file:line`; `skills check` also finds terms defined twice.
@Suite struct SkillsProblemTests {
    func userSkills(_ td: TaskDraftBinary) throws -> URL {
        let dir = td.directory.appendingPathComponent("config/taskdraft/skills")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aMalformedLineWarnsOncePerRunNamingFileAndLine() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = try userSkills(td).appendingPathComponent("vocabulary-team.md")
        try """
            | term | tags | priority |
            |---|---|---|
            | ОКР | rnd | high |
            | КД | docs | urgent |
            just a sentence
            """.write(to: file, atomically: true, encoding: .utf8)
        let warning = "taskdraft: warning: Skills: \(file.path):4: priority 'urgent' is not high, medium, low or none"
            + " — ignored (and 1 more); run 'taskdraft skills check'\n"

        let one = try td.run(["draft", "--json", "Подготовить ОКР"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stderr == warning)
        // The lines that are well formed still apply.
        #expect(one.stdout.contains("\"tags\":[\"rnd\"]"), "\(one.stdout)")

        // Three drafts in one run: still one warning.
        let three = try td.run(["draft"], stdin: "Подготовить ОКР\nСогласовать КД\nзаказать пиццу\n")
        #expect(three.status == 0, "\(three.stderr)")
        #expect(three.stdout.split(separator: "\n").count == 3)
        #expect(three.stderr == warning)

        let added = try td.run(["add", "--yes", "Согласовать КД завтра"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.components(separatedBy: "Skills:").count == 2, "\(added.stderr)")
        #expect(added.stderr.contains("\(file.path):4:"))

        // Clean Skills: nothing said.
        try FileManager.default.removeItem(at: file)
        let clean = try td.run(["draft", "--json", "Подготовить ОКР"])
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")
    }

    @Test func checkFlagsATermDefinedTwiceWithBothPlaces() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dir = try userSkills(td)
        try """
            | term | tags |
            |---|---|
            | ОКР | rnd |
            | кп | offers |
            | окр | research |
            """.write(to: dir.appendingPathComponent("vocabulary-team.md"), atomically: true, encoding: .utf8)
        let shipped = try #require(try td.json(["skills", "list", "--json"]) as? [String: Any])
        let ru = try #require((shipped["files"] as? [String])?.first { $0.hasSuffix("/vocabulary-ru.md") })
        let kpLine = try #require(try String(contentsOfFile: ru, encoding: .utf8).components(separatedBy: "\n")
            .firstIndex { $0.hasPrefix("| КП |") }) + 1
        let team = dir.appendingPathComponent("vocabulary-team.md").path

        let result = try td.run(["skills", "check"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            \(team):4: term 'кп' is defined again; first at \(ru):\(kpLine)
            \(team):5: term 'окр' is defined again; first at \(team):3

            """)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try td.run(["skills", "check", "--json"]).stdout.utf8))
            as? [String: Any])
        let problems = json["problems"] as? [[String: Any]] ?? []
        #expect(problems.map { $0["line"] as? Int } == [4, 5])
        // A duplicate is not malformed: drafting commands do not warn about it.
        #expect(try td.run(["draft", "--json", "Подготовить ОКР"]).stderr.isEmpty)
    }
    /// A Russian session reads every problem in Russian, made from the reader's own value
    /// (`SkillsProblem`), the count agreeing with its noun; `--json` keeps the English.
    @Test func problemsAreRussianUnderARussianLocale() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = try userSkills(td).appendingPathComponent("vocabulary-team.md")
        try """
            | term | tags | priority | colour |
            |---|---|---|---|
            | ОКР | rnd |
            | КД | docs | urgent | red |
            """.write(to: file, atomically: true, encoding: .utf8)
        let russian = ["LANG": "ru_RU.UTF-8"]
        let result = try td.run(["skills", "check"], extraEnvironment: russian)
        #expect(result.status == 1)
        #expect(result.stderr == """
            \(file.path):1: неизвестный столбец 'colour' (столбцы: term, expansion, tags, priority, time)
            \(file.path):3: 2 ячейки, а в заголовке 4
            \(file.path):4: приоритет 'urgent' — не high, medium, low или none

            """)
        let json = try #require(try JSONSerialization.jsonObject(
            with: Data(try td.run(["skills", "check", "--json"], extraEnvironment: russian).stdout.utf8)) as? [String: Any])
        #expect((json["problems"] as? [[String: Any]])?.compactMap { $0["message"] as? String } == [
            "unknown column 'colour' (columns: term, expansion, tags, priority, time)", "2 cells, the header has 4",
            "priority 'urgent' is not high, medium, low or none",
        ])
        let drafted = try td.run(["draft", "--json", "Подготовить ОКР"], extraEnvironment: russian)
        #expect(drafted.stderr == "taskdraft: предупреждение: Skills: \(file.path):1: неизвестный столбец 'colour' "
                + "(столбцы: term, expansion, tags, priority, time) — строка пропущена (и ещё 2); запустите taskdraft skills check\n")
    }
}
