/// What one read of a line gave: a line ended with Enter, several lines pasted at once, Ctrl-C,
/// or the end of input (Ctrl-D).
public enum LineInput: Equatable {
    case line(String)
    /// Lines that arrived as one paste (a bracketed paste, or lines sent faster than typing),
    /// with what was typed before it as the first; blank lines are kept, for the reader to skip.
    case paste([String])
    case interrupted
    case end

    /// As one line: a paste's lines joined by spaces; nil for Ctrl-C and the end of input.
    var text: String? {
        switch self {
        case .line(let text): text
        case .paste(let lines): lines.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
        case .interrupted, .end: nil
        }
    }
}
