/// The human-facing words of splitting and set review, in one place so the message catalogue
/// can take them over whole.
enum SetReviewText {
    static func skipped(_ count: Int) -> String {
        count == 1 ? "Skipped 1 line that is not an action item." : "Skipped \(count) lines that are not action items."
    }

    static func prompt(count: Int) -> String {
        "Commit all \(count)? [Y]es / [n]o / \"2 n\" drops, \"2 e\" edits / or say what to change:"
    }

    static func header(count: Int) -> String { "\(count) drafts from what you said:" }
    static let nothingLeft = "Every draft was dropped; nothing written."
    static func dropped(_ number: Int) -> String { "Dropped draft \(number)." }
    static func noSuchDraft(_ number: Int, count: Int) -> String { "There is no draft \(number); the set has \(count)." }
    static func whichDraft(_ text: String) -> String {
        "Which draft? Say \"2 \(text)\" for one, or \"all \(text)\" for every one."
    }
    static func notUnderstood(_ text: String) -> String { "Did not understand \"\(text)\"; the drafts are unchanged." }
    static func changed(_ number: Int, _ changes: String) -> String { "Changed \(number): " + changes }
    static func untitled(_ number: Int) -> String {
        "Draft \(number) has no title: \"\(number) e\" edits it, \"\(number) n\" drops it."
    }
    static func created(_ line: String) -> String { "Created " + line }
    static func alreadyPresent(_ line: String) -> String { "Already present: " + line }
    static func notCreated(_ reason: String) -> String { "Not created: " + reason }
    static let nothingToSplit = "These words read as one task."
}

extension SetReviewText {
    static let noActionItems = "nothing in the input reads as a task; nothing written"
}

extension SetReviewText {
    static let invalidPlan = "its answer was not a valid plan (3 to 10 step drafts); nothing written"
    static func cannotPlan(_ backend: String) -> String {
        "The \(backend) backend cannot plan (set a model for \"phases\": {\"plan\": …} in config.json); "
            + "here are the tasks it reads in your words."
    }
    static let planUsage = "Say the goal after /plan: /plan organise the offsite on the 20th"
}
