import TaskDraftKit
import TaskDraftParser

/// The built-in parser's second opinion on a model's draft: deadlines are where a model's
/// mistakes cost most, and where a rule-based reading of the same words is most reliable.
///
/// - The model proposed a deadline the words do not contain: it is dropped, with a warning.
/// - Both read a deadline and disagree: the built-in one is kept, the model's is shown.
/// - The words name a deadline the model left out: the built-in one is kept, with a warning.
/// - The words name a date that does not exist: whatever the model made of it is dropped, with a warning.
/// - Reminders follow the words as the built-in parser reads them (or a Skill's default when the
///   words name none): a reminder the model added on its own is dropped, with a warning; one
///   counted from an event with no time said is none, with the built-in draft's warning.
/// - Dated notes (annotations) are the draft's own, a stored task's or a file's: a model's answer
///   neither drops nor adds one; one it added is dropped, with a warning.
///
/// Every other field is held to the words the same way: a repeat rule, priority, project, tag
/// or note the words give no support for is dropped with a warning; one the words name and
/// the model left out is restored. A project or tag is supported only as a project or tag —
/// the built-in reading, a marker ("project Apollo Two", "the Apollo project", "tagged
/// errands") or the Skills vocabulary — not by being a word of the sentence. A title must keep
/// the built-in title's content words and add none of its own, else the built-in title is
/// kept. What the model is good at stays: a title for a rambling sentence without its fillers,
/// a field the words support that the grammar missed.
public struct DraftCrossCheck: Sendable {
    private let parser = BuiltinParser()

    public init() {}

    /// The fields of a plan a model is held to as it is to the due (`CrossCheckWarning.inventedPlan`
    /// and its kin): every other draft field whose value is a moment or a length (when work
    /// begins, until when the task is hidden, how long it takes), in table order.
    public static let planFields: [FieldLabel] = TaskField.draftFields.compactMap(\.label).filter { label in
        switch label.reading(of: TaskDraft(title: "")) {
        case .moment?: return label != .due
        case .length?: return true
        default: return false
        }
    }

    /// The draft fields whose value is a long text a person writes (the notes), in table order:
    /// a model's text that shares no word with the words is dropped (`CrossCheckWarning.inventedText`).
    public static let longTextFields: [FieldLabel] = TaskField.draftFields.compactMap(\.label).filter { label in
        if case .longText? = label.reading(of: TaskDraft(title: "")) { return true } else { return false }
    }
    /// The draft fields whose value is dated notes, a stored task's or a file's, in table order:
    /// a model's answer neither drops nor adds one.
    static let datedFields: [FieldLabel] = TaskField.draftFields.compactMap(\.label).filter { label in
        if case .dated? = label.reading(of: TaskDraft(title: "")) { return true } else { return false }
    }
    /// The draft fields whose value names a task or tasks (`TaskField.taskValued`): a parent,
    /// the tasks it waits for.
    static let taskValuedFields: [FieldLabel] = TaskField.taskValued.compactMap(\.field.label)

    /// What a draft is held to: the built-in value of each field and whether the words name it,
    /// the words left for the title, and a date they name that does not exist.
    struct Grounds {
        var read: TaskDraft
        /// The words name a deadline: a day, a time, or a repeat rule (whose first occurrence is one).
        var namesDue: Bool
        var namesPriority: Bool
        var namesProject: Bool
        var namesRecurrence: Bool
        var namesReminders: Bool
        /// The words a title and notes may take theirs from.
        var leftover: String
        var impossibleDate: String?
        /// A refinement's tags the words take off the draft ("remove tag work"), lowercased: the
        /// words name them, but not to keep.
        var removedTags: Set<String> = []

        init(_ analysis: BuiltinParser.Analysis) {
            read = analysis.draft
            namesDue = analysis.namedDay || analysis.namedTime || analysis.namedRecurrence
            namesPriority = analysis.namedPriority
            namesProject = analysis.namedProject
            namesRecurrence = analysis.namedRecurrence
            namesReminders = analysis.namedReminders
            leftover = analysis.leftover
            impossibleDate = analysis.impossibleDate
        }

