import Glibc
import TaskDraftHTTP
import TaskDraftKit
import TaskDraftModels

/// The line the REPL shows while an HTTP model drafts: a spinner, the backend, the seconds
/// elapsed, and the title as soon as the streamed answer contains it. Redrawn in place on a
/// terminal, at most ten times a second; cleared before the draft is shown.
final class DraftProgressView {
    private let output: Output
    private let style: Style
    private let language: Language
    private let started = MonotonicTime.now
    private var lastDraw: MonotonicTime?
    private var frame = 0
    private var backend = ""
    private var note: String
    private var title: String?
    private var drawn = false
    /// Whether the model refines a draft at the card rather than drafts one.
    private let refining: Bool

    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Fewest milliseconds between redraws.
    static let redrawInterval = 100.0

    init(output: Output, style: Style, language: Language = .english, refining: Bool = false) {
        self.output = output
        self.style = style
        self.language = language
        self.refining = refining
        note = (refining ? ReplMessage.progressRefining : .progressDrafting).text(in: language)
    }

    func update(_ event: DraftProgress) {
        switch event {
        case .requesting(let name, let purpose):
            backend = name
            note = ReplMessage(progressFor: purpose, refining: refining).text(in: language)
        case .waiting:
            break
        case .title(let text):
            title = text
        case .toolCall(let tool):
            note = ReplMessage.progressLookingUp(tool).text(in: language)
        case .retrying(let reason, let seconds):
            note = ReplMessage.progressRetrying(reason, seconds: RetryingSender.format(seconds)).text(in: language)
        case .fallingBack(let from, let to, _):
            note = ReplMessage.progressFallingBack(from: from, to: to).text(in: language)
            backend = to
        }
        draw(force: event != .waiting)
    }

    private func draw(force: Bool) {
        let now = MonotonicTime.now
        if !force, let lastDraw, now.milliseconds(since: lastDraw) < Self.redrawInterval { return }
        lastDraw = now
        frame = (frame + 1) % Self.frames.count
        let seconds = now.milliseconds(since: started) / 1000
        var text = "  \(Self.frames[frame]) \(backend): \(note) · \(RetryingSender.format(seconds)) "
            + ReplMessage.progressSecondsCancel.text(in: language)
        if let title { text += " · “\(title)”" }
        // The title is the model server's, streamed before any validation.
        output.write("\r" + style.dim(TerminalText.line(text)) + "\u{1B}[K")
        output.flush()
        drawn = true
    }

    /// Clears the line so the draft prints where the spinner was.
    func finish() {
        guard drawn else { return }
        output.write("\r\u{1B}[K")
        output.flush()
        drawn = false
    }
}
