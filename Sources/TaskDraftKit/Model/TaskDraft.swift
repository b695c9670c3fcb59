/// What a model proposes and a person confirms: a task not yet written.
///
/// Model output is data: a draft is validated before it can be committed, and only a
/// commit intent writes it.
public struct TaskDraft: Sendable, Hashable {
    public var title: String
    /// What the person said with the task beyond its title: committed as the task's first
    /// annotation, dated when the task is created (an edit's notes are one more, dated then).
    public var notes: String?
    /// The annotations the task already has: a stored task's (`Task.asDraft`) or a file's.
    public var annotations: [Annotation]
    public var due: Due?
    /// When work on it begins ("from Monday to Friday" starts Monday); the same shape as `due`.
    public var start: Due?
    /// Until when the task is hidden from lists ("wait until January"; Taskwarrior's `wait`).
    public var wait: Due?
    /// How long it takes to do ("estimate 2h", "на полчаса"; Todoist's DURATION).
    public var estimate: Estimate?
    /// The task this one is a step of ("subtask of 3", `--parent 3`), resolved at commit.
    public var parent: TaskReference?
    public var priority: Priority
    public var project: String?
    public var tags: [String]
    public var recurrence: Recurrence?
    /// When to remind the person of the task.
    public var reminders: [Reminder]
    /// The tasks it waits for ("after task 3", `depends:3`, a file's links), by id or by UID.
    public var depends: [TaskLink]
    /// True when `reminders` came from a Skill's default rather than the words.
    public var remindersFromDefault: Bool
    /// The backend that produced the draft (`builtin`, a configured backend's name).
    public var backend: String
    /// Things the person should know: an ambiguity resolved, a deadline dropped.
    public var warnings: [DraftWarning]
    /// Words that may name an open task by its title ("after the budget is approved"), and what
    /// they named once looked up (`linkingDependencyName(in:)`); not a field of the task.
    public var dependencyName: DependencyName? = nil
    /// A number after "after" read as an hour that may be a task's ("after 5"), and how the draft
    /// reads if it is (`linkingDependencyNumber(in:)`); not a field of the task.
    public var dependencyNumber: NumberedDependency? = nil

    public init(title: String, notes: String? = nil, due: Due? = nil, priority: Priority = .unset,
                project: String? = nil, tags: [String] = [], recurrence: Recurrence? = nil,
                reminders: [Reminder] = [], remindersFromDefault: Bool = false,
                backend: String = "builtin", warnings: [DraftWarning] = [], start: Due? = nil, wait: Due? = nil,
                estimate: Estimate? = nil, parent: TaskReference? = nil, depends: [TaskLink] = [],
                annotations: [Annotation] = []) {
        self.title = title
        self.annotations = annotations
        self.notes = notes
        self.due = due
        self.start = start
        self.wait = wait
        self.estimate = estimate
        self.parent = parent
        self.priority = priority
        self.project = project
        self.tags = tags
        self.recurrence = recurrence
        self.reminders = reminders
        self.remindersFromDefault = remindersFromDefault
        self.depends = depends
        self.backend = backend
        self.warnings = warnings
    }

    /// The title a drafter gives a draft when nothing was left for one. A person confirming
    /// such a draft is asked for a real title first.
    public static let placeholderTitle = "Untitled task"

    /// Keeps a todo.txt threshold (`t:YYYY-MM-DD`, the day a task starts to matter) read in
    /// the words as the draft's notes: there is no field for it, and it is no title text.
    public mutating func keep(threshold date: CivilDate) { notes = "threshold (todo.txt t:) \(date)" }
    /// Words whose title was cut to fit its limit, kept whole after any notes already read.
    public mutating func keep(wholeWords words: String) { notes = notes.map { $0 + "\n" + words } ?? words }
    /// Waits for `links` too, after the tasks it already waits for, each task once: what a
    /// refinement, `add --depends` and a task named by its title add to the words' links.
    public mutating func addDependencies(_ links: [TaskLink]) { depends = (depends + links).withoutRepeats }
    /// The warning that goes with the placeholder title.
    public static let placeholderWarning = DraftWarning(TitleWarning.nothingLeft)

    /// Whether `warning` says why the draft has no title (`TitleWarning`): it goes once a title is given.
    public static func isTitleWarning(_ warning: DraftWarning) -> Bool { warning.as(TitleWarning.self) != nil }

