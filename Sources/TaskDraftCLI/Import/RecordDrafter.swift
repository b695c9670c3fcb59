import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// Turns a source record into an import record: drafts its text with the session's backend
/// (if it has text), lays the explicit fields over the draft, validates, derives the key.
struct RecordDrafter: Sendable {
    let model: any LanguageModel
    let context: DraftContext
    /// Every request to a model server, for the model log (`taskdraft log`).
    let exchanges = ExchangeInbox()

    init(model: any LanguageModel, context: DraftContext) {
        self.model = model
        self.context = context
    }

    /// The backend label of drafts that were read, not drafted.
    static let structuredBackend = "import"

    enum Outcome: Sendable {
        case record(ImportRecord)
        case problem(RecordProblem)
        /// The backend cannot draft at all: stop the import (exit 4), keep what was committed.
        case backendDown(BackendError)
    }

    /// What became of a record's text.
    enum Drafted: Sendable {
        case draft(TaskDraft)
        case failed(BackendError)
        /// Words `add` refuses (`due:xyz`, a date not in the calendar), never sent to the backend.
        case refused(WordsRefusal)
    }

    /// Drafts the record's text; nil for records that need no drafting.
    func draftText(of source: SourceRecord) -> Drafted? {
        guard let text = source.text else { return nil }
        var context = self.context
        if let zone = source.zone { context.zone = zone }
        // A date not in the calendar is found by the drafting itself (its warning), at no cost here.
        // todo.txt's own extensions (`rec:1w`, `pri:A`) are no slips of an attribute's name.
        let journal = DraftJournal()
        let request: DraftRequest
        do throws(WordsRefusal) {
            // A title given beside the text is the task's, however long the text's would have been:
            // the text's is left whole, with no note or warning of a cut.
            request = try DraftRequest(words: text, context: context, check: .attributes(dates: false, names: false),
                                       cutsLongTitle: source.fields.title == nil, journal: journal)
        } catch {
            return .refused(error)
        }
        defer { exchanges.append(journal.exchanges) }
        do {
            return .draft(try model.draft(request))
        } catch {
            return .failed(error)
        }
    }

    func outcome(_ source: SourceRecord, drafted: Drafted?) -> Outcome {
        var f = source.fields
        var draft: TaskDraft
        switch drafted {
        case .failed(let error)?:
            if error.kind == .unavailable { return .backendDown(error) }
            return .problem(RecordProblem(line: source.line, field: "text", .notDrafted(error)))
        case .refused(let refusal)?:
            return .problem(Self.problem(refusal, in: source))
        case .draft(let d)?:
            // As `add` refuses it: a date that does not exist becomes no date, nor title words.
            for warning in d.warnings {
                if case .impossibleDate(let written)? = warning.as(ParserWarning.self) {
                    return .problem(Self.problem(.notInCalendar(written), in: source))
                }
            }
            draft = d
            if source.textIsADate, let date = source.text {
                draft = Self.dateOnly(d)
                if Self.leftWords(d) { f.kept.append(KeptField(name: "date", value: date, keyed: false)) }
            }
            if let title = f.title { draft.title = title }
            if let due = f.due { draft.due = due }
            if let priority = f.priority { draft.priority = priority }
            if let project = f.project { draft.project = project }
            if let tags = f.tags { draft.tags = tags }
            if let recurrence = f.recurrence { draft.recurrence = recurrence }
            draft.warnings += f.warnings
        case nil:
            draft = TaskDraft(title: f.title ?? "", due: f.due, priority: f.priority ?? .unset,
                              project: f.project, tags: f.tags ?? [], recurrence: f.recurrence,
                              backend: Self.structuredBackend, warnings: f.warnings)
        }
        do {
            for field in TaskField.draftFields { try field.readDraft(&draft, from: f.more, zone: context.zone) }
            // The key is derived as it was when kept values were lines of the notes, so a file
            // imported before annotations still finds its tasks.
            var record = try ImportRecord(draft: draft, keptLines: f.kept.filter(\.keyed).map(\.line),
                                          keptNotes: f.kept.map { Annotation(entry: context.now, text: $0.annotation) }, uid: f.uid,
                                          sourceText: source.keyText ?? source.text, status: f.status ?? .pending,
                                          createdAt: f.created, modifiedAt: f.modified, completedAt: f.completed, line: source.line)
            record.kept = f.kept.count
            record.number = f.number
            return .record(record)
        } catch {
            return .problem(source.problem(error))
        }
    }

    /// What a date in words says of a task: its due, start, repeat rule and reminders, with the
    /// warnings but the one of no title left, which the date never was.
    static func dateOnly(_ drafted: TaskDraft) -> TaskDraft {
        TaskDraft(title: drafted.title, due: drafted.due, recurrence: drafted.recurrence, reminders: drafted.reminders,
                  remindersFromDefault: drafted.remindersFromDefault, backend: drafted.backend,
                  warnings: drafted.warnings.filter { $0.as(TitleWarning.self) == nil }, start: drafted.start)
    }

    /// Whether drafting a date left words for a title: words that say no date, kept rather than dropped.
    static func leftWords(_ drafted: TaskDraft) -> Bool {
        drafted.title != TaskDraft.placeholderTitle || !drafted.warnings.contains {
            if case .nothingLeft? = $0.as(TitleWarning.self) { true } else { false }
        }
    }

    /// A refusal of the record's words, named by the field it concerns and placed where the words
    /// start when the format has columns: `tasks.csv:3:1: due: "xyz" is not a date or time …`.
    static func problem(_ refusal: WordsRefusal, in source: SourceRecord) -> RecordProblem {
        let reason: RecordReason = switch refusal {
        case .attribute(_, let value, _, let expected): .draftField(.notReadable(value, expected: expected))
        case .notInCalendar(let written): .notInCalendar(written)
        // An import's line is one task's words, never split: only `tooLong` is asked of it.
        case .tooLong(let length), .notesTooLong(let length), .taskTooLong(_, let length):
            .tooManyCharacters(length, most: TaskDraft.maximumWordsLength)
        // Not asked of an import's words (`names: false`); the field it names, unread, if it were.
        case .unknownAttribute(let name, _): .draftField(.notReadable(name, expected: .text))
        }
        let at = source.positions["text"]
        return RecordProblem(line: at?.line ?? source.line, column: at?.column, field: refusal.field, reason)
    }
}
