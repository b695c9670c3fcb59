import TaskDraftKit

/// The language a caller's text is worded in: Russian for a `ru_…` locale, Polish for `pl_…`,
/// else English. A desktop's processes share the session's locale, so the caller's own (read
/// from its process, `SenderDirectory`) is what the person reads in the shell.
public enum SystemLanguage: String, Sendable, Hashable {
    case english = "en", russian = "ru", polish = "pl"

    /// POSIX precedence: `LC_ALL`, then `LC_MESSAGES`, then `LANG`; an empty one does not count.
    public init(locale environment: (String) -> String?) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(environment).first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        self = lowered.hasPrefix("ru") ? .russian : lowered.hasPrefix("pl") ? .polish : .english
    }

    /// The domain's language of the same name, in which its own typed messages (an undo's
    /// summary) are worded for this caller.
    public var language: Language {
        switch self {
        case .english: return .english
        case .russian: return .russian
        case .polish: return .polish
        }
    }
}
