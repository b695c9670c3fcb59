import Foundation
import Glibc
import RecurrenceSamples

/// Seeded hostile Skills folders, as a person or a package could leave them: files of every
/// kind the loader reads (and one of no kind) holding random bytes, bytes that are no UTF-8,
/// megabytes, odd front matter, table rows of 100,000 characters, empty and repeated entries,
/// values past their limits; and in a file's place a directory, a symlink loop, a dangling link, a
/// FIFO no one writes to, or a link to `/dev/zero`.
public enum HostileSkills {
    public enum Entry: Sendable, Equatable {
        case file(String, [UInt8])
        case directory(String)
        /// A symlink to itself: opening it fails with ELOOP.
        case symlinkLoop(String)
        case dangling(String)
        case fifo(String)
        /// A symlink to `/dev/zero`: bytes without end.
        case endless(String)
        /// A regular file of `bytes` zeros that takes no disk (`ftruncate`): a 2 GiB one is
        /// what a stray export or a disk image left in the folder looks like to the loader.
        case sparse(String, bytes: Int)

        public var name: String {
            switch self {
            case .file(let name, _), .directory(let name), .symlinkLoop(let name), .dangling(let name), .fifo(let name), .endless(let name),
                 .sparse(let name, _):
                return name
            }
        }
    }

