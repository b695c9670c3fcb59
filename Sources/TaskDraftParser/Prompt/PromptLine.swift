import TaskDraftKit

/// What a line typed at `taskdraft>` is, read the same way whatever backend drafts: a new
/// task, a command said without its slash, a question about the tasks, or a yes/no with no
/// draft waiting for it. `LineClassifier` decides; the REPL acts on it.
public enum PromptLine: Sendable, Equatable {
    /// Words to draft (the default: anything not recognised below).
    case task
    /// `quit`, `help`, `undo`, `list`… `guess`: the person is asked before it runs ("Did you
    /// mean /undo? [Y/n]"), because the words might have been a task's or the command writes.
    case command(PromptCommand, guess: Bool)
    /// "what's due Friday?", "покажи задачи на завтра", "co mam jutro?": a list to print.
    case question(PromptQuestion)
    /// `y`, `n`, `да`, `nie` alone: an answer to a question nobody asked.
    case strayAnswer
}

/// The REPL's commands a person may type without the slash.
public enum PromptCommand: String, Sendable, CaseIterable {
    case quit, help, undo, list

    /// The slash command it stands for.
    public var slashForm: String { "/" + rawValue }
}

/// A question about the tasks, as the filter `list` would take. The window is kept as said
/// (`tomorrow`, a day) so the surface can say in its language what it understood.
public struct PromptQuestion: Sendable, Equatable {
    public enum Window: Sendable, Equatable {
        /// Every pending task ("what do I have?").
        case all
        /// Every pending task, most urgent first ("what should I do next?", "что сегодня?", "co dzisiaj?").
        case next
        case today, tomorrow, overdue, week
        /// Due on that day.
        case day(CivilDate)
    }

    public var window: Window
    public var tags: [String]
    public var project: String?
    public var priority: Priority?

    public init(window: Window, tags: [String] = [], project: String? = nil, priority: Priority? = nil) {
        self.window = window
        self.tags = tags
        self.project = project
        self.priority = priority
    }

    /// The filter `list` runs for it, days resolved in `zone`.
    public func filter(zone: Zone) -> TaskFilter {
        var filter = TaskFilter(tags: tags, project: project, priority: priority)
        switch window {
        case .all: break
        case .next: filter.order = .urgency
        case .today: filter.due = .today
        case .tomorrow: filter.due = .tomorrow
        case .overdue: filter.due = .overdue
        case .week: filter.due = .week
        case .day(let date):
            // `due.after` is strict: a second before the day's first second takes a task due at midnight.
            filter.dueAfter = zone.instant(of: LocalDateTime(date: date, time: .midnight)).adding(seconds: -1)
            filter.dueBefore = zone.instant(of: LocalDateTime(date: date.adding(days: 1), time: .midnight))
        }
        return filter
    }

    /// The same as `list` words, for the transcript: `due:tomorrow +work`.
    public func filterWords(zone: Zone) -> [String] {
        var words: [String] = []
        switch window {
        case .all: break
        case .next: words.append("sort:urgency")
        case .today: words.append("due:today")
        case .tomorrow: words.append("due:tomorrow")
        case .overdue: words.append("due:overdue")
        case .week: words.append("due:week")
        case .day(let date): words.append("due:\(date)")
        }
        words += tags.map { "+" + $0 }
        if let project { words.append("project:" + project) }
        if let priority { words.append("priority:" + priority.rawValue) }
        return words
    }
}
