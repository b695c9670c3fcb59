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
        /// The person said "split": the words hold several tasks.
        case split
    }

    let console: Console
    let session: DraftingSession
    let lines: LineSource

    func run(_ initial: TaskDraft) -> Outcome {
        var draft = initial
        // Once the person has typed a title, it stands, even if it is the placeholder's words.
        var titleAsked = false
        // The Skills' tone files may word the question their own way; the catalogue's is the default.
        let prompt = session.context.skills.phrase("confirm-prompt", language: console.localeLanguage)
            ?? console.say(CardMessage.confirmPrompt)
        while true {
            console.out.write(DraftView.render(draft, width: console.terminal.lineLimit, style: console.style, language: console.language, zone: console.zone))
            console.out.flush()
            let answer = ReviewAnswer.read(at: "  " + prompt + " ", from: lines, session: session)
            switch answer.kind {
            case .endOfInput, .interrupted, .drop:
                return .drop
            case .command:
                return .interrupted(answer.text)
            case .commit:
                // Enter must not commit "Untitled task": ask for the title, then show the draft again.
                if !draft.hasTitle && !titleAsked {
                    titleAsked = true
                    guard let title = askTitle() else {
                        session.record(.decision(.drop, detail: "no title", at: session.context.now))
                        return .drop
                    }
                    draft.title = title
                    draft.warnings.removeAll(where: TaskDraft.isTitleWarning)
                    session.record(.decision(.edit, detail: "title", at: session.context.now))
                    session.record(.draft(draft, at: session.context.now))
                    continue
                }
                session.record(.decision(.commit, at: session.context.now))
                return .commit(draft)
            case .split:
                session.record(.decision(.split, at: session.context.now))
                return .split
            case .edit:
                draft = FieldEditor(console: console, lines: lines, context: session.context).edit(draft)
                    .checkingDateOrder(in: session.context.zone)
                session.record(.decision(.edit, at: session.context.now))
                session.record(.draft(draft, at: session.context.now))
            case .words, .merge:
                // "the first one …" at the only card is this draft; "the second one" is none.
                var words = answer.text
                if let reference = CardReference.split(words, context: session.context.readingContext) {
                    guard reference.row == 1 || reference.row == -1 else {
                        console.out.line("  " + console.say(.noSuchDraft(reference.row, count: 1)))
                        continue
                    }
                    words = reference.rest
                }
                session.record(.decision(.refine, at: session.context.now))
                guard let refined = DraftRefinement(console: console, session: session).refine(draft, with: words) else { continue }
                let changes = DraftChanges.between(draft, refined, zone: console.zone, language: console.language)
                if changes.isEmpty {
                    // Words that change nothing were not understood: say so rather than show the same card as if it worked.
                    console.out.line("  " + console.say(CardMessage.notUnderstood(TerminalText.line(answer.text))))
                } else {
                    console.out.line("  " + console.say(CardMessage.changed(changes.map { console.say($0) }.joined(separator: "; "))))
                    draft = refined
                }
            }
        }
    }

    /// Asks until a title is typed; nil at end of input.
    private func askTitle() -> String? {
        console.out.line("  " + console.say(CardMessage.noTitleYet))
        console.out.flush()
        while true {
            guard let answer = lines.readLine(prompt: "  " + console.say(FieldLabel.title.onCard) + ": ") else { return nil }
            let title = answer.trimmingWhitespace()
            if !title.isEmpty { return title }
        }
    }
}
