import Glibc
import TaskDraftKit
import TaskDraftModels

/// The line the REPL shows while an HTTP model drafts: a spinner, the backend, the seconds
/// elapsed, and the title as soon as the streamed answer contains it. Redrawn in place on a
/// terminal, at most ten times a second; cleared before the draft is shown.
final class DraftProgressView {
    private let output: Output
    private let style: Style
    private let started = MonotonicTime.now
    private var lastDraw: MonotonicTime?
    private var frame = 0
    private var backend = ""
    private var note = "drafting"
    private var title: String?
    private var drawn = false

    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Fewest milliseconds between redraws.
    static let redrawInterval = 100.0

    init(output: Output, style: Style) {
        self.output = output
        self.style = style
    }

    func update(_ event: DraftProgress) {
        switch event {
        case .requesting(let name, let purpose):
            backend = name
            note = purpose == "repair" ? "asking again (the answer was invalid)" : (purpose == "tools" ? "drafting (tools allowed)" : "drafting")
        case .waiting:
            break
        case .title(let text):
            title = text
        case .toolCall(let tool):
            note = "looking up tasks (\(tool))"
        case .retrying(let reason, let seconds):
            note = "\(reason); retrying in \(RetryingSender.format(seconds)) s"
        case .fallingBack(let from, let to, _):
            note = "\(from) failed; trying \(to)"
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
        var text = "  \(Self.frames[frame]) \(backend): \(note) · \(RetryingSender.format(seconds)) s · Ctrl-C cancels"
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
