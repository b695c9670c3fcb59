import TaskDraftKit

/// "subtask of 3", "subtask of task #3", "подзадача задачи 3", "подзадача к задаче 3",
/// "podzadanie zadania 3", "podzadanie do zadania 3": the task the new one is a step of, by its
/// number. A UID is no word people say, but the attribute takes one (`parent:3`,
/// `parent:<UID>`); a task that is not there is the domain's to refuse at commit, where it
/// knows the tasks.
extension BuiltinParser {
    func parentReference(at i: Int, in tokens: [Token]) -> Match? {
        guard Lexicon.subtaskNouns.contains(tokens[i].key) else { return nil }
        var j = i + 1
        if j < tokens.count, tokens[j].key.text == "a" || tokens[j].key.text == "the" { j += 1 }
        if j < tokens.count, Lexicon.subtaskLinks.contains(tokens[j].key) { j += 1 }
        if j < tokens.count, tokens[j].key.text == "the" { j += 1 }
        if j < tokens.count, Lexicon.subtaskTaskNouns.contains(tokens[j].key) { j += 1 }
        // A link or "task" must come between, but for "подзадача 3"/"podzadanie 3" said short.
        guard j < tokens.count, let id = Self.taskNumber(tokens[j]), let finding = Finding.said(.task(.id(id))) else { return nil }
        return Match(length: j + 1 - i, finding: finding)
    }

    /// `3` or `#3`: a task's number.
    static func taskNumber(_ token: Token) -> Int64? {
        taskNumber(token.kind == .hashtag ? token.key.text : token.kind == .number ? String(token.text) : "")
    }

    /// `3`: a task's number, digits only.
    static func taskNumber(_ text: String) -> Int64? {
        guard !text.isEmpty, text.utf8.count <= 12, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let id = Int64(text), id > 0 else { return nil }
        return id
    }
}

extension LexiconSource {
    /// The head nouns, in each language's forms a sentence puts them in.
    static let subtaskNouns: KeySet = [
        "subtask", "sub-task", "substep",
        "подзадача", "подзадачей", "подзадачу", "подзадачи", "подзадачка",
        "podzadanie", "podzadaniem", "podzadania",
    ]

    /// Words between the noun and the number: "of", "for", "к", "для", "do", "dla".
    static let subtaskLinks: KeySet = ["of", "for", "under", "к", "для", "do", "dla"]

    /// "task" before the number, in the case the link governs: "задачи", "задаче", "zadania", "zadaniu".
    static let subtaskTaskNouns: KeySet = ["task", "задачи", "задаче", "задача", "zadania", "zadaniu", "zadanie"]
}
