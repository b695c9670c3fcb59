/// A language TaskDraft speaks to a person in. English is the default and the language of
/// every machine contract: JSON, the audit log and the model log keep English whatever the
/// person reads.
///
/// The surfaces choose it (the CLI from `LC_ALL`, `LC_MESSAGES`, `LANG`); everything below
/// them makes typed messages (`LocalizedText`) and never picks a language itself.
///
/// Every message type is worded in English, Russian and Polish (`LocalizedText` requires all
/// three), and so are the terminal's own words (`Message` in the CLI) and the D-Bus surface's
/// errors and search results (`SystemMessage`, `SearchMessage`), each an exhaustive switch per
/// language, so a wording left out does not compile rather than falling back to English.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case russian = "ru"
    case polish = "pl"
}
