import TaskDraftKit

/// The English wording of what splitting a text and reviewing the set say.
extension SetMessage {
    var english: String {
        switch self {
        case .skipped(let n):
            return English.plural(n, "Skipped \(n) line that is not an action item.", "Skipped \(n) lines that are not action items.")
        case .header(let n): return "\(n) \(English.plural(n, "draft", "drafts")) from what you said:"
        case .prompt(let n): return "Commit all \(n)? [Y]es / [n]o / \"2 n\" drops, \"2 e\" edits / or say what to change:"
        case .nothingLeft: return "Every draft was dropped; nothing written."
        case .dropped(let n): return "Dropped draft \(n)."
        case .noSuchDraft(let n, let count): return "There is no draft \(n); the set has \(count)."
        case .whichDraft(let text): return "Which draft? Say \"2 \(text)\" for one, or \"all \(text)\" for every one."
        case .notUnderstood(let text): return "Did not understand \"\(text)\"; the drafts are unchanged."
        case .changed(let n, let changes): return "Changed \(n): " + changes
        case .refinementStopped(let n, let rest):
            let numbers = rest.map(String.init).joined(separator: ", ")
            return rest.count == 1 ? "Stopped at draft \(n): draft \(numbers) was not refined either and is as it was."
                : "Stopped at draft \(n): drafts \(numbers) were not refined either and are as they were."
        case .untitled(let n): return "Draft \(n) has no title: \"\(n) e\" edits it, \"\(n) n\" drops it."
        case .merged(let n): return "The \(n) \(English.plural(n, "draft", "drafts")) are one task again:"
        case .nothingToSplit: return "These words read as one task."
        case .noActionItems: return "nothing in the input reads as a task; nothing written"
        case .planInvalid(let backend): return "backend \(backend): its answer was not a valid plan (3 to 10 step drafts); nothing written"
        case .cannotPlan(let backend):
            return "The \(backend) backend cannot plan (set a model for \"phases\": {\"plan\": …} in config.json); "
                + "here are the tasks it reads in your words."
        case .planUsage: return "Say the goal after /plan: /plan organise the offsite on the 20th"
        }
    }
}
