/// Which tasks a `list` (or an export, or an agent's `list_tasks`) wants.
public struct TaskFilter: Sendable, Hashable {
    public enum DueWindow: String, Sendable, Hashable, CaseIterable {
        /// Due before the end of today, including overdue.
        case today
        /// Due during tomorrow.
        case tomorrow
        /// Due before now and not done.
        case overdue
        /// Due before the end of the sixth day after today, including overdue.
        case week
        /// No due date at all.
        case none
    }

    /// A filter word with a known key and a value it cannot take, as data: each surface words
    /// it in its own language (`description` is the English agents and the audit read).
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        case status(String), due(String), priority(String)
        /// `due.before:WHEN` or `due.after:WHEN` whose WHEN names no moment.
        case noDate(key: String, String)
        /// `sort:NAME` whose NAME is no `TaskOrder`.
        case sort(String)
        /// `limit:N` whose N is no whole number.
        case limit(String)
        /// `NAME:VALUE` (or `NAME.MODIFIER:VALUE`) whose NAME is a task's attribute that no
        /// filter reads (`depends:3`, `scheduled.before:fri`), or a slip for one (`prio:H`), with
        /// the filter key it is near when there is one: searched for as words it would find
        /// nothing and say "No tasks." as if none matched.
        case notAFilter(String, suggestion: String?)

