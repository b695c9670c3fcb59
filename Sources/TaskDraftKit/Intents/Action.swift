/// What a domain action is, for policy, audit and undo. The raw values are the words the audit
/// log stores (`AuditIntent`); a person reads them in their language (`Action+English.swift`,
/// `+Russian`, `+Polish`).
public enum Action: String, Sendable, Hashable, CaseIterable, LocalizedText {
    case create, complete, edit, delete, undo
    /// Many records at once (batch import).
    case `import`
    /// A server's changes applied in one go (`taskdraft sync`).
    case sync
    /// Making or revoking an agent's bearer token (`taskdraft tokens`).
    case token
    /// Accepting or rejecting an agent's proposal (`taskdraft inbox`).
    case review
}
