import TaskDraftKit

/// "after task 3", "after task #3", "after #3", "после задачи 3", "po zadaniu 3": a task the
/// new one waits for, by its number. The word for a task (or the `#`) must be there: a bare
/// "after 3" is a time ("after 5" is an open interval from five o'clock, issue 28), so it
/// stays one. A number that is no task is the domain's to refuse at commit, where it knows
/// the tasks; the words never guess a task from its title.
extension BuiltinParser {
    /// "after", in each language.
    static let dependsLinks: Set<String> = ["after", "после", "po"]
    /// "task" after it, in the case the link governs: "после задачи", "po zadaniu".
    static let dependsTaskNouns: Set<String> = ["task", "задачи", "zadaniu"]

    func dependsReference(at i: Int, in tokens: [Token]) -> Match? {
        guard Self.dependsLinks.contains(tokens[i].key.text) else { return nil }
        var j = i + 1
        if j < tokens.count, tokens[j].key.text == "the" { j += 1 }
        let named = j < tokens.count && Self.dependsTaskNouns.contains(tokens[j].key.text)
        if named { j += 1 }
        // Without the noun only `#3` names a task.
        guard j < tokens.count, named || tokens[j].kind == .hashtag, let id = Self.taskNumber(tokens[j]) else { return nil }
        return Match(length: j + 1 - i, finding: .depends([id]))
    }
}
