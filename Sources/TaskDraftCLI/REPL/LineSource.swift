import Glibc
import TaskDraftKit

/// Where interactive answers come from: libedit on a terminal (line editing, history), or
/// plain lines from stdin when it is not a terminal, so tests and scripts can drive the
/// same dialogue.
public protocol LineSource: AnyObject {
    /// The next line without its newline, or nil at end of input. A paste comes as one line.
    func readLine(prompt: String) -> String?
    /// The next answer as it came: a line, a paste (bracketed, or on a terminal lines arriving
    /// at once), Ctrl-C (on a terminal whose Ctrl-C clears the line; elsewhere Ctrl-C keeps its
    /// meaning), or the end of input.
    func read(prompt: String) -> LineInput
    /// Like `readLine`, with `initial` to start from: typed into the line to be edited on a
    /// terminal; shown in brackets and kept when the answer is empty from plain lines.
    func readLine(prompt: String, initial: String) -> String?
    /// Remembers a line in the history (editing sources only).
    func remember(_ line: String)
}