        /// A refinement's grounds: the draft it changes, with what its words name changed by the
        /// built-in refiner. What the draft already holds counts as said (the person saw it on the
        /// card); what neither holds nor the words name, a model may not add.
        init(refining base: TaskDraft, words: String, analysis: BuiltinParser.Analysis, context: DraftContext) {
            self.init(analysis)
            read = DraftRefiner().refine(base, with: words, context: context)
            namesDue = read.due != nil
            namesPriority = read.priority != .unset || analysis.namedPriority
            namesProject = read.project != nil || analysis.namedProject
            namesRecurrence = read.recurrence != nil
            namesReminders = !read.reminders.isEmpty || analysis.namedReminders
            // The draft's long texts are words the person has seen as theirs, as its title is.
            let texts = DraftCrossCheck.longTextFields.compactMap { field -> String? in
                if case .longText(let text?)? = field.reading(of: base) { return text } else { return nil }
            }
            leftover = ([analysis.leftover, base.title] + texts).joined(separator: " ")
            removedTags = Set(base.tags.map { $0.lowercased() }).subtracting(read.tags.map { $0.lowercased() })
        }
    }

    public func check(_ draft: TaskDraft, words: String, context: DraftContext) -> TaskDraft {
        check(draft, against: Grounds(parser.analyze(words, context: context.readingContext)), words: words, context: context)
    }

    /// A model's refinement of `base` by `words`, held field by field to the built-in refinement
    /// as a first draft is to the built-in reading: a deadline, a priority or any other field the
    /// draft did not hold and the words do not name is dropped with a warning, one the words
    /// name another way keeps the built-in value.
    public func check(refined draft: TaskDraft, of base: TaskDraft, words: String, context: DraftContext) -> TaskDraft {
        let analysis = parser.analyze(words, context: context.readingContext)
        return check(draft, against: Grounds(refining: base, words: words, analysis: analysis, context: context), words: words,
                     context: context)
    }

    private func check(_ draft: TaskDraft, against grounds: Grounds, words: String, context: DraftContext) -> TaskDraft {
        let read = grounds.read
        var result = draft
        result.due = grounded(draft.due, grounds.namesDue ? read.due : nil, &result.warnings,
                              invented: CrossCheckWarning.inventedDeadline, other: CrossCheckWarning.otherDeadline,
                              missed: CrossCheckWarning.missedDeadline)
        let expected = read.reminders
        if Reminder.normalized(draft.reminders) != expected {
            if !grounds.namesReminders, !draft.reminders.isEmpty {
                result.warnings.append(CrossCheckWarning.inventedReminders(draft.reminders))
            }
            result.reminders = expected
        }
        result.remindersFromDefault = read.remindersFromDefault
        // A reminder counted from an event the words give no time for was left out of the
        // reading's reminders, and of the model's draft with them: said as the built-in draft says it.
        if read.warnings.contains(ParserWarning.reminderWithoutEventTime),
           !result.warnings.contains(ParserWarning.reminderWithoutEventTime) {
            result.warnings.append(ParserWarning.reminderWithoutEventTime)
        }
        if let written = grounds.impossibleDate {
            result.warnings.append(ParserWarning.impossibleDate(written))
        }
        // The start, the wait and the estimate are held to the words as the due is.
        for field in Self.planFields { grounded(field, draft, read, into: &result) }
        // Dated notes are a stored task's or a file's, never a model's to write or leave out: an
        // answer without them would clear a listed task's notes when its change is committed.
        for field in Self.datedFields {
            guard case .dated(let proposed)? = field.reading(of: result), case .dated(let kept)? = field.reading(of: read),
                  proposed != kept else { continue }
            if proposed.contains(where: { !kept.contains($0) }) { result.warnings.append(CrossCheckWarning.inventedText(field)) }
            field.write(.dated(kept), into: &result)
        }
        checkOtherFields(&result, grounds: grounds, words: words, context: context)
        return result
    }

