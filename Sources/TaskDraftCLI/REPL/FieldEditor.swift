import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// `e` in the confirm step: each field in turn, its value in the line to edit. The words are
/// read as at the prompt ("urgent", "next friday at 3"); a date read from only part of them
/// is said to be a guess. An answer that cannot be the field's value is refused with the
/// reason and asked again, so a typo never silently keeps the old value or clears it.
struct FieldEditor {
    let console: Console
    let lines: LineSource
    let context: DraftContext
    private let parser = BuiltinParser()

    init(console: Console, lines: LineSource, context: DraftContext) {
        self.console = console
        self.lines = lines
        self.context = context
    }

    /// What a typed answer means for one field: its new value, or why it cannot be one.
    private enum Answer<Value> {
        case value(Value)
        case refused(String)
    }

    private func say(_ message: Message) -> String { console.say(message) }

    func edit(_ draft: TaskDraft) -> TaskDraft {
        var d = draft
        d.title = ask(say(.fieldTitle) + ": ", initial: d.title, keep: d.title) { text in
            if text.isEmpty { return .value(d.title) }
            if text.count > TaskDraft.maximumTitleLength {
                return .refused(say(.titleTooLong(text.count, TaskDraft.maximumTitleLength)))
            }
            return Self.hasControlCharacters(text) ? .refused(say(.controlCharacters(field: say(.fieldTitle)))) : .value(text)
        }
        let dueText = d.due.map(Self.editable) ?? ""
        d.due = ask(say(.promptDue), initial: dueText, keep: d.due) { text in
            if isNone(text) { return .value(nil) }
            guard let (due, guessed) = parseDue(text) else { return .refused(say(.namesNoDate(text))) }
            if guessed {
                console.out.line("  ? " + say(.dueGuessed(words: TerminalText.line(text), date: HumanDate.full(due, language: console.language))))
                console.out.flush()
            }
            return .value(due)
        }
        // The wait and the estimate are offered on every draft, empty when it has none, so a
        // person can add one here as with any other field.
        d.wait = ask(say(.promptWait), initial: d.wait.map(Self.editable) ?? "", keep: d.wait) { text in
            if isNone(text) { return .value(nil) }
            guard let until = parseWait(text) else { return .refused(say(.namesNoDate(text))) }
            return .value(until)
        }
        d.estimate = ask(say(.promptEstimate), initial: d.estimate?.description ?? "", keep: d.estimate) { text in
            if isNone(text) { return .value(nil) }
            guard let length = Estimate(text: text) else { return .refused(say(.notAnEstimate(text))) }
            return .value(length)
        }
        d.priority = ask(say(.promptPriority), initial: say(.priority(d.priority)), keep: d.priority) { text in
            if text.isEmpty { return .value(d.priority) }
            guard let priority = Priority(loose: text) ?? Self.priority(named: text, language: console.language)
                    ?? priorityInWords(text) else {
                return .refused(say(.notAPriority(text)))
            }
            return .value(priority)
        }
        d.tags = ask(say(.promptTags), initial: d.tags.joined(separator: " "), keep: d.tags) { text in
            let tags = TaskDraft.normalizedTags(text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init))
            return tags.contains(where: Self.hasControlCharacters)
                ? .refused(say(.tagControlCharacters)) : .value(tags)
        }
        d.project = ask(say(.promptProject), initial: d.project ?? "", keep: d.project) { text in
            if isNone(text) { return .value(nil) }
            return Self.hasControlCharacters(text) ? .refused(say(.controlCharacters(field: say(.fieldProject)))) : .value(text)
        }
        d.notes = ask(say(.promptNotes), initial: d.notes ?? "", keep: d.notes) { text in
            isNone(text) ? .value(nil) : .value(text)
        }
        let rule = d.recurrence.map { RecurrenceText.words($0, language: console.language) } ?? ""
        d.recurrence = ask(say(.promptRepeats), initial: rule, keep: d.recurrence) { text in
            if isNone(text) { return .value(nil) }
            do {
                return .value(try RecurrenceWords.rule(of: text, context: context, command: "repl"))
            } catch let error as UsageError {
                return .refused(error.text(console.language))
            } catch {
                return .refused(say(.notARepeatRule(text)))
            }
        }
        let remind = d.reminders.map { $0.text(in: context.zone) }.joined(separator: ", ")
        d.reminders = ask(say(.promptRemind), initial: remind,
                          keep: d.reminders) { text in
            if isNone(text) { return .value([]) }
            switch ReminderInput.reminders(text, due: d.due, now: context.now, zone: context.zone) {
            case .success(let reminders): return .value(reminders)
            case .failure(let error): return .refused(error.message)
            }
        }
        if d.reminders != draft.reminders { d.remindersFromDefault = false }
        d.warnings = []
        return d
    }

    /// Asks until the answer is a value. An answer equal to what was offered keeps the field as
    /// it is (the offered text is a rendering, not always something that parses back); end of
    /// input keeps it too.
    private func ask<Value>(_ prompt: String, initial: String, keep: Value, parse: (String) -> Answer<Value>) -> Value {
        while true {
            guard let answer = lines.readLine(prompt: "  " + prompt, initial: initial) else { return keep }
            let text = answer.trimmingWhitespace()
            if !initial.isEmpty && text == initial { return keep }
            switch parse(text) {
            case .value(let value):
                return value
            case .refused(let reason):
                console.out.line("  ! " + TerminalText.line(reason))
                console.out.flush()
            }
        }
    }

    /// Empty (the offered value deleted), `-`, `none` or the catalogue's word for it: the field is cleared.
    private func isNone(_ text: String) -> Bool {
        text.isEmpty || text == "-" || text.lowercased() == "none" || text.lowercased() == say(.none)
    }

    /// A priority said as at the prompt ("urgent", "срочно", "pilne"): the words name one and nothing else.
    private func priorityInWords(_ text: String) -> Priority? {
        let analysis = parser.analyze(text, context: context.readingContext)
        guard analysis.namedPriority, !analysis.draft.hasTitle else { return nil }
        return analysis.draft.priority
    }

    /// A priority by its name in the terminal's language ("высокий").
    private static func priority(named text: String, language: Language) -> Priority? {
        Priority.allCases.first { Message.priority($0).text(language) == text.lowercased() }
    }

    private static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: \.isControlCharacter)
    }

    /// `2026-12-03 15:00` or `2026-12-03`: what a person edits in place.
    static func editable(_ due: Due) -> String {
        switch due {
        case .date(let date): return date.description
        case .dateTime(let zoned): return zoned.local.date.description + " " + zoned.local.time.hourMinute
        }
    }

    /// The moment a wait answer names: ISO 8601 or `YYYY-MM-DD HH:MM`, else the words read as
    /// what follows "wait until" ("January" is its first day, not its last).
    private func parseWait(_ text: String) -> Due? {
        if let (due, guessed) = parseDue(text), !guessed, text.first?.isNumber == true { return due }
        return parser.analyze("wait until " + text, context: context.readingContext).draft.wait
    }

    /// The due the answer names, and whether it is a guess: words were left over that the
    /// date does not account for ("sometime next month"), or the reading assumed something.
    private func parseDue(_ text: String) -> (Due, guessed: Bool)? {
        let pieces = text.split(separator: " ")
        if pieces.count == 2, let date = CivilDate(iso: pieces[0]), let time = LocalTime(hourMinute: String(pieces[1])) {
            return (.dateTime(context.zone.zoned(LocalDateTime(date: date, time: time))), false)
        }
        if case .success(let due?) = Due.from(due: text.count > 10 ? text : nil, dueDate: text.count == 10 ? text : nil, zone: context.zone) {
            return (due, false)
        }
        let analysis = parser.analyze(text, context: context.readingContext)
        guard let due = analysis.draft.due else { return nil }
        return (due, analysis.draft.hasTitle || !analysis.draft.warnings.isEmpty)
    }
}
