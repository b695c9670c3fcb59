/// A language TaskDraft speaks to a person in. English is the default and the language of
/// every machine contract: JSON, the audit log and the model log keep English whatever the
/// person reads.
///
/// The surfaces choose it (the CLI from `LC_ALL`, `LC_MESSAGES`, `LANG`); everything below
/// them makes typed messages (`LocalizedText`) and never picks a language itself.
///
/// Every message type is worded in English, Russian and Polish (`LocalizedText` requires all
/// three). The terminal's own words (`Message` in the CLI) have Polish where `Message+Polish`
/// words them; a command's own help text is English in a Polish session.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case russian = "ru"
    case polish = "pl"
}