    /// The built-in reading's value of a field the words ground: the model's is dropped when
    /// the words do not name one (`invented`), replaced when they say otherwise (`other`),
    /// restored when the model left it out (`missed`); each change is said in a warning.
    private func grounded<Value: Equatable>(_ proposed: Value?, _ read: Value?, _ warnings: inout [DraftWarning],
                                            invented: (Value) -> CrossCheckWarning,
                                            other: (_ proposed: Value, _ kept: Value) -> CrossCheckWarning,
                                            missed: (_ kept: Value) -> CrossCheckWarning) -> Value? {
        switch (proposed, read) {
        case (let proposed?, nil): warnings.append(invented(proposed))
        case (let proposed?, let read?) where proposed != read: warnings.append(other(proposed, read))
        case (nil, let read?): warnings.append(missed(read))
        default: break
        }
        return read
    }

    /// `grounded` for a plan field: `result` gets the built-in reading's value, and a warning
    /// that says the model's and the kept one as written.
    private func grounded(_ field: FieldLabel, _ draft: TaskDraft, _ read: TaskDraft, into result: inout TaskDraft) {
        guard let proposed = field.reading(of: draft), let kept = field.reading(of: read) else { return }
        switch (Self.written(proposed), Self.written(kept)) {
        case (let said?, nil): result.warnings.append(CrossCheckWarning.inventedPlan(field, said))
        case (let said?, let keptSaid?) where proposed != kept:
            result.warnings.append(CrossCheckWarning.otherPlan(field, proposed: said, kept: keptSaid))
        case (nil, let keptSaid?): result.warnings.append(CrossCheckWarning.missedPlan(field, kept: keptSaid))
        default: break
        }
        field.write(kept, into: &result)
    }

    /// A plan field's value as written (ISO 8601), nil when it has none.
    private static func written(_ reading: FieldReading) -> String? {
        switch reading {
        case .moment(let moment): return moment?.description
        case .length(let length): return length?.description
        default: return nil
        }
    }

    private func checkOtherFields(_ result: inout TaskDraft, grounds: Grounds, words: String, context: DraftContext) {
        let read = grounds.read
        // The task's own words: what is left once dates, tags and other fields are taken out.
        let taskWords = SentenceWords.contentStems(grounds.leftover)

        result.recurrence = grounded(result.recurrence, grounds.namesRecurrence ? read.recurrence : nil, &result.warnings,
                                     invented: CrossCheckWarning.inventedRecurrence, other: CrossCheckWarning.otherRecurrence,
                                     missed: CrossCheckWarning.missedRecurrence)

        if grounds.namesPriority, result.priority != read.priority {
            result.warnings.append(CrossCheckWarning.otherPriority(proposed: result.priority, kept: read.priority))
            result.priority = read.priority
        } else if !grounds.namesPriority, result.priority != .unset {
            result.warnings.append(CrossCheckWarning.inventedPriority(result.priority))
            result.priority = .unset
        }

        // A project stands when the built-in reading has it, or the words name it as a project
        // with words the built-in parser did not read as a date or another field
        // ("project Apollo Two" where the grammar took one word).
        let sentence = SentenceWords(words)
        let unread = Set(SentenceWords.wordStems(grounds.leftover + " " + (read.project ?? "")))
        if let project = result.project, let named = read.project, project.lowercased() == named.lowercased() {
            result.project = named
        } else if let project = result.project,
                  !sentence.namesProject(project)
                    || !Set(SentenceWords.wordStems(project)).isSubset(of: unread) {
            result.warnings.append(CrossCheckWarning.inventedProject(project))
            result.project = grounds.namesProject ? read.project : nil
        } else if result.project == nil, grounds.namesProject, let named = read.project {
            result.project = named
            result.warnings.append(CrossCheckWarning.missedProject(kept: named))
        }

        // A tag stands when the words name it as one: the built-in reading has it (`#tag`,
        // `@label`, a Skills term), the words call it a tag ("tagged errands"), or a Skills term
        // that tags so is among the words where the grammar took them for something else. A
        // word of the sentence is not a tag by being there. Terms are matched as the built-in
        // parser matches them (`VocabularyLexicon.terms`), so the two cannot disagree: "invoices"
        // is not the term "invoice" for either.
        let termTags = Set(context.skills.lexicon.terms(in: words).flatMap(\.tags).map { $0.lowercased() })
        let readTags = Set(read.tags.map { $0.lowercased() })
        let removed = result.tags.filter { grounds.removedTags.contains($0.lowercased()) }
        result.tags.removeAll { removed.contains($0) }
        let dropped = result.tags.filter { tag in
            let key = tag.lowercased()
            return !readTags.contains(key) && !termTags.contains(key) && !sentence.namesTag(tag)
        }
        if !dropped.isEmpty {
            result.tags.removeAll { dropped.contains($0) }
            result.warnings.append(CrossCheckWarning.inventedTags(dropped))
        }
        let missing = read.tags.filter { tag in !result.tags.contains { $0.lowercased() == tag.lowercased() } }
        if !missing.isEmpty {
            result.tags += missing
            result.warnings.append(CrossCheckWarning.missedTags(missing))
        }

        for field in Self.longTextFields {
            guard case .longText(let text?)? = field.reading(of: result), SentenceWords.contentStems(text).isDisjoint(with: taskWords),
                  let kept = field.reading(of: read), kept != .longText(text) else { continue }
            field.write(kept, into: &result)
            result.warnings.append(CrossCheckWarning.inventedText(field))
        }

        // A field whose value names tasks stands only as the words name them ("subtask of 3",
        // "after task 3"): a model may not file the task under another parent nor add a task
        // it waits for, and what it leaves out is put back. Each is warned of by the kind of
        // its value.
        for field in Self.taskValuedFields {
            guard let proposed = field.reading(of: result), let kept = field.reading(of: read), proposed != kept else { continue }
            switch (proposed, kept) {
            case (.task(let task?), _):
                result.warnings.append(CrossCheckWarning.inventedParent(task))
            case (.tasks(let links), .tasks(let named)):
                let invented = links.filter { link in !named.contains { $0.id == link.id && $0.uid == link.uid } }
                if !invented.isEmpty {
                    result.warnings.append(CrossCheckWarning.inventedDepends(invented.map { $0.id > 0 ? String($0.id) : $0.uid }))
                }
            default:
                break
            }
            field.write(kept, into: &result)
        }

        checkTitle(&result, read: read)
    }

