import TaskDraftKit

/// What a refinement of a draft says the task waits for (issue 29), read as a new task's words
/// are: "after 3", "after task 3", "depends on 2 and 5", «после 3», «po 3» name tasks by number;
/// "after the budget is approved" by title, as `Scan.dependencyName` hands such words over, for
/// the store to say what they name (`TaskDraft.linkingDependencyName(in:)`). The refinement is
/// said of the draft, so a bare number after the link word is a task's here, where a new task's
/// "after 5" is a time; a clock time ("after 5pm", «после 15:00») or a day stays a moment.
public enum RefinementDependency: Sendable, Equatable {
    case tasks([TaskLink])
    case named(DependencyName)

    /// The words that open such a refinement, before the task or tasks they name.
    static let links: PhraseTable<Bool> = PhraseTable(
        ["after", "после", "po", "depends on", "depend on", "dependent on", "blocked by", "waits for", "wait for",
         "зависит от", "ждет", "zależy od", "zalezy od", "czeka na"].map { .init($0, true) })
    /// A verb that asks for a change, with or without the word for the task, before the link:
    /// "make it after 3", and the prompt's "make the third after the budget is approved" of an
    /// existing task, which reaches here as "make after the budget is approved"; «сделай её после
    /// 2», «ustaw po 2». The words after the link are read as without it.
    static let leads: PhraseTable<Bool> = PhraseTable(
        ["make", "make it", "set", "set it", "move", "move it", "change", "change it", "сделай", "сделай ее", "поставь",
         "поставь ее", "перенеси", "перенеси ее", "измени", "ustaw", "ustaw je", "ustaw to", "przenieś", "przenies", "zmień",
         "zmien"].map { .init($0, true) })
    /// What may stand between the link word and the numbers: "after the task", «после задачи».
    static let taskNouns: KeySet = ["the", "task", "tasks", "задачи", "задач", "задача", "zadaniu", "zadania", "zadań", "zadan"]
    /// What joins several numbers: "3 and 5", «3 и 5», "3, 5".
    static let numberJoiners: KeySet = ["and", "и", "i", "&"]

    /// Whether `text` opens with a link word and says more after it ("after 2", «после 2»,
    /// "depends on 2"): the prompt's "#3 after 2", with no verb, is then a change of task 3.
    public static func opens(_ text: String) -> Bool {
        let tokens = Tokenizer.tokenize(text)
        guard let link = links.longestMatch(tokens, at: 0) else { return false }
        return link.length < tokens.count
    }

    /// The dependency `text` names, else nil. `title` is the draft's, which a name leaves as it
    /// is; `namesAMoment`: the parser read a day or a time in the words, which are then no name.
    public static func read(_ text: String, title: String, namesAMoment: Bool) -> RefinementDependency? {
        var text = text
        var tokens = Tokenizer.tokenize(text)
        if let lead = leads.longestMatch(tokens, at: 0), lead.length < tokens.count {
            text = String(text[tokens[lead.length].range.lowerBound...])
            tokens = Tokenizer.tokenize(text)
        }
        guard let link = links.longestMatch(tokens, at: 0) else { return nil }
        var i = link.length
        while i < tokens.count, taskNouns.contains(tokens[i].key) { i += 1 }
        var ids: [TaskLink] = []
        var j = i
        while j < tokens.count, let id = BuiltinParser.taskNumber(tokens[j]) {
            ids.append(TaskLink(id: id))
            j += 1
            guard j < tokens.count, numberJoiners.contains(tokens[j].key) || tokens[j].isSymbol(",") else { break }
            j += 1
        }
        if !ids.isEmpty, j == tokens.count { return .tasks(ids.withoutRepeats) }
        guard !namesAMoment, link.length < tokens.count,
              tokens[link.length...].allSatisfy({ $0.kind == .word || $0.kind == .number || $0.kind == .quoted }) else { return nil }
        let content = tokens[link.length...].filter(Scan.isContent)
        guard !content.isEmpty, content.count <= DependencyName.maximumWords else { return nil }
        let phrase = String(text[tokens[link.length].range.lowerBound..<tokens[tokens.count - 1].range.upperBound])
        let reading = DependencyName.Reading(phrase: phrase, words: DependencyName.Fold.keys(content.map { String($0.text) }),
                                             titleWithout: title)
        return DependencyName(readings: [reading]).map(RefinementDependency.named)
    }
}