    /// The verb that was all the words left for a title («Сделать»), if that is why it has none.
    public var onlyAVerb: String? {
        for warning in warnings { if case .onlyAVerb(let verb)? = warning.as(TitleWarning.self) { return verb } }
        return nil
    }

    /// False when the title is empty or the placeholder.
    public var hasTitle: Bool {
        let text = title.trimmingWhitespace()
        return !text.isEmpty && text != Self.placeholderTitle
    }

    /// Longest title accepted, in characters; longer text belongs in notes.
    public static let maximumTitleLength = 200
    /// The title's limit, its scalars capped too (see `TextLimit`).
    public static let titleLimit = TextLimit(characters: maximumTitleLength)

    /// More reminders than anyone sets; bounds the work a task gives `remind`.
    public static let maximumReminders = 10

    /// Most characters of words one draft request reads (a line of `draft` or `add`, a paste at
    /// the prompt, an agent's `text`, a D-Bus `Draft`): a page of meeting notes, where reading is
    /// linear in the words and a megabyte held a stdio server for 25 seconds. Longer text is a
    /// file to `import`, or notes.
    public static let maximumWordsLength = 10_000
    /// The words' limit, their scalars capped too (see `TextLimit`); `WordsRefusal.tooLong` refuses past it.
    public static let wordsLimit = TextLimit(characters: maximumWordsLength)
    /// Most characters of notes given to be split into tasks (`--split`, a paste at the prompt):
    /// an hour's transcript is 15,000–40,000. The splitter cuts them into many requests, and
    /// each task it cuts is still held to `wordsLimit`; splitting and drafting are linear in
    /// the notes, and this many take well under a second on the release build (RELIABILITY row 21).
    public static let maximumSplitLength = 100_000
    /// The split notes' limit, their scalars capped too (see `TextLimit`); `WordsRefusal.notesTooLong` refuses past it.
    public static let splitLimit = TextLimit(characters: maximumSplitLength)

    /// Longest tag, in characters: a word or two to filter by, never a sentence.
    public static let maximumTagLength = 64
    /// A tag's limit, its scalars capped too (see `TextLimit`).
    public static let tagLimit = TextLimit(characters: maximumTagLength)
    /// More tags than anyone files one task under; bounds the rows a task writes to the tags
    /// table and each format's tag list.
    public static let maximumTags = 100
    /// Longest project name, in characters: a name in a filter and a table column.
    public static let maximumProjectLength = 100
    /// The project's limit, its scalars capped too (see `TextLimit`).
    public static let projectLimit = TextLimit(characters: maximumProjectLength)

    /// Lowercase, no `#`, no spaces, no duplicates, order kept.
    public static func normalizedTags(_ tags: [String]) -> [String] {
        // Nearly always the tags are already lowercase ASCII words, and few: check bytes first.
        func isPlain(_ tag: String) -> Bool {
            !tag.isEmpty && tag.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E }
        }
        // Few enough that a scan of those kept costs less than a set; many would make it quadratic.
        if tags.count <= 16, tags.allSatisfy(isPlain) {
            var result: [String] = []
            for tag in tags where !result.contains(tag) { result.append(tag) }
            return result
        }
        var seen = Set<String>()
        var result: [String] = []
        for tag in tags {
            var t = tag.trimmingWhitespace().lowercased()
            while t.hasPrefix("#") || t.hasPrefix("+") { t.removeFirst() }
            t = String(t.map { $0.isWhitespace ? "-" : $0 })
            if !t.isEmpty, seen.insert(t).inserted { result.append(t) }
        }
        return result
    }

    /// The draft with its fields normalised, or the first rule it breaks.
    public func validated() throws(DraftError) -> TaskDraft {
        var draft = self
        draft.title = title.trimmingWhitespace()
        guard !draft.title.isEmpty else { throw .emptyTitle }
        if let length = TaskDraft.titleLimit.excess(draft.title) { throw .titleTooLong(length) }
        guard !draft.title.unicodeScalars.contains(where: \.isControlCharacter) else { throw .controlCharacters("title") }
        draft.notes = notes.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        draft.annotations = try Self.validatedAnnotations(annotations)
        if let notes = draft.notes, let length = Annotation.textLimit.excess(notes) {
            throw .field("notes", .annotationTooLong(length, most: Annotation.maximumLength))
        }
        draft.project = project.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        if let p = draft.project, p.unicodeScalars.contains(where: \.isControlCharacter) {
            throw .controlCharacters("project")
        }
        if let p = draft.project, let length = TaskDraft.projectLimit.excess(p) {
            throw .field("project", .tooLong(p, length, most: TaskDraft.maximumProjectLength))
        }
        draft.tags = TaskDraft.normalizedTags(tags)
        if draft.tags.count > TaskDraft.maximumTags { throw .field("tags", .tooManyTags(most: TaskDraft.maximumTags)) }
        for tag in draft.tags {
            if let length = TaskDraft.tagLimit.excess(tag) { throw .field("tags", .tooLong(tag, length, most: TaskDraft.maximumTagLength)) }
        }
        draft.reminders = Reminder.normalized(reminders)
        if draft.reminders.count > TaskDraft.maximumReminders {
            throw .field("reminders", .tooManyReminders(most: TaskDraft.maximumReminders))
        }
        draft.depends = depends.withoutRepeats
        if draft.depends.count > TaskLink.maximumDepends {
            throw .dependency(.tooMany(draft.depends.count, most: TaskLink.maximumDepends))
        }
        try TaskDraft.checkDates(of: draft)
        // Checked after normalising: surrounding whitespace is trimmed and inner whitespace is
        // already a `-`, as ever; what is left is a character no tag has a use for.
        if draft.tags.contains(where: { $0.unicodeScalars.contains(where: \.isControlCharacter) }) {
            throw .controlCharacters("tags")
        }
        return draft
    }
}

