import TaskDraftKit

/// The language a caller's text is worded in: English, or Russian for a `ru_…` locale. A
/// desktop's processes share the session's locale, so the caller's own (read from its process,
/// `SenderDirectory`) is what the person reads in the shell.
public enum SystemLanguage: String, Sendable, Hashable {
    case english = "en", russian = "ru"

    /// POSIX precedence: `LC_ALL`, then `LC_MESSAGES`, then `LANG`; an empty one does not count.
    public init(locale environment: (String) -> String?) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(environment).first { !$0.isEmpty } ?? ""
        self = locale.lowercased().hasPrefix("ru") ? .russian : .english
    }
}
