import Glibc
import TaskDraftKit

/// Where interactive answers come from: libedit on a terminal (line editing, history), or
/// plain lines from stdin when it is not a terminal, so tests and scripts can drive the
/// same dialogue.
public protocol LineSource: AnyObject {
    /// The next line without its newline, or nil at end of input.
    func readLine(prompt: String) -> String?
    /// Like `readLine`, offering `initial` as the default: shown in brackets, kept when the
    /// answer is empty.
    func readLine(prompt: String, initial: String) -> String?
    /// Remembers a line in the history (editing sources only).
    func remember(_ line: String)
}
