import TaskDraftModels

/// One answer at a review prompt, a draft's (`DraftConfirmation`) or a set's
/// (`DraftSetReview`), read and sorted the one way both share: end of input, Ctrl-C, a slash
/// command and a no-word drop what is under review; a yes-word (Enter) commits it; the rest is for
/// the review to read.
struct ReviewAnswer {
    enum Kind {
        case endOfInput, interrupted, command, commit, drop, edit, split, merge, words
    }

    let kind: Kind
    /// As typed, trimmed.
    let text: String

    /// Reads one answer at `prompt`. The drops an answer makes by itself (end of input, a slash
    /// command, a no-word) go into the transcript here; what the review does with the rest, there.
    static func read(at prompt: String, from lines: LineSource, session: DraftingSession) -> ReviewAnswer {
        let raw: String
        switch lines.read(prompt: prompt) {
        case .end:
            session.record(.decision(.drop, detail: "end of input", at: session.context.now))
            return ReviewAnswer(kind: .endOfInput, text: "")
        case .interrupted:
            // Ctrl-C at a card is a form's Cancel: what is under review goes, the prompt comes back.
            session.record(.decision(.drop, detail: "Ctrl-C", at: session.context.now))
            return ReviewAnswer(kind: .interrupted, text: "")
        case .paste(let pasted):
            // Lines pasted at a card are words about it; a pasted blank line commits nothing.
            raw = LineInput.paste(pasted).text ?? ""
            if raw.isEmpty { return read(at: prompt, from: lines, session: session) }
        case .line(let typed):
            raw = typed
        }
        let word = ConfirmationWords.normalized(raw)
        let text = raw.trimmingWhitespace()
        if word.hasPrefix("/") {
            session.record(.decision(.drop, detail: word, at: session.context.now))
            return ReviewAnswer(kind: .command, text: text)
        }
        if ConfirmationWords.commit.contains(word) { return ReviewAnswer(kind: .commit, text: text) }
        if ConfirmationWords.drop.contains(word) {
            session.record(.decision(.drop, at: session.context.now))
            return ReviewAnswer(kind: .drop, text: text)
        }
        if ConfirmationWords.split.contains(word) { return ReviewAnswer(kind: .split, text: text) }
        if ConfirmationWords.merge.contains(word) { return ReviewAnswer(kind: .merge, text: text) }
        if ConfirmationWords.edit.contains(word) { return ReviewAnswer(kind: .edit, text: text) }
        return ReviewAnswer(kind: .words, text: text)
    }
}
