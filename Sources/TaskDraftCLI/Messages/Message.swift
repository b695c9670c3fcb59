import TaskDraftKit
import TaskDraftMCP

/// The terminal's own words, each said by the feature's catalogue that words it (`LocalizedText`,
/// one file per language beside the feature): a case of `Message` carries one where a command's
/// console, a `UsageError` or a `CLIError` must hold one value whatever the feature. Machine
/// output (JSON, JSON Lines, exports, the audit log's words) never goes through here.
///
/// To add a message: add a case to the feature's catalogue (`Sync/SyncMessage.swift`) and its
/// line in each language's file; a new catalogue is one case here. See ARCHITECTURE.md, "Add a
/// message". Plain Swift, no Foundation: `list` and `add --yes` start fast.
enum Message {
    /// `list`'s and `next`'s table (`Rendering/ListMessage.swift`).
    case lists(ListMessage)
    /// What any command can meet: an intent refused, the database, config.json, a backend, a
    /// temporary file or the D-Bus service failing, a warning's label (`Support/FailureMessage.swift`).
    case failure(FailureMessage)
    /// Words `add`, `draft`, `plan`, `modify`, `list` and the prompt refuse (`Commands/WordsRefusalMessage.swift`).
    case wordsRefused(WordsRefusalMessage)
    /// `taskdraft mcp`'s own lines on stderr (`TaskDraftMCP/Transport/Diagnostic.swift`; the
    /// protocol's replies to the client stay English).
    case mcp(Diagnostic)
    /// Agents' tokens and proposals (`tokens`, `inbox`, the REPL's notice and `/inbox`: `Agents/AgentMessage.swift`).
    case agents(AgentMessage)
    /// A draft's warning, worded by the feature that found it.
    case warning(DraftWarning)
    /// Splitting a text into tasks and reviewing the set (`REPL/SetMessage.swift`), where a
    /// `Message` must carry it: the set's heading and question, which a review of proposals words
    /// its own way, and a plan refused as a failure.
    case sets(SetMessage)
    /// `import`'s, `export`'s and `backup`'s own lines (`Import/ImportExportMessage.swift`).
    case importExport(ImportExportMessage)
    /// `audit`'s, `log`'s and `transcript`'s own lines (`Rendering/LogMessage.swift`).
    case logs(LogMessage)
    /// `sync`'s own lines (`Sync/SyncMessage.swift`).
    case sync(SyncMessage)
    /// `remind`'s own lines (`Reminders/RemindMessage.swift`).
    case remind(RemindMessage)
    /// The parser's and the global options' own lines (`Arguments/UsageMessage.swift`).
    case usage(UsageMessage)
    /// What `edit`, `modify`, `annotate` and `denotate` say of the change (`Commands/EditMessage.swift`).
    case edits(EditMessage)

    func text(_ language: Language) -> String {
        switch self {
        case .lists(let message): return message.text(in: language)
        case .failure(let message): return message.text(in: language)
        case .wordsRefused(let message): return message.text(in: language)
        case .mcp(let diagnostic): return diagnostic.text(in: language)
        case .agents(let message): return message.text(in: language)
        case .warning(let warning): return warning.text(in: language)
        case .sets(let message): return message.text(in: language)
        case .importExport(let message): return message.text(in: language)
        case .logs(let message): return message.text(in: language)
        case .sync(let message): return message.text(in: language)
        case .remind(let message): return message.text(in: language)
        case .usage(let message): return message.text(in: language)
        case .edits(let message): return message.text(in: language)
        }
    }

    // MARK: Numbers and lists

    /// 123456 as "123,456", or in Russian "123 456" (a no-break space between thousands).
    static func grouped(_ n: Int, _ language: Language) -> String {
        let text = ImportProgress.grouped(n)
        return language == .russian ? text.replacingOccurrences(of: ",", with: "\u{00A0}") : text
    }

    /// 123456 as "123 456" (a no-break space between thousands).
    static func polishGrouped(_ n: Int) -> String { ImportProgress.grouped(n).replacingOccurrences(of: ",", with: "\u{00A0}") }

    /// "list, add or revoke": the names a person may give, the last after the language's "or".
    static func either(_ names: [String], or word: String) -> String {
        guard let last = names.last else { return "" }
        return names.count > 1 ? names.dropLast().joined(separator: ", ") + " \(word) " + last : last
    }
}

