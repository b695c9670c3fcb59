import TaskDraftKit

/// The shipped Skills files compiled before run time (`ShippedSkills+Generated.swift`, made
/// by `scripts/generate-tables.sh` from `Skills/`): parsing the files and building their
/// phrase tables was a third of a drafting command's start-up.
///
/// Used only when the files a run would read are, name for name and byte for byte, the ones
/// it was generated from; any other set (a user's own file, an edited or missing one) is
/// read and compiled as before, so it takes effect with no rebuild.
enum ShippedSkills {
    /// FNV-1a over each file's name and bytes, in name order, but eight bytes a step:
    /// byte by byte, hashing the ~11 KB of shipped files cost every drafting command ~40,000
    /// instructions. Each step maps hashes one to one, so files that differ in one word (or
    /// byte) always hash apart.
    static func fingerprint(names: [String], contents: [[UInt8]]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (name, content) in zip(names, contents) {
            var name = name
            hash = name.withUTF8 { mix($0, into: hash) }
            hash = content.withUnsafeBufferPointer { mix($0, into: hash) }
        }
        return hash
    }

    /// `hash` with `bytes` and an end marker mixed in.
    private static func mix(_ bytes: UnsafeBufferPointer<UInt8>, into hash: UInt64) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        let raw = UnsafeRawBufferPointer(bytes)
        var hash = hash, offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* prime
            offset += 8
        }
        for byte in raw[offset...] {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return (hash ^ 0xFF) &* prime
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
