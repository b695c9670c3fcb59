import TaskDraftKit
import TaskDraftModels

/// `e` in the confirm step: each field in turn, the current value offered as the default.
/// An answer that cannot be the field's value is refused with the reason and asked again, so
/// a typo never silently keeps the old value or clears it.
struct FieldEditor {
    let invocation: Invocation
    let lines: LineSource
    let context: DraftContext
    private let parser = BuiltinParser()

    init(invocation: Invocation, lines: LineSource, context: DraftContext) {
        self.invocation = invocation
        self.lines = lines
        self.context = context
    }

    /// What a typed answer means for one field: its new value, or why it cannot be one.
    private enum Answer<Value> {
        case value(Value)
        case refused(String)
    }

    func edit(_ draft: TaskDraft) -> TaskDraft {
        var d = draft
        d.title = ask("title: ", initial: d.title, keep: d.title) { text in
            if text.isEmpty { return .value(d.title) }
            if text.count > TaskDraft.maximumTitleLength {
                return .refused("the title has \(text.count) characters; at most \(TaskDraft.maximumTitleLength)")
            }
            return Self.hasControlCharacters(text) ? .refused("the title contains control characters") : .value(text)
        }
        let dueText = d.due.map(Self.editable) ?? ""
        d.due = ask("due (words, YYYY-MM-DD [HH:MM], or none): ", initial: dueText, keep: d.due) { text in
            if Self.isNone(text) { return .value(nil) }
            guard let due = parseDue(text) else {
                return .refused("'\(text)' names no date or time; type words such as \"friday 15:00\", "
                                + "YYYY-MM-DD [HH:MM], or none")
            }
            return .value(due)
        }
        d.priority = ask("priority (low, normal, high): ", initial: d.priority.rawValue, keep: d.priority) { text in
            if text.isEmpty { return .value(d.priority) }
            guard let priority = Priority(loose: text) else {
                return .refused("'\(text)' is not a priority; type low, normal or high")
            }
            return .value(priority)
        }
        d.tags = ask("tags: ", initial: d.tags.joined(separator: " "), keep: d.tags) { text in
            let tags = TaskDraft.normalizedTags(text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init))
            return tags.contains(where: Self.hasControlCharacters) ? .refused("a tag contains control characters") : .value(tags)
        }
        d.project = ask("project: ", initial: d.project ?? "", keep: d.project) { text in
            if Self.isNone(text) { return .value(nil) }
            return Self.hasControlCharacters(text) ? .refused("the project contains control characters") : .value(text)
        }
        d.notes = ask("notes (or none): ", initial: d.notes ?? "", keep: d.notes) { text in
            Self.isNone(text) ? .value(nil) : .value(text)
        }
        let rule = d.recurrence.map { RecurrenceText.words($0, language: invocation.language) } ?? ""
        d.recurrence = ask("repeats (words such as \"every friday\", an RRULE, or none): ", initial: rule,
                           keep: d.recurrence) { text in
            if Self.isNone(text) { return .value(nil) }
            do {
                return .value(try RecurrenceWords.rule(of: text, invocation: invocation, command: "repl"))
            } catch let error as UsageError {
                return .refused(error.message)
            } catch {
                return .refused("'\(text)' is not a repeat rule")
            }
        }
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
                invocation.out.line("  ! " + TerminalText.line(reason))
                invocation.out.flush()
            }
        }
    }

    /// Empty (the offered value deleted), `-` or `none`: the field is cleared.
    private static func isNone(_ text: String) -> Bool {
        text.isEmpty || text == "-" || text.lowercased() == "none"
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

    private func parseDue(_ text: String) -> Due? {
        let pieces = text.split(separator: " ")
        if pieces.count == 2, let date = CivilDate(iso: pieces[0]), let time = LocalTime(hourMinute: String(pieces[1])) {
            return .dateTime(context.zone.zoned(LocalDateTime(date: date, time: time)))
        }
        if case .success(let due?) = Due.from(due: text.count > 10 ? text : nil, dueDate: text.count == 10 ? text : nil, zone: context.zone) {
            return due
        }
        return parser.parse(text, context: context).due
    }
}
