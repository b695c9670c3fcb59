import TaskDraftKit
import TaskDraftParser

/// Applies a refinement in words ("make it friday", "в пятницу", "high priority") to a
/// draft: the fields the refinement names override the draft's, the rest stay. Several
/// changes joined by "and" / "и" / "i" or commas are applied in turn ("перенеси на 25 декабря
/// и поставь тег отчёты"); "by a week", "an hour later" move the draft's own date or time;
/// "after 3", "after the budget is approved" say what it waits for (`RefinementDependency`).
public struct DraftRefiner: Sendable {
    let parser = BuiltinParser()

    public init() {}

    /// Words that introduce a new title: "rename to X", "title: X", "назови X".
    static let renamePrefixes = ["rename to ", "rename it to ", "rename ", "title: ", "title ", "call it ",
                                 "переименуй в ", "переименуй ", "назови ", "название: ", "nazwij ", "zmień nazwę na "]
    /// Phrases that remove the deadline.
    static let clearDuePhrases: Set<String> = ["no deadline", "no due date", "no due", "without deadline", "без срока",
                                               "без дедлайна", "без даты", "bez terminu"]
    /// Words that introduce tags to add: "tag it work", "тег работа", "добавь тег работа".
    static let addTagPrefixes = ["tag it as ", "tag it ", "tag as ", "add the tag ", "add tags ", "add tag ", "tags ", "tag ",
                                 "добавь теги ", "добавь тег ", "поставь тег ", "теги ", "тег ", "dodaj tag ", "tag: "]
    /// Words that introduce tags to remove; with no tag named, the draft's only tag goes.
    static let removeTagPrefixes = ["remove the tag", "remove tags", "remove tag", "drop the tag", "drop tag", "untag",
                                    "without tag", "убери теги", "убери тег", "удали теги", "удали тег", "сними тег",
                                    "без тега", "usuń tag"]
    /// Words that introduce a note, added under any notes the draft has: "add note: X", "заметка: X".
    static let notePrefixes = ["add a note:", "add note:", "add a note", "add note", "note:", "notes:",
                               "добавь заметку:", "добавь заметку", "заметка:", "примечание:", "notatka:"]
    /// Phrases that remove the notes.
    static let clearNotesPhrases: Set<String> = ["no notes", "no note", "remove the notes", "remove notes", "delete the notes",
                                                 "delete notes", "delete the note", "clear the notes", "clear notes",
                                                 "без заметок", "без заметки", "убери заметку", "убери заметки", "удали заметки",
                                                 "удали заметку", "bez notatek", "usuń notatki", "usuń notatkę", "usun notatki"]
    /// Phrases that make the draft happen once.
    static let clearRecurrencePhrases: Set<String> = ["no repeat", "no repeats", "don't repeat", "do not repeat", "no recurrence",
                                                      "not recurring", "once", "just once", "only once", "one time",
                                                      "stop repeating", "не повторять", "без повтора", "без повторов",
                                                      "без повторения", "один раз", "однократно", "bez powtarzania",
                                                      "nie powtarzaj", "jednorazowo", "jeden raz"]
    /// What joins several changes in one refinement.
    static let clauseJoiners: Set<String> = ["and", "и", "i", "also", "а", "plus", "oraz", "также"]

    public func refine(_ base: TaskDraft, with text: String, context: DraftContext) -> TaskDraft {
        let clauses = Self.clauses(of: text)
        if clauses.count > 1 {
            // Each part must change something on its own; else the words are one change
            // ("rename to Tom and Jerry", "Friday and Monday" read together).
            var result = base
            var everyPartChanged = true
            for clause in clauses {
                let next = refineClause(result, with: clause, context: context)
                if Self.sameFields(next, result) {
                    everyPartChanged = false
                    break
                }
                result = next
            }
            if everyPartChanged { return result }
        }
        return refineClause(base, with: text, context: context)
    }

    /// The parts of a refinement: split at commas, semicolons and "and" / "и" / "i", except
    /// in a rename (a title may hold any of them).
    static func clauses(of text: String) -> [String] {
        let lower = text.lowercased().trimmingWhitespace()
        if renamePrefixes.contains(where: { lower.hasPrefix($0) }) { return [text] }
        var clauses: [String] = []
        var current: [Substring] = []
        for piece in text.split(separator: " ") {
            var word = piece
            var ends = false
            while let last = word.last, last == "," || last == ";" {
                word = word.dropLast()
                ends = true
            }
            if clauseJoiners.contains(word.lowercased()) && !current.isEmpty {
                clauses.append(current.joined(separator: " "))
                current = []
                continue
            }
            if !word.isEmpty { current.append(word) }
            if ends && !current.isEmpty {
                clauses.append(current.joined(separator: " "))
                current = []
            }
        }
        if !current.isEmpty { clauses.append(current.joined(separator: " ")) }
        return clauses
    }

    /// Whether two drafts hold the same fields (warnings aside).
    static func sameFields(_ a: TaskDraft, _ b: TaskDraft) -> Bool {
        var a = a
        a.warnings = b.warnings
        return a == b
    }

