import Foundation
import HostileSamples
import RecurrenceSamples
import TaskDraftKit
import Testing
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Seeded hostile Skills folders (`HostileSkills`) as the person's layer over the built-in
/// files: every file the loader cannot take whole is a problem naming it, the files it did not
/// replace still read as built, and the parser drafts with whatever was loaded.
/// `TD_HOSTILE_SEED=<seed>` replays a run; every expectation names the seed and the case.
@Suite struct HostileSkillsTests {
    static func context(_ skills: Skills) -> DraftContext {
        DraftContext(now: Instant(seconds: 1_796_194_800), zone: Zone.named("Europe/Moscow")!, region: Region("RU"), skills: skills)
    }

    @Test func seededHostileFoldersLoadWithoutATrap() throws {
        let seed = HostileSeed.draw()
        var rng = SplitMix(state: seed)
        for n in 0..<150 {
            let entries = HostileSkills.folder(using: &rng)
            let folder = try HostileSkills.write(entries)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let label = "TD_HOSTILE_SEED=\(seed) case \(n) \(entries.map(\.name))"
            let loaded = SkillsLoader.load(folders: [(.user, folder)])
            for entry in entries where entry.name.hasSuffix(".md") && entry.name != "README.md" {
                let path = folder + "/" + entry.name
                let named = loaded.problems.filter { $0.file == path }.map(\.reason)
                switch entry {
                case .directory, .symlinkLoop, .dangling, .fifo, .endless:
                    #expect(named == [.cannotRead], "\(label): \(entry.name) \(named)")
                case .file(_, let bytes) where bytes.count > SkillsLoader.maximumFileBytes:
                    #expect(named == [.tooLarge(most: SkillsLoader.maximumFileBytes)], "\(label): \(entry.name) \(named)")
                case .file(_, let bytes):
                    if String(validating: bytes, as: UTF8.self) == nil { #expect(named == [.notUTF8], "\(label): \(entry.name) \(named)") }
                case .sparse: break
                }
            }
            let skills = loaded.skills
            let parser = BuiltinParser()
            for text in ["Позвонить Анне завтра в 10", "Call Anna tomorrow EOD", "Zadzwonić do Anny jutro", "КП ASAP"] {
                let draft = parser.parse(text, context: Self.context(skills).readingContext)
                #expect(!draft.title.isEmpty, "\(label): \(text)")
            }
            // A built-in file the folder did not replace is read as built.
            if !entries.contains(where: { $0.name == "vocabulary-ru.md" }) {
                let draft = parser.parse("Подготовить КП", context: Self.context(skills).readingContext)
                #expect(draft.tags.contains("sales"), "\(label): \(draft.tags)")
            }
        }
    }

    /// Numbers past Int64 in workday.md, each once a trap loading the Skills (so on every drafting
    /// command): `morning: 99999999999999999999`, `evening: 09:99999999999999999999` and a
    /// `remind-timed` of 16,000 `999999999W`. Each is a problem naming its line; the rest is read.
    @Test func aWorkdayFileOfNumbersPastInt64IsProblemsNotATrap() throws {
        let text = "morning: 99999999999999999999\nevening: 09:99999999999999999999\nremind-timed: -P"
            + String(repeating: "999999999W", count: 16_000) + "\nlunch: 12:30\n"
        let folder = try HostileSkills.write([.file("workday.md", Array(text.utf8))])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = SkillsLoader.load(folders: [(.user, folder)])
        #expect(loaded.problems.map(\.line) == [1, 2, 3] && loaded.problems.allSatisfy { $0.file == folder + "/workday.md" })
        #expect(loaded.skills.hours["lunch"] == LocalTime(hour: 12, minute: 30) && loaded.skills.timedReminder == nil)
    }

    /// A Skills file is read only up to `SkillsLoader.maximumFileBytes`: a sparse 2 GiB file (and
    /// one byte past the bound) is named as too large, and skipped before a byte of it is read;
    /// a file of exactly the bound is read, and the built-in reading goes on.
    @Test func aFileLargerThanTheBoundIsNamedAndSkipped() throws {
        let bound = SkillsLoader.maximumFileBytes
        let folder = try HostileSkills.write([
            .sparse("vocabulary-x.md", bytes: 2 << 30), .sparse("workday.md", bytes: bound + 1),
            .file("keep-names.md", Array(String(repeating: "\n", count: bound - 8).utf8) + Array("- Zorro\n".utf8)),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = SkillsLoader.load(folders: [(.user, folder)])
        #expect(Set(loaded.problems.map { "\($0.file) \($0.reason)" })
                == [folder + "/vocabulary-x.md \(SkillsProblem.tooLarge(most: bound))", folder + "/workday.md \(SkillsProblem.tooLarge(most: bound))"])
        #expect(loaded.skills.keepNames.contains("Zorro"), "the file of exactly the bound is read whole")
        let draft = BuiltinParser().parse("Подготовить КП", context: Self.context(loaded.skills).readingContext)
        #expect(draft.tags == ["sales"])
    }

    /// `vocabulary-x.md` a FIFO no one writes to, `workday.md` a link to `/dev/zero`: the first
    /// hung every drafting command in `open`, the second read without end. Each is a file that
    /// cannot be read, named; the built-in vocabulary still reads.
    @Test func aFIFOOrALinkToDevZeroIsAnUnreadableFileNotAHang() throws {
        let folder = try HostileSkills.write([.fifo("vocabulary-x.md"), .endless("workday.md")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = SkillsLoader.load(folders: [(.user, folder)])
        #expect(Set(loaded.problems.map { "\($0.file) \($0.reason)" })
                == [folder + "/vocabulary-x.md \(SkillsProblem.cannotRead)", folder + "/workday.md \(SkillsProblem.cannotRead)"])
        let draft = BuiltinParser().parse("Подготовить КП", context: Self.context(loaded.skills).readingContext)
        #expect(draft.tags == ["sales"])
    }
}
