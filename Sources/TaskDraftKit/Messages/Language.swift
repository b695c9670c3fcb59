/// A language TaskDraft speaks to a person in. English is the default and the language of
/// every machine contract: JSON, the audit log and the model log keep English whatever the
/// person reads.
///
/// The surfaces choose it (the CLI from `LC_ALL`, `LC_MESSAGES`, `LANG`); everything below
/// them makes typed messages (`LocalizedText`) and never picks a language itself.
///
/// Every message type is worded in English and Russian (`LocalizedText`). Polish is read in a
/// person's words and spoken only where a feature words it (a repeat rule in words); a Polish
/// session reads English elsewhere, until Polish becomes a requirement of `LocalizedText`.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case russian = "ru"
    case polish = "pl"
}
