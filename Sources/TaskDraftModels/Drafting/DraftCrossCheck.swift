import TaskDraftKit

/// The built-in parser's second opinion on a model's draft: deadlines are where a model's
/// mistakes cost most, and where a rule-based reading of the same words is most reliable.
///
/// - The model proposed a deadline the words do not contain: it is dropped, with a warning.
/// - Both read a deadline and disagree: the built-in one is kept, the model's is shown.
/// - The words name a deadline the model left out: the built-in one is kept, with a warning.
/// - The words name a date that does not exist: whatever the model made of it is dropped, with a warning.
/// - Reminders follow the words as the built-in parser reads them (or a Skill's default when the
///   words name none): a reminder the model added on its own is dropped, with a warning.
///
/// Every other field is held to the words the same way: a repeat rule, priority, project, tag
/// or note the words give no support for (the built-in reading, the Skills vocabulary, or a
/// word of the task itself) is dropped with a warning; one the words name and the model left
/// out is restored. A title that shares no word with the task's own words is replaced by the
/// built-in title. What the model is good at stays: a better title for a free-form sentence,
/// a field the words support that the grammar missed.
public struct DraftCrossCheck: Sendable {
    private let parser = BuiltinParser()

    public init() {}

    public static let inventedDeadline = "the model proposed a deadline you did not name"
    public static let inventedReminder = "the model proposed a reminder you did not ask for"

    public func check(_ draft: TaskDraft, words: String, context: DraftContext) -> TaskDraft {
        let analysis = parser.analyze(words, context: context)
        let named = analysis.namedDay || analysis.namedTime
        var result = draft
        switch (draft.due, named ? analysis.draft.due : nil) {
        case (let proposed?, nil):
            result.due = nil
            result.warnings.append("\(Self.inventedDeadline) (\(proposed)); it was dropped")
        case (let proposed?, let read?) where proposed != read:
            result.due = read
            result.warnings.append("the model read the deadline as \(proposed); kept \(read) from your words")
        case (nil, let read?):
            result.due = read
            result.warnings.append("the model left out the deadline you named; kept \(read) from your words")
        default:
            break
        }
        let expected = analysis.draft.reminders
        if Reminder.normalized(draft.reminders) != expected {
            if !analysis.namedReminders, !draft.reminders.isEmpty {
                let proposed = draft.reminders.map(\.description).joined(separator: ", ")
                result.warnings.append("\(Self.inventedReminder) (\(proposed)); it was dropped")
            }
            result.reminders = expected
        }
        result.remindersFromDefault = analysis.draft.remindersFromDefault
        if let written = analysis.impossibleDate {
            result.warnings.append(BuiltinParser.impossibleDateWarning(written))
        }
        checkOtherFields(&result, analysis: analysis, words: words)
        return result
    }

    private func checkOtherFields(_ result: inout TaskDraft, analysis: BuiltinParser.Analysis, words: String) {
        let read = analysis.draft
        // The task's own words: what is left once dates, tags and other fields are taken out.
        let taskWords = Self.stems(analysis.leftover)
        let allWords = Self.stems(words)
        func supported(_ text: String, by stems: Set<String>) -> Bool { !Self.stems(text).isDisjoint(with: stems) }

        switch (result.recurrence, analysis.namedRecurrence ? read.recurrence : nil) {
        case (let proposed?, nil):
            result.recurrence = nil
            result.warnings.append("the model proposed a repeat rule you did not name (\(proposed.rrule)); it was dropped")
        case (let proposed?, let named?) where proposed != named:
            result.recurrence = named
            result.warnings.append("the model read the repeat rule as \(proposed.rrule); kept \(named.rrule) from your words")
        case (nil, let named?):
            result.recurrence = named
            result.warnings.append("the model left out the repeat rule you named; kept \(named.rrule) from your words")
        default:
            break
        }

        if analysis.namedPriority, result.priority != read.priority {
            result.warnings.append("the model read the priority as \(result.priority.rawValue); kept \(read.priority.rawValue) from your words")
            result.priority = read.priority
        } else if !analysis.namedPriority, result.priority != .normal {
            result.warnings.append("the model proposed \(result.priority.rawValue) priority you did not ask for; it was dropped")
            result.priority = .normal
        }

        if let project = result.project, project.lowercased() != read.project?.lowercased(),
           !supported(project, by: taskWords) {
            result.warnings.append("the model proposed project \"\(project)\" you did not name; it was dropped")
            result.project = analysis.namedProject ? read.project : nil
        } else if result.project == nil, analysis.namedProject, let named = read.project {
            result.project = named
            result.warnings.append("the model left out the project you named; kept \"\(named)\" from your words")
        }

        let dropped = result.tags.filter { !read.tags.contains($0) && !supported($0, by: allWords) }
        if !dropped.isEmpty {
            result.tags.removeAll { dropped.contains($0) }
            result.warnings.append("the model proposed tags you did not name (\(dropped.joined(separator: ", "))); they were dropped")
        }
        let missing = read.tags.filter { !result.tags.contains($0) }
        if !missing.isEmpty {
            result.tags += missing
            result.warnings.append("the model left out tags your words name (\(missing.joined(separator: ", "))); they were added")
        }

        if let notes = result.notes, !supported(notes, by: taskWords), notes != read.notes {
            result.notes = read.notes
            result.warnings.append("the model wrote notes your words give no ground for; they were dropped")
        }

        if !taskWords.isEmpty, read.hasTitle, !supported(result.title, by: taskWords) {
            result.warnings.append("the model's title \"\(result.title)\" shares no word with yours; kept \"\(read.title)\"")
            result.title = read.title
        }
    }

    /// The stems of a text's words of three letters or more: what "shares a word" compares.
    static func stems(_ text: String) -> Set<String> {
        var result: Set<String> = []
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) where word.count >= 3 {
            result.insert(SearchStem.stem(Substring(word.lowercased().replacingOccurrences(of: "ё", with: "е"))))
        }
        return result
    }
}
