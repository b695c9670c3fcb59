import Glibc
import TaskDraftKit

/// Finds and reads Skills files in layers: the ones built into the binary, then the shipped
/// folder's, then the person's, where a file replaces the one of the same name below it. The
/// format is defined in `Skills/README.md`.
public enum SkillsLoader {
    /// Where a Skills file comes from, bottom to top.
    public enum Layer: String, Sendable, Hashable, CaseIterable {
        /// Built into the binary from `Skills/` (`ShippedSkills`).
        case builtIn = "built-in"
        /// `TASKDRAFT_SKILLS_DIR`, the installed share folder, or the checkout's `Skills/`.
        case shipped
        /// `$XDG_CONFIG_HOME/taskdraft/skills`.
        case user
    }

    /// A file in use: its name, where it was read from, and its layer.
    public struct File: Sendable, Hashable {
        public let name: String
        /// A path on disk, or `builtin:<name>` for a built-in file.
        public let path: String
        public let layer: Layer
        /// The layer below whose file of this name it replaces with different words, if any.
        public let replaces: Layer?
    }

    /// A line `skills check` reports.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let reason: SkillsProblem
        /// The English `skills check --json` reports.
        public var message: String { reason.english }
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// Where a vocabulary term was defined.
    public struct Place: Sendable, Hashable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public var description: String { "\(file):\(line)" }
    }

    public struct Result: Sendable {
        public var skills: Skills
        public var problems: [Problem]
        /// The directories searched, shipped first.
        public var directories: [String]
        /// The files in use, in load order (`skills.files` are their paths).
        public var files: [File]
        /// The layer each of `skills.terms` comes from, index for index.
        public var termLayers: [Layer] {
            var layers: [String: Layer] = [:]
            for file in files { layers[file.path] = file.layer }
            return termPlaces.map { layers[$0.file] ?? .user }
        }
        /// Where each of `skills.terms` was defined, index for index.
        public var termPlaces: [Place] {
            switch places {
            case .listed(let places): places
            case .shipped(let paths): ShippedSkills.termPlaces(paths: paths)
            }
        }
        /// Only `skills check` asks where terms are, so the shipped Skills keep their files'
        /// paths and make the places on demand, not on every drafting command.
        enum Places: Sendable {
            case listed([Place])
            case shipped(paths: [String])
        }
        let places: Places

        /// A term defined twice, within a file or across files: the later one, naming the
        /// earlier. Only `skills check` asks, so drafting commands never pay for it.
        public var duplicateTerms: [Problem] {
            var first: [String: Place] = [:]
            var duplicates: [Problem] = []
            for (term, place) in zip(skills.terms, termPlaces) {
                let key = term.term.lowercased()
                if let earlier = first[key] {
                    duplicates.append(Problem(file: place.file, line: place.line,
                                              reason: .termDefinedAgain(term.term, firstAt: earlier.description)))
                } else {
                    first[key] = place
                }
            }
            return duplicates
        }
    }

    /// Where the shipped Skills are: `TASKDRAFT_SKILLS_DIR`, an installed
    /// `<prefix>/share/taskdraft/skills`, or the `Skills/` folder of the checkout the binary
    /// was built in (the nearest `Skills/README.md` at most five folders up).
    public static func shippedDirectory(environment: Environment) -> String? {
        if let dir = environment["TASKDRAFT_SKILLS_DIR"] { return dir }
        guard let executable = FileSystem.executablePath() else { return nil }
        /// The folder holding `path` ("" for a file at the root, so a suffix makes `/…`).
        func parent(_ path: String) -> String {
            let folder = FileSystem.directory(of: path)
            return folder == "/" ? "" : folder
        }
        var folder = parent(executable)
        let installed = parent(folder) + "/share/taskdraft/skills"
        if FileSystem.isDirectory(installed) { return installed }
        for _ in 0..<5 {
            if FileSystem.exists(folder + "/Skills/README.md") { return folder + "/Skills" }
            folder = parent(folder)
        }
        return nil
    }

    public static func userDirectory(environment: Environment) -> String {
        environment.configHome + "/taskdraft/skills"
    }

    public static func load(environment: Environment) -> Result {
        var folders: [(layer: Layer, directory: String)] = []
        if let shipped = shippedDirectory(environment: environment) { folders.append((.shipped, shipped)) }
        folders.append((.user, userDirectory(environment: environment)))
        return load(folders: folders)
    }

    /// Reads the first directory as the shipped folder and the rest as the person's.
    public static func load(directories: [String]) -> Result {
        load(folders: directories.enumerated().map { ($0.offset == 0 ? .shipped : .user, $0.element) })
    }

    /// Reads every `.md` file but README.md of each folder over the built-in files; a later
    /// folder's file replaces an earlier one (or a built-in one) of the same name.
    public static func load(folders: [(layer: Layer, directory: String)]) -> Result {
        // Each name's files, bottom layer first; the top one is read.
        var stacks: [String: [File]] = [:]
        for name in ShippedSkills.fileNames {
            stacks[name] = [File(name: name, path: ShippedSkills.path(of: name), layer: .builtIn, replaces: nil)]
        }
        for (layer, directory) in folders {
            for name in FileSystem.list(directory) where name.hasSuffix(".md") && name != "README.md" {
                stacks[name, default: []].append(File(name: name, path: directory + "/" + name, layer: layer, replaces: nil))
            }
        }
        let names = stacks.keys.sorted()
        let tops = names.map { stacks[$0]!.last! }
        let paths = tops.map(\.path)
        let directories = folders.map(\.directory)
        if tops.allSatisfy({ $0.layer == .builtIn }), names == ShippedSkills.fileNames {
            return Result(skills: ShippedSkills.compiled(paths: paths), problems: [], directories: directories, files: tops,
                          places: .shipped(paths: paths))
        }
        var unread: [String: SkillsProblem] = [:]
        let contents = tops.map { top -> [UInt8]? in
            if top.layer == .builtIn { return ShippedSkills.bytes(of: top.name) }
            do throws(FileSystem.Failure) {
                return try read(top.path)
            } catch {
                unread[top.path] = error.code == EFBIG ? .tooLarge(most: maximumFileBytes) : .cannotRead
                return nil
            }
        }
        let readable = contents.compactMap { $0 }
        let compiled = readable.count == contents.count ? ShippedSkills.compiled(names: names, contents: readable, paths: paths) : nil
        let files = zip(names, contents).map { name, content in
            replacing(stacks[name]!, content: content, builtInBelow: compiled != nil)
        }
        if let compiled {
            return Result(skills: compiled, problems: [], directories: directories, files: files, places: .shipped(paths: paths))
        }
        return compile(names: names, paths: paths, contents: contents, directories: directories, files: files, unread: unread)
    }

    /// The most bytes a Skills file may hold: the shipped ones hold under 8 KB, and a person's
    /// vocabulary of 10,000 terms about 600 KB. Every drafting command reads the files, so a
    /// larger one (a stray 2 GB export) is skipped and named, never read; not cut short, since
    /// half a table or a line cut mid-word would apply without a word said.
    public static let maximumFileBytes = 1 << 20

    /// A person's or the shipped folder's file; one larger than `maximumFileBytes` fails with
    /// `EFBIG`. Only a regular file is read: a FIFO in the folder would hang every drafting command.
    static func read(_ path: String) throws(FileSystem.Failure) -> [UInt8] {
        try FileSystem.readBytes(path, regularOnly: true, atMost: maximumFileBytes)
    }

    /// The top file of `stack` (bottom layer first), naming the layer below it when its bytes
    /// differ from that layer's file: a copy of the built-in file in the shipped folder (an
    /// installed package) replaces nothing. `builtInBelow`: the top's bytes are known to be
    /// the built-in file's.
    static func replacing(_ stack: [File], content: [UInt8]?, builtInBelow: Bool) -> File {
        let top = stack[stack.count - 1]
        guard stack.count > 1 else { return top }
        let below = stack[stack.count - 2]
        let same: Bool
        if below.layer == .builtIn {
            same = builtInBelow || (content != nil && content == ShippedSkills.bytes(of: below.name))
        } else {
            same = content != nil && content == (try? read(below.path))
        }
        return File(name: top.name, path: top.path, layer: top.layer, replaces: same ? nil : below.layer)
    }

    /// Parses the files (nil content: unreadable, for the reason `unread` gives by path, or
    /// `cannotRead`) and builds their phrase tables.
    static func compile(names: [String], paths: [String], contents: [[UInt8]?], directories: [String], files: [File]? = nil,
                        unread: [String: SkillsProblem] = [:]) -> Result {
        var skills = Skills()
        var problems: [Problem] = []
        var termPlaces: [Place] = []
        for (name, (path, content)) in zip(names, zip(paths, contents)) {
            guard let text = content else {
                problems.append(Problem(file: path, line: 0, reason: unread[path] ?? .cannotRead))
                continue
            }
            guard String(validating: text, as: UTF8.self) != nil else {
                problems.append(Problem(file: path, line: 0, reason: .notUTF8))
                continue
            }
            skills.files.append(path)
            SkillsFileParser(path: path, name: name).parse(text, into: &skills, problems: &problems,
                                                                   termPlaces: &termPlaces)
        }
        skills.compile()
        let files = files ?? zip(names, paths).map { File(name: $0, path: $1, layer: .shipped, replaces: nil) }
        return Result(skills: skills, problems: problems, directories: directories, files: files, places: .listed(termPlaces))
    }
}

