import TaskDraftKit
import TaskDraftModels

/// The confirm step of the loop: show the draft, then `[Y]es / [e]dit / [n]o`, or a
/// refinement in words that re-drafts. Used by the REPL and by `add` on a terminal.
struct DraftConfirmation {
    enum Outcome {
        case commit(TaskDraft)
        case drop
        /// A slash command typed at the prompt: the draft is dropped and the command runs.
        case interrupted(String)
    }

    let invocation: Invocation
    let session: DraftingSession
    let lines: LineSource

    func run(_ initial: TaskDraft) -> Outcome {
        var draft = initial
        // Once the person has typed a title, it stands, even if it is the placeholder's words.
        var titleAsked = false
        let prompt = session.context.skills.phrase("confirm-prompt", language: invocation.language)
            ?? "Commit? [Y]es / [e]dit / [n]o / or say what to change:"
        while true {
            invocation.out.write(DraftView.render(draft, style: invocation.style))
            invocation.out.flush()
            guard let answer = lines.readLine(prompt: "  " + prompt + " ") else {
                session.record(.decision("drop", detail: "end of input", at: session.context.now))
                return .drop
            }
            let word = ConfirmationWords.normalized(answer)
            if word.hasPrefix("/") {
                session.record(.decision("drop", detail: word, at: session.context.now))
                return .interrupted(answer.trimmingWhitespace())
            }
            if ConfirmationWords.commit.contains(word) {
                // Enter must not commit "Untitled task": ask for the title, then show the draft again.
                if !draft.hasTitle && !titleAsked {
                    titleAsked = true
                    guard let title = askTitle() else {
                        session.record(.decision("drop", detail: "no title", at: session.context.now))
                        return .drop
                    }
                    draft.title = title
                    draft.warnings.removeAll { $0 == TaskDraft.placeholderWarning }
                    session.record(.decision("edit", detail: "title", at: session.context.now))
                    session.record(.draft(draft, at: session.context.now))
                    continue
                }
                session.record(.decision("commit", at: session.context.now))
                return .commit(draft)
            }
            if ConfirmationWords.drop.contains(word) {
                session.record(.decision("drop", at: session.context.now))
                return .drop
            }
            if ConfirmationWords.edit.contains(word) {
                draft = FieldEditor(lines: lines, context: session.context).edit(draft)
                session.record(.decision("edit", at: session.context.now))
                session.record(.draft(draft, at: session.context.now))
                continue
            }
            session.record(.decision("refine", at: session.context.now))
            draft = session.refine(draft, with: answer)
        }
    }

    /// Asks until a title is typed; nil at end of input.
    private func askTitle() -> String? {
        invocation.out.line("  The task has no title yet.")
        invocation.out.flush()
        while true {
            guard let answer = lines.readLine(prompt: "  title: ") else { return nil }
            let title = answer.trimmingWhitespace()
            if !title.isEmpty { return title }
        }
    }
}

/// `e` in the confirm step: each field in turn, the current value offered as the default.
struct FieldEditor {
    let lines: LineSource
    let context: DraftContext
    private let parser = BuiltinParser()

    func edit(_ draft: TaskDraft) -> TaskDraft {
        var d = draft
        if let title = lines.readLine(prompt: "  title: ", initial: d.title)?.trimmingWhitespace(), !title.isEmpty {
            d.title = title
        }
        let dueText = d.due.map(Self.editable) ?? ""
        if let answer = lines.readLine(prompt: "  due (words, YYYY-MM-DD [HH:MM], or none): ", initial: dueText) {
            let text = answer.trimmingWhitespace()
            if text.lowercased() == "none" || text == "-" || (text.isEmpty && !dueText.isEmpty) {
                d.due = nil
            } else if text != dueText {
                d.due = parseDue(text) ?? d.due
            }
        }
        if let answer = lines.readLine(prompt: "  priority (low, normal, high): ", initial: d.priority.rawValue),
           let p = Priority(loose: answer.trimmingWhitespace()) {
            d.priority = p
        }
        if let answer = lines.readLine(prompt: "  tags: ", initial: d.tags.joined(separator: " ")) {
            d.tags = TaskDraft.normalizedTags(answer.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init))
        }
        if let answer = lines.readLine(prompt: "  project: ", initial: d.project ?? "") {
            let text = answer.trimmingWhitespace()
            d.project = text.isEmpty || text == "-" || text.lowercased() == "none" ? nil : text
        }
        d.warnings = []
        return d
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