    /// One to four entries, each named as a Skills file of some kind.
    public static func folder(using rng: inout SplitMix) -> [Entry] {
        var entries: [Entry] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let name = pick(fileNames, &rng)
            guard !entries.contains(where: { $0.name == name }) else { continue }
            switch Int.random(in: 0..<24, using: &rng) {
            case 0: entries.append(.directory(name))
            case 1: entries.append(.symlinkLoop(name))
            case 2: entries.append(.dangling(name))
            case 3: entries.append(.fifo(name))
            case 4: entries.append(.endless(name))
            default: entries.append(.file(name, file(named: name, using: &rng)))
            }
        }
        return entries
    }

    /// Writes `entries` into a new folder under the temporary directory and returns its path.
    public static func write(_ entries: [Entry]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("td-hostile-skills-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write(entries, into: folder.path)
        return folder.path
    }

    /// Writes `entries` into the folder `folder`, which exists.
    public static func write(_ entries: [Entry], into folder: String) throws {
        for entry in entries {
            let path = folder + "/" + entry.name
            switch entry {
            case .file(_, let bytes): try Data(bytes).write(to: URL(fileURLWithPath: path))
            case .directory: try FileManager.default.createDirectory(atPath: path + "/inner.md", withIntermediateDirectories: true)
            case .symlinkLoop: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
            case .dangling: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".missing")
            case .fifo: guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            case .endless: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            case .sparse(_, let bytes):
                let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
                defer { if fd >= 0 { close(fd) } }
                guard fd >= 0, ftruncate(fd, off_t(bytes)) == 0 else { throw CocoaError(.fileWriteUnknown) }
            }
        }
    }

    /// A file's bytes: mostly the lines its kind reads, hostile; sometimes noise.
    public static func file(named name: String, using rng: inout SplitMix) -> [UInt8] {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return (0..<Int.random(in: 0...4_096, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        case 1: return []
        case 2: return Array(String(repeating: pick(["| a | b |\n", "x", "\n", "|", "remind-timed: -PT1M\n"], &rng),
                                    count: Int.random(in: 100_000...400_000, using: &rng)).utf8)
        default: break
        }
        var lines: [String] = []
        if chance(0.15, &rng) { lines += ["---", pick(["title: x", "kind: vocabulary", "---", "", "\u{FEFF}", ": :"], &rng), "---"] }
        if chance(0.1, &rng) { lines.append(pick(["# Heading", "> quote", "<!-- comment", "<!-- -->", "##", "#\u{301}"], &rng)) }
        let kind = fileNames.first { name.hasPrefix($0.prefix(5)) }.map { String($0.prefix(5)) } ?? ""
        for _ in 0..<Int.random(in: 0...30, using: &rng) {
            switch kind {
            case "vocab": lines.append(contentsOf: vocabularyLines(first: lines.isEmpty, using: &rng))
            case "keep-": lines.append(pick(["- ", "* ", "", "- " ], &rng) + text(using: &rng))
            case "workd", "urgen":
                lines.append(pick(["", "- "], &rng) + pick(keys, &rng) + pick([":", ": ", "", "::", " : "], &rng) + pick(values, &rng))
            case "tone-":
                lines.append(chance(0.2, &rng) ? pick(["## Terminal", "## terminal", "##  Terminal\u{301}", "## Other"], &rng)
                             : pick(["", "greeting: ", ": ", "key:value", "x"], &rng) + text(using: &rng))
            default: lines.append(text(using: &rng))
            }
        }
        var bytes = Array(lines.joined(separator: pick(["\n", "\r\n", "\r", "\n\n"], &rng)).utf8)
        if chance(0.1, &rng), !bytes.isEmpty {
            bytes.insert(contentsOf: pick(HostileCalendars.badBytes, &rng), at: Int.random(in: 0...bytes.count, using: &rng))
        }
        return bytes
    }

    static func vocabularyLines(first: Bool, using rng: inout SplitMix) -> [String] {
        if first || chance(0.05, &rng) {
            // A header: the known columns in some order, one unknown, one missing, or none at all.
            var columns = ["term", "expansion", "tags", "priority", "time"].shuffled(using: &rng)
            columns = Array(columns.prefix(Int.random(in: 0...5, using: &rng)))
            if chance(0.2, &rng) { columns.append(pick(["notes", "", "TERM", "term\u{301}", "|"], &rng)) }
            return ["| " + columns.joined(separator: " | ") + " |", pick(["|---|---|---|---|---|", "|:-:|", "|", "---", ""], &rng)]
        }
        let cells = (0..<Int.random(in: 0...7, using: &rng)).map { _ in pick(cellValues, &rng) }
        var row = pick(["| ", "|", " |", ""], &rng) + cells.joined(separator: pick([" | ", "|", " \\| "], &rng)) + pick([" |", "", "||"], &rng)
        if chance(0.03, &rng) { row += String(repeating: pick(["x", "| ", "é"], &rng), count: 100_000) }
        return [row]
    }

    static func text(using rng: inout SplitMix) -> String {
        (0..<Int.random(in: 1...3, using: &rng)).map { _ in pick(HostileCalendars.texts + cellValues, &rng) }.joined(separator: " ")
    }

    static let fileNames = ["vocabulary-en.md", "vocabulary-ru.md", "vocabulary-zz.md", "keep-names.md", "workday.md", "tone-en.md",
                            "tone-ru.md", "tone-.md", "urgency.md", "other.md", "README.md", "vocabulary.md", ".md", "workday.md.md"]

    static let keys = ["workday-start", "workday-end", "morning", "evening", "night", "lunch", "afternoon", "remind-timed", "remind-dated",
                       "due", "priority.high", "tag.NAME", "tag.", "tag.\u{301}", "project", "age", "", "blocking", "\u{202E}"]

    static let values = ["09:00", "18:00", "24:00", "23:60", "-1:00", "9", "", "-PT15M", "PT0S", "-P99999999W", "P1Y", "99999999999999999999",
                         "-9223372036854775808", "1e308", "nan", "inf", "-inf", "0x10", "1_000", "١٢:٠٠", "09:00\u{301}",
                         "-P" + String(repeating: "999999999W", count: 16_000), "PT" + String(repeating: "999999999H", count: 10)]

    static let cellValues = ["EOD", "eod", "", " ", "ASAP", "urgent", "due", "tomorrow", "every", "at", "in", "и", "завтра", "jutro",
                             "high", "low", "none", "urgentish", "workday-end", "morning", "09:00", "25:00", "sales", "a,b,,c", ",",
                             "#tag", "\u{301}", "é\u{301}", "\u{202E}", "\u{200D}", "\u{0}", "\u{1B}[31m", "👨\u{200D}👩", "\\|", "|",
                             "1:1", "a.b", ".*", "(", "[", "\\", String(repeating: "w", count: 5_000),
                             String(repeating: "word ", count: 200)]

    static func chance(_ p: Double, _ rng: inout SplitMix) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    static func pick<T>(_ items: [T], _ rng: inout SplitMix) -> T { items.randomElement(using: &rng)! }
}
