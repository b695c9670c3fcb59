import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// `e` in the confirm step: each field in turn, its value in the line to edit, asked and read
/// by the kind of its value (`FieldLabel.reading(of:)`), walking the field table. The words are
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

    private func say(_ message: CardMessage) -> String { console.say(message) }
    private func say(_ name: FieldName) -> String { console.say(name) }

    /// The draft fields `e` asks for, in its order (`TaskField.fields(on: .editor)`), of a kind
    /// of value it reads words for.
    static let labels: [FieldLabel] = TaskField.fields(on: .editor)
        .compactMap(\.label).filter { label in label.reading(of: TaskDraft(title: "")).flatMap(hint) != nil }

    func edit(_ draft: TaskDraft) -> TaskDraft {
        var d = draft
        for label in Self.labels {
            guard let reading = label.reading(of: d) else { continue }
            if TaskField.askedOnlyWhenSet.contains(label.rawValue), case .moment(nil) = reading { continue }
            guard let answer = ask(label, reading, in: d) else { continue }
            label.write(answer, into: &d)
        }
        if d.reminders != draft.reminders { d.remindersFromDefault = false }
        d.warnings = []
        return d
    }

    /// What a field of each kind is asked with, after its name.
    static func hint(_ reading: FieldReading) -> PromptHint? {
        switch reading {
        case .title, .tags, .text: return .plain
        case .longText: return .clears
        case .moment: return .moment
        case .length: return .length
        case .priority: return .priority
        case .repeats: return .repeats
        case .reminders: return .reminders
        // A task a draft names is found by the commit, in a store the card does not have; dated
        // notes are added one at a time (`annotate`), not typed over.
        case .task, .tasks, .number, .status, .instant, .dated: return nil
        }
    }

    /// Asks for one field's new value, read from words as a value of its kind; nil for a kind
    /// `e` does not ask for. `d` is the draft as answered so far (reminders read against its due).
    private func ask(_ label: FieldLabel, _ reading: FieldReading, in d: TaskDraft) -> FieldReading? {
        guard let hint = Self.hint(reading) else { return nil }
        let name = say(label.onCard)
        let prompt = say(.prompt(label.onCard, hint))
        switch reading {
        case .title(let title):
            return .title(ask(prompt, initial: title, keep: title) { text in
                if text.isEmpty { return .value(title) }
                if let length = TaskDraft.titleLimit.excess(text) {
                    return .refused(say(.titleTooLong(length, TaskDraft.maximumTitleLength)))
                }
                return Self.hasControlCharacters(text) ? .refused(say(.controlCharacters(field: name))) : .value(text)
            })
        case .moment(let moment):
            // The wait and the estimate are offered on every draft, empty when it has none, so a
            // person can add one here as with any other field.
            return .moment(ask(prompt, initial: moment.map(Self.editable) ?? "", keep: moment) { text in
                if isNone(text) { return .value(nil) }
                guard let (value, guessed) = parseMoment(text, label: label) else { return .refused(say(.namesNoDate(text))) }
                if guessed {
                    let date = HumanDate.full(value, language: console.language)
                    console.out.line("  ? " + say(.dueGuessed(words: TerminalText.line(text), date: date)))
                    console.out.flush()
                }
                return .value(value)
            })
        case .length(let length):
            return .length(ask(prompt, initial: length?.description ?? "", keep: length) { text in
                if isNone(text) { return .value(nil) }
                guard let length = Estimate(text: text) else { return .refused(say(.notAnEstimate(text))) }
                return .value(length)
            })
        case .priority(let priority):
            return .priority(ask(prompt, initial: say(.priority(priority)), keep: priority) { text in
                if text.isEmpty { return .value(priority) }
                guard let named = Priority(loose: text) ?? Self.priority(named: text, language: console.language)
                        ?? priorityInWords(text) else {
                    return .refused(say(.notAPriority(text)))
                }
                return .value(named)
            })
        case .tags(let tags):
            return .tags(ask(prompt, initial: tags.joined(separator: " "), keep: tags) { text in
                let tags = TaskDraft.normalizedTags(text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init))
                return tags.contains(where: Self.hasControlCharacters) ? .refused(say(.tagControlCharacters)) : .value(tags)
            })
        case .text(let value):
            return .text(ask(prompt, initial: value ?? "", keep: value) { text in
                if isNone(text) { return .value(nil) }
                return Self.hasControlCharacters(text) ? .refused(say(.controlCharacters(field: name))) : .value(text)
            })
        case .longText(let value):
            return .longText(ask(prompt, initial: value ?? "", keep: value) { text in isNone(text) ? .value(nil) : .value(text) })
        case .repeats(let rule):
            let words = rule.map { RecurrenceText.words($0, language: console.language) } ?? ""
            return .repeats(ask(prompt, initial: words, keep: rule) { text in
                if isNone(text) { return .value(nil) }
                do {
                    return .value(try RecurrenceWords.rule(of: text, context: context, command: "repl"))
                } catch let error as UsageError {
                    return .refused(error.text(console.language))
                } catch {
                    return .refused(say(.notARepeatRule(text)))
                }
            })
        case .reminders(let reminders):
            let initial = reminders.map { $0.text(in: context.zone) }.joined(separator: ", ")
            return .reminders(ask(prompt, initial: initial, keep: reminders) { text in
                if isNone(text) { return .value([]) }
                switch ReminderInput.reminders(text, due: d.due, now: context.now, zone: context.zone) {
                case .success(let reminders): return .value(reminders)
                case .failure(let error): return .refused(error.message)
                }
            })
        case .task, .tasks, .number, .status, .instant, .dated:
            return nil
        }
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
        Priority.allCases.first { CardMessage.priority($0).text(in: language) == text.lowercased() }
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

    /// The moment an answer names for `label`, and whether it is a guess. The due reads the
    /// words as they are; another moment reads ISO 8601 or `YYYY-MM-DD HH:MM` as written, else
    /// the words after the phrase its row reads them after (`TaskField.DatePart.answeredAfter`),
    /// which is no guess.
    private func parseMoment(_ text: String, label: FieldLabel) -> (Due, guessed: Bool)? {
        guard let phrase = TaskField.named(label.rawValue)?.date?.answeredAfter else { return parseDue(text) }
        if let (due, guessed) = parseDue(text), !guessed, text.first?.isNumber == true { return (due, false) }
        guard case .moment(let moment?)? = label.reading(of: parser.analyze(phrase + text, context: context.readingContext).draft) else {
            return nil
        }
        return (moment, false)
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

/// What `e` says may be typed for a value of a kind, after the field's name.
enum PromptHint: Equatable {
    case plain, clears, moment, length, priority, repeats, reminders
}
