import TaskDraftKit

extension CrossCheckWarning {
    public var english: String {
        switch self {
        case .inventedDeadline(let proposed): return "the model proposed a deadline you did not name (\(proposed)); it was dropped"
        case .otherDeadline(let proposed, let kept): return "the model read the deadline as \(proposed); kept \(kept) from your words"
        case .missedDeadline(let kept): return "the model left out the deadline you named; kept \(kept) from your words"
        case .inventedReminders(let proposed):
            return "the model proposed a reminder you did not ask for (\(proposed.map(\.description).joined(separator: ", "))); it was dropped"
        case .inventedRecurrence(let proposed):
            return "the model proposed a repeat rule you did not name (\(proposed.rrule)); it was dropped"
        case .otherRecurrence(let proposed, let kept):
            return "the model read the repeat rule as \(proposed.rrule); kept \(kept.rrule) from your words"
        case .missedRecurrence(let kept): return "the model left out the repeat rule you named; kept \(kept.rrule) from your words"
        case .otherPriority(let proposed, let kept):
            return "the model read the priority as \(proposed.rawValue); kept \(kept.rawValue) from your words"
        case .inventedPriority(let proposed): return "the model proposed \(proposed.rawValue) priority you did not ask for; it was dropped"
        case .inventedProject(let project): return "the model proposed project \"\(project)\" you did not name; it was dropped"
        case .missedProject(let kept): return "the model left out the project you named; kept \"\(kept)\" from your words"
        case .inventedTags(let tags): return "the model proposed tags you did not name (\(tags.joined(separator: ", "))); they were dropped"
        case .missedTags(let tags): return "the model left out tags your words name (\(tags.joined(separator: ", "))); they were added"
        case .inventedText(let field): return "the model wrote \(field.english) your words give no ground for; they were dropped"
        case .inventedPlan(let field, let proposed):
            return "the model proposed \(field.englishArticle) \(Self.english(field)) you did not name (\(proposed)); it was dropped"
        case .otherPlan(let field, let proposed, let kept):
            return "the model read the \(Self.english(field)) as \(proposed); kept \(kept) from your words"
        case .missedPlan(let field, let kept): return "the model left out the \(Self.english(field)) you named; kept \(kept) from your words"
        case .inventedParent(let parent):
            return "the model made it a subtask of task \(parent), which your words do not say; it was dropped"
        case .inventedDepends(let tasks):
            return "the model made it wait for task \(tasks.joined(separator: ", ")), which your words do not say; dropped"
        case .otherTitle(let proposed, let kept, let sharesNoWord):
            let why = sharesNoWord ? "shares no word with yours" : "does not say what your words say"
            return "the model's title \"\(proposed)\" \(why); kept \"\(kept)\""
        }
    }

    /// A field by its key, and by the card's words where they say more ("wait (hidden until)").
    private static func english(_ field: FieldLabel) -> String {
        field.onCard.english == field.english ? field.english : "\(field.english) (\(field.onCard.english))"
    }
}
