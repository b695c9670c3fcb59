import TaskDraftKit

/// Applies a refinement in words ("make it friday", "в пятницу", "high priority") to a
/// draft: the fields the refinement names override the draft's, the rest stay.
public struct DraftRefiner: Sendable {
    let parser = BuiltinParser()

    public init() {}

    /// Words that introduce a new title: "rename to X", "title: X", "назови X".
    static let renamePrefixes = ["rename to ", "rename it to ", "rename ", "title: ", "title ", "call it ",
                                 "переименуй в ", "переименуй ", "назови ", "название: ", "nazwij ", "zmień nazwę na "]
    /// Phrases that remove the deadline.
    static let clearDuePhrases: Set<String> = ["no deadline", "no due date", "no due", "without deadline", "без срока",
                                               "без дедлайна", "без даты", "bez terminu"]

    public func refine(_ base: TaskDraft, with text: String, context: DraftContext) -> TaskDraft {
        let trimmed = text.trimmingWhitespace()
        let lower = trimmed.lowercased()
        var result = base
        result.warnings = []
        for prefix in Self.renamePrefixes where lower.hasPrefix(prefix) {
            let title = String(trimmed.dropFirst(prefix.count)).trimmingWhitespace()
            if !title.isEmpty { result.title = title.capitalizingFirst }
            return result
        }
        if Self.clearDuePhrases.contains(lower) {
            result.due = nil
            return result
        }
        let analysis = parser.analyze(trimmed, context: context)
        let said = analysis.draft
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
            }
        case (true, true, let due?):
            result.due = due
        default:
            break
        }
        if analysis.namedPriority { result.priority = said.priority }
        if analysis.namedProject { result.project = said.project }
        if analysis.namedRecurrence { result.recurrence = said.recurrence }
        result.tags = TaskDraft.normalizedTags(base.tags + said.tags)
        // The refinement's words leave no title by nature; only a draft without one is warned about it.
        result.warnings = said.warnings.filter { $0 != TaskDraft.placeholderWarning }
            + (result.hasTitle ? [] : [TaskDraft.placeholderWarning])
        return result
    }
}