    func refineClause(_ base: TaskDraft, with text: String, context: DraftContext) -> TaskDraft {
        let trimmed = text.trimmingWhitespace()
        let lower = trimmed.lowercased()
        var result = base
        result.warnings = base.warnings.filter(TaskDraft.isTitleWarning)
        for prefix in Self.renamePrefixes where lower.hasPrefix(prefix) {
            let title = String(trimmed.dropFirst(prefix.count)).trimmingWhitespace()
            if !title.isEmpty {
                result.title = title.capitalizingFirst
                result.warnings = []
            }
            return result
        }
        if Self.clearDuePhrases.contains(lower) {
            result.due = nil
            return result
        }
        if Self.clearNotesPhrases.contains(lower) {
            result.notes = nil
            return result
        }
        if Self.clearRecurrencePhrases.contains(lower.replacingOccurrences(of: "’", with: "'")) {
            result.recurrence = nil
            return result
        }
        if let shift = RefinementShift.read(trimmed) {
            if let moved = shift.moved(base.due, zone: context.zone) { result.due = moved }
            return result
        }
        if let note = Self.rest(of: trimmed, lower: lower, after: Self.notePrefixes), !note.isEmpty {
            result.notes = base.notes.map { $0 + "\n" + note } ?? note
            return result
        }
        if let named = Self.rest(of: trimmed, lower: lower, after: Self.removeTagPrefixes) {
            let gone = Self.tags(in: named)
            if gone.isEmpty {
                if base.tags.count == 1 || lower.hasPrefix("убери теги") || lower.hasPrefix("удали теги")
                    || lower.hasPrefix("remove tags") { result.tags = [] }
            } else {
                result.tags = base.tags.filter { !gone.contains($0) }
            }
            return result
        }
        if let named = Self.rest(of: trimmed, lower: lower, after: Self.addTagPrefixes) {
            result.tags = TaskDraft.normalizedTags(base.tags + Self.tags(in: named))
            return result
        }
        let analysis = parser.analyze(trimmed, context: context.readingContext)
        switch RefinementDependency.read(trimmed, title: base.title, namesAMoment: analysis.namedDay || analysis.namedTime) {
        case .tasks(let links)?:
            result.addDependencies(links)
            return result
        case .named(let name)?:
            // Looked up by the session, as a new task's words are (`DraftingSession.refine`).
            result.dependencyName = name
            return result
        case nil:
            break
        }
        let said = analysis.draft
        // Whether the due is the parser's own reading of the words, day chosen by it.
        var parserChoseDay = false
        switch (analysis.namedDay, analysis.namedTime, said.due) {
        case (true, false, let due?):
            // A new day keeps the draft's time of day ("tomorrow 15:00" + "friday" = Friday 15:00).
            if let time = base.due?.time, case .date(let date) = due {
                result.due = .dateTime(context.zone.zoned(LocalDateTime(date: date, time: time)))
            } else {
                result.due = due
            }
        case (false, true, let due?):
            // A new time keeps the draft's day.
            if let day = base.due?.calendarDate, let time = due.time {
                result.due = .dateTime(context.zone.zoned(LocalDateTime(date: day, time: time)))
            } else {
                result.due = due
                parserChoseDay = true
            }
        case (true, true, let due?):
            result.due = due
        default:
            break
        }
        if analysis.namedPriority { result.priority = said.priority }
        if analysis.namedProject { result.project = said.project }
        if analysis.namedRecurrence { result.recurrence = said.recurrence }
        if analysis.namedReminders {
            // Reminders said before the due ("30 minutes before") hang from the refined draft's due.
            result.reminders = ReminderWords.reminders(ReminderWords.extract(trimmed).requests, due: result.due, now: context.now,
                                                       zone: context.zone)
            result.remindersFromDefault = false
        }
        result.tags = TaskDraft.normalizedTags(base.tags + said.tags)
        // The refinement's words leave no title by nature; only a draft without one is warned about it.
        // The parser's "has passed today" describes the day it chose; the refined draft may keep another.
        // Its cut of a title the words would have had leaves the refined draft's title as it was.
        let titleWarnings = base.warnings.filter(TaskDraft.isTitleWarning)
        result.warnings = said.warnings.filter { !TaskDraft.isTitleWarning($0) && !Self.isPassedTime($0) && !LongTitle.isCut($0) }
            + (result.hasTitle ? [] : titleWarnings.isEmpty ? [TaskDraft.placeholderWarning] : titleWarnings)
        if parserChoseDay, let moved = said.warnings.first(where: Self.isPassedTime) {
            result.warnings.append(moved)
        } else if let passed = Self.passedTimeWarning(result.due, context: context) {
            result.warnings.append(passed)
        }
        return result
    }

    /// The text after the first prefix that `lower` starts with (at a word boundary), else nil.
    private static func rest(of text: String, lower: String, after prefixes: [String]) -> String? {
        for prefix in prefixes where lower.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            guard prefix.hasSuffix(" ") || prefix.hasSuffix(":") || rest.isEmpty || rest.first == " " || rest.first == ":" else {
                continue
            }
            return String(rest.drop { $0 == " " || $0 == ":" }).trimmingWhitespace()
        }
        return nil
    }

    /// Tag names as typed: separated by spaces or commas, `#` optional.
    private static func tags(in text: String) -> [String] {
        TaskDraft.normalizedTags(text.split(whereSeparator: { $0 == " " || $0 == "," })
            .map { String($0.drop { $0 == "#" }) }.filter { !$0.isEmpty })
    }

    static func isPassedTime(_ warning: DraftWarning) -> Bool {
        switch warning.as(ParserWarning.self) {
        case .timePassed?, .timePassedDueTomorrow?: return true
        default: return false
        }
    }

    /// "15:00 has passed today" when the refined draft is due at a time earlier today.
    private static func passedTimeWarning(_ due: Due?, context: DraftContext) -> ParserWarning? {
        guard case .dateTime(let zoned)? = due, zoned.local.date == context.today, zoned.instant < context.now else { return nil }
        return .timePassed(zoned.local.time)
    }
}