/// Reads one Skills file. Its name says its kind: `vocabulary-*.md` (a table of terms),
/// `keep-names*.md` (one name per line), `workday*.md` (`name: HH:MM` hours), `tone-*.md`
/// (instructions for models, and a `## Terminal` section of `key: text` phrases), `urgency*.md`
/// (`name: number` coefficients, README "What to do next").
struct SkillsFileParser {
    let path: String
    let name: String

    static let vocabularyColumns = Set(SkillsProblem.vocabularyColumns)

    /// Blank lines, headings, quotes and HTML comments mean nothing in any kind of file.
    static func isIgnorable(_ line: String) -> Bool {
        line.isEmpty || line.hasPrefix("#") || line.hasPrefix(">") || line.hasPrefix("<!--")
    }

    func parse(_ bytes: [UInt8], into skills: inout Skills, problems: inout [SkillsLoader.Problem],
               termPlaces: inout [SkillsLoader.Place]) {
        func problem(_ line: Int, _ reason: SkillsProblem) {
            problems.append(SkillsLoader.Problem(file: path, line: line, reason: reason))
        }
        if name.hasPrefix("vocabulary") {
            parseVocabulary(bytes, into: &skills, places: &termPlaces, problem: problem)
            return
        }
        let lines = ByteText(bytes).lines.map { String(decoding: bytes[$0], as: UTF8.self)[...] }
        if name.hasPrefix("keep-names") {
            for (offset, raw) in lines.enumerated() {
                let line = raw.trimmingWhitespace()
                if Self.isIgnorable(line) { continue }
                var entry = line
                if entry.hasPrefix("- ") || entry.hasPrefix("* ") { entry = String(entry.dropFirst(2)).trimmingWhitespace() }
                if entry.isEmpty { problem(offset + 1, .emptyListItem); continue }
                if entry.contains("|") { problem(offset + 1, .nameWithBar); continue }
                skills.keepNames.append(entry)
            }
        } else if name.hasPrefix("workday") {
            for (offset, raw) in lines.enumerated() {
                let line = raw.trimmingWhitespace()
                if Self.isIgnorable(line) { continue }
                var body = line
                if body.hasPrefix("- ") { body = String(body.dropFirst(2)) }
                guard let colon = body.firstIndex(of: ":") else { problem(offset + 1, .expectedHourLine); continue }
                let key = body[..<colon].trimmingWhitespace().lowercased()
                let value = body[body.index(after: colon)...].trimmingWhitespace()
                if key == "remind-timed" || key == "remind-dated" {
                    // A duration from the due (`-PT15M`), or for whole days a time of day (`09:00`).
                    let time = key == "remind-dated" ? LocalTime(hourMinute: value) : nil
                    guard let reminder = time.map({ Reminder.relative(Int64($0.secondsOfDay)) })
                            ?? Reminder.durationSeconds(value).map(Reminder.relative) else {
                        problem(offset + 1, .notAReminder(String(value), timeOfDayToo: key == "remind-dated"))
                        continue
                    }
                    if key == "remind-timed" { skills.timedReminder = reminder } else { skills.datedReminder = reminder }
                    continue
                }
                guard Skills.defaultHours[key] != nil else {
                    problem(offset + 1, .unknownHour(String(key), known: Skills.defaultHours.keys.sorted()))
                    continue
                }
                guard let time = LocalTime(hourMinute: value) else {
                    problem(offset + 1, .notATimeOfDay(String(value)))
                    continue
                }
                skills.hours[key] = time
            }
        } else if name.hasPrefix("tone") {
            // tone-ru.md → "ru"
            let language = String(name.dropFirst(5).dropLast(3)).lowercased()
            var instructions: [Substring] = []
            var inTerminal = false
            for (offset, raw) in lines.enumerated() {
                let line = raw.trimmingWhitespace()
                if line.hasPrefix("## ") {
                    inTerminal = line.dropFirst(3).trimmingWhitespace().lowercased() == "terminal"
                    if !inTerminal { instructions.append(raw) }
                    continue
                }
                if inTerminal {
                    if line.isEmpty || line.hasPrefix("<!--") { continue }
                    guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                        problem(offset + 1, .expectedTerminalLine)
                        continue
                    }
                    skills.phrases[language, default: [:]][line[..<colon].trimmingWhitespace().lowercased()] =
                        line[line.index(after: colon)...].trimmingWhitespace()
                } else {
                    instructions.append(raw)
                }
            }
            skills.tone[name] = instructions.joined(separator: "\n").trimmingWhitespace()
        } else if name.hasPrefix("urgency") {
            for (offset, raw) in lines.enumerated() {
                let line = raw.trimmingWhitespace()
                if Self.isIgnorable(line) || line.hasPrefix("|") { continue }
                var body = line
                if body.hasPrefix("- ") { body = String(body.dropFirst(2)) }
                guard let colon = body.firstIndex(of: ":") else { problem(offset + 1, .expectedCoefficientLine); continue }
                let key = body[..<colon].trimmingWhitespace()
                let value = body[body.index(after: colon)...].trimmingWhitespace()
                switch skills.urgency.set(key, to: value) {
                case nil: break
                case .unknownName(let key)?:
                    problem(offset + 1, .unknownCoefficient(key, known: UrgencyCoefficients.terms.map(\.name) + ["tag.NAME"]))
                case .notANumber(let text)?:
                    problem(offset + 1, .notANumber(text))
                }
            }
        } else {
            problem(0, .unknownKind)
        }
    }

    private func parseVocabulary(_ bytes: [UInt8], into skills: inout Skills, places: inout [SkillsLoader.Place],
                                 problem: (Int, SkillsProblem) -> Void) {
        let text = ByteText(bytes)
        var columns: [String]?
        for (offset, range) in text.lines.enumerated() {
            let lineNumber = offset + 1
            let line = text.trimmed(range)
            if line.isEmpty || text.startsIgnorable(line) { continue }
            guard bytes[line.lowerBound] == 0x7C else {
                problem(lineNumber, .expectedTableRow)
                continue
            }
            var cells = text.split(line, on: 0x7C).map { text.trimmed($0) }
            cells.removeFirst()
            if cells.last?.isEmpty == true { cells.removeLast() }
            if cells.allSatisfy({ !$0.isEmpty && bytes[$0].allSatisfy { $0 == 0x2D || $0 == 0x3A } }) { continue }
            guard let header = columns else {
                let names = cells.map { text.string($0).lowercased() }
                if let bad = names.first(where: { !Self.vocabularyColumns.contains($0) }) {
                    problem(lineNumber, .unknownColumn(bad))
                }
                guard names.contains("term") else {
                    problem(lineNumber, .headerNeedsTerm)
                    return
                }
                columns = names
                continue
            }
            guard cells.count == header.count else {
                problem(lineNumber, .cellCount(cells.count, header: header.count))
                continue
            }
            var word = "", expansion: String?, tags: [String] = [], priority: Priority?, time: LocalTime?, namedTime: String?
            var valid = true
            for (column, range) in zip(header, cells) where !range.isEmpty {
                let cell = text.string(range)
                switch column {
                case "term": word = cell
                case "expansion": expansion = cell
                case "tags":
                    tags = TaskDraft.normalizedTags(text.split(range, on: 0x2C).map { text.string(text.trimmed($0)) })
                case "priority":
                    guard let p = Priority(loose: cell) else {
                        problem(lineNumber, .badPriority(cell))
                        valid = false
                        continue
                    }
                    priority = p
                case "time":
                    if let t = LocalTime(hourMinute: cell) {
                        time = t
                    } else if Skills.defaultHours[cell.lowercased()] != nil {
                        namedTime = cell.lowercased()
                    } else {
                        problem(lineNumber, .badTime(cell, known: Skills.defaultHours.keys.sorted()))
                        valid = false
                    }
                default: break
                }
            }
            if word.isEmpty {
                problem(lineNumber, .emptyTerm)
                continue
            }
            let term = Skills.Term(term: word, expansion: expansion, tags: tags, priority: priority, time: time,
                                   namedTime: namedTime)
            if valid {
                skills.terms.append(term)
                places.append(SkillsLoader.Place(file: path, line: lineNumber))
            }
        }
    }
}

/// A UTF-8 file as byte ranges: lines, trimming and splitting without building Strings.
struct ByteText {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Line ranges without their `\n` (and `\r`).
    var lines: [Range<Int>] {
        var result: [Range<Int>] = []
        result.reserveCapacity(bytes.count / 32 + 1)
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(start..<(index > start && bytes[index - 1] == 0x0D ? index - 1 : index))
            start = index + 1
        }
        result.append(start..<bytes.count)
        return result
    }

    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, Self.isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    func split(_ range: Range<Int>, on separator: UInt8) -> [Range<Int>] {
        var result: [Range<Int>] = []
        result.reserveCapacity(8)
        var start = range.lowerBound
        for index in range where bytes[index] == separator {
            result.append(start..<index)
            start = index + 1
        }
        result.append(start..<range.upperBound)
        return result
    }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Headings, quotes and HTML comments.
    func startsIgnorable(_ range: Range<Int>) -> Bool {
        let first = bytes[range.lowerBound]
        return first == 0x23 || first == 0x3E || (first == 0x3C && range.count >= 4 && bytes[range.lowerBound + 1] == 0x21)
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
}