    /// The model's title stands when it says what the built-in title says in other words: every
    /// content word of the built-in title is in it, and every word of it but function words and
    /// fillers, short ones too ("at 3pm"), is one of the words the built-in parser left for the
    /// title — nothing invented, and no date, tag or project repeated. It may drop fillers ("ну
    /// короче надо бы"), reorder and rephrase; a title that only reorders, recases or re-inflects
    /// the built-in title's words, or only puts other articles, possessives, pronouns,
    /// prepositions or conjunctions between them, gives way to it.
    private func checkTitle(_ result: inout TaskDraft, read: TaskDraft) {
        guard read.hasTitle, result.title != read.title else { return }
        let proposed = SentenceWords.contentStems(result.title)
        let kept = Set(SentenceWords.wordStems(read.title))
        if !proposed.isEmpty, SentenceWords.meaningfulStems(result.title).isSubset(of: kept),
           SentenceWords.contentStems(read.title).isSubset(of: proposed) {
            // The same words, only in another case or order ("24/7 Support"), or the same words
            // in the same order, in other forms or with other linking words between them ("Cancel
            // the Thursday yoga class" for "Cancel my Thursday yoga class"; "Zamknąć miesiąca",
            // the date phrase's form, for "Zamknąć miesiąc"): nothing gained, so the person's
            // wording and the built-in spelling stay, and titles look alike.
            if SentenceWords.words(result.title).sorted() == SentenceWords.words(read.title).sorted()
                || SentenceWords.stemsBesideLinkingWords(result.title) == SentenceWords.stemsBesideLinkingWords(read.title) {
                result.title = read.title
            }
            return
        }
        result.warnings.append(CrossCheckWarning.otherTitle(proposed: result.title, kept: read.title,
                                                            sharesNoWord: proposed.isDisjoint(with: kept)))
        result.title = read.title
    }
}
