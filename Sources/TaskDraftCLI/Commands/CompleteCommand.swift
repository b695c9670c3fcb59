import TaskDraftKit
import TaskDraftModels

/// `taskdraft __complete KIND [PREFIX]`: the values the shell scripts cannot know by themselves —
/// task ids with titles, tags, projects, filters, configured backends and regions — one per
/// line as `value<TAB>description`. It opens the database read-only and never fails loudly: a
/// missing database or config simply offers nothing.
enum CompleteCommand {
    static let kinds = ["id", "filter", "tag", "project", "backend", "region"]
    /// More candidates than a person reads at a Tab; also bounds the work over any database.
    static let candidateLimit = 100
    /// Titles are shown beside ids in a completion menu: one short line each.
    static let titleWidth = 60

    static let spec = CommandSpec(
        "__complete", abstract: .completeAbstract,
        arguments: [ArgumentSpec("kind", help: .completeKind, completion: .words(kinds)),
                    ArgumentSpec("prefix", help: .completePrefix, optional: true)],
        hidden: true, run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let arguments = invocation.arguments.positionals
        let (path, zone) = (invocation.databasePath, invocation.zone)
        let sources = Sources(configuration: invocation.configuration, store: {
            // Read only, and only a database that is there: completing must not make one.
            guard FileSystem.exists(path) else { return nil }
            return try TaskStore(readingExisting: path, zone: zone)
        })
        return complete(arguments[0], prefix: arguments.count > 1 ? arguments[1] : "", from: sources, console: invocation.console)
    }

    /// One candidate a line, for the shell's completion function.
    static func complete(_ kind: String, prefix: String, from sources: Sources, console: Console) -> ExitCode {
        for line in candidates(kind: kind, prefix: prefix, from: sources) { console.out.line(line) }
        return .ok
    }

    /// Where candidates come from: config.json, and the database opened on each use.
    struct Sources {
        let configuration: Configuration
        let store: () throws -> TaskStore?
    }

    static func candidates(kind: String, prefix: String, from sources: Sources) -> [String] {
        switch kind {
        case "id":
            let tasks = (try? sources.store()?.completionIDs(prefix: prefix, limit: candidateLimit)) ?? []
            return tasks.map { "\($0.id)\t" + visible($0.title).truncated(toWidth: titleWidth) }
        case "tag":
            return words(tags(String(prefix), sources), prefix: "")
        case "project":
            return words(projects(prefix, sources), prefix: "")
        case "filter":
            return filterWords(prefix, sources)
        case "backend":
            let names = ["builtin"] + sources.configuration.backends.map(\.name)
            return names.filter { $0.hasPrefix(prefix) }.map(visible)
        case "region":
            let rows = Set(RegionPolicy.shippedKeys).union(sources.configuration.policy.keys).subtracting(["default"])
            return rows.sorted().filter { $0.hasPrefix(prefix) }.map(visible)
        default:
            return []
        }
    }

    /// `+tag`, `project:NAME`, `due:WINDOW`, `status:…`, `priority:…` — the words `list` reads
    /// (TaskFilter.apply), or the keys themselves while none is typed.
    private static func filterWords(_ prefix: String, _ sources: Sources) -> [String] {
        if prefix.hasPrefix("+") {
            return words(tags(String(prefix.dropFirst()), sources), prefix: "+")
        }
        guard let (key, value) = TaskField.attributeParts(of: prefix) else {
            return ["+", "due:", "priority:", "project:", "status:"].filter { $0.hasPrefix(prefix) && $0 != prefix }
        }
        let values: [String]
        switch key.lowercased() {
        case "due": values = TaskFilter.DueWindow.allCases.map(\.rawValue)
        case "status": values = TaskStatus.allCases.map(\.rawValue) + ["all"]
        case "priority", "pri": values = Priority.allCases.reversed().map(\.rawValue)
        case "project", "proj", "pro": return words(projects(value, sources), prefix: key + ":")
        case "tag", "tags": return words(tags(value, sources), prefix: key + ":")
        default: return []
        }
        return values.filter { $0.hasPrefix(value) }.map { key + ":" + $0 }
    }

    private static func tags(_ prefix: String, _ sources: Sources) -> [String] {
        (try? sources.store()?.completionTags(prefix: prefix, limit: candidateLimit)) ?? []
    }

    private static func projects(_ prefix: String, _ sources: Sources) -> [String] {
        (try? sources.store()?.completionProjects(prefix: prefix, limit: candidateLimit)) ?? []
    }

    /// Stored words that cannot be typed back as one shell word (spaces, control characters)
    /// are left out rather than offered broken.
    private static func words(_ values: [String], prefix: String) -> [String] {
        values.filter { value in !value.unicodeScalars.contains { $0.isWhiteSpace || isHidden($0) } }.map { prefix + $0 }
    }

    /// Text from the store is data: control characters (C0, DEL, C1) are shown as their
    /// pictures or U+FFFD and bidi overrides as U+FFFD, so a title can neither move the
    /// cursor nor reorder the menu the shell draws.
    static func visible(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out.append("\u{2421}")
            default: out.append(isHidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return String(out)
    }

    /// C0, DEL, C1, and the invisible direction and format controls.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }
}
