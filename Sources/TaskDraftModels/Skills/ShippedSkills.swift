import TaskDraftKit

/// The shipped Skills files compiled before run time (`ShippedSkills+Generated.swift`, made
/// by `scripts/generate-tables.sh` from `Skills/`), so a command that drafts does not parse
/// them and build their phrase tables again.
///
/// Used only when the files a run would read are, name for name and byte for byte, the ones
/// it was generated from; any other set (a user's own file, an edited or missing one) is
/// read and compiled as before, so it takes effect with no rebuild.
enum ShippedSkills {
    /// FNV-1a over each file's name and bytes, in name order, each followed by an end marker.
    /// Each step maps hashes one to one, so files that differ in one byte always hash apart.
    static func fingerprint(names: [String], contents: [[UInt8]]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3
        }
        for (name, content) in zip(names, contents) {
            mix(name.utf8)
            mix(content)
        }
        return hash
    }

    /// The generated Skills if `contents` (read from `paths`) are the generated-from files.
    static func compiled(names: [String], contents: [[UInt8]], paths: [String]) -> Skills? {
        guard names == fileNames, fingerprint(names: names, contents: contents) == Self.fingerprint else { return nil }
        var skills = compiledSkills()
        skills.files = paths
        return skills
    }

    /// Where each term of the generated Skills was defined, read from `paths`.
    static func termPlaces(paths: [String]) -> [SkillsLoader.Place] {
        termLines.map { SkillsLoader.Place(file: paths[Int($0.file)], line: Int($0.line)) }
    }
}
