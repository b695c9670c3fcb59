/// A language TaskDraft speaks to a person in. English is the default and the language of
/// every machine contract: JSON, the audit log and the model log keep English whatever the
/// person reads.
///
/// The surfaces choose it (the CLI from `LC_ALL`, `LC_MESSAGES`, `LANG`); everything below
/// them makes typed messages (`LocalizedText`) and never picks a language itself.
///
/// Every message type is worded in English, Russian and Polish (`LocalizedText` requires all
/// three), and so are the terminal's own words (`Message` in the CLI, whose Polish is an
/// exhaustive switch). The D-Bus surface's errors (`SystemMessage`) have no Polish yet: a Polish
/// caller reads English there.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case russian = "ru"
    case polish = "pl"
}