        public var description: String {
            switch self {
            case .status(let value): return "status \"\(value)\" is not one of pending, done, deleted, all"
            case .due(let value):
                return "due \"\(value)\" is not one of " + DueWindow.allCases.map(\.rawValue).joined(separator: ", ")
            case .priority(let value): return "priority \"\(value)\" is not one of high, medium, low, none"
            case .noDate(let key, let value): return "\(key) \"\(value)\" names no date or time"
            case .sort(let value):
                return "sort \"\(value)\" is not one of " + TaskOrder.allCases.map(\.rawValue).joined(separator: ", ")
            case .limit(let value): return "limit \"\(value)\" is not a whole number"
            case .notAFilter(let key, let suggestion?): return "unknown filter '\(key)' — did you mean '\(suggestion)'?"
            case .notAFilter(let key, nil):
                return "there is no filter '\(key)': tasks are filtered by " + TaskFilter.keys.joined(separator: ", ")
                    + "; other words are searched for in titles and notes"
            }
        }
    }

    /// The keys of `NAME:VALUE` words `apply` reads, as a refusal lists them.
    public static let keys = ["status", "due", "due.before", "due.after", "project", "priority", "tags", "sort", "limit"]

    /// Taskwarrior's virtual tags that `list +BLOCKED` and `-BLOCKED` read, in capitals as
    /// Taskwarrior writes them: not a tag a task carries but what its links and its wait say.
    public enum VirtualTag: String, Sendable, Hashable, CaseIterable {
        /// It waits for a pending task.
        case blocked = "BLOCKED"
        /// A pending task waits for it.
        case blocking = "BLOCKING"
        /// It is pending and hidden until a moment still ahead (shown by `+WAITING` without `--all`).
        case waiting = "WAITING"
    }

    public var statuses: Set<TaskStatus>
    public var due: DueWindow?
    /// Every one of these tags must be present.
    public var tags: [String]
    /// None of these tags may be present.
    public var excludedTags: [String] = []
    /// Every one of these must hold (`+BLOCKED`), and none of `excludedVirtualTags` (`-BLOCKED`).
    public var virtualTags: [VirtualTag] = []
    public var excludedVirtualTags: [VirtualTag] = []
    /// Due strictly before this instant (`due.before:`).
    public var dueBefore: Instant?
    /// Due strictly after this instant (`due.after:`).
    public var dueAfter: Instant?
    public var project: String?
    public var priority: Priority?
    /// Words that must all occur in the title or notes (full-text search, prefix match).
    public var text: String?
    public var ids: [Int64]
    public var limit: Int?
    /// The order the tasks come in (`sort:NAME`).
    public var order: TaskOrder = .due
    /// Pending tasks that wait (`wait` still ahead) are left out unless this is set
    /// (`list --all`, exports) or ids name them.
    public var showsWaiting = false

    public init(statuses: Set<TaskStatus> = [.pending], due: DueWindow? = nil, tags: [String] = [],
                project: String? = nil, priority: Priority? = nil, text: String? = nil,
                ids: [Int64] = [], limit: Int? = nil) {
        self.statuses = statuses
        self.due = due
        self.tags = tags
        self.project = project
        self.priority = priority
        self.text = text
        self.ids = ids
        self.limit = limit
    }

    /// Reads one `list` word: `status:done`, `due:today`, `due.before:WHEN`, `due.after:WHEN`,
    /// `+tag`, `-tag`, `+BLOCKED`, `-BLOCKED` (`VirtualTag`), `project:NAME`, `priority:high` (or `H`/`M`/`L`), `sort:urgency|due|priority|created`
    /// (Taskwarrior's `-`/`+` after the name is taken and ignored), `limit:N`; a task's attribute
    /// no filter reads, or a slip for one, is refused (`notAFilter`); anything else is free
    /// text. `resolvingDate` turns a `WHEN` into an instant (the surface knows the words).
    /// Returns the problem with a known key's bad value (the surface words it).
    public mutating func apply(word: String, resolvingDate: (String) -> Instant? = { _ in nil }) -> Problem? {
        if word.hasPrefix("+") || word.hasPrefix("-"), let virtual = VirtualTag(rawValue: String(word.dropFirst())) {
            if word.hasPrefix("+") { virtualTags.append(virtual) } else { excludedVirtualTags.append(virtual) }
            return nil
        }
        if word.hasPrefix("+") && word.count > 1 {
            tags.append(contentsOf: TaskDraft.normalizedTags([word]))
            return nil
        }
        if word.hasPrefix("-") && word.count > 1, word.dropFirst().first?.isLetter == true {
            excludedTags.append(contentsOf: TaskDraft.normalizedTags([String(word.dropFirst())]))
            return nil
        }
        if let (name, value) = TaskField.attributeParts(of: word) {
            let key = name.lowercased()
            switch key {
            case "status":
                if value == "all" || value == "any" { statuses = Set(TaskStatus.allCases); return nil }
                var set = Set<TaskStatus>()
                for part in value.split(separator: ",") {
                    guard let s = TaskStatus(rawValue: part.lowercased()) else {
                        return .status(String(part))
                    }
                    set.insert(s)
                }
                statuses = set
                return nil
            case "due":
                guard let window = DueWindow(rawValue: value.lowercased()) else {
                    return .due(value)
                }
                due = window
                return nil
            case "project", "proj", "pro":
                project = value.isEmpty ? nil : value
                return nil
            case "priority", "pri":
                guard let p = Priority(loose: value) else { return .priority(value) }
                priority = p
                return nil
            case "due.before", "due.after", "due.by":
                guard let instant = resolvingDate(value) else { return .noDate(key: key, value) }
                if key == "due.after" { dueAfter = instant } else { dueBefore = instant }
                return nil
            case "sort":
                var name = Substring(value.lowercased())
                if name.hasSuffix("-") || name.hasSuffix("+") { name = name.dropLast() }
                guard let chosen = TaskOrder(rawValue: String(name)) else { return .sort(value) }
                order = chosen
                return nil
            case "tag", "tags":
                tags.append(contentsOf: TaskDraft.normalizedTags(value.split(separator: ",").map(String.init)))
                return nil
            case "limit":
                guard let n = Int(value), n >= 0 else { return .limit(value) }
                limit = n
                return nil
            default:
                if let problem = Self.notAFilter(key: name, value: value) { return problem }
            }
        }
        text = text.map { $0 + " " + word } ?? word
        return nil
    }

    /// The refusal of `key:value` when `key` (before any `.before`-like modifier) is a task's
    /// attribute name, or so near one that it was surely meant (`TaskField.nearAttribute`, as a
    /// new task's words are read): nil for a title's own words ("Re:", "10:30", a URL).
    static func notAFilter(key: String, value: String) -> Problem? {
        let name = String(key.prefix { $0 != "." })
        guard TaskField.looksLikeAttribute(name: name, value: value) else { return nil }
        if TaskField.isAttributeName(name) { return .notAFilter(key, suggestion: nil) }
        guard let near = TaskField.nearAttribute(name) else { return nil }
        return .notAFilter(key, suggestion: keys.contains(near) ? near : nil)
    }
}
