import Foundation
import Testing

/// The shipped Skills are built into the binary: a copy of it alone in an empty folder, with
/// empty HOME and XDG folders, still reads the README's vocabulary and hours. Files on disk
/// (the shipped folder, the person's config folder) are layered over the built-in ones, a file
/// replacing the one of its name below it, and `skills` says which layer each term comes from.
@Suite struct BuiltInSkillsTests {
    /// The binary copied into `<home>/copy/bin`: nothing beside or above it is a Skills
    /// folder, and nothing is installed next to it.
    func copiedBinary(_ td: TaskDraftBinary) throws -> String {
        let directory = td.directory.appendingPathComponent("copy/bin")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let copy = directory.appendingPathComponent("taskdraft").path
        try FileManager.default.copyItem(atPath: TaskDraftBinary.path, toPath: copy)
        return copy
    }

    func json(_ td: TaskDraftBinary, _ binary: String, _ arguments: [String], environment: [String: String] = [:]) throws -> [String: Any] {
        let result = try td.run(arguments, extraEnvironment: environment, executable: binary)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// Each file's name and layer, and each term's layer, from `skills list --json`.
    func layers(_ list: [String: Any]) -> (files: [String: String], terms: [String: String]) {
        let files = (list["layers"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["layer"] as? String ?? "") }
        let terms = (list["term_sources"] as? [[String: Any]] ?? []).map { ($0["term"] as? String ?? "", $0["layer"] as? String ?? "") }
        return (Dictionary(files, uniquingKeysWith: { $1 }), Dictionary(terms, uniquingKeysWith: { first, _ in first }))
    }

    @Test func aCopiedBinaryCarriesTheShippedVocabularyAndHours() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let copy = try copiedBinary(td)
        // The README's examples: vocabulary tags, "до конца дня" at the workday's end, EOD.
        let kp = try json(td, copy, ["draft", "--json", "Подготовить КП для Альфы до конца дня"])
        #expect(kp["tags"] as? [String] == ["sales"])
        #expect(kp["due"] as? String == "2026-12-02T18:00:00+03:00")
        #expect(try json(td, copy, ["draft", "--json", "Планёрка по понедельникам и средам в 10:00"])["tags"] as? [String] == ["meeting"])
        #expect(try json(td, copy, ["draft", "--json", "Send the deck EOD"])["due"] as? String == "2026-12-02T18:00:00+03:00")
        #expect(try json(td, copy, ["draft", "--json", "Hotfix for the payments page"])["priority"] as? String == "high")

        // The copy reads the same Skills as the binary in its build tree, all of them built in.
        let copied = try json(td, copy, ["skills", "list", "--json"])
        let built = try json(td, TaskDraftBinary.path, ["skills", "list", "--json"])
        #expect(copied["directories"] as? [String] == [td.directory.appendingPathComponent("config/taskdraft/skills").path])
        #expect((copied["terms"] as? Int ?? 0) > 100 && copied["terms"] as? Int == built["terms"] as? Int)
        #expect((copied["keep_names"] as? Int ?? 0) > 0 && copied["keep_names"] as? Int == built["keep_names"] as? Int)
        #expect(copied["hours"] as? [String: String] == built["hours"] as? [String: String])
        // In its build tree the binary reads the checkout's Skills/: the same files, so they replace nothing.
        let builtLayers = built["layers"] as? [[String: Any]] ?? []
        #expect(builtLayers.count == 7 && builtLayers.allSatisfy { $0["layer"] as? String == "shipped" && $0["replaces"] == nil })
        let (files, terms) = layers(copied)
        #expect(files == ["keep-names.md": "built-in", "tone-en.md": "built-in", "tone-ru.md": "built-in",
                          "vocabulary-en.md": "built-in", "vocabulary-pl.md": "built-in", "vocabulary-ru.md": "built-in",
                          "workday.md": "built-in"])
        #expect(terms.count > 100 && terms.values.allSatisfy { $0 == "built-in" })
        #expect(copied["files"] as? [String] == files.keys.sorted().map { "builtin:" + $0 })

        let check = try td.run(["skills", "check"], executable: copy)
        #expect(check.status == 0 && check.stdout == "7 Skills files, no problems.\n", "\(check.stdout)\(check.stderr)")
        let listed = try td.run(["skills"], executable: copy)
        #expect(listed.stdout.contains("  built in  builtin:vocabulary-ru.md\n"), "\(listed.stdout)")
        let termLines = try td.run(["skills", "terms"], executable: copy).stdout.split(separator: "\n")
        #expect(termLines.contains { $0.hasPrefix("КП ") && $0.hasSuffix("  built in  builtin:vocabulary-ru.md:8") }, "\(termLines)")
    }

    @Test func filesOnDiskAreLayeredOverTheBuiltInOnesAndSkillsSaysWhichLayerEachTermIsFrom() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let copy = try copiedBinary(td)
        let user = td.directory.appendingPathComponent("config/taskdraft/skills")
        let shipped = td.directory.appendingPathComponent("share-skills")
        for directory in [user, shipped] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        try "| term | tags |\n|---|---|\n| КП | offers |\n".write(to: user.appendingPathComponent("vocabulary-ru.md"), atomically: true, encoding: .utf8)
        try "workday-end: 17:00\n".write(to: shipped.appendingPathComponent("workday.md"), atomically: true, encoding: .utf8)
        let environment = ["TASKDRAFT_SKILLS_DIR": shipped.path]

        func draft(_ text: String) throws -> [String: Any] { try json(td, copy, ["draft", "--json", text], environment: environment) }
        #expect(try draft("Подготовить КП")["tags"] as? [String] == ["offers"])
        #expect(try draft("Согласовать ТЗ")["tags"] as? [String] == [], "the built-in vocabulary-ru.md is replaced, not merged")
        #expect(try draft("Send the deck EOD")["due"] as? String == "2026-12-02T17:00:00+03:00")
        #expect(try draft("Review the PR")["tags"] as? [String] == ["review"])

        let list = try json(td, copy, ["skills", "list", "--json"], environment: environment)
        let (files, terms) = layers(list)
        #expect(files == ["keep-names.md": "built-in", "tone-en.md": "built-in", "tone-ru.md": "built-in",
                          "vocabulary-en.md": "built-in", "vocabulary-pl.md": "built-in", "vocabulary-ru.md": "user",
                          "workday.md": "shipped"])
        let replaced = (list["layers"] as? [[String: Any]] ?? []).compactMap { file in
            (file["replaces"] as? String).map { (file["name"] as? String ?? "") + " " + $0 }
        }
        #expect(replaced == ["vocabulary-ru.md built-in", "workday.md built-in"])
        #expect(terms["КП"] == "user" && terms["EOD"] == "built-in" && terms["ТЗ"] == nil)
        let sources = try json(td, copy, ["skills", "terms", "--json"], environment: environment)["terms"] as? [[String: Any]] ?? []
        let kp = try #require(sources.first { $0["term"] as? String == "КП" })
        #expect(kp["layer"] as? String == "user" && kp["file"] as? String == user.appendingPathComponent("vocabulary-ru.md").path
                && kp["line"] as? Int == 3)

        let text = try td.run(["skills", "terms"], extraEnvironment: environment, executable: copy).stdout.split(separator: "\n")
        #expect(text.contains { $0.hasPrefix("КП ") && $0.hasSuffix("  yours     \(user.path)/vocabulary-ru.md:3") }, "\(text)")
        #expect(text.contains { $0.hasPrefix("EOD ") && $0.hasSuffix("  built in  builtin:vocabulary-en.md:5") }, "\(text)")
        let listed = try td.run(["skills"], extraEnvironment: environment, executable: copy).stdout
        #expect(listed.contains("  shipped   \(shipped.path)/workday.md (replaces the built-in file)\n"), "\(listed)")
        let russian = try td.run(["skills"], extraEnvironment: environment.merging(["LANG": "ru_RU.UTF-8"]) { $1 }, executable: copy).stdout
        #expect(russian.contains("  ваш          \(user.path)/vocabulary-ru.md (заменяет встроенный файл)\n"), "\(russian)")
    }
}
