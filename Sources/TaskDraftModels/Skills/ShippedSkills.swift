import Glibc
import TaskDraftKit

/// The shipped Skills built into the binary (`ShippedSkills+Generated.swift`, made by
/// `scripts/generate-tables.sh` from `Skills/`): the bottom layer every run reads, so a
/// binary copied anywhere still has the shipped vocabulary, hours and tone.
///
/// It holds each file as written (`texts`) and the same files compiled (`compiledSkills`).
/// The compiled form is used only when the files a run reads are, name for name and byte for
/// byte, the ones it was generated from, so a command that drafts does not parse them and
/// build their phrase tables again; any other set (a person's own file, an edited or missing
/// one) is read and compiled as before, so it takes effect with no rebuild.
///
/// A checked-in generated file rather than a SwiftPM build-tool plugin: the generator already
/// exists and reuses the run-time reader (`SkillsLoader.compile`), the build stays a plain
/// `swift build` with no tool target run at every build, and `GeneratedTablesTests` fails the
/// moment `Skills/` and this file disagree.
enum ShippedSkills {
    /// Where a built-in file is said to be: `builtin:vocabulary-en.md` (no folder holds it).
    static func path(of name: String) -> String { "builtin:" + name }

    /// The built-in file named `name`, as bytes, if there is one.
    static func bytes(of name: String) -> [UInt8]? {
        fileNames.firstIndex(of: name).map { Array(texts[$0].utf8) }
    }

    /// The generated Skills if `contents` (read from `paths`) are the generated-from files, name
    /// for name and byte for byte (`texts`).
    static func compiled(names: [String], contents: [[UInt8]], paths: [String]) -> Skills? {
        guard names == fileNames, zip(contents, texts).allSatisfy({ same($0, as: $1) }) else { return nil }
        return compiled(paths: paths)
    }

    /// Whether `bytes` are `text`'s UTF-8, compared as memory.
    static func same(_ bytes: [UInt8], as text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == bytes.count && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes, bytes.count) == 0)
        }
    }

    /// The generated Skills, said to come from `paths`.
    static func compiled(paths: [String]) -> Skills {
        var skills = compiledSkills()
        skills.files = paths
        return skills
    }

    /// Where each term of the generated Skills was defined, read from `paths`.
    static func termPlaces(paths: [String]) -> [SkillsLoader.Place] {
        termLines.map { SkillsLoader.Place(file: paths[Int($0.file)], line: Int($0.line)) }
    }
}
