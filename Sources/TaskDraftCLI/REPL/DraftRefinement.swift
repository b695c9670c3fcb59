import TaskDraftKit
import TaskDraftModels

/// A refinement in words typed at a card, or at the prompt for a listed task, re-drafted by the
/// session's backend as a new draft is (`DraftingSession.refine`): the forced backend alone, a
/// chain with its fallback. While a model answers, a terminal shows its progress and Ctrl-C
/// cancels it; a failure, the cancellation too, is said under the line and leaves the draft as it was.
struct DraftRefinement {
    let console: Console
    let session: DraftingSession

    /// `draft` refined by `words`; nil when nothing was refined (said on the terminal).
    /// `excluding`: the stored task refined, which cannot wait for itself.
    func refine(_ draft: TaskDraft, with words: String, excluding task: Int64? = nil) -> TaskDraft? {
        let watched = console.terminal.stdoutIsTTY && !session.model.draftsInProcess
        let view = watched ? DraftProgressView(output: console.out, style: console.style, language: console.language, refining: true) : nil
        let progress: ((DraftProgress) -> Void)? = view.map { view in { view.update($0) } }
        let failure: DraftFailure
        do {
            let refined = try InterruptHandler.cancellable { flag in
                try session.refine(draft, with: words, excluding: task, progress: progress, cancellation: flag)
            }
            view?.finish()
            return refined
        } catch let error as DraftFailure {
            failure = error
        } catch {
            view?.finish()
            console.out.line("  " + TerminalText.lines(CLI.describe(error, language: console.language)))
            return nil
        }
        view?.finish()
        switch failure {
        case .refused(let refusal):
            console.out.line("  " + TerminalText.line(console.say(Message(refusal))))
        case .backend(let error) where error.kind == .cancelled:
            session.record(.decision(.drop, detail: "refinement cancelled", at: session.context.now))
            console.out.line("  " + console.say(CardMessage.refinementCancelled))
        case .backend(let error):
            console.out.line("  " + TerminalText.lines(console.say(CardMessage.notRefined(FailureMessage.backendFailed(error)
                .text(in: console.language)))))
        }
        return nil
    }
}
