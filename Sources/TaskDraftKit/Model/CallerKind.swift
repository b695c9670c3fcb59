/// What kind of caller acted, as the audit log and the transcript name it: the raw values are
/// the words stored in `audit_log.caller_kind`, JSON's `caller` and `audit --caller`; they
/// never change. A person reads them in their language (`CallerKind+English.swift`, `+Russian`,
/// `+Polish`).
public enum CallerKind: String, Sendable, Hashable, CaseIterable, LocalizedText {
    case human, script, agent, sync, system
}
