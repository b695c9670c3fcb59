import Foundation
import TaskDraftKit
import Testing
@testable import TaskDraftModels
@testable import TaskDraftParser

/// The shipped Skills are compiled before run time; a run uses that only when it would read
/// exactly those files, so a user's own or edited file still takes effect with no rebuild.
@Suite struct ShippedSkillsTests {
    static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Skills").path

    func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("td-skills-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func draft(_ text: String, _ skills: Skills) -> TaskDraft {
        let context = DraftContext(now: Instant(seconds: 1_796_194_800), zone: Zone.named("Europe/Moscow")!,
                                   region: Region("RU"), skills: skills)
        return BuiltinParser().parse(text, context: context.readingContext)
    }

    @Test func theShippedFilesLoadCompiledAndEqualWhatReadingThemGives() throws {
        let loaded = SkillsLoader.load(directories: [Self.shipped, "/nonexistent"])
        let names = FileSystem.list(Self.shipped).filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        let paths = names.map { Self.shipped + "/" + $0 }
        let contents = paths.map { try? FileSystem.readBytes($0) }
        #expect(ShippedSkills.compiled(names: names, contents: try paths.map { try FileSystem.readBytes($0) }, paths: paths) != nil,
                "the shipped Skills changed after generation: run scripts/generate-tables.sh")
        let read = SkillsLoader.compile(names: names, paths: paths, contents: contents, directories: loaded.directories)
        #expect(loaded.skills.terms == read.skills.terms)
        #expect(loaded.skills.hours == read.skills.hours)
        #expect(loaded.skills.keepNames == read.skills.keepNames)
        #expect(loaded.skills.tone == read.skills.tone)
        #expect(loaded.skills.phrases == read.skills.phrases)
        #expect(loaded.skills.files == read.skills.files)
        #expect(loaded.termPlaces == read.termPlaces)
        #expect(loaded.problems.isEmpty && read.problems.isEmpty)
        for term in read.skills.terms {
            let tokens = Tokenizer.tokenize("Сделать " + term.term + " завтра")
            let compiled = loaded.skills.lexicon.terms.longestMatch(tokens, at: 1)
            let built = read.skills.lexicon.terms.longestMatch(tokens, at: 1)
            #expect(compiled?.length == built?.length && compiled?.value == built?.value, "\(term.term)")
        }
    }

    @Test func theBuiltInTextsAreTheShippedFilesByteForByte() throws {
        let names = FileSystem.list(Self.shipped).filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        #expect(ShippedSkills.fileNames == names)
        for (name, text) in zip(ShippedSkills.fileNames, ShippedSkills.texts) {
            #expect(Array(text.utf8) == (try FileSystem.readBytes(Self.shipped + "/" + name)), "\(name)")
        }
        for (index, text) in ShippedSkills.texts.enumerated() {
            #expect(ShippedSkills.same(Array(text.utf8), as: text))
            var changed = Array(text.utf8)
            changed[index * 7 % changed.count] ^= 0x20
            #expect(!ShippedSkills.same(changed, as: text))
            #expect(!ShippedSkills.same(Array(text.utf8.dropLast()), as: text))
        }
    }

    @Test func withNoFolderOnDiskTheBuiltInLayerIsTheShippedSkills() {
        let builtIn = SkillsLoader.load(directories: ["/nonexistent"])
        let shipped = SkillsLoader.load(directories: [Self.shipped, "/nonexistent"])
        #expect(builtIn.problems.isEmpty)
        #expect(builtIn.files.map(\.layer) == Array(repeating: .builtIn, count: ShippedSkills.fileNames.count))
        #expect(builtIn.skills.files == ShippedSkills.fileNames.map { "builtin:" + $0 })
        #expect(builtIn.skills.terms == shipped.skills.terms && builtIn.skills.keepNames == shipped.skills.keepNames)
        #expect(builtIn.skills.hours == shipped.skills.hours && builtIn.skills.tone == shipped.skills.tone)
        #expect(builtIn.termLayers.allSatisfy { $0 == .builtIn } && builtIn.termLayers.count == builtIn.skills.terms.count)
        #expect(builtIn.termPlaces.first == SkillsLoader.Place(file: "builtin:vocabulary-en.md", line: 5))
        // The shipped folder holds the built-in files' copies: they replace nothing.
        #expect(shipped.files.allSatisfy { $0.layer == .shipped && $0.replaces == nil })
        #expect(draft("Подготовить КП", builtIn.skills).tags == ["sales"])
    }

    @Test func aFileOnDiskReplacesTheBuiltInOneOfItsNameAndTheRestStayBuiltIn() throws {
        let user = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: user) }
        try "| term | tags |\n|---|---|\n| КП | offers |\n".write(toFile: user + "/vocabulary-ru.md", atomically: true, encoding: .utf8)
        try "workday-end: 17:00\n".write(toFile: user + "/workday.md", atomically: true, encoding: .utf8)
        let loaded = SkillsLoader.load(folders: [(.user, user)])
        #expect(loaded.problems.isEmpty)
        let layers = Dictionary(uniqueKeysWithValues: loaded.files.map { ($0.name, $0.layer) })
        #expect(layers == ["keep-names.md": .builtIn, "tone-en.md": .builtIn, "tone-ru.md": .builtIn, "vocabulary-en.md": .builtIn,
                           "vocabulary-pl.md": .builtIn, "vocabulary-ru.md": .user, "workday.md": .user])
        #expect(loaded.files.first { $0.name == "workday.md" }?.replaces == .builtIn)
        let sources = Dictionary(zip(loaded.skills.terms.map(\.term), zip(loaded.termLayers, loaded.termPlaces)).map { ($0, $1) },
                                 uniquingKeysWith: { first, _ in first })
        #expect(sources["КП"]?.0 == .user && sources["КП"]?.1 == SkillsLoader.Place(file: user + "/vocabulary-ru.md", line: 3))
        #expect(sources["EOD"]?.0 == .builtIn && sources["EOD"]?.1 == SkillsLoader.Place(file: "builtin:vocabulary-en.md", line: 5))
        #expect(sources["ТЗ"] == nil, "the built-in vocabulary-ru.md is replaced, not merged")
        #expect(draft("Подготовить КП", loaded.skills).tags == ["offers"])
        #expect(draft("Review the PR", loaded.skills).tags == ["review"])
        #expect(loaded.skills.workdayEnd == LocalTime(hour: 17, minute: 0))
        #expect(!loaded.skills.keepNames.isEmpty && loaded.skills.tone["tone-ru.md"] != nil)

        // A shipped folder's file sits between: the person's file of the same name replaces it.
        let shipped = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: shipped) }
        try "workday-end: 16:00\nevening: 20:00\n".write(toFile: shipped + "/workday.md", atomically: true, encoding: .utf8)
        let three = SkillsLoader.load(folders: [(.shipped, shipped), (.user, user)])
        #expect(three.files.first { $0.name == "workday.md" }.map { [$0.layer, $0.replaces] } == [.user, .shipped])
        // A file the same as the one below it replaces nothing.
        try "workday-end: 16:00\nevening: 20:00\n".write(toFile: user + "/workday.md", atomically: true, encoding: .utf8)
        let same = SkillsLoader.load(folders: [(.shipped, shipped), (.user, user)])
        #expect(same.files.first { $0.name == "workday.md" }.map { [$0.layer, $0.replaces] } == [.user, nil])
        #expect(three.skills.workdayEnd == LocalTime(hour: 17, minute: 0) && three.skills.hour("evening") == LocalTime(hour: 19, minute: 0))
        let onlyShipped = SkillsLoader.load(folders: [(.shipped, shipped)])
        #expect(onlyShipped.skills.workdayEnd == LocalTime(hour: 16, minute: 0) && onlyShipped.skills.hour("evening") == LocalTime(hour: 20, minute: 0))
    }

    @Test func theShippedToneAndPhrasesAreReadWhenAskedAndCanBeChanged() {
        var skills = SkillsLoader.load(directories: [Self.shipped, "/nonexistent"]).skills
        let phrases = skills.phrases
        #expect(phrases["ru"]?["greeting"] != nil && skills.tone["tone-ru.md"] != nil)
        let shipped = skills
        skills.tone["tone-en.md"] = "Be brief."
        #expect(skills.tone["tone-en.md"] == "Be brief." && skills.tone["tone-ru.md"] == shipped.tone["tone-ru.md"])
        #expect(skills.phrases == phrases)
    }

    @Test func aUserVocabularyFileTakesEffectWithoutARebuild() throws {
        let user = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: user) }
        #expect(draft("Согласовать ZXQ", SkillsLoader.load(directories: [Self.shipped, user]).skills).tags == [])
        try "| term | tags | priority |\n|---|---|---|\n| ZXQ | zxq | high |\n"
            .write(toFile: user + "/vocabulary-team.md", atomically: true, encoding: .utf8)
        let loaded = SkillsLoader.load(directories: [Self.shipped, user])
        let result = draft("Согласовать ZXQ", loaded.skills)
        #expect(result.tags == ["zxq"])
        #expect(result.priority == .high)
        // The shipped vocabulary still applies beside it.
        #expect(draft("Подготовить КП", loaded.skills).tags == ["sales"])
    }

    @Test func anEditedShippedFileIsReadAsItIsNow() throws {
        let copy = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: copy) }
        for name in FileSystem.list(Self.shipped) where name.hasSuffix(".md") {
            var text = try String(contentsOfFile: Self.shipped + "/" + name, encoding: .utf8)
            if name == "workday.md" { text = text.replacingOccurrences(of: "18:00", with: "17:30") }
            try text.write(toFile: copy + "/" + name, atomically: true, encoding: .utf8)
        }
        let skills = SkillsLoader.load(directories: [copy]).skills
        #expect(skills.workdayEnd == LocalTime(hour: 17, minute: 30))
        #expect(SkillsLoader.load(directories: [Self.shipped]).skills.workdayEnd == LocalTime(hour: 18, minute: 0))
    }

    /// A copy of the shipped folder with `edit` applied to one file's text.
    func editedCopy(_ file: String, _ edit: (String) -> String) throws -> String {
        let copy = try temporaryDirectory()
        for name in FileSystem.list(Self.shipped) where name.hasSuffix(".md") {
            let text = try String(contentsOfFile: Self.shipped + "/" + name, encoding: .utf8)
            try (name == file ? edit(text) : text).write(toFile: copy + "/" + name, atomically: true, encoding: .utf8)
        }
        return copy
    }

    @Test func aShippedFileThatGrowsIsReadAsItIsNow() throws {
        let original = try String(contentsOfFile: Self.shipped + "/vocabulary-en.md", encoding: .utf8)
        #expect(original.hasSuffix("\n"))
        let copy = try editedCopy("vocabulary-en.md") { $0 + "| ZXQ | zxq | zxq | high | |\n" }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let loaded = SkillsLoader.load(directories: [copy])
        #expect(loaded.problems.isEmpty)
        #expect(draft("Review ZXQ", loaded.skills).tags == ["zxq"])
        #expect(loaded.termPlaces.count == loaded.skills.terms.count)
        let place = zip(loaded.skills.terms, loaded.termPlaces).first { $0.0.term == "ZXQ" }?.1
        #expect(place == SkillsLoader.Place(file: copy + "/vocabulary-en.md", line: original.filter { $0 == "\n" }.count + 1))
    }

    @Test func aShippedFileThatShrinksIsReadAsItIsNow() throws {
        let copy = try editedCopy("vocabulary-ru.md") { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("| КП ") }.joined(separator: "\n")
        }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        #expect(draft("Подготовить КП", SkillsLoader.load(directories: [Self.shipped]).skills).tags == ["sales"])
        #expect(draft("Подготовить КП", SkillsLoader.load(directories: [copy]).skills).tags == [])
    }

    @Test func theShippedFolderIsFoundAboveTheBinaryOrWhereTheEnvironmentSays() {
        // The test runner sits in .build/<triple>/debug of this checkout, as the taskdraft binary does.
        #expect(SkillsLoader.shippedDirectory(environment: Environment([:])) == Self.shipped)
        #expect(SkillsLoader.shippedDirectory(environment: Environment(["TASKDRAFT_SKILLS_DIR": "/opt/skills"])) == "/opt/skills")
    }

    @Test func filesAreReadInNameOrderAndAUserFileReplacesTheShippedOneOfItsName() throws {
        let user = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: user) }
        try "- Zorblax 9\n".write(toFile: user + "/keep-names-team.md", atomically: true, encoding: .utf8)
        try "workday-end: 17:00\n".write(toFile: user + "/workday.md", atomically: true, encoding: .utf8)
        try "- Acme One\n".write(toFile: user + "/keep-names-a.md", atomically: true, encoding: .utf8)
        let loaded = SkillsLoader.load(directories: [Self.shipped, user])
        #expect(loaded.problems.isEmpty)
        let names = loaded.skills.files.map(FileSystem.lastComponent)
        #expect(names == names.sorted())
        #expect(names == ["keep-names-a.md", "keep-names-team.md", "keep-names.md", "tone-en.md", "tone-ru.md",
                          "vocabulary-en.md", "vocabulary-pl.md", "vocabulary-ru.md", "workday.md"])
        #expect(loaded.skills.files.last == user + "/workday.md")
        #expect(loaded.skills.files.first == user + "/keep-names-a.md")
        #expect(loaded.skills.workdayEnd == LocalTime(hour: 17, minute: 0))
        #expect(loaded.skills.keepNames.prefix(2) == ["Acme One", "Zorblax 9"])
    }
}
