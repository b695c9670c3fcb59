import TaskDraftKit

/// "after task 3", "after task #3", "after #3", "после задачи 3", "po zadaniu 3": a task the
/// new one waits for, by its number. The word for a task (or the `#`) must be there, or the
/// words just before must name a task by number ("Step two subtask of 1 after 1", «подзадача
/// задачи 1 после 2»): elsewhere a bare "after 3" is a time ("after 5" is an open interval
/// from five o'clock, issue 28), which the store turns into a link only when an open task has
/// that number (`dependencyNumber`). A number with a time's word after it ("after 1 pm",
/// «после 3 часов») is a time everywhere. A number that is no task is the domain's to refuse
/// at commit, where it knows the tasks.
extension BuiltinParser {
    /// "after", in each language.
    static let dependsLinks: Set<String> = ["after", "после", "po"]
    /// "task" after it, in the case the link governs: "после задачи", "po zadaniu".
    static let dependsTaskNouns: Set<String> = ["task", "задачи", "zadaniu"]
    /// Words that say a task named by its title is finished, or join the clause that says so
    /// ("after the budget is approved", "после того как отчёт будет готов", "po tym jak raport
    /// będzie gotowy"): no title needs them (`Scan.dependencyName`).
    static let dependsNameFillers: KeySet = [
        "is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "gets", "got", "gotten", "done", "finished",
        "complete", "completed", "ready", "over", "that", "which",
        "того", "как", "когда", "будет", "будут", "был", "была", "было", "были", "готов", "готова", "готово", "готовы",
        "сделан", "сделана", "сделано", "сделаны", "закончен", "закончена", "закончено", "закончены", "завершен",
        "завершена", "завершено", "завершены", "выполнен", "выполнена", "выполнено", "выполнены",
        "tym", "jak", "gdy", "kiedy", "jest", "są", "będzie", "będą", "był", "była", "było", "były", "gotowe", "gotowy",
        "gotowa", "zrobione", "zrobiony", "zrobiona", "skończone", "skończony", "skończona", "zakończone", "zakończony",
        "zakończona", "zadania",
        // "after lunch", "after work": a time of the day, no task's name.
        "lunch", "dinner", "breakfast", "supper", "work", "school", "hours", "class", "dark", "sunset", "sunrise", "noon",
        "midnight", "all",
        // "po polsku", "po prostu", "po kolei", "po raz drugi": Polish idioms, no task's name.
        "polsku", "angielsku", "rosyjsku", "niemiecku", "francusku", "prostu", "kolei", "raz", "co", "cichu", "trochu",
    ]
    /// English verbs whose particle "after" is ("look after the kids", "named after her"): no link.
    static let dependsLinkVerbs: KeySet = [
        "look", "looks", "looked", "looking", "take", "takes", "took", "taking", "named", "name", "chase", "chased",
        "run", "runs", "ran", "running", "go", "goes", "went", "going", "ask", "asked", "asking", "come", "comes", "came",
    ]

    func dependsReference(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        guard Self.dependsLinks.contains(tokens[i].key.text) else { return nil }
        var j = i + 1
        if j < tokens.count, tokens[j].key.text == "the" { j += 1 }
        let named = j < tokens.count && Self.dependsTaskNouns.contains(tokens[j].key.text)
        if named { j += 1 }
        guard j < tokens.count, let id = Self.taskNumber(tokens[j]) else { return nil }
        // Without the noun `#3` names a task, and a bare number does after a task's number.
        guard named || tokens[j].kind == .hashtag
            || tokens[j].kind == .number && followsTaskReference(i, in: tokens) && !beginsATime(at: j, in: tokens, context: context)
        else { return nil }
        return Finding.said(.tasks([TaskLink(id: id)])).map { Match(length: j + 1 - i, finding: $0) }
    }

    /// What may stand between a task's number and the link word after it: "subtask of 1, after 2".
    static let referenceJoiners: KeySet = ["and", "и", "i"]

    /// Whether the words just before `i` name a task by its number ("subtask of 1", «подзадача
    /// задачи 1», "podzadanie zadania 1"), with a comma or "and" between or not.
    func followsTaskReference(_ i: Int, in tokens: [Token]) -> Bool {
        var end = i
        if end > 0, tokens[end - 1].isSymbol(",") || Self.referenceJoiners.contains(tokens[end - 1].key) { end -= 1 }
        var start = end - 1
        while start >= max(0, end - 6) {
            if parentReference(at: start, in: tokens)?.length == end - start { return true }
            start -= 1
        }
        return false
    }

    /// Whether the number at `j` begins a time or a length longer than itself: "1 pm", "5:30",
    /// «3 часов», "15 min".
    func beginsATime(at j: Int, in tokens: [Token], context: ReadingContext) -> Bool {
        (numberLed(at: j, in: tokens, context: context)?.length ?? 0) > 1 || (duration(at: j, in: tokens)?.length ?? 0) > 1
    }

    /// "after 5", «после 5», «po 5» read as an open start at that hour, the number alone.
    static func isHourAfterLink(_ edge: Edge, in tokens: [Token]) -> Bool {
        let link = edge.start
        guard edge.length == 2, case .finding(.startsAt) = edge.value, tokens[link].kind == .word,
              dependsLinks.contains(tokens[link].key.text), tokens[link + 1].kind == .number else { return false }
        // "look after 5", "named after 2": a verb's particle, no link.
        return !(link > 0 && dependsLinkVerbs.contains(tokens[link - 1].key))
    }

    /// The value of `depends:3,5` (or `depends:ab-12@example.com`) in add's words, as `modify`
    /// reads it less what only an edit means: task numbers or UIDs apart by commas. nil when
    /// one is neither (a `-3` removes a link only from a task that has it, `none` clears one),
    /// and the word stays in the title for the person to see.
    static func dependsAttribute(_ value: String) -> [TaskLink]? {
        var links: [TaskLink] = []
        for word in value.split(separator: ",", omittingEmptySubsequences: false) {
            if let id = taskNumber(String(word)) {
                links.append(TaskLink(id: id))
                continue
            }
            let uid = String(word)
            guard let first = uid.unicodeScalars.first, first != "-", !uid.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  uid.lowercased() != "none", TaskUID.problem(uid) == nil else { return nil }
            links.append(TaskLink(uid: uid))
        }
        return links.withoutRepeats
    }
}
