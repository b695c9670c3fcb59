import TaskDraftKit

/// One example of a command's help: a command line as typed, the same in every language, or
/// one that carries a person's words (a task, a question), worded per language.
public enum HelpExample: Sendable {
    case line(String)
    case words(HelpText)
}

extension HelpExample {
    public func text(in language: Language) -> String {
        switch self {
        case .line(let line): return line
        case .words(let words): return words.text(in: language)
        }
    }
}