extension TaskDraft {
    /// Annotations trimmed, the empty ones left out; too many, one too long, or one dated
    /// outside `SupportedDates` is refused.
    static func validatedAnnotations(_ annotations: [Annotation]) throws(DraftError) -> [Annotation] {
        guard annotations.count <= Annotation.maximumCount else {
            throw .field("annotations", .tooManyAnnotations(most: Annotation.maximumCount))
        }
        var kept: [Annotation] = []
        kept.reserveCapacity(annotations.count)
        for annotation in annotations {
            let text = annotation.text.trimmingWhitespace()
            guard !text.isEmpty else { continue }
            if let length = Annotation.textLimit.excess(text) {
                throw .field("annotations", .annotationTooLong(length, most: Annotation.maximumLength))
            }
            try SupportedDates.check(annotation.entry, field: "annotations")
            kept.append(Annotation(entry: annotation.entry, text: text))
        }
        return kept
    }

    /// `SupportedDates` for a draft's dates: each date field's (`TaskField.dateFields`: due, start,
    /// wait), and each reminder's moment (a relative one's counted from the due in UTC: a zone
    /// moves it by less than a day, well inside the range's margin).
    public static func checkDates(of draft: TaskDraft) throws(DraftError) {
        for (field, date) in TaskField.dateParts {
            try SupportedDates.check(draft[keyPath: date.draft], field: field.name)
        }
        for reminder in draft.reminders {
            try SupportedDates.check(reminder.fireTime(due: draft.due, zone: .utc), field: "reminders")
        }
    }
}

public enum DraftError: Error, Equatable, CustomStringConvertible {
    case emptyTitle
    case titleTooLong(Int)
    case controlCharacters(String)
    case field(String, DraftFieldProblem)
    /// A date outside `SupportedDates`: the field and the value as given.
    case dateOutOfRange(String, String)
    /// A UID `TaskUID` does not take, and the field that gave it: the task's own `uid`, or
    /// the `parent` or `depends` naming another task by its UID.
    case uid(TaskUID.Problem, field: String)

    public var description: String {
        switch self {
        case .emptyTitle: return "title is empty"
        case .titleTooLong(let n): return "title has \(n) \(English.plural(n, "character", "characters")) (at most \(TaskDraft.maximumTitleLength))"
        case .controlCharacters(let field): return "\(field) contains control characters"
        case .field(let name, let problem): return "\(name): \(problem.english)"
        case .dateOutOfRange(let name, let value):
            return "\(name): \(value) is outside the supported dates (\(SupportedDates.range))"
        case .uid(let problem, let field): return "\(field): \(problem)"
        }
    }

    /// A link that cannot be, as the links' field refuses it: a draft's (`validated`) and a
    /// commit's (`IntentError.dependency`), which every surface words as this.
    public static func dependency(_ problem: DependencyProblem) -> DraftError { .field("depends", .dependency(problem)) }
}
